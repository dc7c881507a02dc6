import LuaBridge

/// Why a script could not be loaded: the file, Lua itself, or the decoded container.
public enum ScriptError: Error, CustomStringConvertible {
    /// The file could not be read.
    case file(String)
    /// Lua raised an error while loading or running the chunk.
    case lua(LuaError)
    /// The returned container has problems (every one found, for `check`).
    case problems([ScriptProblem])

    /// One problem per line, each starting with `file:line:` where known.
    public var description: String {
        switch self {
        case .file(let message): message
        case .lua(let error): error.message
        case .problems(let problems): ProblemList(problems: problems).description
        }
    }

    /// True when the script file itself could not be read (nothing to wait for a fix of).
    public var isUnreadableFile: Bool {
        if case .file = self { return true }
        return false
    }
}
