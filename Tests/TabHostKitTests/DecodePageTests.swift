import LuaBridge
import TabCore
import Testing
@testable import TabHostKit

@Suite struct DecodePageTests {
    private func page(_ page: String) throws -> Page {
        try #require(try decodeScript("return { tabs = { { page = \(page) } } }").get().container.items.first).page
    }

    private func rows(_ page: String) throws -> [Row] {
        guard let rows = try self.page(page).literalRows else {
            Issue.record("not rows")
            return []
        }
        return rows
    }

    private func plain(_ lines: String...) -> [Row] { lines.map { [Span($0)] } }

    @Test func splitsStringsOnLineBreaks() throws {
        #expect(try rows("'Hello'") == plain("Hello"))
        #expect(try rows("'a\\nb\\r\\nc\\n'") == plain("a", "b", "c"))
        #expect(try rows("'a\\n\\n'") == plain("a", ""))
        #expect(try rows("''") == [])
        #expect(try rows("42") == plain("42"))
    }

    @Test func readsListsOfStringsAndRowsOfSpans() throws {
        #expect(try rows("{ 'one', 'two\\nthree', 4 }") == plain("one", "two", "three", "4"))
        #expect(try rows("{ 'title', '', 'body' }") == [[Span("title")], [], [Span("body")]])  // "" in a list is a blank row
        let styled = try rows("""
        { { "plain ", { text = "red", fg = "red", bg = 17, bold = true, underline = true } },
          { text = "alone", italic = true, dim = false },
          { { fg = "blue" } } }
        """)
        #expect(styled == [
            [Span("plain "), Span("red", style: Style(fg: .ansi(1), bg: .indexed(17), attributes: [.bold, .underline]))],
            [Span("alone", style: Style(attributes: .italic))],
            [Span("", style: Style(fg: .ansi(4)))],
        ])
    }

    @Test func keepsFunctionsAndNothing() throws {
        guard case .function(let function) = try page("function(ctx) return 'x' end") else {
            Issue.record("not a function")
            return
        }
        #expect(function == ScriptFunction(id: 1))
        guard case .none = try #require(try decodeScript("return { tabs = { {} } }").get().container.items.first).page else {
            Issue.record("not none")
            return
        }
    }

    @Test func nestsAContainerWithItsOwnSelection() throws {
        guard case .container(let nested) = try page("""
        { tabs = { { id = "x" }, { id = "y", page = "inner" } }, selected = "y", style = { tabsGap = 3 },
          didSelect = function() end }
        """) else {
            Issue.record("not a container")
            return
        }
        #expect(nested.items.map(\.id) == ["x", "y"])
        #expect(nested.selectedID == "y")
        #expect(nested.style.tabsGap == 3)
        #expect(nested.callbacks.didSelect == ScriptFunction(id: 1))
    }

    @Test func locatesProblemsInsideNestedContainers() {
        let source = """
        return {
          tabs = {
            { id = "mail" },
            { id = "settings", page = tabhost.container {
                state = {},
                tabs = {
                  { title = 42 },
                },
                selected = "general",
              },
            },
          },
        }
        """
        #expect(problems(source) == [
            "a.lua:5: tabs[2].page.state: state is kept only for the script's own container, not a nested one",
            "a.lua:7: tabs[2].page.tabs[1].title: string expected, got number",
            "a.lua:9: tabs[2].page.selected: no item with id 'general'",
        ])
    }

    @Test func refusesRunawayNesting() {
        var page: LuaValue = ["tabs": [["title": "leaf"]]]
        for _ in 0..<40 { page = ["tabs": [["page": page]]] }
        let result = decode(page, file: "deep.lua")
        let expected = "deep.lua: " + Array(repeating: "tabs[1].page", count: 17).joined(separator: ".")
            + ": containers nest too deeply (at most 16 levels)"
        #expect(result.failureDescriptions == [expected])
    }

    @Test(arguments: [
        ("true", "a.lua:1: tabs[1].page: string, table or function expected, got boolean"),
        ("{ 'a', false }", "a.lua:1: tabs[1].page[2]: string or table expected, got boolean"),
        ("{ { 'a', fg = 'red' } }",
         "a.lua:1: tabs[1].page[1].fg: unexpected field in a row of spans (put it in a span: { text = ..., fg = ... })"),
        ("{ title = 'x' }", "a.lua:1: tabs[1].page.title: unexpected field (a page is a list of rows, or a container with tabs)"),
        ("{ { { text = 'a', bgg = 1 } } }", "a.lua:1: tabs[1].page[1][1].bgg: unknown field (did you mean bg?)"),
        ("{ { { text = 'a', fg = 'nope' } } }",
         "a.lua:1: tabs[1].page[1][1].fg: invalid color 'nope' (expected #rrggbb, #rgb, a color name, 0-255 or {r, g, b})"),
        ("{ { { text = 'a', bold = 'yes' } } }", "a.lua:1: tabs[1].page[1][1].bold: boolean expected, got string"),
        ("{ { { text = {} } } }", "a.lua:1: tabs[1].page[1][1].text: string expected, got table"),
        ("{ { true } }", "a.lua:1: tabs[1].page[1][1]: string or table expected, got boolean"),
    ])
    func reportsBadPages(page: String, message: String) {
        #expect(problems("return { tabs = { { page = \(page) } } }") == [message])
    }

    @Test func decodesPageFunctionResultsForTheRuntime() throws {
        #expect(try PageDecoder.rows(from: .nil, path: "tabs[2].page") == [])
        #expect(try PageDecoder.rows(from: "a\nb", path: "tabs[2].page") == plain("a", "b"))
        #expect(try PageDecoder.rows(from: ["x", ["y", ["text": "z"]]], path: "tabs[2].page") == [[Span("x")], [Span("y"), Span("z")]])
        #expect(throws: ScriptProblem(path: "tabs[2].page", message: "string or table expected, got function")) {
            try PageDecoder.rows(from: .fn(1), path: "tabs[2].page")
        }
        #expect(throws: ScriptProblem(path: "tabs[2].page[1]", message: "string or table expected, got boolean")) {
            try PageDecoder.rows(from: [false], path: "tabs[2].page")
        }
    }
}
