import Glibc
import Testing
@testable import LuaBridge

/// Every chunk of the host's own (`=tabhost/*`, or `run(source:name: "tabhost/*")`) is in
/// `LuaError.hostChunks`, so that no error names a place in it when the script's is known;
/// and every `.lua` file a target builds in (`Sources/*/Lua/`) is compiled under its own
/// name, `tabhost/<file>`, so that an error in it names the file.
@Suite struct HostChunkNamesTests {
    static let sources = String(#filePath.dropLast("Tests/LuaBridgeTests/HostChunkNamesTests.swift".count)) + "Sources"

    @Test func everyHostChunkIsKnown() {
        var names: Set<String> = []
        for file in Self.files(under: Self.sources) where file.hasSuffix(".swift") || file.hasSuffix(".c") {
            names.formUnion(Self.chunkNames(in: Self.read(file)))
        }
        #expect(names.count >= 8, "\(names)")
        #expect(names.subtracting(LuaError.hostChunks).isEmpty, "not in LuaError.hostChunks: \(names.subtracting(LuaError.hostChunks))")
        let luaFiles = Set(Self.files(under: Self.sources).filter { $0.hasSuffix(".lua") && $0.contains("/Lua/") }
            .map { "tabhost/" + $0.split(separator: "/").last! })
        #expect(luaFiles.count >= 6, "\(luaFiles)")
        #expect(luaFiles.subtracting(names).isEmpty, "compiled under no name of its own: \(luaFiles.subtracting(names))")
        #expect(names.allSatisfy { ("=" + $0).hasPrefix(LuaError.hostChunkPrefix) })
    }

    /// The sandbox's `print`, seen from a trusted script, is defined in `tabhost/sandbox.lua`
    /// at the line of the file that defines it: the file is the chunk, with no wrapper.
    @Test func aHostFunctionIsDefinedAtItsFilesLine() throws {
        let vm = try makeVM(trusted: true)
        let found = try vm.run(source: "local i = debug.getinfo(print, 'S') return i.short_src .. ':' .. i.linedefined", name: "t.lua")
        let lines = Self.read(Self.sources + "/LuaBridge/Lua/sandbox.lua").split(separator: "\n", omittingEmptySubsequences: false)
        let line = (lines.firstIndex { $0.hasPrefix("function G.print(") } ?? -1) + 1
        #expect(line > 1)
        #expect(found.first == .string("tabhost/sandbox.lua:\(line)"))
    }

    /// `tabhost/name` after `"=` or `name: "`: the host chunks a file compiles.
    static func chunkNames(in text: String) -> Set<String> {
        var names: Set<String> = []
        for marker in ["\"=tabhost/", "name: \"tabhost/"] {
            var rest = Substring(text)
            while let found = rest.firstRange(of: marker) {
                let name = rest[found.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
                if !name.isEmpty { names.insert("tabhost/" + name) }
                rest = rest[found.upperBound...]
            }
        }
        return names
    }

    static func files(under directory: String) -> [String] {
        guard let handle = opendir(directory) else { return [] }
        defer { closedir(handle) }
        var found: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name != ".", name != ".." else { continue }
            let path = directory + "/" + name
            if entry.pointee.d_type == UInt8(DT_DIR) { found += files(under: path) } else { found.append(path) }
        }
        return found
    }

    static func read(_ path: String) -> String {
        guard let file = fopen(path, "rb") else { return "" }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while case let count = fread(&buffer, 1, buffer.count, file), count > 0 { bytes += buffer[..<count] }
        return String(decoding: bytes, as: UTF8.self)
    }
}
