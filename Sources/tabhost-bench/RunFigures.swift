import Glibc

/// The figures of `tabhost run` on a pseudo-terminal: a save until its frame, and the bytes a
/// tab switch writes.
extension Bench {
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
                   reference: "first frame \(first) B (\(first / max(1, switched))x); Textual ~1.9 KB (published)",
                   target: "< 500 B, >= 50x fewer", ok: switched < 500 && switched * 50 <= first)
    }

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
