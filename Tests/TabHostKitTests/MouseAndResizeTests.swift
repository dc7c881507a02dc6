import Testing
import TabCore
@testable import TabHostKit

/// docs/scripting.md, "Keys and mouse", mouse and layout rules: clicks, markers, the wheel, the
/// status row, and a selected tab that stays in view.
@Suite struct MouseAndResizeTests {
    static let twelve = """
        local tabs = {}
        for i = 1, 12 do tabs[i] = { id = tostring(i), title = "Tab" .. i } end
        tabs[3].disabled = "Needs login"
        return {
          tabs = tabs,
          didSelect = function(c, item) end,
          onResize = function(c, w, h) end,
        }
        """

    func host() throws -> ScriptHost {
        let h = try load(Self.twelve)
        h.resize(width: 30, height: 3)
        return h
    }

    @Test func clickingATabActivatesIt() throws {
        let h = try host()
        #expect(h.hit(x: 9, y: 0) == Hit(id: "2", part: .title))
        h.click(x: 9, y: 0)
        #expect(h.container.selectedID == "2")
        #expect(h.log == ["onResize 30 3", "didSelect 2"])
    }

    @Test func clickingADisabledItemShowsItsReasonInTheStatusRow() throws {
        let h = try host()
        h.click(x: 16, y: 0)
        #expect(h.log == ["onResize 30 3"])
        #expect(h.frame().screen.lines == ["  Tab1   Tab2  (Tab3)     +9 ›", " ╺━━━━╸", "Tab3: Needs login"])
        h.press("right")
        #expect(h.frame().screen.lines[2] == "")
    }

    @Test func theSelectedTabStaysInViewAndMarkersCountTheHiddenTabs() throws {
        let h = try host()
        for _ in 0..<9 { h.press("right") }  // 2, 4 (3 is disabled), 5, ... 11
        #expect(h.frame().screen.lines == ["‹ +9      Tab10   Tab11   +1 ›", "                 ╺━━━━━╸", ""])
        h.press("end")
        #expect(h.frame().screen.lines == ["‹ +9   Tab10   Tab11   Tab12", "                      ╺━━━━━╸", ""])
        h.resize(width: 60, height: 3)
        #expect(h.frame().screen.lines[0].hasSuffix("Tab12"))
    }

    @Test func clickingAMarkerScrollsWithoutSelecting() throws {
        let h = try host()
        _ = h.frame()
        #expect(h.hit(x: 27, y: 0) == Hit(id: nil, part: .marker, direction: 1))
        h.click(x: 27, y: 0)
        let top = h.frame().screen.lines[0]
        #expect(top.hasPrefix("‹ +"))
        #expect(h.container.selectedID == "1")
        h.press("1")  // the next activation brings the selected tab back into view
        #expect(h.frame().screen.lines[0].hasPrefix("  Tab1"))
    }

    @Test func theWheelOverTheBarMovesBetweenTabsAsAUser() throws {
        let h = try host()
        h.scroll(1, x: 4, y: 0)
        h.scroll(1, x: 4, y: 1)
        h.scroll(-1, x: 4, y: 0)
        h.scroll(1, x: 4, y: 2)  // over the page: nothing
        #expect(h.log == ["onResize 30 3", "didSelect 2", "didSelect 4", "didSelect 2"])
    }

    @Test func resizingToTheSameSizeIsNotAResize() throws {
        let h = try host()
        h.resize(width: 30, height: 3)
        h.resize(width: 0, height: 0)
        #expect(h.log == ["onResize 30 3", "onResize 0 0"])
        #expect(h.frame().screen.lines == [])
    }
}
