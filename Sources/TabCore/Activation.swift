/// What a user activation of an item will do (docs/scripting.md, "Callbacks and the activation
/// sequence", steps 1-4).
///
/// The activation sequence waits on the script twice (the `shouldSelect` veto, then
/// `willSelect` before the state changes), so `update` is split around those calls: the
/// runtime asks for a plan, runs the veto and `willSelect`, then calls `complete` for the
/// state change and the callbacks after it. Nothing here runs Lua.
public enum ActivationPlan: Hashable, Sendable {
    /// Unknown or hidden item: nothing happens.
    case ignored
    /// A disabled item: no callbacks; the reason (if any) goes to the status row.
    case disabled(title: String, reason: String?)
    /// A button: its action only (or nothing when it has none).
    case button(Effect?)
    /// A tab or toggle: ask the veto, run `willSelect`, then `complete`.
    case select(Activation)
}

/// The callbacks asked before the state change of a tab or toggle activation.
public struct Activation: Hashable, Sendable {
    public var itemID: String
    /// `shouldSelect`, when the script defines it: `false` stops the activation.
    public var shouldSelect: Effect?
    /// `willSelect`, when the script defines it.
    public var willSelect: Effect?
}

extension Container {
    /// Plans a user activation (key, click, wheel, `app:tap`) of the item `id`.
    public func plan(activating id: String) -> ActivationPlan {
        guard let i = index(of: id), !items[i].isHidden else { return .ignored }
        let item = items[i]
        if item.isDisabled { return .disabled(title: item.title, reason: item.disabledReason) }
        if item.kind == .button {
            return .button(item.action.map { Effect(name: .action, function: $0, itemID: id, index: i + 1) })
        }
        return .select(Activation(
            itemID: id,
            shouldSelect: effect(.shouldSelect, callbacks.shouldSelect, i),
            willSelect: effect(.willSelect, callbacks.willSelect, i)))
    }

    /// Applies the state change of an allowed activation (step 5) and returns the callbacks
    /// after it (steps 6-8): `didSelect`, `tabBecameEnabled`/`tabBecameDisabled`, `tabSwitched`.
    ///
    /// The item is looked up again: the veto or `willSelect` may have changed the container.
    public mutating func complete(_ activation: Activation) -> [Effect] {
        guard let i = index(of: activation.itemID), items[i].isSelectable, items[i].kind != .button else { return [] }
        status = nil
        switch items[i].kind {
        case .toggle:
            items[i].isOn.toggle()
            focusID = items[i].id
            let became = items[i].isOn ? effect(.tabBecameEnabled, callbacks.tabBecameEnabled, i)
                                       : effect(.tabBecameDisabled, callbacks.tabBecameDisabled, i)
            return [effect(.didSelect, callbacks.didSelect, i), became].compactMap { $0 }
        case .tab, .button:
            let previous = selectedID
            selectedID = items[i].id
            focusID = nil
            guard previous != selectedID else { return [effect(.didSelect, callbacks.didSelect, i)].compactMap { $0 } }
            var switched = effect(.tabSwitched, callbacks.tabSwitched, i)
            switched?.previousID = previous
            return [effect(.didSelect, callbacks.didSelect, i),
                    effect(.tabBecameEnabled, callbacks.tabBecameEnabled, i),
                    switched].compactMap { $0 }
        }
    }

    /// An effect for item `i` when the script defines the callback.
    private func effect(_ name: CallbackName, _ function: ScriptFunction?, _ i: Int) -> Effect? {
        function.map { Effect(name: name, function: $0, itemID: items[i].id, index: i + 1) }
    }
}
