import Testing
import TabCore
@testable import TabHostKit

/// `mouse` bindings beside `keys`: clicks with their button and the item under them, looked
/// up in the bar the click lands in, then the bars around it.
@Suite struct MouseBindingTests {
    static let editor = """
        return {
          tabs = {
            { id = "a", title = "a.txt" }, { id = "b", title = "b.txt" }, { id = "c", title = "c.txt" },
          },
          mouse = {
            middle = function(c, item, click) if item then c:remove(item.id) end end,
            ["ctrl+left"] = function(c, item, click)
              c.status = ("%s %s %d,%d %s"):format(click.button, item and item.id or "-", click.x, click.y, tostring(click.part))
            end,
            wheeldown = function(c) c.status = "wheel" end,
          },
          didSelect = function(c, item) end,
        }
        """

    func host() throws -> ScriptHost {
        let h = try load(Self.editor)
        h.setInitialSize(width: 30, height: 4)
        return h
    }

    @Test func aMiddleClickClosesTheTabUnderIt() throws {
        let h = try host()
        h.click(x: 10, y: 0, button: "middle")
        #expect(h.errors == [])
        #expect(h.frame().screen.lines == ["  a.txt   c.txt", " ╺━━━━━╸", "", ""])
        h.click(x: 2, y: 2, button: "middle")  // the page: no item, nothing to close
        #expect(h.container.items.map(\.id) == ["a", "c"])
        #expect(h.log == [])  // a binding is not an activation
    }

    @Test func theBindingGetsTheButtonThePositionAndThePart() throws {
        let h = try host()
        h.click(x: 11, y: 0, button: "ctrl+left")
        h.click(x: 4, y: 2, button: "ctrl+left")
        #expect(h.frame().screen.lines[3] == "ctrl+left - 5,3 nil")
        h.click(x: 11, y: 0, button: "ctrl+left")
        #expect(h.frame().screen.lines[3] == "ctrl+left b 12,1 title")
        #expect(h.container.selectedID == "a")  // the binding replaced the activation
    }

    @Test func unboundButtonsKeepTheirMeaning() throws {
        let h = try host()
        h.click(x: 11, y: 0)  // left: activates
        h.click(x: 19, y: 0, button: "right")  // right: nothing bound, nothing happens
        #expect(h.container.selectedID == "b")
        #expect(h.log == ["didSelect b"])
        h.scroll(1, x: 2, y: 0)
        #expect(h.container.selectedID == "b" && h.frame().screen.lines[3] == "wheel")
        h.scroll(-1, x: 2, y: 0)
        #expect(h.container.selectedID == "a")
    }

    @Test func buttonNamesAreCheckedAndNormalized() throws {
        #expect(MouseName.normalize("Middle") == "middle")
        #expect(MouseName.normalize("shift+ctrl+right") == "ctrl+shift+right")
        #expect(MouseName.normalize("ctrl+ctrl+left") == nil)
        #expect(MouseName.normalize("button4") == nil)
        #expect(throws: ScriptError.self) {
            try load("return { tabs = {}, mouse = { midle = function() end } }")
        }
        do {
            _ = try load("return {\n  tabs = {},\n  mouse = { midle = function() end },\n}")
        } catch {
            #expect(String(describing: error) == "test.lua:3: mouse.midle: unknown mouse button 'midle' (use left, middle, right, wheelup, wheeldown, with ctrl+, alt+ or shift+ before) (did you mean middle?)")
        }
    }

    @Test func aNestedBarsBindingGetsItsOwnC() throws {
        let h = try load("""
            return {
              tabs = { { id = "outer", title = "Outer", page = {
                  tabs = { { id = "x", title = "X" }, { id = "y", title = "Y" } },
                  mouse = { middle = function(c, item) c:remove(item.id) end },
              } } },
              mouse = { right = function(c, item) c.status = "outer " .. tostring(item and item.id) end },
            }
            """)
        h.setInitialSize(width: 30, height: 6)
        h.click(x: 6, y: 2, button: "middle")
        #expect(h.container.nested(at: ["outer"])?.items.map(\.id) == ["x"])
        h.click(x: 2, y: 2, button: "right")  // the inner bar binds no right: the outer one runs
        #expect(h.frame().screen.lines[5] == "outer nil")
        #expect(h.errors == [])
    }
}
