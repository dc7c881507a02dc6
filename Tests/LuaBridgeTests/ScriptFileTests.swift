import Glibc
import TabCore
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
        #expect(failure(directory.path + "/none.lua")?.description
            == "cannot open \(directory.path)/none.lua: No such file or directory")
        #expect(failure(directory.path + "/none.lua")?.pathFirst
            == "\(directory.path)/none.lua: cannot open: No such file or directory")
    }

    /// Only a regular file is read: every other kind is refused before a byte is read, and a
    /// FIFO with no writer is refused at once instead of waiting forever for one.
    @Test func whatIsNotARegularFileIsRefusedBeforeItIsRead() throws {
        let directory = try TemporaryDirectory()
        let fifo = directory.path + "/fifo.lua"
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        let socketPath = directory.path + "/socket.lua"
        let listener = try boundSocket(at: socketPath)
        defer { close(listener); unlink(socketPath) }
        for (path, kind) in [(directory.path, "a directory"), (fifo, "a FIFO"), ("/dev/zero", "a character device"),
                             ("/dev/null", "a character device"), (socketPath, "a socket")] {
            #expect(failure(path)?.description == "cannot open \(path): not a regular file (\(kind))")
        }
        directory.link("zero.lua", to: "/dev/zero")
        #expect(failure(directory.path + "/zero.lua")?.reason == "not a regular file (a character device)")
        #expect(!ScriptFile.isRegularFile(fifo))
    }

    /// A file larger than the bound is refused whole, naming it; one at the bound is read.
    @Test func theSizeReadIsBounded() throws {
        let directory = try TemporaryDirectory(["small.lua": "return 1", "big.lua": String(repeating: "x", count: 4097)])
        #expect(try ScriptFile.read(directory.path + "/big.lua", largest: 4097).count == 4097)
        #expect(failure(directory.path + "/big.lua", largest: 4096)?.description
            == "cannot read \(directory.path)/big.lua: larger than 4096 bytes, the most a script file may hold")
        #expect(try ScriptFile.read(directory.path + "/small.lua", largest: 8) == Array("return 1".utf8))
        #expect(ScriptFile.largest == 64 << 20)
    }

    /// A name that is not UTF-8 opens (its bytes kept by PathBytes), and reads back its bytes.
    @Test func aNameThatIsNotUTF8Opens() throws {
        let directory = try TemporaryDirectory()
        let name = directory.path + "/" + PathBytes.string([0xFF, 0xFE] + Array(".lua".utf8))
        let handle = PathBytes.withCString(name) { fopen($0, "wb") }
        #expect(handle != nil)
        if let handle { fputs("return 1", handle); fclose(handle) }
        defer { _ = PathBytes.withCString(name) { unlink($0) } }
        #expect(try ScriptFile.read(name) == Array("return 1".utf8))
        #expect(ScriptFile.isRegularFile(name))
        #expect(ScriptFile.realPath(name).map { PathBytes.bytes(of: $0).suffix(6) } == [0xFF, 0xFE] + Array(".lua".utf8))
    }

    /// Why reading `path` failed, or nil when it did not.
    private func failure(_ path: String, largest: Int = ScriptFile.largest) -> ScriptFile.Failure? {
        do {
            _ = try ScriptFile.read(path, largest: largest)
            return nil
        } catch {
            return error
        }
    }

    /// A Unix socket listening at `path`.
    private func boundSocket(at path: String) throws -> Int32 {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in path.utf8.prefix(raw.count - 1).enumerated() { raw[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard fd >= 0, bound == 0 else { throw Failure("cannot bind a socket at \(path)") }
        return fd
    }
}
