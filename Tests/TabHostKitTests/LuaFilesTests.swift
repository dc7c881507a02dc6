import Testing
@testable import TabHostKit

/// The library's Lua lives in `.lua` files (`Sources/TabHostKit/Lua/`), built in by the
/// EmbedLua plugin: the chunk a reload runs is the file's text, so an error in it names the
/// line a reader opens (`tabhost/reload.lua:3:`).
@Suite struct LuaFilesTests {
    static let directory = String(#filePath.dropLast("Tests/TabHostKitTests/LuaFilesTests.swift".count))
        + "Sources/TabHostKit/Lua/"

    @Test func theBuiltInTextIsTheFiles() {
        #expect(TabHostKitLua.reload == (try? SourceFile.read(Self.directory + "reload.lua").get()))
    }
}
