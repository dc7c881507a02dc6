import Testing
@testable import TabHostKit

/// Names a script hands the host are echoed cut past 200 bytes, and did-you-mean looks only
/// at names of plausible length (docs/safety.md, "Linear host work").
@Suite struct NameEchoTests {
    private func bounded<T>(_ work: () throws -> T, sourceLocation: SourceLocation = #_sourceLocation) rethrows -> T {
        var result: T?
        let elapsed = try ContinuousClock().measure { result = try work() }
        #expect(elapsed < .seconds(20), "took \(elapsed)", sourceLocation: sourceLocation)
        return result!
    }

    @Test func pathsShowLongNamesCutWithTheirLength() {
        let name = String(repeating: "word", count: 100)
        #expect([PathComponent.key("style"), .key(name)].rendered == "style." + String(repeating: "word", count: 10) + "…(400 bytes)")
        #expect([PathComponent.key("keys"), .key("+" + name)].rendered
                == "keys[\"+" + String(repeating: "word", count: 10).dropLast() + "…(401 bytes)\"]")
        #expect(LuaValue.quoted(String(repeating: "x", count: 300)) == "'" + String(repeating: "x", count: 40) + "…(300 bytes)'")
    }

    @Test func anUnknownStyleKeyOfTenMegabytesIsEchoedCut() {
        let source = "return { tabs = { { id = 'a', title = 'A' } }, style = { [('a'):rep(10000000)] = 1 } }"
        let error = bounded { () -> String in
            // A budget no busy test machine meets by accident: the echo is the point here.
            let options = HostOptions(limits: LuaLimits(timeout: 30))
            do { _ = try ScriptHost(source: source, name: "test.lua", root: "/tmp", options: options); return "" } catch { return "\(error)" }
        }
        #expect(error.contains("style." + String(repeating: "a", count: 40) + "…(10000000 bytes): unknown parameter"), "\(error.prefix(300))")
        #expect(error.utf8.count < 1_000, "\(error.utf8.count) bytes")
    }

    @Test func suggestionsLookOnlyAtNamesOfPlausibleLength() {
        #expect(Suggestion.closest(to: "tabsGapp", among: ["tabsGap"]) == "tabsGap")
        let long = String(repeating: "tabsGap", count: 10)  // 70 bytes
        #expect(Suggestion.closest(to: long + "x", among: [long]) == nil)
        #expect(Suggestion.closest(to: long, among: [long.uppercased()]) == nil)
        let huge = String(repeating: "a", count: 5_000_000)
        #expect(bounded { Suggestion.closest(to: huge, among: [huge + "b"]) } == nil)
        let candidates = (0..<1_000_000).map { "id\($0)-" + String(repeating: "x", count: 50) }
        #expect(bounded { Suggestion.closest(to: "id999999-" + String(repeating: "y", count: 50), among: candidates) } == nil)
    }

    @Test func keyBindingsPastAnyKeyAreAClearProblem() throws {
        let source = "return { tabs = { { id = 'a', title = 'A' } }, keys = { [('ctrl+'):rep(64000) .. 'a'] = function() end } }"
        let error = try bounded { () throws -> String in
            // A budget no busy test machine meets by accident: the echo is the point here.
            let options = HostOptions(limits: LuaLimits(timeout: 30))
            do { _ = try ScriptHost(source: source, name: "test.lua", root: "/tmp", options: options); return "" } catch { return "\(error)" }
        }
        #expect(error.contains("keys[\"ctrl+ctrl+ctrl+ctrl+ctrl+ctrl+ctrl+ctrl+…(320001 bytes)\"]: key name of 320001 bytes is too long (at most 64)"), "\(error.prefix(400))")
    }

    @Test func aModuleNameLongerThanAnyPathIsRefusedUnechoed() throws {
        let host = try bounded {
            try load("local ok, e = pcall(require, ('a'):rep(10000000)) return { tabs = { { id = 'a', title = e } } }")
        }
        #expect(host.container.items.first?.title == "module name of 10000000 bytes is too long (at most 4096)")
    }

    @Test func writesOfUnknownFieldsAreEchoedCut() throws {
        let host = try load("return { tabs = { { id = 'a', title = 'A' } }, onOpen = function(c) c[('z'):rep(1000)] = 1 end }")
        host.open()
        let errors = host.errors.map(\.message).joined(separator: "\n")
        #expect(errors.contains("cannot set c." + String(repeating: "z", count: 40) + "…(1000 bytes)"), "\(errors.prefix(400))")
    }
}
