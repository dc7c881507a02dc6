import TabHostKit
/// A format of `tabhost test`'s report (`--reporter text|tap|junit|json|gtest`, busted's `-o` names).
///
/// A reporter writes a file's part as soon as the file is done (the text reporter streams;
/// the document formats write everything at the end), then the rest. The summary line
/// `N passed, N failed` that ends the command's output is not a reporter's business:
/// the command prints it last, whatever the format.
package protocol SpecReporter {
    /// The report's part for one spec file, in file order.
    func file(_ result: SpecFileResult) -> String
    /// The rest of the report, after the last file.
    func finish(_ results: [SpecFileResult], totals: SpecTotals) -> String
    /// Whether the report is one document a program reads (then the summary line goes to
    /// stderr, so stdout holds the document alone).
    var isDocument: Bool { get }
}

extension SpecReporter {
    package var isDocument: Bool { true }
}

/// The reporters by `--reporter` name.
package enum SpecReporters {
    package static let names = ["text", "tap", "junit", "json", "gtest", "html"]

    /// The reporter called `name`; `colors` applies to `text` and `gtest`, `verbose` (tracebacks
    /// of errors) to `text`; `partial` marks the documents (tap, junit, json, html) as the
    /// report of a run cut short.
    package static func named(_ name: String, colors: Bool, verbose: Bool = false, partial: Bool = false) -> (any SpecReporter)? {
        switch name {
        case "text": TextReporter(colors: colors, verbose: verbose)
        case "tap": TAPReporter(partial: partial)
        case "junit": JUnitReporter(partial: partial)
        case "json": JSONReporter(partial: partial)
        case "gtest": GTestReporter(colors: colors)
        case "html": HTMLReporter(partial: partial)
        default: nil
        }
    }
}

/// Seconds with three decimals (`0.012`), without Foundation's formatter.
func decimalSeconds(_ seconds: Double) -> String {
    let milliseconds = seconds.isFinite ? max(0, Int((seconds * 1000).rounded())) : 0
    let fraction = String(milliseconds % 1000)
    return "\(milliseconds / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
}
