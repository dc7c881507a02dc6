import Testing
@testable import LuaBridge

/// `LuaPatternMatcher`: Lua's `string.find` on the host's own text, in a bare state.
struct LuaPatternMatcherTests {
    @Test func findsAsStringFindDoes() throws {
        let matcher = try LuaPatternMatcher()
        #expect(try matcher.finds("_spec$", in: "a_spec"))
        #expect(try !matcher.finds("^spec", in: "a_spec"))
        #expect(try matcher.finds("%.lua", in: "x.lua") && !(try matcher.finds("%.lua", in: "xlua")))
        #expect(try matcher.finds("", in: ""))
        let error = luaError { try matcher.finds("[a", in: "a") }
        #expect(error?.message == "malformed pattern (missing ']')")
        #expect(try matcher.finds("a", in: "a"), "the state is usable after an error")
    }
}
