/// Text found in text, the few ways the host needs it (a marker in a report, a label in a
/// message, a module name's separators): by UTF-8 bytes, so that none of the standard
/// library's collection searches (`contains(_:)`, `firstRange(of:)`, `ranges(of:)`,
/// `replacing(_:with:)`, `split(separator:)` with a string) brings the regex engine's module,
/// _StringProcessing, into the binary and its start (docs/performance.md, "Cold start").
///
/// Bytes, not characters: a needle matches where its bytes are, even inside a character
/// (`e` in `e\u{301}`). Every needle the host searches for is ASCII text between characters.
extension StringProtocol {
    /// Where `needle` first occurs, or nil; an empty needle is found at the start.
    package func firstRange(ofText needle: some StringProtocol) -> Range<Index>? {
        let bytes = utf8
        let pattern = Array(needle.utf8)
        guard let first = pattern.first else { return startIndex..<startIndex }
        var from = bytes.startIndex
        while let start = bytes[from...].firstIndex(of: first) {
            var at = start
            var matched = 0
            while matched < pattern.count, at < bytes.endIndex, bytes[at] == pattern[matched] {
                bytes.formIndex(after: &at)
                matched += 1
            }
            if matched == pattern.count { return start..<at }
            from = bytes.index(after: start)
        }
        return nil
    }

    /// Whether `needle` occurs.
    package func containsText(_ needle: some StringProtocol) -> Bool {
        firstRange(ofText: needle) != nil
    }
}

extension String {
    /// A copy with every occurrence of `target` (not empty) replaced, left to right.
    package func replacingText(_ target: String, with replacement: String) -> String {
        precondition(!target.isEmpty, "replacingText: an empty target")
        var result = ""
        var rest = self[...]
        while let range = rest.firstRange(ofText: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
