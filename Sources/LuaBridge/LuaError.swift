import TabCore

/// An error raised by Lua code, by loading a chunk, or by the limits of a `LuaVM`.
///
/// `message` reads exactly as Lua formats it (`cfg.lua:3: boom`); `file` and `line` are
/// parsed from its `name:line:` prefix when there is one. `description` is the message;
/// `report` adds the traceback.
public struct LuaError: Error, CustomStringConvertible, Sendable {
    /// What went wrong.
    public enum Kind: Sendable, Equatable {
        /// The chunk does not compile.
        case syntax
        /// An error raised while running (`error()`, a bad operation, a Swift function that threw).
        case runtime
        /// The memory cap (or the system) refused an allocation.
        case memory
        /// The call ran past its time budget.
        case timeout
        /// A script file could not be read.
        case file
    }

    /// What went wrong.
    public var kind: Kind
    /// The message as Lua formats it, e.g. `cfg.lua:3: boom`.
    public var message: String
    /// Lua's `stack traceback:` text, or empty when none was taken (memory errors, syntax errors).
    public var traceback: String
    /// The file (chunk name) the message starts with, if any.
    ///
    /// Lua shortens a chunk name longer than 59 bytes to `...` and its tail.
    public var file: String?
    /// The line the message starts with, if any.
    public var line: Int?

    /// An error whose `file` and `line` are parsed from the message's `name:line:` prefix.
    public init(_ kind: Kind, _ message: String, traceback: String = "") {
        self.kind = kind
        self.message = message
        self.traceback = traceback
        if let location = Self.location(in: message) {
            file = location.file
            line = location.line
        }
    }

    /// The message.
    public var description: String { message }

    /// The message, then the traceback when there is one (what `lua.c` prints).
    public var report: String { traceback.isEmpty ? message : message + "\n" + traceback }

    /// The host's own Lua chunks as messages name them (`=tabhost/sandbox.lua` reads
    /// `tabhost/sandbox.lua:77:`, a line of `Sources/LuaBridge/Lua/sandbox.lua`): a place in
    /// the host, never the one an error names when the script's own is known. Every
    /// `=tabhost/*` chunk the host compiles is here (a user's file named `tabhost.lua` is not).
    static let hostChunks: Set<String> = [
        "tabhost/sandbox.lua", "tabhost/snapshot.lua", "tabhost/busted.lua", "tabhost/app.lua", "tabhost/reset.lua",
        "tabhost/reload.lua", "tabhost/inspect.lua", "tabhost/xpcall", "tabhost/exit",
    ]

    /// What the name of every host chunk starts with (`=tabhost/sandbox.lua`).
    static let hostChunkPrefix = "=tabhost/"

    /// Whether `position` (`file:line:`) is in one of the host's own chunks.
    static func isHostPosition(_ position: String) -> Bool {
        location(in: position).map { hostChunks.contains($0.file) } ?? false
    }

    /// `traceback` without the frames of the host's own chunks, nor the C function each of
    /// them called (`[C]: in upvalue 'error'`): lines a user cannot open.
    static func withoutHostFrames(_ traceback: String) -> String {
        guard traceback.containsText("\ttabhost/") else { return traceback }
        let lines = traceback.split(separator: "\n", omittingEmptySubsequences: false)
        var kept: [Substring] = []
        for (index, line) in lines.enumerated() where !isHostFrame(line) {
            if line.hasPrefix("\t[C]: "), index + 1 < lines.count, isHostFrame(lines[index + 1]) { continue }
            kept.append(line)
        }
        return kept.joined(separator: "\n")
    }

    /// Whether a traceback line (`\ttabhost/sandbox.lua:77: in ...`) is a frame of a host chunk.
    private static func isHostFrame(_ line: Substring) -> Bool {
        guard line.hasPrefix("\t"), let colon = line.firstIndex(of: ":") else { return false }
        return hostChunks.contains(String(line[line.index(after: line.startIndex)..<colon]))
    }

    /// The `name:line:` prefix of a Lua message: the first `:digits:` after a non-empty name.
    ///
    /// A `[string "..."]` chunk name is skipped as a whole, since its text may hold colons.
    static func location(in message: String) -> (file: String, line: Int)? {
        let characters = Array(message)
        var index = 1
        if message.hasPrefix("[string \"") {
            while index < characters.count, !(characters[index - 1] == "\"" && characters[index] == "]") { index += 1 }
            index += 1
        }
        while index < characters.count {
            if characters[index] == ":", let line = digits(in: characters, after: index) {
                return (String(characters[..<index]), line)
            }
            index += 1
        }
        return nil
    }

    /// The number spelled by the digits after `colon` when a second colon ends them.
    private static func digits(in characters: [Character], after colon: Int) -> Int? {
        var end = colon + 1
        while end < characters.count, characters[end].isASCII, characters[end].isNumber { end += 1 }
        guard end > colon + 1, end < characters.count, characters[end] == ":" else { return nil }
        return Int(String(characters[(colon + 1)..<end]))
    }
}
