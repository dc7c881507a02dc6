import LuaBridge
import TabCore
@testable import TabHostKit

// A tiny DSL so tests write Lua values as literals, the way a script would:
// `["title": "First", "tabs": [["id": "1"]]]`. String keys are sorted, as the bridge does.

extension LuaValue: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
}

extension LuaValue: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int64) { self = .integer(value) }
}

extension LuaValue: ExpressibleByFloatLiteral {
    public init(floatLiteral value: Double) { self = .number(value) }
}

extension LuaValue: ExpressibleByBooleanLiteral {
    public init(booleanLiteral value: Bool) { self = .boolean(value) }
}

extension LuaValue: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: LuaValue...) { self = .table(LuaTable(array: elements)) }
}

extension LuaValue: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, LuaValue)...) {
        self = .table(array: [], elements)
    }
}

extension LuaValue {
    /// A table with both a sequence part and named fields: `.table(array: ["a"], [("k", 1)])`.
    static func table(array: [LuaValue], _ fields: [(String, LuaValue)]) -> LuaValue {
        let sorted = fields.sorted { $0.0 < $1.0 }
        return .table(LuaTable(array: array, entries: sorted.map { (key: .string($0.0), value: $0.1) }))
    }

    /// A table with arbitrary keys, in the given order: `.raw([(3, "c"), (true, 1)])`.
    static func raw(_ entries: [(LuaValue, LuaValue)]) -> LuaValue {
        .table(LuaTable(array: [], entries: entries.map { (key: $0.0, value: $0.1) }))
    }

    /// A Lua function with registry reference `ref`.
    static func fn(_ ref: Int32) -> LuaValue { .function(LuaFunction(ref: ref, generation: 1)) }
}

/// The function mapping tests use: the registry reference becomes the id.
func byRef(_ function: LuaFunction) -> ScriptFunction { ScriptFunction(id: function.ref) }

/// The printed problem when setting one style parameter fails, or nil when it succeeds.
func styleProblem(_ name: String, _ value: LuaValue) -> String? {
    var style = BarStyle()
    do {
        try StyleDecoder.decode(name, value, into: &style, path: "style.\(name)", function: byRef)
        return nil
    } catch {
        return error.description
    }
}

/// The style after setting one parameter (fails the test through `#require` at the call site
/// when it throws).
func styled(_ name: String, _ value: LuaValue) throws -> BarStyle {
    var style = BarStyle()
    try StyleDecoder.decode(name, value, into: &style, path: "style.\(name)")
    return style
}

/// An example script with every part of a script (docs/scripting.md, "The shape of a script").
let specExampleSource = """
local tabhost = require "tabhost"

return tabhost.container {
  style = { fitTabs = true, isIndicatorVisible = true, indicatorColor = "#404040" },
  tabs = {
    { id = "1", title = "First",  page = "Hello" },
    { id = "2", title = "Second", page = function(ctx) return { "rows", "of", "text" } end },
    { id = "mute", title = "Mute", kind = "toggle", image = "🔇", selectedImage = "🔊" },
    { id = "refresh", title = "Refresh", kind = "button", action = function(c, item) end },
  },
  didSelect = function(c, item, index) end,
  tabSwitched = function(c, toItem, fromItem) end,
}
"""

/// Builds a path from Lua-ish steps: `path("tabs", 2, "title")`.
func path(_ steps: any Sendable...) -> [PathComponent] {
    steps.map { step in
        if let index = step as? Int { .index(index) } else { .key("\(step)") }
    }
}
