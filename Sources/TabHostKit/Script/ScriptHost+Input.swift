import LuaBridge
import TabCore

/// User input: keys and activations, run through TabCore's update with the script's
/// callbacks in between (docs/scripting.md, "Callbacks and the activation sequence"). `path`
/// names the bar of a container nested in a page (`[]`: the script's own); its callbacks get
/// its own `c`.
extension ScriptHost {
    /// A key press: the script's `keys` bindings first, then the bar with the keyboard focus.
    @discardableResult
    func press(_ key: Key) -> KeyOutcome {
        pinnedBar = nil
        container.status = nil
        if let binding = binding(for: key) {
            callRecording(binding.function, name: "key \(key.name)", [containerValue(at: binding.path)])
            return .handled
        }
        let focused = focusedBar
        let (path, action) = container.routeKey(key)
        switch action {
        case .activate(let id): activate(id, at: path)
        case .focus(let id): try? modify(at: path) { $0.apply(focus: id) }
        case .close(let id): try? close(id, notify: true, at: path)
        case .quit: return .quit
        case .none: return focusedBar == focused ? .ignored : .handled
        }
        return .handled
    }

    /// True when `press(key)` would quit, found without running the script or changing
    /// anything (the run loop asks while the script is busy).
    func quits(_ key: Key) -> Bool {
        guard binding(for: key) == nil else { return false }
        var probe = container
        if case .quit = probe.routeKey(key).action { return true }
        return false
    }

    /// A user activation of an item (click, tap, key): veto, will, state change, callbacks.
    func activate(_ id: String, at path: [String] = []) {
        pinnedBar = nil
        guard let plan = reading(at: path, { $0.plan(activating: id) }) else { return }
        switch plan {
        case .ignored:
            break
        case .disabled(let title, let reason):
            container.status = reason.map { "\(title): \($0)" } ?? "\(title) is disabled"
        case .button(let effect):
            if path.isEmpty { flash(id) }  // animations run in the script's own bar only
            if let effect { perform(effect, at: path) }
        case .select(let activation):
            if let veto = activation.shouldSelect, !allows(perform(veto, at: path)) { return }
            if path.isEmpty { flash(id) }
            let origin = path.isEmpty ? slideOrigin() : nil  // animation: ScriptHost+Animation.swift
            if let will = activation.willSelect { perform(will, at: path) }
            container.status = nil
            let effects = (try? modify(at: path) { $0.complete(activation) }) ?? []
            slide(from: origin)
            for effect in effects { perform(effect, at: path) }
        }
    }

    /// Runs one effect: logs it, calls the script with `(c, item, index)` or
    /// `(c, toItem, fromItem)`, and returns what the callback returned (nil on error).
    @discardableResult
    func perform(_ effect: Effect, at path: [String] = []) -> LuaValue? {
        log.append(CallbackRecord(effect))
        guard reading(at: path, { $0.index(of: effect.itemID) != nil }) == true else { return nil }
        var arguments = [containerValue(at: path), itemObject(effect.itemID, at: path)]
        switch effect.name {
        case .tabSwitched:
            arguments.append(effect.previousID.map { itemObject($0, at: path) } ?? .nil)
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
            record("\(place(of: function)): \(name): \(error)")
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
