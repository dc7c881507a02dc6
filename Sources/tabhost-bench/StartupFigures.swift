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

    /// The memory that is the process's own when it ends (`Private_Dirty` of
    /// `/proc/PID/smaps_rollup`, read under gdb stopped at `exit_group`, address randomization
    /// on as in a plain run): the heap, the stacks, the relocated tables. Clean pages of the
    /// binary and the libraries are left out: they are shared with every other process mapping
    /// the file and dropped first when memory is short. Median of `runs`; nil without gdb.
    func privateKiB(_ arguments: [String], runs: Int = 3) throws -> Double? {
        guard let gdb = which("gdb") else { return nil }
        let read = "python import gdb; print(open('/proc/%d/smaps_rollup' % gdb.selected_inferior().pid).read())"
        return median(try (0..<runs).map { _ in
            let output = try Child.output([gdb, "-batch", "-nx", "-q", "-ex", "set startup-with-shell off",
                                           "-ex", "set disable-randomization off", "-ex", "catch syscall exit_group",
                                           "-ex", "run", "-ex", read, "-ex", "kill", "--args"] + arguments)
            let line = output.split(separator: "\n").first { $0.hasPrefix("Private_Dirty:") }
            guard let value = line?.split(separator: " ").dropFirst().first.flatMap({ Double($0) }) else {
                throw BenchError(description: "no Private_Dirty from gdb for \(arguments.joined(separator: " "))")
            }
            return value
        })
    }

    /// Private memory decides (what a design controls; `privateKiB`), peak resident memory
    /// (GNU time) stands beside it.
    func peakMemoryRow() throws -> Row {
        try checkCModules()
        let examples = ["examples/btab.lua", "examples/material.lua", "examples/rktab.lua"]
        let highest = try examples.map { try peakKiB([binary, "render", $0, "--size", "80x24"]) }.max() ?? 0
        let ownHighest = try examples.compactMap { try privateKiB([binary, "render", $0, "--size", "80x24"]) }.max()
        let lua = try peakKiB(["lua5.4", "-e", ""])
        let luaText = "lua5.4 -e '' RSS " + format(kib: lua)
        let figure = "private memory of render on the examples at exit (highest), peak RSS beside"
        guard let own = ownHighest else {
            return Row(figure: figure, measured: "not measured (no gdb; apt-get install gdb); RSS " + format(kib: highest),
                       reference: tuiSkipped + "; " + luaText, target: "<= 2x tui-rs", ok: nil)
        }
        var row = Row(figure: figure, measured: format(kib: own) + " (RSS " + format(kib: highest) + ")",
                      reference: tuiSkipped + "; " + luaText, target: "<= 2x tui-rs", ok: nil)
        if let tui, let reference = try privateKiB([tui, "frame", "80x24"]) {
            let rss = try peakKiB([tui, "frame", "80x24"])
            row.reference = "tui-rs first frame \(format(kib: reference)) (\(ratio(own, reference))), RSS \(format(kib: rss)) "
                + "(\(ratio(highest, rss))); " + luaText
            row.ok = own <= 2 * reference
        }
        return row
    }
}
