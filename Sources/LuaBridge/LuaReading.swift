import Glibc

/// How values come back from Lua into Swift (results of calls, arguments of Swift functions).
///
/// By default tables become `LuaTable` snapshots: each distinct table is read once, so a
/// table shared by many others costs what one copy costs (a cycle is an error), and the copy
/// may take no more bytes than the memory cap still allows the script. A reading can also
/// keep tables in Lua (`.object` references), or read only what a screen can show.
package struct LuaReading: Sendable, Equatable {
    /// Tables stay in Lua and come back as `.object` references (typed `"table"`).
    package var tablesByReference = false
    /// Fields of a returned table that stay in Lua by reference (a script's `state`, whose
    /// cycles and identity must survive).
    package var referencedFields: Set<String> = []
    /// Read at most this much of every string and table (a page function's result).
    package var window: LuaWindow?
    /// Tables are read as their sequence (keys 1...n) alone, their other keys left unread: a
    /// long list read without a second pass over it (`LuaFlatList` reads one in place).
    package var sequencesOnly = false

    package init(tablesByReference: Bool = false, referencedFields: Set<String> = [], window: LuaWindow? = nil,
                sequencesOnly: Bool = false) {
        self.tablesByReference = tablesByReference
        self.referencedFields = referencedFields
        self.window = window
        self.sequencesOnly = sequencesOnly
    }

    /// Snapshots of everything (the default).
    package static let snapshot = LuaReading()
    /// Tables by reference.
    package static let references = LuaReading(tablesByReference: true)
    /// Snapshots of sequences alone.
    package static let sequences = LuaReading(sequencesOnly: true)
}

/// What a reading keeps of a big value: what a frame of text can show, and no more.
package struct LuaWindow: Sendable, Equatable {
    /// Lines of a string kept (`\n`, `\r\n` and `\r` end lines); the rest is dropped.
    package var lines: Int
    /// Bytes kept of each line (cut at a character boundary); its line break stays.
    package var lineBytes: Int
    /// Elements of a sequence read; entries of a table read besides them.
    package var elements: Int
    package var entries: Int

    package init(lines: Int, lineBytes: Int, elements: Int, entries: Int) {
        self.lines = lines
        self.lineBytes = lineBytes
        self.elements = elements
        self.entries = entries
    }

    /// The window of a page `width` by `height` cells: a generous 16 bytes per cell.
    package static func page(width: Int, height: Int) -> LuaWindow {
        let width = max(width, 1), height = max(height, 1)
        return LuaWindow(lines: height, lineBytes: width * 16 + 64, elements: 2 * max(width, height) + 16, entries: 64)
    }

    /// What is kept of the string `bytes`: its first lines, each cut to `lineBytes`.
    func cut(_ bytes: UnsafeRawBufferPointer) -> [UInt8] {
        var kept: [UInt8] = []
        var start = 0, count = 0
        while start < bytes.count, count < lines {
            let (end, next) = Self.lineEnd(in: bytes, from: start)
            kept.append(contentsOf: bytes[start..<Self.boundary(in: bytes, from: start, to: min(end, start + lineBytes))])
            kept.append(contentsOf: bytes[end..<next])
            start = next
            count += 1
        }
        return kept
    }

    /// Whether `cut` would keep all of a string of `count` bytes without looking further
    /// (short strings, the usual case, are read as they are).
    func keepsWhole(count: Int) -> Bool { count <= lineBytes && count <= lines }

    /// The end of the line starting at `start` and where the next one starts.
    private static func lineEnd(in bytes: UnsafeRawBufferPointer, from start: Int) -> (end: Int, next: Int) {
        guard let base = bytes.baseAddress else { return (start, start) }
        let rest = bytes.count - start
        let newline = memchr(base + start, 0x0A, rest).map { $0 - UnsafeMutableRawPointer(mutating: base) } ?? bytes.count
        let carriage = memchr(base + start, 0x0D, newline - start).map { $0 - UnsafeMutableRawPointer(mutating: base) }
        if let carriage {
            return (carriage, carriage + 1 < bytes.count && bytes[carriage + 1] == 0x0A ? carriage + 2 : carriage + 1)
        }
        return (newline, min(newline + 1, bytes.count))
    }

    /// `limit`, moved back to the start of a UTF-8 character.
    private static func boundary(in bytes: UnsafeRawBufferPointer, from start: Int, to limit: Int) -> Int {
        var end = limit
        if end < bytes.count {
            while end > start, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        }
        return end
    }
}
