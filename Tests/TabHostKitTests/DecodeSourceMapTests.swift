import Testing
@testable import TabHostKit

@Suite struct DecodeSourceMapTests {
    @Test func placesEveryLiteralPathOfTheSpecExample() {
        let map = SourceMap(source: specExampleSource)
        #expect(map.returnLine == 3)
        #expect(map.exactLine(for: []) == 3)
        #expect(map.exactLine(for: path("style")) == 4)
        #expect(map.exactLine(for: path("style", "indicatorColor")) == 4)
        #expect(map.exactLine(for: path("tabs")) == 5)
        #expect(map.exactLine(for: path("tabs", 1)) == 6)
        #expect(map.exactLine(for: path("tabs", 2)) == 7)
        #expect(map.exactLine(for: path("tabs", 2, "title")) == 7)
        #expect(map.exactLine(for: path("tabs", 3, "selectedImage")) == 8)
        #expect(map.exactLine(for: path("tabs", 4, "action")) == 9)
        #expect(map.exactLine(for: path("didSelect")) == 11)
        #expect(map.exactLine(for: path("tabSwitched")) == 12)
    }

    @Test func doesNotMapTablesBuiltInsideFunctions() {
        let map = SourceMap(source: specExampleSource)
        #expect(map.exactLine(for: path("tabs", 2, "page", 1)) == nil)
        #expect(map.exactLine(for: path("tabs", 5)) == nil)
    }

    private let multiline = """
    return {
      tabs = {
        {
          id = "inbox",
          title = "{ -- not a comment }",
        },
        -- a comment { with braces }
        --[==[ a long comment
          { id = "x" } ]] still inside ]==]
        {
          id = [[long
    string]],
          title = 'Sent\\'s',
          page = { "a", { { text = "b", fg = "red" } } },
        },
        [5] = { title = "fifth" },
      },
      style = {
        tabsGapp = 2;
        horizontalInsets = { left = 1,
          right = 2 },
      },
      ["keys"] = { ["ctrl+r"] = function(c) local a, b = { 1 }, 2 end, x = 1 },
      [ "odd" .. "key" ] = { y = 2 },
      selected = "inbox",
    }
    """

    @Test func followsMultilineItemsCommentsAndLongStrings() {
        let map = SourceMap(source: multiline)
        #expect(map.exactLine(for: path("tabs", 1)) == 3)
        #expect(map.exactLine(for: path("tabs", 1, "title")) == 5)
        #expect(map.exactLine(for: path("tabs", 2)) == 10)
        #expect(map.exactLine(for: path("tabs", 2, "id")) == 11)
        #expect(map.exactLine(for: path("tabs", 2, "title")) == 13)
        #expect(map.exactLine(for: path("tabs", 2, "page", 2, 1, "fg")) == 14)
        #expect(map.exactLine(for: path("tabs", 5, "title")) == 16)
        #expect(map.exactLine(for: path("tabs", 3)) == nil)
        #expect(map.exactLine(for: path("style", "tabsGapp")) == 19)
        #expect(map.exactLine(for: path("style", "horizontalInsets", "right")) == 21)
        #expect(map.exactLine(for: path("keys", "ctrl+r")) == 23)
        #expect(map.exactLine(for: path("keys", "x")) == 23)
        #expect(map.exactLine(for: path("selected")) == 25)
        #expect(map.exactLine(for: path("y")) == nil)
    }

    @Test func fallsBackToTheNearestAncestorThenTheReturn() {
        let source = """
        local function make() return { { title = "a" } } end
        return {
          tabs = make(),
          style = { },
        }
        """
        let map = SourceMap(source: source)
        #expect(map.line(for: path("tabs", 1, "title")) == 3)
        #expect(map.line(for: path("style", "tabsGap")) == 4)
        #expect(map.line(for: path("nothing", "here")) == 2)
        #expect(map.returnLine == 2)
    }

    @Test func usesTheChunkReturnNotOneInsideABlock() {
        let source = """
        local t = {}
        if os then
          return { wrong = 1 }
        end
        return {
          right = 1,
        }
        """
        let map = SourceMap(source: source)
        #expect(map.returnLine == 5)
        #expect(map.exactLine(for: path("right")) == 6)
        #expect(map.exactLine(for: path("wrong")) == nil)
    }

    @Test func followsALocalReturnedByName() {
        let source = """
        local tabhost = require "tabhost"
        local c = tabhost.container {
          tabs = { { id = "a" } },
        }
        c.style = {
          tabsGap = 2,
        }
        c.tabs[2] = { title = "b" }
        c.didSelect = function(c2, item)
          c.style.tabsGap = 9
        end
        return c
        """
        let map = SourceMap(source: source)
        #expect(map.returnLine == 12)
        #expect(map.exactLine(for: []) == 2)
        #expect(map.exactLine(for: path("tabs", 1, "id")) == 3)
        #expect(map.exactLine(for: path("style")) == 5)
        #expect(map.exactLine(for: path("style", "tabsGap")) == 6)
        #expect(map.exactLine(for: path("tabs", 2, "title")) == 8)
        #expect(map.exactLine(for: path("didSelect")) == 9)
    }

    @Test func acceptsCallsWithParenthesesAndPlainTables() {
        #expect(SourceMap(source: "return tabhost.container({\n  tabs = {},\n})").exactLine(for: path("tabs")) == 2)
        #expect(SourceMap(source: "return ({\n  tabs = {},\n})").exactLine(for: path("tabs")) == 2)
        #expect(SourceMap(source: "\n\nreturn {\n\n  tabs = {} }").exactLine(for: path("tabs")) == 5)
    }

    @Test func knowsNothingWithoutAReturn() {
        let map = SourceMap(source: "local x = { a = 1 }")
        #expect(map.returnLine == nil)
        #expect(map.line(for: path("a")) == nil)
    }

    @Test func countsWindowsAndOldMacLineBreaks() {
        let map = SourceMap(source: "return {\r\n  a = 1,\r\n\r\n  b = 2,\r  c = 3 }")
        #expect(map.exactLine(for: path("a")) == 2)
        #expect(map.exactLine(for: path("b")) == 4)
        #expect(map.exactLine(for: path("c")) == 5)
    }

    @Test func survivesUnfinishedAndDeeplyNestedSource() {
        for source in ["return {", "return { a = ", "return { [", "return { \"abc", "return --[[", "return { [[x",
                       "return {" + String(repeating: "{", count: 5000), "return {" + String(repeating: "function ", count: 300),
                       "return { a = function() end end end }", "return }}}}", "return { [1 = 2 }"] {
            _ = SourceMap(source: source).line(for: path("a", 1))
        }
    }

    @Test func neverCrashesOnRandomBytes() {
        var random = SeededRandom(seed: 0x7AB405)
        let pieces = ["{", "}", "[", "]", "[[", "]]", "[=[", "--", "--[[", "\"", "'", "\\", "=", ",", ";", "(", ")",
                      "return", "function", "end", "do", "if", "tabs", "title", ".", "\n", "\r", " ", "0x", "1e", "9",
                      "tabhost.container", "..."]
        for round in 0..<400 {
            var bytes: [UInt8] = []
            for _ in 0..<random.next(below: 600) {
                if round.isMultiple(of: 2) {
                    bytes.append(UInt8(truncatingIfNeeded: random.next(below: 256)))
                } else {
                    bytes.append(contentsOf: Array(pieces[random.next(below: pieces.count)].utf8))
                }
            }
            let map = SourceMap(source: String(decoding: bytes, as: UTF8.self))
            _ = map.line(for: path("tabs", 2, "title"))
        }
    }
}

/// A small deterministic generator (SplitMix64), so a failing random input can be replayed.
struct SeededRandom {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next(below bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(max(1, bound)))
    }
}
