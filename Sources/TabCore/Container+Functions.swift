/// The script functions a model refers to, so the runtime can let go of the others.
extension Container {
    /// Every script function this container and those nested in its pages refer to: its
    /// callbacks, key and mouse bindings and indicator template, its items' actions and page
    /// functions.
    public var scriptFunctions: Set<ScriptFunction> {
        var found = Set<ScriptFunction>()
        collectFunctions(into: &found)
        return found
    }

    private func collectFunctions(into found: inout Set<ScriptFunction>) {
        for function in callbacks.all { if let function { found.insert(function) } }
        for binding in keys { found.insert(binding.function) }
        for binding in mouse { found.insert(binding.function) }
        if case .function(let function)? = style.selectionIndicatorTemplate { found.insert(function) }
        for item in items {
            if let action = item.action { found.insert(action) }
            switch item.page {
            case .function(let function): found.insert(function)
            case .container(let nested): nested.collectFunctions(into: &found)
            case .none, .line, .rows: break
            }
        }
    }
}

extension Callbacks {
    /// Every callback field (a field added to `Callbacks` must be listed here: a test checks).
    public var all: [ScriptFunction?] {
        [didSelect, tabSwitched, shouldSelect, willSelect, tabBecameEnabled, tabBecameDisabled, onReload, onResize, onOpen, didMove, shouldClose, didClose]
    }
}
