import Testing
@testable import TabHostKit

@Suite struct DecodeTokenizerTests {
    private func kinds(_ source: String) -> [LuaToken.Kind] { LuaTokenizer.tokens(source).map(\.kind) }

    @Test func readsShortStringEscapes() {
        #expect(kinds(#""a\tb\n\\\"\'\65\x41\u{48}\z   c""#) == [.string("a\tb\n\\\"'AAHc")])
        #expect(kinds("'it\\'s'") == [.string("it's")])
    }

    @Test func readsLongStringsDroppingTheFirstNewline() {
        #expect(kinds("[[\nab]]") == [.string("ab")])
        #expect(kinds("[==[a]]b]=]c]==]") == [.string("a]]b]=]c")])
    }

    @Test func skipsCommentsAndShebang() {
        #expect(kinds("#!/usr/bin/lua\nx -- y\n--[[ z\n ]] w --[=[ ]] ]=] v") == [.name("x"), .name("w"), .name("v")])
    }

    @Test func readsNumbers() {
        #expect(kinds("3 0x10 2.5 1e3 .5 0xFFFFFFFFFFFFFFFF 99999999999999999999 3..") ==
                [.integer(3), .integer(16), .float(2.5), .float(1000), .float(0.5), .integer(-1), .float(1e20), .malformedNumber])
    }

    @Test func readsSymbolsLongestFirst() {
        #expect(kinds("== = ~= ... .. . [ [=") == [.symbol("=="), .symbol("="), .symbol("~="), .symbol("..."),
                                                   .symbol(".."), .symbol("."), .symbol("["), .symbol("["), .symbol("=")])
    }

    @Test func countsLinesInsideStringsAndComments() {
        let tokens = LuaTokenizer.tokens("a\n[[x\ny]]\nb --[[\n\n]] c \"d\\\ne\" f")
        #expect(tokens.map(\.line) == [1, 2, 4, 6, 6, 7])
    }
}
