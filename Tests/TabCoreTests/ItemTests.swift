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

    @Test func theIndexFindsEachIdsFirstItemAndGrows() {
        let items = ["a", "b", "a", "", "日本", "c"].map { Item(id: $0, title: "") }
        #expect(ItemIndex(items).position(of: "a", in: items) == 0)
        #expect(ItemIndex(items).position(of: "日本", in: items) == 4)
        #expect(ItemIndex(items).position(of: "z", in: items) == nil)
        var index = ItemIndex(capacity: 0)
        #expect(items.indices.map { index.insert($0, of: items) } == [nil, nil, 0, nil, nil, nil])
        #expect(items.indices.map { index.position(of: items[$0].id, in: items) } == [0, 1, 0, 3, 4, 5])
        let many = (0..<1000).map { Item(id: "tab \($0)", title: "") }
        let big = ItemIndex(many)
        #expect(many.indices.allSatisfy { big.position(of: "tab \($0)", in: many) == $0 })
    }
}
