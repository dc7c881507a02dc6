import Testing
@testable import TabCore

/// An item is small (a script may list a million): the fields most items leave at their
/// defaults sit in a box shared between copies and copied before a change.
@Suite struct ItemTests {
    @Test func anItemIsSmallAndItsPlainPageInline() {
        #expect(MemoryLayout<Item>.stride <= 64)
        #expect(MemoryLayout<Page>.size <= 17)
    }

    @Test func boxedFieldsChangeOnlyTheItemWritten() {
        var original = Item(id: "a", title: "A")
        original.image = "🔇"
        original.style.textAlignment = .right
        var copy = original
        copy.image = "🔊"
        copy.badgeValue = ""
        copy.style.titleFont = .bold
        #expect(original.image == "🔇" && original.badgeValue == nil && original.style.titleFont == nil)
        #expect(copy.image == "🔊" && copy.badgeValue == "" && copy.style.titleFont == .bold)
        #expect(copy.style.textAlignment == .right)
        copy.image = nil
        #expect(copy.image == nil && original.image == "🔇")
    }

    @Test func literalPagesReadAsRows() {
        #expect(Page.line("Hello").literalRows == [[Span("Hello")]])
        #expect(Page.rows([[Span("a")], []]).literalRows == [[Span("a")], []])
        #expect(Page.none.literalRows == nil)
        #expect(Page.function(ScriptFunction(id: 1)).literalRows == nil)
    }
}
