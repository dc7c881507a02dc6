import TabHostKit
import TabCore
/// `tabhost report merge`: one HTML report of several (the shards of a run), made from the
/// marker comments `HTMLReport` writes: the totals added up, the file sections in the order
/// of the pages given. A page cut short (partial) makes the merged page partial too.
package enum HTMLReportMerge {
    /// The merged page of the report files at `paths`.
    package static func merge(files paths: [String]) -> Result<String, MergeProblem> {
        var pages: [(name: String, text: String)] = []
        for path in paths {
            switch FileSystem.read(path) {
            case .success(let text): pages.append((path, text))
            case .failure(let reason): return .failure(MergeProblem(description: reason.description))
            }
        }
        return merge(pages)
    }

    /// The merged page, or what is wrong with one of the `pages` (named by `name`).
    package static func merge(_ pages: [(name: String, text: String)]) -> Result<String, MergeProblem> {
        var totals = HTMLReport.Totals()
        var sections: [String] = []
        for page in pages {
            guard let counts = self.totals(in: page.text) else {
                return .failure(MergeProblem(description: "\(page.name): not a tabhost HTML report (no totals marker)"))
            }
            totals.passed += counts[0]
            totals.failed += counts[1]
            totals.errors += counts[2]
            totals.skipped += counts[3]
            totals.milliseconds += counts[4]
            totals.partial = totals.partial || counts[5] != 0
            sections += self.sections(in: page.text)
        }
        return .success(HTMLReport.page(sections: sections, totals: totals))
    }

    /// The six numbers of the totals marker.
    private static func totals(in text: String) -> [Int]? {
        let head = "<!-- tabhost-report totals "
        guard let start = text.firstRange(ofText: head),
              let end = text[start.upperBound...].firstRange(ofText: " -->") else { return nil }
        let numbers = text[start.upperBound..<end.lowerBound].split(separator: " ").compactMap { Int($0) }
        return numbers.count == 6 ? numbers : nil
    }

    /// Each file section with its markers, in page order.
    private static func sections(in text: String) -> [String] {
        var found: [String] = []
        var rest = text[...]
        while let start = rest.firstRange(ofText: HTMLReport.sectionStart),
              let end = rest[start.upperBound...].firstRange(ofText: HTMLReport.sectionEnd) {
            found.append(String(rest[start.lowerBound..<end.upperBound]) + "\n")
            rest = rest[end.upperBound...]
        }
        return found
    }
}

/// Why reports cannot be merged.
package struct MergeProblem: Error, CustomStringConvertible {
    package var description: String
}
