/// Finds the spec files `tabhost test` runs (SPEC section 7).
///
/// With no paths: every `*_spec.lua` under `./spec` and `./tests`, recursively. A path that
/// names a directory is searched the same way; a path that names a file is run as it is,
/// whatever its name (as busted does). Files come out sorted within each directory, in the
/// order the paths were given, each once. Hidden directories and linked directories are
/// not entered.
enum SpecDiscovery {
    /// The suffix that marks a spec file inside a directory.
    static let suffix = "_spec.lua"
    /// Where to look when no path is given.
    static let defaultDirectories = ["spec", "tests"]

    /// Why no spec files could be run; always a usage error (exit status 2).
    struct Problem: Error, Equatable, CustomStringConvertible {
        let description: String
    }

    /// The spec files for `paths` (the default directories when empty).
    static func files(for paths: [String]) -> Result<[String], Problem> {
        var found: [String] = []
        if paths.isEmpty {
            for directory in defaultDirectories where FileSystem.kind(of: directory) == .directory {
                collect(in: directory, into: &found)
            }
        } else {
            for path in paths {
                switch FileSystem.kind(of: path) {
                case .file: found.append(path)
                case .directory: collect(in: path, into: &found)
                case .missing: return .failure(Problem(description: "\(path): no such file or directory"))
                case .other: return .failure(Problem(description: "\(path): not a file or directory"))
                }
            }
        }
        var seen: Set<String> = []
        let unique = found.filter { seen.insert(FileSystem.normalize($0)).inserted }
        guard !unique.isEmpty else { return .failure(noSpecs(paths)) }
        return .success(unique)
    }

    /// Appends the spec files under `directory`, depth first, names sorted.
    private static func collect(in directory: String, into found: inout [String]) {
        guard let names = FileSystem.entries(of: directory) else { return }
        for name in names where !name.hasPrefix(".") {
            let path = FileSystem.join(directory, name)
            switch FileSystem.kind(of: path) {
            case .file where name.hasSuffix(suffix) && name.count > suffix.count:
                found.append(path)
            case .directory where !FileSystem.isSymbolicLink(path):
                collect(in: path, into: &found)
            default:
                break
            }
        }
    }

    /// The message when nothing was found, with what to do about it.
    private static func noSpecs(_ paths: [String]) -> Problem {
        let places = paths.isEmpty ? "./spec or ./tests" : paths.joined(separator: ", ")
        return Problem(description: "no spec files found under \(places) "
            + "(spec files are named *_spec.lua; create spec/example_spec.lua, or pass files or "
            + "directories: tabhost test path/to/specs)")
    }
}
