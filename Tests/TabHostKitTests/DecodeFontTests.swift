import LuaBridge
import TabCore
import Testing
@testable import TabHostKit

@Suite struct DecodeFontTests {
    private let path: [PathComponent] = [.key("style"), .key("titlesFont")]

    private func problem(_ value: LuaValue) -> String? {
        do { _ = try FontParser.decode(value, at: path); return nil } catch { return error.description }
    }

    @Test func readsStringsTablesAndLists() throws {
        #expect(try FontParser.decode("bold italic", at: path) == [.bold, .italic])
        #expect(try FontParser.decode("  underline,strike ", at: path) == [.underline, .strike])
        #expect(try FontParser.decode("", at: path) == [])
        #expect(try FontParser.decode(["bold": true, "dim": false, "reverse": true], at: path) == [.bold, .reverse])
        #expect(try FontParser.decode(["dim", "italic"], at: path) == [.dim, .italic])
    }

    @Test(arguments: [
        (LuaValue.string("bolder"), "style.titlesFont: unknown font attribute 'bolder' (did you mean bold?)"),
        ("bold heavy", "style.titlesFont: unknown font attribute 'heavy' (expected bold, dim, italic, underline, reverse, strike)"),
        (["bodl": true], "style.titlesFont.bodl: unknown font attribute (did you mean bold?)"),
        (["bold": 1], "style.titlesFont.bold: boolean expected, got number"),
        (["bold", 3], "style.titlesFont[2]: string expected, got number"),
        (12, "style.titlesFont: table or string expected, got number"),
    ] as [(LuaValue, String)])
    func reportsBadFonts(value: LuaValue, message: String) {
        #expect(problem(value) == message)
    }
}
