import TabCore

/// Finds the file of a module for the sandboxed `require`: `name.lua` or `name/init.lua`
/// under the root directory, dots in the name standing for `/`.
///
/// Names that could leave the root (`../x`, `a/b`, `.x`) are refused, and so is a file that
/// a symbolic link places outside the root.
package struct ModuleResolver {
    /// The directory modules are resolved under (`""` or `"."` for the working directory).
    let root: String

    /// A module file found under the root.
    struct Module {
        /// The path as the root and the name spell it (the chunk name is `@path`).
        let path: String
        let source: [UInt8]
    }

    /// Why a module could not be loaded, worded for the script's author.
    struct Problem: Error {
        let message: String
        /// The files looked for when the module was not found (watched, so that creating one
        /// retries the load); empty for other problems.
        var tried: [String] = []
    }

    /// The module file for `name`, read.
    func resolve(_ name: String) -> Result<Module, Problem> {
        if let problem = check(name) { return .failure(problem) }
        let candidates = self.candidates(for: name)
        guard let path = candidates.first(where: ScriptFile.isRegularFile) else {
            let tried = candidates.map { "\n\tno file '\($0)'" }.joined()
            return .failure(Problem(message: "module '\(name)' not found:" + tried + Self.sandboxHint, tried: candidates))
        }
        guard isInsideRoot(path) else {
            return .failure(Problem(message: "module '\(name)' resolves to a file outside the script's directory"))
        }
        do {
            return .success(Module(path: path, source: ScriptFile.withoutPreamble(try ScriptFile.read(path))))
        } catch {
            return .failure(Problem(message: error.description))
        }
    }

    /// The last line of a sandboxed "not found": what else would load, and how (Lua's own
    /// message lists only the files it tried, which would leave a C module a mystery).
    package static let sandboxHint = "\n\t(the sandbox loads Lua modules of the project only: "
        + "C modules and the system's modules load with --trust)"

    /// The files tried for `name`, in order.
    func candidates(for name: String) -> [String] {
        let relative = name.split(separator: ".", omittingEmptySubsequences: false).joined(separator: "/")
        return [join(relative + ".lua"), join(relative + "/init.lua")]
    }

    /// `package.path` for trusted mode: the same two templates.
    var searchPath: String { join("?.lua") + ";" + join("?/init.lua") }

    /// `root/relative`, or `relative` alone when the root is the working directory.
    func join(_ relative: String) -> String {
        if root.isEmpty || root == "." { return relative }
        return root.hasSuffix("/") ? root + relative : root + "/" + relative
    }

    /// The longest module name looked for: a file path is at most 4,096 bytes (PATH_MAX), so a
    /// longer name names no file, and is refused without being echoed or joined into paths.
    package static let maximumNameLength = 4096

    /// `module name of N bytes is too long (at most 4096)`, or nil.
    package static func lengthProblem(_ name: String) -> String? {
        let length = name.utf8.count
        return length > maximumNameLength ? "module name of \(length) bytes is too long (at most \(maximumNameLength))" : nil
    }

    /// Why `name` is not a dotted name under the root, if it is not.
    private func check(_ name: String) -> Problem? {
        if let tooLong = Self.lengthProblem(name) { return Problem(message: tooLong) }
        if name.containsText("/") || name.containsText("\\") || name.containsText("..") || name.hasPrefix(".") {
            return Problem(message: "module '\(name)' is outside the script's directory "
                + "(the sandbox only loads dotted module names under it; run with --trust)")
        }
        if name.isEmpty || name.hasSuffix(".") || name.containsText("\0") {
            return Problem(message: "invalid module name '\(name)'")
        }
        return nil
    }

    private func isInsideRoot(_ path: String) -> Bool {
        guard let base = ScriptFile.realPath(root.isEmpty ? "." : root),
              let file = ScriptFile.realPath(path)
        else { return false }
        return file.hasPrefix(base == "/" ? "/" : base + "/")
    }
}
