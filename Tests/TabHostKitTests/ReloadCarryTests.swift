import Testing
@testable import TabHostKit

/// docs/safety.md, "Reload", nothing lost: a reload keeps every plain value of `state`, with its
/// shape, drops only what cannot cross, one warning per path, and still calls `onReload`.
@Suite struct ReloadCarryTests {
    static let first = """
        local shared = { hits = 2 }
        local state = { list = { 1, 2, 3 }, a = shared, b = shared, name = "x", f = function() end }
        state.self = state
        return {
          state = state,
          tabs = { { id = "a", title = "A" }, { id = "b", title = "B" }, { id = "c", title = "C" } },
          tabSwitched = function(c, to, from)
            c.state.last = from
            c.state.co = coroutine.create(print)
            c.state.a.hits = c.state.a.hits + 1
          end,
        }
        """

    /// The script after the reload: the first tab's title shows what `state` held.
    static let second = """
        return {
          state = { fresh = true },
          tabs = { { id = "a", title = "?" }, { id = "b", title = "B" } },
          onReload = function(c, previous)
            local s = c.state
            c:tab("a").title = table.concat({
              tostring(s.self == s), tostring(s.a == s.b), s.a.hits, #s.list, s.name, tostring(s.fresh),
              tostring(s.last and s.last.id), tostring(s.f), tostring(s.co), tostring(previous.state.a == s.a),
            }, " ")
          end,
        }
        """

    func session(_ source: String = first) throws -> Session {
        let session = try Session(source: source, name: "live.lua", root: "/tmp")
        session.host.setInitialSize(width: 80, height: 4)
        return session
    }

    @Test func plainValuesKeepTheirShapeAndOnReloadRuns() throws {
        let s = try session()
        s.host.press("right")  // tabSwitched: last = item a, a coroutine, hits 3
        try s.reload(source: Self.second)
        #expect(s.host.errors == [])
        #expect(s.host.log.suffix(1).map(\.description) == ["onReload"])
        #expect(s.host.container.items[0].title == "true true 3 3 x true a nil nil true")
        #expect(s.reloadWarnings.sorted() == [
            "state.co: a coroutine cannot be kept across a reload; dropped",
            "state.f: a function cannot be kept across a reload; dropped",
        ])
        // One warning per path, in the banner, with the script's file.
        #expect(s.host.banner?.entries.map(\.text).sorted() == [
            "live.lua: warning: state.co: a coroutine cannot be kept across a reload; dropped",
            "live.lua: warning: state.f: a function cannot be kept across a reload; dropped",
        ])
        #expect(s.host.banner?.entries.allSatisfy { $0.kind == .warning } == true)
    }

    @Test func anItemComesBackAsTheItemWithTheSameID() throws {
        let s = try session()
        s.host.press("right")
        s.host.press("right")  // last = b
        try s.reload(source: Self.second)
        #expect(s.host.container.items[0].title.hasSuffix("b nil nil true"))
        // The carried proxy is the new script's item: writes through it change the new model.
        try s.reload(source: """
            return {
              tabs = { { id = "b", title = "B" } },
              onReload = function(c) c.state.last.title = "written " .. tostring(c.state.last == c:tab("b")) end,
            }
            """)
        #expect(s.host.container.items[0].title == "written true")
    }

    @Test func anItemThatIsGoneReadsItsLastFieldsAsARemovedOneDoes() throws {
        let s = try session()
        s.host.press("right")
        s.host.press("right")
        s.host.press("right")  // last = c, which the next script does not have
        try s.reload(source: Self.second)
        #expect(!s.reloadWarnings.contains { $0.hasPrefix("state.last") })
        #expect(s.host.container.items[0].title.contains(" x true c nil nil "))
        // It is not in the list, and writing to it is an error that says why.
        try s.reload(source: """
            return {
              tabs = { { id = "a", title = "A" } },
              onReload = function(c)
                local ok, problem = pcall(function() c.state.last.title = "C" end)
                c:tab("a").title = table.concat({ c.state.last.title, tostring(c:tab("c")), tostring(ok), problem }, " ")
              end,
            }
            """)
        #expect(s.host.container.items[0].title.hasPrefix("C nil false "))
        #expect(s.host.container.items[0].title.hasSuffix("cannot set title of the item 'c': it was removed"))
    }

    @Test func aCleanReloadShowsNoBanner() throws {
        let s = try session("return { state = { n = 1 }, tabs = { { id = 'a', title = 'A' } } }")
        try s.reload(source: "return { tabs = { { id = 'a', title = 'A' } }, onReload = function(c) c:tab('a').title = tostring(c.state.n) end }")
        #expect(s.reloadWarnings == [])
        #expect(s.host.errors == [])
        #expect(s.host.banner == nil)
        #expect(s.host.container.items[0].title == "1")
    }

    @Test func theInitialStateIsTheScriptsOwnTable() throws {
        let host = try load("""
            local state = { n = 0 }
            state.me = state
            return {
              state = state,
              tabs = { { id = "a", title = "A", page = function(ctx)
                return tostring(state.n) .. " " .. tostring(ctx.state == state) .. " " .. tostring(state.me == state)
              end } },
              keys = { x = function(c) c.state.n = c.state.n + 1 end },
            }
            """)
        host.press("x")
        #expect(host.frame(width: 20, height: 3).screen.lines[2] == "1 true true")
    }

    @Test func settingTheStateKeepsTheVeryTable() throws {
        let host = try load("""
            local mine = { 5 }
            mine.me = mine
            return {
              tabs = { { id = "a", title = "A" } },
              keys = { x = function(c) c.state = mine mine[1] = 6 c:tab("a").title = c.state[1] .. tostring(c.state.me == c.state) end },
            }
            """)
        host.press("x")
        #expect(host.errors == [])
        #expect(host.container.items[0].title == "6true")
    }
}
