import LuaBridge
import Testing
@testable import TabHostKit
@testable import TabHostTesting

/// The runner's Lua lives in `.lua` files (`Sources/TabHostTesting/Lua/`), built in by the EmbedLua
/// plugin: the chunks the host compiles are those files' text, so what runs and what an
/// error names (`tabhost/busted.lua:120:`) are the lines of the file a reader opens.
@Suite struct LuaFilesTests {
    static let directory = String(#filePath.dropLast("Tests/TabHostTestingTests/LuaFilesTests.swift".count))
        + "Sources/TabHostTesting/Lua/"

    static func file(_ name: String) -> String {
        (try? SourceFile.read(directory + name).get()) ?? ""
    }

    @Test func theBuiltInTextIsTheFiles() {
        #expect(TabHostTestingLua.app == Self.file("app.lua"))
        #expect(TabHostTestingLua.reset == Self.file("reset.lua"))
        #expect(TabHostTestingLua.busted == Self.file("busted.lua"))
    }

    /// Functions of the runner's chunks, seen from a spec (trusted, so it has the debug
    /// library), are defined at the lines of their files: no wrapper shifts them.
    @Test func aRunnerFunctionIsDefinedAtItsFilesLine() {
        let printed = PrintedLines()
        var options = specOptions(printed)
        options.trusted = true
        let result = runSpec("""
            local busted = require "busted"
            it("t", function()
              for _, fn in ipairs { busted.subscribe, busted.sleep, tabhost.open } do
                local info = debug.getinfo(fn, "S")
                print(info.short_src .. ":" .. info.linedefined)
              end
            end)
            """, options: options)
        #expect(result.outline == ["t: passed"])
        func line(of text: String, in name: String) -> Int {
            let lines = Self.file(name).split(separator: "\n", omittingEmptySubsequences: false)
            return (lines.firstIndex { $0.contains(text) } ?? -1) + 1
        }
        #expect(printed.all == [
            "tabhost/busted.lua:\(line(of: "local function subscribe(", in: "busted.lua"))",
            "tabhost/busted.lua:\(line(of: "local function sleep(", in: "busted.lua"))",
            "tabhost/app.lua:\(line(of: "local function openApp(", in: "app.lua"))",
        ])
    }
}
