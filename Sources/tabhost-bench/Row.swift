import Glibc

/// One row of the table: `figure | measured | reference | target | ok?`.
struct Row {
    var figure: String
    var measured: String
    var reference: String
    var target: String
    /// nil when the figure has no target to meet here (a reference was skipped).
    var ok: Bool?
}

/// The table, columns padded to their widest cell.
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

/// The median of some measurements.
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

func format(ms value: Double) -> String { String(decimal: value) + " ms" }
func format(us value: Double) -> String { String(decimal: value) + " µs" }
func format(kib value: Double) -> String { String(decimal: value / 1024) + " MiB" }
func ratio(_ a: Double, _ b: Double) -> String { String(decimal: a / b) + "x" }

extension String {
    /// A number with one decimal (two under 10), without Foundation.
    init(decimal value: Double) {
        guard value.isFinite else { self = "n/a"; return }
        let places = abs(value) < 10 ? 100 : 10
        let scaled = Int((value * Double(places)).rounded())
        let fraction = String(abs(scaled % places))
        self = "\(scaled / places)." + String(repeating: "0", count: (places == 100 ? 2 : 1) - fraction.count) + fraction
    }

    var trimmingNewline: String { hasSuffix("\n") ? String(dropLast()) : self }
}
