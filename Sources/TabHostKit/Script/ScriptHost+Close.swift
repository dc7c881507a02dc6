import LuaBridge
import TabCore

/// Closing a tab (docs/scripting.md, "Close marks"): a click on its close mark, `ctrl+w`, or
/// `c:close(id, { notify = true })` asks `shouldClose(c, item)`, removes the item as
/// `c:remove` does, then runs `didClose(c, item, index)`.
extension ScriptHost {
    /// Closes the item `id`: with `notify`, the whole sequence; else a silent `c:remove`.
    func close(_ id: String, notify: Bool, at path: [String] = []) throws {
        let level = try model(at: path)
        let index = try level.existing(id)
        guard notify else { return try remove(id, at: path) }
        if let veto = level.callbacks.shouldClose {
            let effect = Effect(name: .shouldClose, function: veto, itemID: id, index: index + 1)
            guard let answer = perform(effect, at: path) else { return }  // an error cannot say yes
            if case .boolean(false) = answer { return }
        }
        guard let now = try? model(at: path), let position = now.index(of: id),
              let last = lastFields(of: id, at: path) else { return }
        try remove(id, at: path)
        guard let did = now.callbacks.didClose else { return }
        let effect = Effect(name: .didClose, function: did, itemID: id, index: position + 1)
        log.append(CallbackRecord(effect))
        // The item as a removed one reads: its last fields (docs/scripting.md, "The live container `c`").
        callRecording(did, name: "didClose", [containerValue(at: path), departedObject(last, at: path), .integer(Int64(position + 1))])
    }
}
