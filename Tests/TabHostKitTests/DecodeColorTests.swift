import LuaBridge
import TabCore
import Testing
@testable import TabHostKit

@Suite struct DecodeColorTests {
    private func color(_ value: LuaValue) throws(ScriptProblem) -> Color {
        try ColorParser.color(from: value, path: "style.tintColor")
    }

    private func problem(_ value: LuaValue) -> String? {
        do { _ = try color(value); return nil } catch { return error.description }
    }

    @Test func readsHex() throws {
        #expect(try color("#404040") == .rgb(0x40, 0x40, 0x40))
        #expect(try color("#FfA07a") == .rgb(0xFF, 0xA0, 0x7A))
        #expect(try color("#f80") == .rgb(0xFF, 0x88, 0x00))
    }

    @Test func readsTheSixteenNamesInPaletteOrder() throws {
        for (index, name) in ColorParser.ansiNames.enumerated() {
            #expect(try color(.string(name)) == .ansi(UInt8(index)))
        }
    }

    @Test(arguments: [("bright_blue", 12), ("BrightBlue", 12), ("brightblue", 12), ("bright-red", 9), ("RED", 1), ("gray", 8), ("grey", 8)])
    func readsNameVariants(name: String, index: Int) throws {
        #expect(try color(.string(name)) == .ansi(UInt8(index)))
    }

    @Test func readsDefaultAndPaletteNumbers() throws {
        #expect(try color("default") == .default)
        #expect(try color(0) == .ansi(0))
        #expect(try color(15) == .ansi(15))
        #expect(try color(16) == .indexed(16))
        #expect(try color(255) == .indexed(255))
        #expect(try color(42.0) == .indexed(42))
    }

    @Test func readsRGBTables() throws {
        #expect(try color([255, 0, 128]) == .rgb(255, 0, 128))
        #expect(try color(["r": 1, "g": 2, "b": 3]) == .rgb(1, 2, 3))
    }

    @Test(arguments: [
        (LuaValue.string("#12"), "style.tintColor: invalid color '#12' (expected #rrggbb, #rgb, a color name, 0-255 or {r, g, b})"),
        ("#12345g", "style.tintColor: invalid color '#12345g' (expected #rrggbb, #rgb, a color name, 0-255 or {r, g, b})"),
        ("chartreuse", "style.tintColor: invalid color 'chartreuse' (expected #rrggbb, #rgb, a color name, 0-255 or {r, g, b})"),
        ("bleu", "style.tintColor: invalid color 'bleu' (did you mean blue?)"),
        ("brigthRed", "style.tintColor: invalid color 'brigthRed' (did you mean brightRed?)"),
        (256, "style.tintColor: invalid color 256 (expected #rrggbb, #rgb, a color name, 0-255 or {r, g, b})"),
        (-1, "style.tintColor: invalid color -1 (expected #rrggbb, #rgb, a color name, 0-255 or {r, g, b})"),
        (2.5, "style.tintColor: invalid color 2.5 (expected #rrggbb, #rgb, a color name, 0-255 or {r, g, b})"),
        (true, "style.tintColor: color expected, got boolean"),
        (LuaValue.fn(1), "style.tintColor: color expected, got function"),
        ([1, 2], "style.tintColor: invalid color table (expected {r, g, b} or {r = , g = , b = } with integers 0-255)"),
        (["r": 1, "g": 2], "style.tintColor: invalid color table (expected {r, g, b} or {r = , g = , b = } with integers 0-255)"),
        ([1, 2, 300], "style.tintColor[3]: color channel must be 0-255, got 300"),
        ([1, "2", 3], "style.tintColor[2]: number expected, got string"),
        (["r": 1, "g": 2, "b": 0.5], "style.tintColor.b: integer expected, got 0.5"),
    ] as [(LuaValue, String)])
    func reportsBadColors(value: LuaValue, message: String) {
        #expect(problem(value) == message)
    }
}
