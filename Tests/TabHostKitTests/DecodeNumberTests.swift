import LuaBridge
import Testing
@testable import TabHostKit

@Suite struct DecodeNumberTests {
    @Test(arguments: [
        (3.0, "3.0"), (1.5, "1.5"), (0.1, "0.1"), (-2.0, "-2.0"), (0.0, "0.0"), (-0.0, "-0.0"),
        (10.0 / 3.0, "3.3333333333333"), (0.1 + 0.2, "0.3"), (1e15, "1e+15"), (1e14, "1e+14"),
        (123456789012.0, "123456789012.0"), (1e-5, "1e-05"), (0.0001, "0.0001"), (2.5e-300, "2.5e-300"),
        (99999999999999.99, "1e+14"), (Double.infinity, "inf"), (-Double.infinity, "-inf"), (Double.nan, "nan"),
    ])
    func formatsFloatsLikeLuaTostring(value: Double, text: String) {
        #expect(LuaNumberText.string(value) == text)
    }

    @Test func formatsIntegersPlainly() {
        #expect(LuaNumberText.string(Int64(42)) == "42")
        #expect(LuaNumberText.string(Int64.min) == "-9223372036854775808")
    }

    @Test func acceptsWholeFloatsAsIntegers() throws {
        #expect(try LuaValue.number(3.0).checkInteger(at: [.key("n")]) == 3)
        #expect(try LuaValue.integer(-4).checkInteger(at: [.key("n")]) == -4)
    }

    @Test(arguments: [
        (LuaValue.number(2.5), "n: integer expected, got 2.5"),
        (.number(.nan), "n: integer expected, got nan"),
        (.number(.infinity), "n: integer expected, got inf"),
        (.number(1e300), "n: integer out of range, got 1e+300"),
        (.string("3"), "n: number expected, got string"),
        (.nil, "n: number expected, got nil"),
    ])
    func rejectsNonIntegers(value: LuaValue, message: String) {
        #expect(throws: ScriptProblem(path: "n", message: String(message.dropFirst(3)))) {
            try value.checkInteger(at: [.key("n")])
        }
    }

    @Test func boundsSizes() {
        #expect(throws: ScriptProblem(path: "n", message: "non-negative integer expected, got -1")) {
            try LuaValue.integer(-1).checkCells(at: [.key("n")])
        }
        #expect(throws: ScriptProblem(path: "n", message: "positive integer expected, got 0")) {
            try LuaValue.integer(0).checkCells(at: [.key("n")], minimum: 1)
        }
        #expect(throws: ScriptProblem(path: "n", message: "too large (at most 10000), got 10001")) {
            try LuaValue.integer(10001).checkCells(at: [.key("n")])
        }
    }

    @Test func quotesTextOnOneLine() {
        #expect(LuaValue.quoted("wide") == "'wide'")
        #expect(LuaValue.quoted("a\nb'c") == "'a\\nb\\'c'")
        #expect(LuaValue.quoted(String(repeating: "x", count: 50)) == "'" + String(repeating: "x", count: 40) + "…'")
    }
}
