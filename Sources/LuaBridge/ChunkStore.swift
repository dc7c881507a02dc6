import Glibc

/// Bytecode kept on disk between processes, so that a process's first state loads its
/// preludes instead of compiling them (a quarter of `render`), and `tabhost test` loads the
/// spec files and project modules it compiled before (Python's `__pycache__`, in one place).
///
/// The host's own chunks get one file per text, `<name>-<hash of the text>.luac`; a file
/// (chunk name `@path`) gets one file per path, `file-<hash of the absolute path>.luac`,
/// which its next text replaces (past `fileLimit` such files, the others are removed). A file
/// is used only when it names the Lua library this process runs (its build id) and holds the
/// chunk name and the exact text the bytecode was dumped from, byte for byte, and the
/// bytecode's checksum matches; anything else, or a failed load, means compiling the text
/// (and writing the file again). Files are written whole under another name and renamed, so
/// readers never see half.
package struct ChunkStore: Sendable {
    /// The directory of the files (made on the first write).
    package let directory: String

    package init(directory: String) {
        self.directory = directory
    }

    /// `$XDG_CACHE_HOME/tabhost`, else `$HOME/.cache/tabhost`; nil without either.
    package static func standard() -> ChunkStore? {
        if let cache = environment("XDG_CACHE_HOME"), cache.hasPrefix("/") { return ChunkStore(directory: cache + "/tabhost") }
        if let home = environment("HOME"), home.hasPrefix("/") { return ChunkStore(directory: home + "/.cache/tabhost") }
        return nil
    }

    /// The bytecode kept for exactly `source` under `name` (a host chunk's name such as
    /// `=tabhost/sandbox.lua`, or a file's `@path`) by this Lua library, if any.
    func bytecode(for name: String, source: [UInt8]) -> [UInt8]? {
        guard let library = Self.library, let file = read(path(for: name, source: source)) else { return nil }
        var reader = Reader(bytes: file)
        guard Self.same(reader.take(Self.magic.count), Self.magic),
              let idLength = reader.take(1)?.first, Self.same(reader.take(Int(idLength)), library),
              let nameLength = reader.number(), Self.same(reader.take(Int(clamping: nameLength)), Array(name.utf8)),
              let sourceLength = reader.number(), Self.same(reader.take(Int(clamping: sourceLength)), source),
              let checksum = reader.number()
        else { return nil }
        let bytecode = Array(reader.rest)
        return Self.checksum(bytecode) == checksum ? bytecode : nil
    }

    /// Keeps `bytecode`, dumped from `source` under `name`; quietly nothing when the
    /// directory cannot be written (the next process compiles the text again).
    func save(_ bytecode: [UInt8], for name: String, source: [UInt8]) {
        guard let library = Self.library, library.count <= Int(UInt8.max), makeDirectory() else { return }
        var file = Self.magic
        file.append(UInt8(library.count))
        file += library
        Self.append(UInt64(name.utf8.count), to: &file)
        file += name.utf8
        Self.append(UInt64(source.count), to: &file)
        file += source
        Self.append(Self.checksum(bytecode), to: &file)
        file += bytecode
        let target = path(for: name, source: source)
        let temporary = target + ".\(getpid())-\(UInt(pthread_self())).tmp"  // threads of a run may write one module
        if write(file, to: temporary), rename(temporary, target) == 0 {
            if name.utf8.first == UInt8(ascii: "@") { prune(keeping: target) }
            return
        }
        unlink(temporary)
    }

    /// The most files' chunks kept: past it, all but the newest are removed (each is made
    /// again when next needed), so specs run from ever new directories cannot fill the disk.
    static let fileLimit = 500

    private func prune(keeping kept: String) {
        guard let listing = opendir(directory) else { return }
        var files: [String] = []
        while let entry = readdir(listing) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name.hasPrefix("file-"), name.hasSuffix(".luac") { files.append(directory + "/" + name) }
        }
        closedir(listing)
        guard files.count > Self.fileLimit else { return }
        for file in files where file != kept { unlink(file) }
    }

    private static let magic = Array("tabhost chunk 2\n".utf8)

    /// The build id of the loaded liblua (nil: none found, nothing is kept).
    private static let library = LuaState.libraryBuildID()

    func path(for name: String, source: [UInt8]) -> String {
        if name.utf8.first == UInt8(ascii: "@") {
            // Relative to the working directory: two projects' `spec/a_spec.lua` keep a file each.
            let absolute = name.utf8.dropFirst().first == UInt8(ascii: "/") ? name : Self.workingDirectory() + "/" + name
            return directory + "/file-" + String(Self.checksum(Array(absolute.utf8)), radix: 16) + ".luac"
        }
        // `=tabhost/sandbox.lua` keeps `tabhost.sandbox.lua-HASH.luac`: one directory, no slash.
        let base = (name.utf8.first == UInt8(ascii: "=") ? String(name.dropFirst()) : name).replacingText("/", with: ".")
        return directory + "/" + base + "-" + String(Self.checksum(source), radix: 16) + ".luac"
    }

    /// A 64-bit hash of `bytes` taken eight bytes at a time (FNV-1a's constants on words):
    /// names a text's file and tells a damaged file from a whole one.
    private static func checksum(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { raw in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(raw.count)
            var at = 0
            while at + 8 <= raw.count {
                hash = (hash ^ raw.loadUnaligned(fromByteOffset: at, as: UInt64.self)) &* 0x100_0000_01b3
                hash ^= hash >> 29
                at += 8
            }
            while at < raw.count {
                hash = (hash ^ UInt64(raw[at])) &* 0x100_0000_01b3
                at += 1
            }
            return hash
        }
    }

    /// Whether `slice` holds exactly `bytes`.
    private static func same(_ slice: ArraySlice<UInt8>?, _ bytes: [UInt8]) -> Bool {
        guard let slice, slice.count == bytes.count else { return false }
        return slice.withUnsafeBytes { left in bytes.withUnsafeBytes { right in
            left.count == 0 || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0
        } }
    }

    private static func append(_ number: UInt64, to bytes: inout [UInt8]) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: number >> UInt64(shift))) }
    }

    private static func workingDirectory() -> String {
        guard let path = getcwd(nil, 0) else { return "" }
        defer { free(path) }
        return String(cString: path)
    }

    private static func environment(_ name: String) -> String? {
        guard let value = getenv(name), value.pointee != 0 else { return nil }
        return String(cString: value)
    }

    /// The directory and its parent (`~/.cache`), made when missing.
    private func makeDirectory() -> Bool {
        if let slash = directory.lastIndex(of: "/"), slash != directory.startIndex {
            mkdir(String(directory[..<slash]), 0o755)
        }
        return mkdir(directory, 0o755) == 0 || errno == EEXIST
    }

    private func read(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_size > 0, info.st_size < 1 << 24 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size))
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            guard count > 0 else { return nil }
            filled += count
        }
        return bytes
    }

    private func write(_ bytes: [UInt8], to path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return false }
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + written, $0.count - written) }
            guard count > 0 else { break }
            written += count
        }
        return close(descriptor) == 0 && written == bytes.count
    }

    /// Reads a file's fields front to back.
    private struct Reader {
        let bytes: [UInt8]
        var at = 0

        var rest: ArraySlice<UInt8> { bytes[at...] }

        mutating func take(_ count: Int) -> ArraySlice<UInt8>? {
            guard count >= 0, count <= bytes.count - at else { return nil }
            defer { at += count }
            return bytes[at..<at + count]
        }

        mutating func number() -> UInt64? {
            take(8)?.reversed().reduce(0) { $0 << 8 | UInt64($1) }
        }
    }
}
