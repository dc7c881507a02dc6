import Testing
import TabCore
@testable import TabHostKit

/// `tabhost.width`, `tabhost.truncate` and `tabhost.pad` from Lua: the renderer's own width
/// rules (grapheme clusters, wide characters, never a split wide character).
@Suite struct TabhostModuleTests {
    /// Evaluates `expression` in a script and returns what it gave, as text.
    func lua(_ expression: String) throws -> String {
        let host = try load("return { tabs = { { title = tostring(\(expression)) } } }")
        return host.container.items[0].title
    }

    func error(_ expression: String) -> String? {
        do {
            _ = try ScriptHost(source: "return { tabs = { { title = tostring(\(expression)) } } }", name: "test.lua", root: "/tmp")
            return nil
        } catch {
            return String(error.description.prefix { $0 != "\n" })
        }
    }

    @Test func widthCountsCells() throws {
        #expect(try lua(#"tabhost.width("Inbox")"#) == "5")
        #expect(try lua(#"tabhost.width("日本語")"#) == "6")
        #expect(try lua(#"tabhost.width("🚀 Go")"#) == "5")
        #expect(try lua(#"tabhost.width("e\u{301}")"#) == "1")  // e and a combining accent
        #expect(try lua(#"tabhost.width("👍🏽")"#) == "2")  // one grapheme cluster
        #expect(try lua(#"tabhost.width("")"#) == "0")
        #expect(try lua("tabhost.width(42)") == "2")
    }

    @Test func truncateCutsByDisplayWidth() throws {
        #expect(try lua(#"tabhost.truncate("Notifications", 6)"#) == "Notif…")
        #expect(try lua(#"tabhost.truncate("Inbox", 5)"#) == "Inbox")
        #expect(try lua(#"tabhost.truncate("日本語", 4)"#) == "日…")  // 本 would straddle: one cell short
        #expect(try lua(#"tabhost.truncate("日本語", 5)"#) == "日本…")
        #expect(try lua(#"tabhost.truncate("Notifications", 6, "..")"#) == "Noti..")
        #expect(try lua(#"tabhost.truncate("Notifications", 6, "")"#) == "Notifi")
        #expect(try lua(#"tabhost.truncate("abc", 0)"#) == "")
    }

    @Test func padMakesExactlyNCells() throws {
        #expect(try lua(#""[" .. tabhost.pad("ab", 5) .. "]""#) == "[ab   ]")
        #expect(try lua(#""[" .. tabhost.pad("ab", 5, "right") .. "]""#) == "[   ab]")
        #expect(try lua(#""[" .. tabhost.pad("ab", 5, "center") .. "]""#) == "[ ab  ]")
        #expect(try lua(#""[" .. tabhost.pad("日本", 5, "center") .. "]""#) == "[日本 ]")
        #expect(try lua(#""[" .. tabhost.pad("Notifications", 6) .. "]""#) == "[Notif…]")
    }

    @Test func theyAgreeWithTheLayout() throws {
        let title = "日本語のタブ"
        let host = try load("""
            return { style = { maxTabWidth = 8 }, tabs = { { title = "\(title)" }, { title = tabhost.truncate("\(title)", 6) } } }
            """)
        let slots = Layout.bar(host.container, width: 40).slots
        #expect(slots[0].title == slots[1].title)
        #expect(TextWidth.of(slots[0].title) == Int(try lua(#"tabhost.width(tabhost.truncate("\#(title)", 6))"#)))
    }

    @Test func badArgumentsAreLuaErrors() {
        #expect(error("tabhost.width()") == "test.lua:1: bad argument #1 to 'width' (string expected, got no value)")
        #expect(error(#"tabhost.truncate("a", "b")"#) == "test.lua:1: bad argument #2 to 'truncate' (integer expected, got string)")
        #expect(error(#"tabhost.pad("a", 3, "middle")"#) == "test.lua:1: bad argument #3 to 'pad' (expected left, center or right, got 'middle')")
    }
}
