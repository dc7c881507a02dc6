/// The figures of one key event through the spec API (`app:press` then `app:screen()` or
/// `app:hit`), on btab's scene at three sizes, against tui-rs and plain Lua doing the same.
extension Bench {
    static let sizes = [(80, 24), (200, 60), (400, 120)]

    /// Microseconds per event at each size, from paired rounds: each round runs tabhost, then
    /// tui-rs, then Lua, so a busy moment of the machine hits all three.
    struct EventTimes {
        var screen: [[Double]] = Array(repeating: [], count: Bench.sizes.count)
        var render: [[Double]] = Array(repeating: [], count: Bench.sizes.count)
        var tuiString: [[Double]] = Array(repeating: [], count: Bench.sizes.count)
        var tuiDraw: [[Double]] = Array(repeating: [], count: Bench.sizes.count)
        var lua: [[Double]] = Array(repeating: [], count: Bench.sizes.count)
    }

    func eventRows() throws -> [Row] {
        write("events/events_spec.lua", Scripts.eventSpec(events: 2000))
        _ = try Child.output(["cp", "examples/btab.lua", path("events/btab.lua")])
        write("key.lua", Scripts.keyReference)
        var times = EventTimes()
        for _ in 0..<rounds { try measureRound(into: &times) }
        return Self.sizes.indices.map { screenRow($0, times) } + Self.sizes.indices.map { renderRow($0, times) }
    }

    private func measureRound(into times: inout EventTimes) throws {
        let output = try runSpecs(["events/events_spec.lua"])
        let lines = benchLines(output, "event")
        guard !lines.isEmpty else { throw BenchError(description: "the key-event spec printed no figures:\n\(output)") }
        for fields in lines {
            guard fields.count == 4, let index = Self.index(fields), let screen = Double(fields[2]), let render = Double(fields[3]) else { continue }
            times.screen[index].append(screen)
            times.render[index].append(render)
        }
        if let tui {
            for line in try Child.output([tui, "events", "2000"]).split(separator: "\n") {
                let fields = line.split(separator: " ").map(String.init)
                guard fields.count == 4, let index = Self.index(fields), let string = Double(fields[2]), let draw = Double(fields[3]) else { continue }
                times.tuiString[index].append(string)
                times.tuiDraw[index].append(draw)
            }
        }
        for (index, (width, height)) in Self.sizes.enumerated() {
            let events = Scripts.events(2000, width: width, height: height)
            let output = try Child.output(["lua5.4", path("key.lua"), String(width), String(height), String(events)])
            if let value = Double(output.split(separator: "\n").first ?? "") { times.lua[index].append(value) }
        }
    }

    /// The size a result line names.
    private static func index(_ fields: [String]) -> Int? {
        sizes.firstIndex { String($0.0) == fields[0] && String($0.1) == fields[1] }
    }

    private func screenRow(_ index: Int, _ times: EventTimes) -> Row {
        let (width, height) = Self.sizes[index]
        let measured = median(times.screen[index])
        let lua = "plain lua5.4 " + format(us: median(times.lua[index]))
        var row = Row(figure: "key event: app:press + app:screen(), btab \(width)x\(height)", measured: format(us: measured),
                      reference: lua + "; " + tuiSkipped, target: "<= tui-rs draw + String", ok: nil)
        if tui != nil {
            let reference = median(times.tuiString[index])
            row.reference = "tui-rs draw + String \(format(us: reference)) (\(ratio(measured, reference))); " + lua
            row.ok = measured <= reference
        }
        return row
    }

    private func renderRow(_ index: Int, _ times: EventTimes) -> Row {
        let (width, height) = Self.sizes[index]
        let measured = median(times.render[index])
        var row = Row(figure: "render only: app:press + app:hit, btab \(width)x\(height)", measured: format(us: measured),
                      reference: tuiSkipped, target: "<= 1/2 tui-rs draw", ok: nil)
        if tui != nil {
            let reference = median(times.tuiDraw[index])
            row.reference = "tui-rs draw \(format(us: reference)) (\(ratio(measured, reference)))"
            row.ok = 2 * measured <= reference
        }
        return row
    }
}
