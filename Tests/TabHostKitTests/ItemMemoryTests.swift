import Testing
@testable import TabHostKit

/// docs/scripting.md, "The live container `c`": an item that leaves, whichever way, reads the
/// fields it had last, for titles of every script and lists of 1 to 40 items.
@Suite struct ItemMemoryTests {
    static let titles = ["Alpha", "日本語", "🚀 launch", "e\u{301}te\u{301}", "👩‍👩‍👧 family", "x"]

    /// A bar of `count` items whose key `r` removes item `gone` one way, then writes what the
    /// removed item reads into `c.status`.
    func host(count: Int, gone: Int, way: String) throws -> ScriptHost {
        let tabs = (1...count).map { i in
            "{ id = 't\(i)', title = [==[\(Self.titles[i % Self.titles.count])]==], badgeValue = \(i) }"
        }
        let removal = switch way {
        case "remove": "c:remove(item.id)"
        default: "local keep = {} for _, t in ipairs(c.tabs) do if t.id ~= item.id then keep[#keep + 1] = { id = t.id, title = t.title } end end c:setTabs(keep)"
        }
        return try load("""
            return {
              tabs = { \(tabs.joined(separator: ", ")) },
              selected = "t\(gone)",
              keys = { r = function(c)
                local item = c:tab("t\(gone)")
                \(removal)
                c.status = table.concat({ item.id, item.title, item.badgeValue, item.index, tostring(item.selected), tostring(c:tab(item.id)) }, "|")
              end },
            }
            """)
    }

    @Test(arguments: ["remove", "setTabs"])
    func aRemovedItemReadsItsLastFields(way: String) throws {
        for count in [1, 2, 3, 7, 40] {
            for gone in Set([1, (count + 1) / 2, count]) {
                let h = try host(count: count, gone: gone, way: way)
                h.press("r")
                #expect(h.errors == [])
                let title = Self.titles[gone % Self.titles.count]
                #expect(h.scriptStatus == "t\(gone)|\(title)|\(gone)|\(gone)|true|nil", "\(way) t\(gone) of \(count)")
                #expect(h.container.items.count == count - 1)
            }
        }
    }
}
