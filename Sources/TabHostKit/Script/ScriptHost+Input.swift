import LuaBridge
import TabCore

/// User input: keys and activations, run through TabCore's update with the script's
/// callbacks in between (SPEC section 5).
extension ScriptHost {
    /// A key press (a canonical key name): the script's `keys` bindings first, then the bar.
    /// Returns true when the key asks to quit.
    @discardableResult
    public func press(_ key: String) -> Bool {
        scrollPinned = false
        container.status = nil
        if let binding = container.keys.first(where: { $0.key == key }) {
            callRecording(binding.function, name: "key \(key)", [containerValue()])
            return false
        }
        switch container.action(forKey: key) {
        case .activate(let id): activate(id)
        case .focus(let id): container.apply(focus: id)
        case .quit: return true
        case .none: break
        }
        return false
    }

    /// A user activation of an item (click, tap, key): veto, will, state change, callbacks.
    public func activate(_ id: String) {
        scrollPinned = false
        switch container.plan(activating: id) {
        case .ignored:
            break
        case .disabled(let title, let reason):
            container.status = reason.map { "\(title): \($0)" } ?? "\(title) is disabled"
        case .button(let effect):
            flash(id)
            if let effect { perform(effect) }
        case .select(let activation):
            if let veto = activation.shouldSelect, !allows(perform(veto)) { return }
            flash(id)
            let origin = slideOrigin()  // animation: ScriptHost+Animation.swift
            if let will = activation.willSelect { perform(will) }
            let effects = container.complete(activation)
            slide(from: origin)
            for effect in effects { perform(effect) }
        }
    }

    /// Runs one effect: logs it, calls the script with `(c, item, index)` or
    /// `(c, toItem, fromItem)`, and returns what the callback returned (nil on error).
    @discardableResult
    func perform(_ effect: Effect) -> LuaValue? {
        log.append(effect.logEntry)
        guard let index = container.index(of: effect.itemID) else { return nil }
        var arguments = [containerValue(), itemObject(container.items[index].id)]
        switch effect.name {
        case .tabSwitched:
            arguments.append(effect.previousID.map(itemObject) ?? .nil)
        case .action: break
        default: arguments.append(.integer(Int64(effect.index)))
        }
        return callRecording(effect.function, name: effect.name.rawValue, arguments)
    }

    /// Calls a script function; an error is recorded and yields nil (the host keeps running).
    @discardableResult
    func callRecording(_ function: ScriptFunction, name: String, _ arguments: [LuaValue]) -> LuaValue? {
        do {
            return try call(function, arguments).first ?? .nil
        } catch let error as LuaError {
            record(error)
        } catch {
            record("\(path): \(name): \(error)")
        }
        return nil
    }

    /// A veto's answer: only an explicit `false` stops the activation; an error stops it too,
    /// since the script could not say yes.
    private func allows(_ answer: LuaValue?) -> Bool {
        guard let answer else { return false }
        if case .boolean(false) = answer { return false }
        return true
    }
}
