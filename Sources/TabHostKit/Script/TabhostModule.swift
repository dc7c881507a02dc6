import LuaBridge
import TabCore

/// One function of the `tabhost` module, with the doc and LuaCATS signature it is published
/// with (the type stub `types/tabhost.lua` and docs/scripting.md are checked against this table).
struct HostFunction: Sendable {
    let name: String
    /// LuaCATS form, e.g. `fun(s: string): integer`.
    let signature: String
    let doc: String
    /// How its arguments are read (`container` keeps its table as it is).
    var reading = LuaReading.snapshot
    let body: @Sendable (Arguments) throws -> [LuaValue]
}

/// The `tabhost` module scripts `require` (also the global `tabhost`).
package enum TabhostModule {
    static let version = "0.1.0"

    /// Every function of the module, in the order the docs list them.
    static let functions: [HostFunction] = [
        HostFunction(
            name: "container", signature: "fun(t: tabhost.ContainerSpec): tabhost.ContainerSpec",
            doc: "Declares a tab container; returns the table unchanged (a plain table works the same).",
            reading: .references
        ) { arguments in
            guard arguments[1].isTableReference else { throw arguments.mismatch(1, "table") }
            return [arguments[1]]
        },
        HostFunction(
            name: "width", signature: "fun(s: string): integer",
            doc: "Display width of `s` in cells (grapheme clusters, wide characters count 2)."
        ) { arguments in
            [.integer(Int64(TextWidth.of(try arguments.string(1))))]
        },
        HostFunction(
            name: "truncate", signature: "fun(s: string, n: integer, ellipsis?: string): string",
            doc: "Cuts `s` to at most `n` cells, ending with `ellipsis` (default `…`) when cut.",
            body: fitting(default: "…") { _, text, width, ellipsis in
                TextWidth.truncate(text, to: width, ellipsis: ellipsis)
            }
        ),
        HostFunction(
            name: "pad", signature: "fun(s: string, n: integer, align?: \"left\"|\"center\"|\"right\"): string",
            doc: "Pads (or truncates) `s` to exactly `n` cells; `align` defaults to `left`.",
            body: fitting(default: "left") { arguments, text, width, alignName in
                guard let align = TextAlignment(rawValue: alignName) else {
                    throw arguments.error(3, "expected left, center or right, got '\(NameEcho.shown(alignName))'")
                }
                try arguments.reserve(max(width, 0) + text.utf8.count)  // before making it
                return TextWidth.pad(text, to: width, align: align)
            }
        ),
    ]

    /// The body of a function that fits a string to a width in cells, `(s, n, option?)`, the
    /// option defaulting to `option`: `fit` gets the three and returns the fitted string.
    private static func fitting(
        default option: String, _ fit: @escaping @Sendable (Arguments, String, Int, String) throws -> String
    ) -> @Sendable (Arguments) throws -> [LuaValue] {
        { arguments in
            let text = try arguments.string(1), width = try arguments.integer(2)
            return [.string(try fit(arguments, text, width, try arguments.optionalString(3) ?? option))]
        }
    }

    /// Registers the module as `require "tabhost"` and as the global `tabhost`.
    package static func install(in vm: LuaVM) {
        var entries: [(key: LuaValue, value: LuaValue)] = functions.map { function in
            (.string(function.name), vm.function(name: function.name, reading: function.reading) { [unowned vm] values in
                try function.body(Arguments(values: values, function: function.name, reserve: vm.reserve))
            })
        }
        entries.append((.string("version"), .string(version)))
        let module = (try? vm.reference(.table(LuaTable(entries: entries)))) ?? .table(LuaTable(entries: entries))
        vm.preload("tabhost", module)
        vm.setGlobal("tabhost", module)
    }
}
