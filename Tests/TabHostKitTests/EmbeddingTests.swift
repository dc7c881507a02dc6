import Testing
import TabHostKit  // not @testable: only what an embedder sees

/// The embedding API as a library user meets it (docs/embedding.md): one `Session`
/// that stays current across reloads, typed logs and errors, 0-based positions, keys that
/// are checked, frames that change nothing.
@Suite struct EmbeddingTests {
    static let script = """
        return {
          tabs = { { id = "a", title = "Alpha", page = "A page" }, { id = "b", title = "Beta", page = "B page" },
                   { id = "m", title = "Mute", kind = "toggle" } },
          didSelect = function(c, item) end,
          tabSwitched = function(c, to, from) print(from.id .. " > " .. to.id) end,
        }
        """
    static let twelve = """
        local tabs = {}
        for i = 1, 12 do tabs[i] = { id = tostring(i), title = "Tab" .. i } end
        return { tabs = tabs, didSelect = function(c, item) end }
        """

    func session(_ source: String = Self.script, width: Int = 30, height: Int = 3) throws -> Session {
        try Session(source: source, name: "embed.lua", size: CellSize(width: width, height: height))
    }

    @Test func theSessionDrivesWhicheverGenerationIsLive() throws {
        let session = try session()
        session.press("right")
        try session.reload(source: "return { tabs = { { id = 'a', title = 'Alpha', page = 'A page' }, { id = 'b', title = 'Bravo' } } }")
        session.press("left")  // the reloaded script gets it
        #expect(session.selectedID == "a")
        #expect(session.frame().screen.lines == ["  Alpha   Bravo", " ╺━━━━━╸", "A page"])
        #expect(session.takeLog().map(\.description) == ["didSelect b", "tabSwitched b a"])  // the new script has none
    }

    @Test func theLogIsTypedAndTakenOnce() throws {
        let session = try session()
        session.press("right")
        session.resize(width: 40, height: 3)
        let log = session.takeLog()
        #expect(log == [
            CallbackRecord(callback: .didSelect, itemID: "b"),
            CallbackRecord(callback: .tabSwitched, itemID: "b", previousID: "a"),
        ])
        #expect(log.map(\.description) == ["didSelect b", "tabSwitched b a"])
        #expect(session.takeLog() == [])
        #expect(CallbackRecord(callback: .onResize, size: CellSize(width: 40, height: 6)).description == "onResize 40 6")
    }

    @Test func aFailedReloadThrowsAndLeavesTheOldScriptRunning() throws {
        let session = try session()
        #expect(throws: ScriptError.self) { try session.reload(source: "return {") }
        #expect(session.reloadError?.description == "embed.lua:1: unexpected symbol near <eof>")
        session.press("right")
        #expect(session.selectedID == "b")
        #expect(session.frame().screen.lines[2] == "✗ embed.lua:1: unexpected sym…")  // its banner
        do {
            try session.reload()
            Issue.record("a session from source text reloaded from a file")
        } catch {
            #expect(error.description == "embed.lua: opened from source text: reload it with new source")
        }
        try session.reload(source: Self.script)
        #expect(session.reloadError == nil)
        #expect(session.frame().screen.lines[2] == "B page")
    }

    @Test func positionsAreZeroBased() throws {
        let session = try session()
        let frame = session.frame()
        #expect(frame.hits.hit(x: 2, y: 0)?.id == "a")
        #expect(frame.screen[2, 0].symbol == "A")
        session.click(x: 10, y: 0)  // Beta's B
        #expect(session.selectedID == "b")
        session.scroll(.up, x: 0, y: 0)
        #expect(session.selectedID == "a")
        session.scroll(.down, x: 0, y: 2)  // over the page: nothing
        #expect(session.selectedID == "a")
        #expect(session.click(tab: "b"))
        #expect(session.selectedID == "b")
    }

    @Test func keyNamesAreCheckedAndPressesSayWhatTheyDid() throws {
        #expect(throws: KeyError(name: "rigth")) { try Key(name: "rigth") }
        #expect(KeyError(name: "rigth").description == "unknown key 'rigth' (did you mean right?)")
        #expect(KeyError(name: "zz").description.hasPrefix("unknown key 'zz' (use left, right, up, down, enter"))
        #expect(try Key(name: "pgdn") == Key(.pageDown))
        #expect(try Key(name: "pgdn").name == "pagedown")
        #expect(KeyError(name: "pgdwn").description == "unknown key 'pgdwn' (did you mean pagedown?)")
        #expect(try Key(name: "ESC") == .escape)
        #expect(try Key(name: "ctrl+R").name == "ctrl+r")
        let session = try session()
        #expect(session.press(.right) == .handled)
        #expect(session.press("f5") == .ignored)
        #expect(session.quits("q"))
        #expect(session.press("q") == .quit)
    }

    @Test func theSameKeysGiveTheSameStripWithOrWithoutFramesBetweenThem() throws {
        let keys: [Key] = ["end", "left", "left", "left", "right"]
        let drawnEachTime = try session(Self.twelve)
        let drawnOnce = try session(Self.twelve)
        for key in keys {
            drawnEachTime.press(key)
            _ = drawnEachTime.frame()
            drawnOnce.press(key)
        }
        #expect(drawnOnce.frame().screen.lines == drawnEachTime.frame().screen.lines)
        #expect(drawnOnce.frame().screen.lines[0] == "‹ +8   Tab9   Tab10   T…  +2 ›")
    }

    @Test func readingAFrameChangesNothing() throws {
        let session = try session(Self.twelve)
        for _ in 0..<7 { session.press("right") }
        let offset = session.container.scrollOffset
        let first = session.frame()
        #expect(session.frame().screen == first.screen)
        #expect(session.frame().hits == first.hits)
        #expect(session.container.scrollOffset == offset)
        #expect(session.takeLog().count == 7)  // the callbacks of the keys, none of the frames
    }

    @Test func printGoesToAPlainClosureThatMayCaptureLocalState() throws {
        var printed: [String] = []
        let session = try Session(source: Self.script, name: "embed.lua", options: HostOptions { printed.append($0) })
        session.press("right")
        session.press("left")
        #expect(printed == ["a > b", "b > a"])
    }

    @Test func editsTakeLuaValuesAndRefuseWithTheScriptsMessage() throws {
        let session = try session(width: 40)
        try session.insert(.table(LuaTable(entries: [(.string("id"), .string("c")), (.string("title"), .string("Gamma"))])), after: "b")
        try session.setField("badgeValue", of: "c", to: .integer(3))
        try session.select("c")
        #expect(session.frame().screen.lines[0] == "  Alpha   Beta   Gamma 3    ☐ Mute")
        #expect(session.takeLog() == [])  // edits are silent
        #expect(throws: ContainerError("no item with id 'zz'")) { try session.select("zz") }
        #expect(throws: ContainerError("no item with id 'zz'")) { try session.activate("zz") }
        try session.activate("m")  // a user activation: the toggle's callbacks run
        #expect(session.takeLog().map(\.description) == ["didSelect m"])
        #expect(throws: ContainerError("tabs[2].title: string expected, got number")) {
            try session.setField("title", of: "b", to: .integer(5))
        }
    }

    @Test func scriptErrorsAreTakenWithTheirTracebacks() throws {
        let session = try session("return { tabs = { { id = 'a' }, { id = 'b' } }, didSelect = function() error('boom') end }")
        session.press("right")
        let errors = session.takeErrors()
        #expect(errors.map(\.message) == ["embed.lua:1: boom"])
        #expect(errors.first?.report.hasPrefix("embed.lua:1: boom\nstack traceback:") == true)
        #expect(session.takeErrors() == [])
    }
}
