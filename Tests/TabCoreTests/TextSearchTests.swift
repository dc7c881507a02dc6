import Testing
@testable import TabCore

/// `TextSearch`: the host's own text-in-text search, checked against the standard library's
/// on generated ASCII text (where bytes and characters agree) and on the cases that matter.
@Suite struct TextSearchTests {
    @Test func findsTheFirstOccurrence() {
        #expect("abc".firstRange(ofText: "abc").map { "abc"[$0] } == "abc")
        let text = "<!-- totals 1 2 --> x <!-- totals 3 -->"
        let range = text.firstRange(ofText: " -->")
        #expect(range.map { text[..<$0.lowerBound] } == "<!-- totals 1 2")
        #expect("aaab".firstRange(ofText: "aab").map { "aaab".distance(from: "aaab".startIndex, to: $0.lowerBound) } == 1)
        #expect("ab".firstRange(ofText: "abc") == nil)
        #expect("".firstRange(ofText: "a") == nil)
        #expect("x".firstRange(ofText: "").map { $0.isEmpty && $0.lowerBound == "x".startIndex } == true)
        #expect("日本語の本 ]==] ok".containsText("]==]"))
        #expect("xterm-256color"[...].containsText("256color"))
        #expect(!"xterm".containsText("256color"))
    }

    @Test func replacesEveryOccurrenceLeftToRight() {
        #expect("a/b/c".replacingText("/", with: ".") == "a.b.c")
        #expect("line\nnext\n".replacingText("\n", with: "↵") == "line↵next↵")
        #expect("/tmp/x.tmp and /tmp/x.tmp".replacingText("/tmp/x.tmp", with: "spec.lua") == "spec.lua and spec.lua")
        #expect("aaa".replacingText("aa", with: "b") == "ba")
        #expect("none".replacingText("x", with: "y") == "none")
    }

    @Test func agreesWithTheStandardLibraryOnASCII() {
        var random = SplitMix(seed: 11)
        let letters = Array("ab -\n")
        func text(_ length: Int) -> String { String((0..<length).map { _ in letters[random.next(below: letters.count)] }) }
        for _ in 0..<2000 {
            let haystack = text(random.next(below: 30))
            let needle = text(1 + random.next(below: 4))
            #expect(haystack.firstRange(ofText: needle) == haystack.firstRange(of: needle), "\(haystack.debugDescription) \(needle.debugDescription)")
            #expect(haystack.replacingText(needle, with: "<>") == haystack.replacing(needle, with: "<>"))
        }
    }
}
