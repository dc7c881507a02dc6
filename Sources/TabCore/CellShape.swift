/// Box-drawing and block characters as rectangles (docs/pictures.md, "Lines and blocks"), so a
/// picture joins them without gaps whatever font the viewer has: a font's `│` is rarely as tall
/// as a row, and its `━` rarely as wide as a cell.
///
/// Lines run from the cell's center to the middle of its edges: light ones 1.5 units thick,
/// heavy ones 3, double ones two light lines 3 units apart (their joins are drawn as crossing
/// lines, not mitred). Rounded corners are drawn square; dashed and diagonal lines stay text.
enum CellShape {
    /// A rectangle in picture units, relative to the cell's top left corner.
    struct Box: Equatable {
        var x: Double, y: Double, width: Double, height: Double
    }

    /// What draws `scalar`: rectangles filled at `opacity`, or nil when it is drawn as text.
    static func of(_ scalar: Unicode.Scalar) -> (boxes: [Box], opacity: Double)? {
        switch scalar.value {
        case 0x2500...0x257F: lines(scalar.value).map { ($0, 1) }
        case 0x2591...0x2593: ([Box(x: 0, y: 0, width: width, height: height)], Double(scalar.value - 0x2590) / 4)
        case 0x2580...0x259F: blocks(scalar.value).map { ($0, 1) }
        default: nil
        }
    }

    private static let width = Double(ScreenPicture.cellWidth)
    private static let height = Double(ScreenPicture.cellHeight)

    /// The arms of U+2500-U+257F, four digits each (up, right, down, left): 0 none, 1 light,
    /// 2 heavy, 3 double; `-` marks the dashed and diagonal ones, drawn as text. Made from the
    /// characters' Unicode names ("DOWN LIGHT AND RIGHT HEAVY": 0210).
    private static let arms = Array((
        "0101020210102020--------------------------------0110021001200220001100120021002211001200"
        + "2100220010011002200120021110121021101120212022101220222010111012201110212021201210222022"
        + "0111011202110212012101220221022211011102120112022101210222012202111111121211121221111121"
        + "2121211222111122122122121222212222212222----------------03033030031001300330001300310033"
        + "1300310033001003300130031310313033301013303130330313013103331303310133031313313133330110"
        + "001110011100------------000110000100001000022000020000200201102001022010").utf8)

    private static func lines(_ code: UInt32) -> [Box]? {
        let start = Int(code - 0x2500) * 4
        let weights = arms[start..<(start + 4)].map { Int($0) - 0x30 }
        guard weights.allSatisfy({ $0 >= 0 }) else { return nil }
        var boxes: [Box] = []
        for (arm, weight) in weights.enumerated() where weight > 0 {
            let offsets: [Double] = weight == 3 ? [-2.25, 2.25] : [0]
            let thickness = weight == 2 ? 3.0 : 1.5
            for offset in offsets { boxes.append(armBox(arm, thickness: thickness, offset: offset, reach: weight == 3 ? 3 : thickness / 2)) }
        }
        return boxes
    }

    /// Arm `arm` (0 up, 1 right, 2 down, 3 left) from the cell's edge to `reach` past its
    /// center, `offset` off the center line.
    private static func armBox(_ arm: Int, thickness: Double, offset: Double, reach: Double) -> Box {
        let (cx, cy) = (width / 2 + offset, height / 2 + offset)
        let half = thickness / 2
        switch arm {
        case 0: return Box(x: cx - half, y: 0, width: thickness, height: height / 2 + reach)
        case 2: return Box(x: cx - half, y: height / 2 - reach, width: thickness, height: height / 2 + reach)
        case 1: return Box(x: width / 2 - reach, y: cy - half, width: width / 2 + reach, height: thickness)
        default: return Box(x: 0, y: cy - half, width: width / 2 + reach, height: thickness)
        }
    }

    /// U+2580-U+259F but the shades: halves, eighths and quadrants of the cell.
    private static func blocks(_ code: UInt32) -> [Box]? {
        let eighth = (width / 8, height / 8)
        switch code {
        case 0x2580: return [Box(x: 0, y: 0, width: width, height: height / 2)]
        case 0x2581...0x2588:  // lower one to eight eighths
            let h = eighth.1 * Double(code - 0x2580)
            return [Box(x: 0, y: height - h, width: width, height: h)]
        case 0x2589...0x258F:  // left seven to one eighths
            return [Box(x: 0, y: 0, width: eighth.0 * Double(0x2590 - code), height: height)]
        case 0x2590: return [Box(x: width / 2, y: 0, width: width / 2, height: height)]
        case 0x2594: return [Box(x: 0, y: 0, width: width, height: eighth.1)]
        case 0x2595: return [Box(x: width - eighth.0, y: 0, width: eighth.0, height: height)]
        case 0x2596...0x259F: return quadrants(code)
        default: return nil
        }
    }

    /// Quadrant blocks: bits 1 upper left, 2 upper right, 4 lower left, 8 lower right.
    private static func quadrants(_ code: UInt32) -> [Box] {
        let masks = [4, 8, 1, 1 + 4 + 8, 1 + 8, 1 + 2 + 4, 1 + 2 + 8, 2, 2 + 4, 2 + 4 + 8]
        let mask = masks[Int(code - 0x2596)]
        let (w, h) = (width / 2, height / 2)
        return [(1, 0.0, 0.0), (2, w, 0), (4, 0, h), (8, w, h)].compactMap { bit, x, y in
            mask & bit != 0 ? Box(x: x, y: y, width: w, height: h) : nil
        }
    }
}
