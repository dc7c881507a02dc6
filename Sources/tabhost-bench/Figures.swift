import Glibc
import TabCore
import TabHostKit
import TabTerminal

/// One row of the table.
struct Row {
    var figure: String
    var measured: String
    var reference: String
    var target: String
    /// nil when the figure has no target to meet.
    var ok: Bool?
}

/// The figures of SPEC section 9, each measured beside its reference in the same run.
struct Figures {
    /// The release `tabhost` binary.
    let binary: String
    /// A scratch directory for scripts and traces.
    let work: String

    func path(_ name: String) -> String { work + "/" + name }

    func write(_ name: String, _ text: String) {
        let file = fopen(path(name), "w")
        fputs(text, file)
        fclose(file)
    }

    // MARK: - test

    /// 1,000 acceptance tests (open btab, press 5 keys, one screen assertion) in four spec
    /// files, run by `tabhost test --jobs 2`; the reference is the documented peer figure.
    func acceptanceTests(files: Int = 4, perFile: Int = 250) throws -> Row {
        let directory = path("specs")
        mkdir(directory, 0o755)
        _ = try Child.output(["cp", "examples/btab.lua", directory + "/btab.lua"])
        for file in 0..<files { write("specs/bench\(file)_spec.lua", Scripts.specFile(tests: perFile)) }
        let times = try (0..<3).map { _ in try Child.time([binary, "test", directory, "--jobs", "2"]).milliseconds }
        let measured = median(times)
        return Row(figure: "\(files * perFile) acceptance tests (open, 5 keys, one screen), --jobs 2",
                   measured: format(ms: measured), reference: "busted 1,000 trivial tests ~0.5 s; Textual ~0.3 s per snapshot",
                   target: "< 3 s on 2 cores", ok: measured < 3000)
    }

    // MARK: - run

    /// From the rename of a save to the end of the frame showing it, over `saves` saves.
    func saveToFrame(saves: Int = 15) throws -> Row {
        func title(_ index: Int) -> String { String(repeating: String(UnicodeScalar(UInt8(65 + index % 26))), count: 6) }
        write("save.lua", Scripts.save(title(0)))
        let pty = try PtySession(width: 80, height: 24)
        try pty.start([binary, "run", path("save.lua"), "--color", "256"])
        defer { pty.quit() }
        guard pty.wait(for: title(0)), pty.wait(for: "\u{1B}[?2026l") else { throw BenchError(description: "run drew no first frame") }
        var times: [Double] = []
        for index in 1...saves {
            usleep(60_000)  // apart, so no two saves fall in one quiet period
            let offset = pty.received.count
            write("save.lua.swap", Scripts.save(title(index)))
            let start = nanoseconds()
            rename(path("save.lua.swap"), path("save.lua"))
            guard pty.wait(for: title(index), after: offset) else { throw BenchError(description: "save \(index) never showed") }
            pty.wait(for: "\u{1B}[?2026l", after: offset)
            times.append(Double(nanoseconds() - start) / 1e6)
        }
        let middle = median(times)
        return Row(figure: "save in run until the new frame (median of \(saves))",
                   measured: format(ms: middle), reference: "incl. \(30) ms quiet period",
                   target: "< 50 ms", ok: middle < 50)
    }

    /// Bytes `run` writes for a tab switch at 200x60 over pages of dense text, against its
    /// first frame (a full redraw), counted by TABHOST_TRACE_BYTES.
    func switchBytes() throws -> Row {
        write("dense.lua", Scripts.dense)
        let trace = path("trace")
        unlink(trace)
        let pty = try PtySession(width: 200, height: 60)
        try pty.start([binary, "run", path("dense.lua"), "--color", "256"], environment: ["TABHOST_TRACE_BYTES": trace])
        defer { pty.quit() }
        guard pty.wait(for: "One - dense"), pty.wait(for: "\u{1B}[?2026l") else { throw BenchError(description: "run drew no first frame") }
        let offset = pty.received.count
        pty.type("\u{1B}[C")
        guard pty.wait(for: "Two", after: offset), pty.wait(for: "\u{1B}[?2026l", after: offset) else {
            throw BenchError(description: "the switch was not drawn")
        }
        var frames: [[Int]] = []
        for _ in 0..<250 where frames.count < 2 {  // the trace line follows the frame's bytes
            frames = readLines(trace).map { $0.split(separator: " ").compactMap { Int($0) } }
            if frames.count < 2 { usleep(20_000) }
        }
        guard frames.count >= 2, frames[0].count == 2, frames[1].count == 2 else { throw BenchError(description: "no trace of the frames") }
        let (first, switched) = (frames[0][0], frames[1][0])
        return Row(figure: "bytes for one tab switch at 200x60, dense pages, default style",
                   measured: "\(switched) B (\(frames[1][1]) cells)",
                   reference: "first frame \(first) B (\(first / max(1, switched))x); Textual ~1.9 KB",
                   target: "< 500 B, >= 50x fewer", ok: switched < 500 && switched * 50 <= first)
    }

    // MARK: - Headless

    /// One right-arrow event through the parser, the callbacks, layout and an 80x24 render,
    /// against the same work in plain `lua5.4`.
    func keyEvent(events: Int = 5_000) throws -> Row {
        let session = try Session(path: "examples/btab.lua", size: CellSize(width: 80, height: 24))
        var parser = InputParser()
        func press() {
            for case .key(let name) in parser.feed([0x1B, 0x5B, 0x43]) { if let key = try? Key(name: name) { session.press(key) } }
            _ = session.frame()
        }
        for _ in 0..<200 { press() }
        let start = nanoseconds()
        for _ in 0..<events { press() }
        let swift = Double(nanoseconds() - start) / 1e3 / Double(events)
        write("key.lua", Scripts.keyReference)
        let output = try Child.output(["lua5.4", path("key.lua"), String(events)])
        guard let lua = Double(output.split(separator: "\n").first ?? "") else { throw BenchError(description: "lua5.4 printed '\(output)'") }
        return Row(figure: "one key event headlessly, 80x24 frame",
                   measured: format(us: swift), reference: "plain lua5.4 \(format(us: lua)) (\(ratio(swift, lua)))",
                   target: "<= 2x plain Lua", ok: swift <= 2 * lua)
    }

    /// `tabhost render examples/btab.lua` from start to exit, against `lua5.4 -e ''`.
    func coldStart(runs: Int = 20) throws -> Row {
        let ours = try (0..<runs).map { _ in try Child.time([binary, "render", "examples/btab.lua", "--size", "80x24"]).milliseconds }
        let lua = try (0..<runs).map { _ in try Child.time(["lua5.4", "-e", ""]).milliseconds }
        let (measured, reference) = (median(ours), median(lua))
        return Row(figure: "cold start: render examples/btab.lua (median of \(runs))",
                   measured: format(ms: measured), reference: "lua5.4 -e '' \(format(ms: reference))",
                   target: "< 10 ms", ok: measured < 10)
    }

    /// Loading a 10,000-tab script and drawing one frame, against 10 tabs.
    func manyTabs() throws -> [Row] {
        let (bigLoad, bigFrame) = try loadAndFrame(Scripts.tabs(10_000))
        let (smallLoad, smallFrame) = try loadAndFrame(Scripts.tabs(10))
        return [
            Row(figure: "10,000-tab script: load", measured: format(ms: bigLoad),
                reference: "10 tabs \(format(ms: smallLoad)); Textual 1 s for 1,000", target: "< 50 ms", ok: bigLoad < 50),
            Row(figure: "10,000-tab script: one 80x24 frame", measured: format(us: bigFrame * 1000),
                reference: "10 tabs \(format(us: smallFrame * 1000)) (\(ratio(bigFrame, smallFrame)))",
                target: "< 2x the 10-tab frame", ok: bigFrame < 2 * smallFrame),
        ]
    }

    /// Median load and frame times (ms) of a script given as source.
    private func loadAndFrame(_ source: String) throws -> (load: Double, frame: Double) {
        var loads: [Double] = []
        var session: Session?
        for _ in 0..<7 {
            let start = nanoseconds()
            session = try Session(source: source, name: "tabs.lua", root: work, size: CellSize(width: 80, height: 24))
            loads.append(Double(nanoseconds() - start) / 1e6)
        }
        guard let session else { return (.nan, .nan) }
        _ = session.frame()
        let frames = (0..<50).map { _ -> Double in
            let start = nanoseconds()
            _ = session.frame()
            return Double(nanoseconds() - start) / 1e6
        }
        return (median(loads), median(frames))
    }

    /// The peak resident memory of `render` on each example, against `lua5.4 -e ''`.
    ///
    /// Read as VmHWM from /proc/self/status by the process itself: a child's `ru_maxrss`
    /// counts the memory of whoever started it (the kernel carries the peak across `exec`),
    /// so this benchmark starts itself with `--render-memory SCRIPT`, which renders the
    /// script with the tabhost library (as the binary does) and prints its own peak.
    func peakMemory() throws -> Row {
        let examples = ["examples/btab.lua", "examples/material.lua", "examples/rktab.lua"]
        let peaks = try examples.map { try kibibytes(Child.output([selfPath(), "--render-memory", $0])) }
        let lua = try kibibytes(Child.output(["lua5.4", "-e", Self.luaPeak]))
        let highest = peaks.max() ?? 0
        return Row(figure: "peak memory of render on the examples (highest)",
                   measured: String(format1: Double(highest) / 1024) + " MiB",
                   reference: "lua5.4 -e '' " + String(format1: Double(lua) / 1024) + " MiB",
                   target: "< 20 MiB", ok: Double(highest) < 20 * 1024)
    }

    static let luaPeak = #"print((io.open("/proc/self/status"):read("a"):match("VmHWM:%s*(%d+)")))"#

    private func kibibytes(_ output: String) throws -> Int {
        guard let value = Int(output.split(separator: "\n").first ?? "") else { throw BenchError(description: "no peak memory in '\(output)'") }
        return value
    }

    // MARK: - Helpers

    func readLines(_ path: String) -> [String] {
        guard let file = fopen(path, "r") else { return [] }
        defer { fclose(file) }
        var lines: [String] = []
        var buffer = [CChar](repeating: 0, count: 256)
        while fgets(&buffer, Int32(buffer.count), file) != nil {
            let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
            lines.append(String(decoding: bytes, as: UTF8.self).trimmingNewline)
        }
        return lines
    }
}

func format(ms value: Double) -> String { String(format1: value) + " ms" }
func format(us value: Double) -> String { String(format1: value) + " µs" }
func ratio(_ a: Double, _ b: Double) -> String { String(format1: a / b) + "x" }

extension String {
    /// A number with one decimal, without Foundation.
    init(format1 value: Double) {
        guard value.isFinite else { self = "n/a"; return }
        let tenths = Int((value * 10).rounded())
        self = "\(tenths / 10).\(abs(tenths % 10))"
    }

    var trimmingNewline: String { hasSuffix("\n") ? String(dropLast()) : self }
}
