import Glibc

/// Cold start and peak memory of `tabhost render` against a tui-rs program printing its first
/// frame, and `lua5.4 -e ''`.
extension Bench {
    /// The CPU time (user + system) decides: on a shared machine it varies far less than the
    /// wall time, which the row shows beside it.
    func coldStartRow(runs: Int = 21) throws -> Row {
        var ours: [(milliseconds: Double, cpuMilliseconds: Double)] = [], theirs = ours, lua = ours
        for _ in 0..<runs {  // interleaved, so a busy moment hits all three
            ours.append(try Child.time([binary, "render", "examples/btab.lua", "--size", "80x24"]))
            if let tui { theirs.append(try Child.time([tui, "frame", "80x24"])) }
            lua.append(try Child.time(["lua5.4", "-e", ""]))
        }
        func cpu(_ runs: [(milliseconds: Double, cpuMilliseconds: Double)]) -> Double { median(runs.map(\.cpuMilliseconds)) }
        func wall(_ runs: [(milliseconds: Double, cpuMilliseconds: Double)]) -> Double { median(runs.map(\.milliseconds)) }
        let measured = cpu(ours)
        let luaText = "lua5.4 -e '' " + format(ms: cpu(lua))
        var row = Row(figure: "cold start: render examples/btab.lua 80x24, CPU (median of \(runs))",
                      measured: format(ms: measured) + " (wall \(format(ms: wall(ours))))",
                      reference: tuiSkipped + "; " + luaText, target: "<= 1.5x tui-rs", ok: nil)
        if tui != nil {
            let reference = cpu(theirs)
            row.reference = "tui-rs first frame \(format(ms: reference)) (\(ratio(measured, reference))), wall \(format(ms: wall(theirs))); " + luaText
            row.ok = measured <= 1.5 * reference
        }
        return row
    }

    /// Peak resident memory (KiB) of a command, as GNU time reports it (a child of its own
    /// fork, so none of this benchmark's memory counts), median of `runs`.
    func peakKiB(_ arguments: [String], runs: Int = 3) throws -> Double {
        let report = path("peak.txt")
        return median(try (0..<runs).map { _ in
            _ = try Child.time(["/usr/bin/time", "-f", "%M", "-o", report] + arguments)
            guard let value = Double(readLines(report).last ?? "") else { throw BenchError(description: "no peak memory from GNU time") }
            return value
        })
    }

    /// The measured binary still keeps what its link promises (Package.swift): under --trust a
    /// script loads Lua C modules, whose symbols resolve against the shared liblua5.4.
    func checkCModules() throws {
        let frame = try Child.output([binary, "render", "tests/cli/c-modules.lua", "--trust", "--size", "16x3", "--color", "never"])
        guard frame.split(separator: "\n").map(String.init) == readLines("tests/cli/c-modules.txt") else {
            throw BenchError(description: "\(binary) cannot load Lua C modules (tests/cli/c-modules.lua --trust):\n\(frame)")
        }
    }

    func peakMemoryRow() throws -> Row {
        try checkCModules()
        let examples = ["examples/btab.lua", "examples/material.lua", "examples/rktab.lua"]
        let highest = try examples.map { try peakKiB([binary, "render", $0, "--size", "80x24"]) }.max() ?? 0
        let lua = try peakKiB(["lua5.4", "-e", ""])
        let luaText = "lua5.4 -e '' " + format(kib: lua)
        var row = Row(figure: "peak memory of render on the examples (highest)", measured: format(kib: highest),
                      reference: tuiSkipped + "; " + luaText, target: "<= 2x tui-rs", ok: nil)
        if let tui {
            let reference = try peakKiB([tui, "frame", "80x24"])
            row.reference = "tui-rs first frame \(format(kib: reference)) (\(ratio(highest, reference))); " + luaText
            row.ok = highest <= 2 * reference
        }
        return row
    }
}
