import Glibc

/// What the figures run: the release `tabhost`, the references found on this machine, and a
/// scratch directory.
struct Bench {
    /// The `tabhost` binary measured.
    let binary: String
    /// Another build the test figures run beside it (`--before`), or nil.
    let before: String?
    /// The tui-rs reference program (`tui-rs/` beside this file), or nil with why it is missing.
    let tui: String?
    let tuiMissing: String
    /// `busted` (Debian's lua-busted), or nil when it is not installed.
    let busted: String?
    /// A scratch directory for scripts, specs and traces.
    let work: String
    /// Paired rounds of the headless figures (tabhost, tui-rs, Lua in turn).
    let rounds: Int

    func path(_ name: String) -> String { work + "/" + name }

    /// Writes `text` to `name` under the scratch directory, creating its directory.
    func write(_ name: String, _ text: String) {
        if let slash = name.lastIndex(of: "/") { _ = mkdirAll(path(String(name[..<slash]))) }
        let file = fopen(path(name), "w")
        fputs(text, file)
        fclose(file)
    }

    private func mkdirAll(_ directory: String) -> Bool {
        var prefix = ""
        for part in directory.split(separator: "/") {
            prefix += "/" + part
            mkdir(prefix, 0o755)
        }
        return true
    }

    /// The lines a spec printed with the `bench:` prefix, split into their fields.
    func benchLines(_ output: String, _ tag: String) -> [[String]] {
        output.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ").map(String.init)
            return fields.count > 1 && fields[0] == "bench:" && fields[1] == tag ? Array(fields.dropFirst(2)) : nil
        }
    }

    /// Runs `tabhost test` on spec files under the scratch directory and returns its stdout.
    func runSpecs(_ paths: [String], _ extra: [String] = []) throws -> String {
        try Child.output([binary, "test"] + paths.map(path) + ["--timeout", "600000"] + extra)
    }

    /// The reference cell for a tui-rs figure that could not be measured.
    var tuiSkipped: String { "tui-rs skipped: \(tuiMissing)" }
}
