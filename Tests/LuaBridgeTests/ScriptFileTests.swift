import Testing
@testable import LuaBridge

/// Reading script files (ScriptFile).
@Suite struct ScriptFileTests {
    @Test func thePreambleIsDroppedKeepingLineNumbers() {
        #expect(ScriptFile.withoutPreamble(Array("#!/usr/bin/lua\nx = 1".utf8)) == Array("\nx = 1".utf8))
        #expect(ScriptFile.withoutPreamble([0xEF, 0xBB, 0xBF] + Array("x".utf8)) == Array("x".utf8))
        #expect(ScriptFile.withoutPreamble(Array("# only".utf8)) == [])
        #expect(ScriptFile.withoutPreamble(Array("x = '#'".utf8)) == Array("x = '#'".utf8))
    }

    @Test func filesAreReadWhole() throws {
        let text = String(repeating: "0123456789abcdef", count: 10_000)
        let directory = try TemporaryDirectory(["big.lua": text])
        #expect(try ScriptFile.read(directory.path + "/big.lua") == Array(text.utf8))
        #expect(ScriptFile.isRegularFile(directory.path + "/big.lua"))
        #expect(!ScriptFile.isRegularFile(directory.path))
    }

    @Test func failuresAreWordedLikeLua() throws {
        let directory = try TemporaryDirectory()
        #expect(throws: ScriptFile.Failure.self) { try ScriptFile.read(directory.path + "/none.lua") }
        do {
            _ = try ScriptFile.read(directory.path)
        } catch {
            #expect(error.description == "cannot read \(directory.path): Is a directory")
        }
    }
}
