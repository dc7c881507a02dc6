/// Many tabs: loading a script of N tabs against plain Lua building the same table, the
/// memory each tab costs beyond Lua's own, and a key event's cost from 10 to 1,000,000 tabs.
extension Bench {
    static let tabCounts = [10, 10_000, 1_000_000]
    /// Runs of the scripts of fewer than a million tabs, on both sides: loading 10,000 takes
    /// milliseconds, which one run on a shared machine can double (the median is printed).
    static let smallRuns = 5

    func tabRows() throws -> [Row] {
        let small = Self.tabCounts.filter { $0 < 1_000_000 }
        for count in Self.tabCounts { write("tabs/tabs\(count).lua", Scripts.tabs(count)) }
        write("tabs/tabs_spec.lua", Scripts.tabsSpec(Self.tabCounts))
        write("tabs/small_spec.lua", Scripts.tabsSpec(small))
        write("load.lua", Scripts.loadReference)
        // A million tabs load in seconds: past an app's default budget of 1 s, which covers its
        // whole open, and past a spec function's 10 s on a busy machine.
        let big = ["--memory", "4096", "--timeout", "120000"]
        var loads: [Int: [Double]] = [:], eventRuns: [Int: [Double]] = [:], luas: [Int: [Double]] = [:]
        for run in 0..<Self.smallRuns {
            for fields in benchLines(try runSpecs([run == 0 ? "tabs/tabs_spec.lua" : "tabs/small_spec.lua"], big), "tabs") {
                guard fields.count == 3, let count = Int(fields[0]), let ms = Double(fields[1]), let us = Double(fields[2]) else { continue }
                loads[count, default: []].append(ms)
                eventRuns[count, default: []].append(us)
            }
            for count in run == 0 ? Self.tabCounts : small {
                let output = try Child.output(["lua5.4", path("load.lua"), path("tabs/tabs\(count).lua")])
                luas[count, default: []].append(Double(output.split(separator: "\t").first ?? "") ?? .nan)
            }
        }
        let load = loads.mapValues(median), event = eventRuns.mapValues(median), lua = luas.mapValues(median)
        let perTab = try bytesPerTab(small: 10, large: 1_000_000, big)
        let events = Self.tabCounts.map { event[$0] ?? .nan }
        let spread = (events.max() ?? .nan) / (events.min() ?? .nan)
        func loadRow(_ count: Int, target: Double?) -> Row {
            let measured = load[count] ?? .nan, reference = lua[count] ?? .nan
            let under = target.map { measured < $0 } ?? true
            return Row(figure: "load a \(count.grouped)-tab script (tabhost.open)", measured: format(ms: measured),
                       reference: "plain lua5.4 building it \(format(ms: reference)) (\(ratio(measured, reference)))",
                       target: (target.map { "< \(Int($0)) ms, " } ?? "") + "<= 2x plain Lua", ok: under && measured <= 2 * reference)
        }
        return [
            loadRow(10_000, target: 50),
            loadRow(1_000_000, target: nil),
            Row(figure: "memory per tab beyond Lua's own (peak of render, 1,000,000 tabs)", measured: "\(Int(perTab.ours - perTab.lua)) B",
                reference: "tabhost \(Int(perTab.ours)) B per tab, plain lua5.4 \(Int(perTab.lua)) B", target: "<= 300 B",
                ok: perTab.ours - perTab.lua <= 300),
            Row(figure: "key event (press + screen) at 10 / 10,000 / 1,000,000 tabs", measured: events.map(format(us:)).joined(separator: " / "),
                reference: "largest / smallest \(String(decimal: spread))x", target: "flat (<= 1.25x)", ok: spread <= 1.25),
        ]
    }

    /// Peak memory per tab of `render` on the large script over the small one, and the same
    /// for plain Lua running the two scripts.
    private func bytesPerTab(small: Int, large: Int, _ options: [String]) throws -> (ours: Double, lua: Double) {
        func render(_ count: Int) throws -> Double {
            try peakKiB([binary, "render", path("tabs/tabs\(count).lua"), "--size", "80x24"] + options + ["--timeout", "600000"], runs: 1)
        }
        func lua(_ count: Int) throws -> Double { try peakKiB(["lua5.4", path("tabs/tabs\(count).lua")], runs: 1) }
        let tabs = Double(large - small)
        return ((try render(large) - render(small)) * 1024 / tabs, (try lua(large) - lua(small)) * 1024 / tabs)
    }
}

extension Int {
    /// `1000000` as `1,000,000`.
    var grouped: String {
        let digits = Array(String(self))
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return out
    }
}
