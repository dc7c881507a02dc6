import TabHostKit
import LuaBridge

/// Finds the spec files `tabhost test` runs, as busted does (docs/testing.md, "Spec files").
///
/// Each root is a file, run whatever its name, or a directory searched (recursively unless
/// `--no-recursive`) for Lua files whose name matches one of the Lua patterns (`_spec` by
/// default, `-p`/`--pattern` or `.busted`'s `pattern`) and none of the exclude patterns.
/// A directory's files come out sorted by path; roots keep their order; each file once.
/// Hidden files and directories, and linked directories, are not entered.
package enum SpecDiscovery {
    /// Where to look when neither the command line nor `.busted` names a root.
    static let defaultDirectories = ["spec", "tests"]

    /// Which file names count as specs.
    package struct Rules: Equatable {
        package var patterns: [String]
        package var excludes: [String]
        package var recursive: Bool

        package init(patterns: [String] = ["_spec"], excludes: [String] = [], recursive: Bool = true) {
            self.patterns = patterns
            self.excludes = excludes
            self.recursive = recursive
        }
    }

    /// Why no spec files could be run; always a usage error (exit status 2).
    package struct Problem: Error, Equatable, CustomStringConvertible {
        package let description: String
    }

    /// The spec files under `roots` (the default directories when empty).
    package static func files(for roots: [String], rules: Rules = Rules()) -> Result<[String], Problem> {
        var found: [String] = []
        let searched = roots.isEmpty ? defaultDirectories.filter { FileSystem.kind(of: $0) == .directory } : roots
        for root in searched {
            switch FileSystem.kind(of: root) {
            case .file: found.append(root)
            case .directory:
                var candidates: [String] = []
                collect(in: root, recursive: rules.recursive, into: &candidates)
                switch matching(candidates, rules) {
                case .success(let kept): found += kept.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
                case .failure(let problem): return .failure(problem)
                }
            case .missing: return .failure(Problem(description: "\(root): no such file or directory"))
            case .other: return .failure(Problem(description: "\(root): not a file or directory"))
            }
        }
        var seen: Set<String> = []
        let unique = found.filter { seen.insert(FileSystem.normalize($0)).inserted }
        guard !unique.isEmpty else { return .failure(noSpecs(roots, rules)) }
        return .success(unique)
    }

    /// Appends the Lua files under `directory`, not entering hidden or linked directories.
    private static func collect(in directory: String, recursive: Bool, into found: inout [String]) {
        guard let names = FileSystem.entries(of: directory) else { return }
        for name in names where !name.hasPrefix(".") {
            let path = FileSystem.join(directory, name)
            switch FileSystem.kind(of: path) {
            case .file where name.hasSuffix(".lua"):
                found.append(path)
            case .directory where recursive && !FileSystem.isSymbolicLink(path):
                collect(in: path, recursive: recursive, into: &found)
            default:
                break
            }
        }
    }

    /// The paths whose base name matches a pattern and no exclude pattern, with Lua's own
    /// `string.find` (they are Lua patterns).
    private static func matching(_ paths: [String], _ rules: Rules) -> Result<[String], Problem> {
        guard !paths.isEmpty else { return .success([]) }
        do throws(LuaError) {
            let matcher = try LuaPatternMatcher()
            var kept: [String] = []
            for path in paths {
                let name = FileSystem.baseName(of: path)
                var keep = rules.patterns.isEmpty
                for pattern in rules.patterns where try matcher.finds(pattern, in: name) { keep = true }
                for pattern in rules.excludes where !pattern.isEmpty {
                    if try matcher.finds(pattern, in: name) { keep = false }
                }
                if keep { kept.append(path) }
            }
            return .success(kept)
        } catch {
            return .failure(Problem(description: "--pattern: \(error.message)"))
        }
    }

    /// The message when nothing was found, with what to do about it.
    private static func noSpecs(_ roots: [String], _ rules: Rules) -> Problem {
        let places = roots.isEmpty ? "./spec or ./tests" : roots.joined(separator: ", ")
        let patterns = rules.patterns.joined(separator: ", ")
        return Problem(description: "no spec files found under \(places) (spec files are Lua files whose name matches "
            + "the Lua pattern \(patterns): spec/example_spec.lua; pass files or directories: tabhost test path/to/specs)")
    }
}
