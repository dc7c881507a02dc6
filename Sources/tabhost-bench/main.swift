import Glibc

/// `tabhost-bench [--binary PATH] [--before PATH] [--tui PATH | --no-tui REASON] [--rounds N]
/// [--only FIGURE]`: measures the figures of docs/performance.md on this machine, each beside its
/// reference measured in the same run, and prints them as a table (exit status 1 when a
/// target is missed).
///
/// Every figure drives the `tabhost` binary (so `--binary` measures any build, an older one
/// too); the references are `lua5.4`, Debian's `busted` and the tui-rs program in `tui-rs/`.
/// With `--before`, the test figures also run that other build, in turn with the rest.
/// Run it from the repository root (it reads `examples/`); scripts/bench builds everything
/// and does.

/// Writes to stderr.
func note(_ text: String) {
    var bytes = Array(text.utf8)
    _ = write(2, &bytes, bytes.count)
}

/// The first executable named `name` on PATH.
func which(_ name: String) -> String? {
    let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }.first { access($0, X_OK) == 0 }
}

var arguments = CommandLine.arguments.dropFirst()
var binary = ".build/release/tabhost"
var before: String?
var tui: String?
var tuiMissing = "no tui-rs program given (scripts/bench builds it with cargo)"
var rounds = 5
var only: String?
while let argument = arguments.popFirst() {
    switch argument {
    case "--binary": binary = arguments.popFirst() ?? binary
    case "--before": before = arguments.popFirst()
    case "--tui": tui = arguments.popFirst()
    case "--no-tui": tuiMissing = arguments.popFirst() ?? tuiMissing
    case "--rounds": rounds = arguments.popFirst().flatMap { Int($0) }.map { max(1, $0) } ?? rounds
    case "--only": only = arguments.popFirst()
    default:
        note("tabhost-bench: unknown argument '\(argument)'\n")
        exit(2)
    }
}
guard access(binary, X_OK) == 0 else {
    note("tabhost-bench: no tabhost binary at \(binary) (build it, or pass --binary PATH)\n")
    exit(2)
}
if let given = tui, access(given, X_OK) != 0 {
    tuiMissing = "no program at \(given)"
    tui = nil
}

/// An absolute path, since some figures run commands from another directory.
func absolute(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
}
binary = absolute(binary)
before = before.map(absolute)
tui = tui.map(absolute)
var template = Array("/tmp/tabhost-bench-XXXXXX".utf8CString)
guard let made = mkdtemp(&template) else { note("tabhost-bench: mkdtemp failed\n"); exit(2) }
let bench = Bench(binary: binary, before: before, tui: tui, tuiMissing: tuiMissing, busted: which("busted"),
                  work: String(cString: made), rounds: rounds)

var rows: [Row] = []
let steps: [(String, () throws -> [Row])] = [
    ("key event", { try bench.eventRows() }),
    ("cold start", { [try bench.coldStartRow(), try bench.peakMemoryRow()] }),
    ("tabs", { try bench.tabRows() }),
    ("save to frame", { [try bench.saveToFrame()] }),
    ("switch bytes", { [try bench.switchBytes()] }),
    ("tests", { try bench.testRows() }),
    ("pictures", { try bench.pictureRows() }),
]
for (name, measure) in steps where only == nil || name == only {
    note("measuring \(name)...\n")
    do {
        rows += try measure()
    } catch {
        rows.append(Row(figure: name, measured: "failed: \(error)", reference: "", target: "", ok: false))
    }
}
print(table(rows))
_ = system("rm -rf '\(bench.work)'")  // before exit(), which skips top-level defers
exit(rows.contains { $0.ok == false } ? 1 : 0)
