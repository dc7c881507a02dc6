import Testing
@testable import TabCore

/// Compares a frame's text with a literal screen, one string per row (trailing spaces are
/// ignored). On failure it prints both screens and the rows that differ.
func expectScreen(_ frame: Frame, _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation) {
    let actual = frame.screen.lines
    let wanted = expected.map(trimmedTrailingSpaces)
    guard actual != wanted else { return }
    let differing = (0..<max(actual.count, wanted.count)).filter { row in
        (row < actual.count ? actual[row] : nil) != (row < wanted.count ? wanted[row] : nil)
    }
    let message = """
        screen differs in rows \(differing.map(String.init).joined(separator: ", "))
        expected:
        \(framed(wanted))
        actual:
        \(framed(actual))
        """
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}

private func trimmedTrailingSpaces(_ line: String) -> String {
    var line = line
    while line.last == " " { line.removeLast() }
    return line
}

/// Rows numbered and fenced, so trailing blanks and empty rows are visible.
private func framed(_ lines: [String]) -> String {
    lines.enumerated().map { "\($0.offset < 10 ? " " : "")\($0.offset) |\($0.element)|" }.joined(separator: "\n")
}

/// A container of `tab` items titled `titles` (ids "1", "2", ...), the first selected.
func makeContainer(_ titles: [String], selected: String? = "1", style configure: (inout BarStyle) -> Void = { _ in }) -> Container {
    var container = Container()
    container.items = titles.enumerated().map { Item(id: String($0.offset + 1), title: $0.element) }
    container.selectedID = selected
    configure(&container.style)
    return container
}

/// Page rows from plain lines.
func plainPage(_ lines: String...) -> [Row] { lines.map { [Span($0)] } }

/// Renders at `width` x `height`.
func draw(_ container: Container, _ width: Int, _ height: Int, page: [Row] = [], status: String? = nil) -> Frame {
    Renderer.render(container, page: page, width: width, height: height, status: status.map { StatusMessage($0) })
}

let btabTitles = ["First", "Second", "Third"]
