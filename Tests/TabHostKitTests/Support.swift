@testable import TabHostKit

/// Loads a script from source text for a test.
func load(_ source: String, name: String = "test.lua") throws -> ScriptHost {
    try ScriptHost(source: source, name: name, root: "/tmp")
}

/// The expectation helper for screens: compares rows and describes the difference.
func screenDifference(_ actual: [String], _ expected: [String]) -> String? {
    guard actual != expected else { return nil }
    var report = "expected:\n" + expected.map { "|\($0)|" }.joined(separator: "\n")
    report += "\nactual:\n" + actual.map { "|\($0)|" }.joined(separator: "\n")
    let rows = (0..<max(actual.count, expected.count)).filter {
        (actual.indices.contains($0) ? actual[$0] : nil) != (expected.indices.contains($0) ? expected[$0] : nil)
    }
    return report + "\ndiffering rows: " + rows.map(String.init).joined(separator: ", ")
}
