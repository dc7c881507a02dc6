import Glibc
import TabHostCLI
import TabHostKit

/// `tabhost-bench [--binary PATH] [--only FIGURE]`: measures the figures of SPEC section 9 on this machine,
/// each beside its reference measured in the same run, and prints them as a table.
///
/// Run it from the repository root (it reads `examples/`) with a release build; scripts/bench
/// does both. `--binary` defaults to the `tabhost` beside this executable.

/// Writes to stderr.
func note(_ text: String) {
    var bytes = Array(text.utf8)
    _ = write(2, &bytes, bytes.count)
}

/// This executable's path.
func selfPath() -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    guard count > 0 else { return CommandLine.arguments[0] }
    return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// The `tabhost` beside this executable.
func siblingBinary() -> String {
    let path = selfPath()
    return String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) + "/tabhost"
}

/// `--render-memory SCRIPT`: renders SCRIPT (output discarded) and prints this process's
/// peak resident memory in KiB (VmHWM).
func renderMemory(_ script: String) -> Never {
    let null = open("/dev/null", O_WRONLY)
    let saved = dup(1)
    dup2(null, 1)
    let status = TabHostCLI.main(["render", script, "--size", "80x24"])
    dup2(saved, 1)
    let text = Figures(binary: "", work: "").readLines("/proc/self/status").first { $0.hasPrefix("VmHWM:") } ?? ""
    print(text.split(separator: " ").dropFirst().first.map(String.init) ?? "")
    exit(status)
}

func table(_ rows: [Row]) -> String {
    let header = Row(figure: "figure", measured: "measured", reference: "reference", target: "target", ok: nil)
    let cells = ([header] + rows).map { [$0.figure, $0.measured, $0.reference, $0.target] }
    let widths = (0..<4).map { column in cells.map { $0[column].count }.max() ?? 0 }
    func line(_ row: [String], _ ok: String) -> String {
        zip(row, widths).map { $0 + String(repeating: " ", count: $1 - $0.count) }.joined(separator: " | ") + " | " + ok
    }
    var lines = [line(cells[0], "ok?"), widths.map { String(repeating: "-", count: $0) }.joined(separator: "-|-") + "-|----"]
    for (row, text) in zip(rows, cells.dropFirst()) {
        lines.append(line(text, row.ok.map { $0 ? "yes" : "NO" } ?? "-"))
    }
    return lines.joined(separator: "\n")
}

var arguments = CommandLine.arguments.dropFirst()
var binary = siblingBinary()
var only: String?
while let argument = arguments.popFirst() {
    if argument == "--binary", let value = arguments.popFirst() { binary = value }
    if argument == "--only", let value = arguments.popFirst() { only = value }
    if argument == "--render-memory", let script = arguments.popFirst() { renderMemory(script) }
}
guard access(binary, X_OK) == 0 else {
    note("tabhost-bench: no tabhost binary at \(binary) (build it, or pass --binary PATH)\n")
    exit(2)
}
var template = Array("/tmp/tabhost-bench-XXXXXX".utf8CString)
guard let made = mkdtemp(&template) else { note("tabhost-bench: mkdtemp failed\n"); exit(2) }
let figures = Figures(binary: binary, work: String(cString: made))

var rows: [Row] = []
let steps: [(String, () throws -> [Row])] = [
    ("key event", { [try figures.keyEvent()] }),
    ("cold start", { [try figures.coldStart()] }),
    ("10,000 tabs", { try figures.manyTabs() }),
    ("save to frame", { [try figures.saveToFrame()] }),
    ("switch bytes", { [try figures.switchBytes()] }),
    ("peak memory", { [try figures.peakMemory()] }),
    ("acceptance tests", { [try figures.acceptanceTests()] }),
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
_ = system("rm -rf '\(figures.work)'")  // before exit(), which skips top-level defers
exit(rows.contains { $0.ok == false } ? 1 : 0)
