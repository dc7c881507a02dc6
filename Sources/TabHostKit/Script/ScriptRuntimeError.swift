import LuaBridge

/// An error the script raised while it ran (a callback, a page or indicator function, a key
/// binding) or a bad value it returned: recorded, while the host keeps running.
public struct ScriptRuntimeError: Error, Hashable, Sendable, CustomStringConvertible {
    /// `file:line: message`, as Lua formats it (`app.errors` in specs).
    public var message: String
    /// Lua's `stack traceback:` text; empty when none was taken.
    public var traceback: String

    public init(message: String, traceback: String = "") {
        self.message = message
        self.traceback = traceback
    }

    /// An error Lua raised.
    init(_ error: LuaError) {
        self.init(message: error.message, traceback: error.traceback)
    }

    /// The message.
    public var description: String { message }

    /// The message and its traceback, for logs (`render`'s stderr, `run`'s log).
    public var report: String { traceback.isEmpty ? message : message + "\n" + traceback }
}
