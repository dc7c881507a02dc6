@testable import TabHostKit

/// Loads a script from source text for a test.
func load(_ source: String, name: String = "test.lua") throws -> ScriptHost {
    try ScriptHost(source: source, name: name, root: "/tmp")
}

/// The expectation helper for screens: compares rows and describes the difference.
func screenDifference(_ actual: [String], _ expected: [String]) -> String? {
    guard actual != expected else { return nil }
    var report = "expected:\n" + expected.map { "|\($0)|" }.joined(separator: "\n")
    report += "\nactual:\n" + actual.map { "|\($0)|" }.joined(separator: "\n")
    let rows = (0..<max(actual.count, expected.count)).filter {
        (actual.indices.contains($0) ? actual[$0] : nil) != (expected.indices.contains($0) ? expected[$0] : nil)
    }
    return report + "\ndiffering rows: " + rows.map(String.init).joined(separator: ", ")
}

/// Log lines as tests write them (`"didSelect 2"`, `"tabSwitched 2 1"`, `"onResize 40 6"`),
/// read back into the records the host keeps, so a test compares the whole typed log.
extension CallbackRecord: ExpressibleByStringLiteral {
    public init(stringLiteral line: String) {
        let words = line.split(separator: " ").map(String.init)
        guard let name = words.first.flatMap(CallbackName.init(rawValue:)) else {
            fatalError("not a callback in a log line: \(line)")
        }
        switch name {
        case .onResize where words.count == 3:
            self.init(callback: name, size: CellSize(width: Int(words[1]) ?? -1, height: Int(words[2]) ?? -1))
        case .tabSwitched:
            self.init(callback: name, itemID: words[1], previousID: words[2] == "nil" ? nil : words[2])
        default:
            self.init(callback: name, itemID: words.count > 1 ? words[1] : nil)
        }
    }
}

extension ScriptHost {
    /// The frame at a size (the host's size set to it first).
    func frame(width: Int, height: Int) -> Frame {
        setInitialSize(width: width, height: height)
        return frame()
    }
}
