/// One thing wrong with a script, located as precisely as the decoder can.
///
/// Printed as `file:line: path: message` (`examples/a.lua:7: style.tabsGapp: unknown
/// parameter (did you mean tabsGap?)`); `:line` is left out when unknown and `path: ` when
/// the problem is about the script as a whole. A warning (the script loads, but a value is
/// likely not what was meant) reads `file:line: warning: path: message`.
public struct ScriptProblem: Error, Equatable, CustomStringConvertible {
    /// The script's file name as the user gave it.
    public var file: String
    /// The 1-based source line, when the source map could place the path.
    public var line: Int?
    /// Where the bad value is, from the returned table: `tabs[2].title`, `style.tabsGap`.
    public var path: String
    /// What is wrong, in Lua's wording (`string expected, got number`).
    public var message: String
    /// The path as components, for the source map; empty when only the text is known.
    var components: [PathComponent] = []
    /// A warning rather than an error: the script still loads.
    public var isWarning = false

    public init(file: String = "", line: Int? = nil, path: String, message: String) {
        self.file = file
        self.line = line
        self.path = path
        self.message = message
    }

    /// A problem at `path`, not yet placed in a file.
    init(at path: [PathComponent], _ message: String) {
        self.init(path: path.rendered, message: message)
        components = path
    }

    public var description: String {
        var text = ""
        if !file.isEmpty { text += file + (line.map { ":\($0)" } ?? "") + ": " }
        if isWarning { text += "warning: " }
        if !path.isEmpty { text += path + ": " }
        return text + message
    }

    /// Equal when everything printed is equal; the component form is a detail.
    public static func == (lhs: ScriptProblem, rhs: ScriptProblem) -> Bool {
        lhs.file == rhs.file && lhs.line == rhs.line && lhs.path == rhs.path && lhs.message == rhs.message
            && lhs.isWarning == rhs.isWarning
    }
}

/// Every problem found in one script: decoding goes on past errors so `check` lists them all.
struct ProblemList: Error, Equatable, CustomStringConvertible {
    var problems: [ScriptProblem]

    init(problems: [ScriptProblem]) { self.problems = problems }

    /// One problem per line, in the order found.
    var description: String {
        problems.map(\.description).joined(separator: "\n")
    }
}
