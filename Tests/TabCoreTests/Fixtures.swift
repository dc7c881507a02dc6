@testable import TabCore

/// Small builders for containers in tests.
enum Fixture {
    static let didSelect = ScriptFunction(id: 1)
    static let tabSwitched = ScriptFunction(id: 2)
    static let shouldSelect = ScriptFunction(id: 3)
    static let willSelect = ScriptFunction(id: 4)
    static let becameEnabled = ScriptFunction(id: 5)
    static let becameDisabled = ScriptFunction(id: 6)
    static let action = ScriptFunction(id: 7)

    /// Items from `id:kind` words: `"1 2 mute:toggle go:button"`; titles are the ids.
    static func items(_ spec: String) -> [Item] {
        spec.split(separator: " ").map { word in
            let parts = word.split(separator: ":")
            var item = Item(id: String(parts[0]), title: String(parts[0]))
            if parts.count > 1 { item.kind = ItemKind(rawValue: String(parts[1]))! }
            if item.kind == .button { item.action = action }
            return item
        }
    }

    /// A container with every callback defined and the first tab selected.
    static func container(_ spec: String, callbacks all: Bool = true) -> Container {
        var container = Container()
        container.items = items(spec)
        if all {
            container.callbacks.didSelect = didSelect
            container.callbacks.tabSwitched = tabSwitched
            container.callbacks.shouldSelect = shouldSelect
            container.callbacks.willSelect = willSelect
            container.callbacks.tabBecameEnabled = becameEnabled
            container.callbacks.tabBecameDisabled = becameDisabled
        }
        container.selectInitially(nil)
        return container
    }
}

extension Container {
    /// Runs a user activation with the veto answering `allow`, as the runtime does, and
    /// returns the log (`"shouldSelect 2"`, ..., `"tabSwitched 2 1"`).
    mutating func tap(_ id: String, allow: Bool = true) -> [String] {
        switch plan(activating: id) {
        case .ignored, .disabled: return []
        case .button(let effect): return effect.map { [$0.logEntry] } ?? []
        case .select(let activation):
            var log = activation.shouldSelect.map { [$0.logEntry] } ?? []
            if activation.shouldSelect != nil, !allow { return log }
            log += activation.willSelect.map { [$0.logEntry] } ?? []
            return log + complete(activation).map(\.logEntry)
        }
    }
}
