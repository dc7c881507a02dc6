import LuaBridge
import TabCore

/// Letting go of what the model no longer uses: the functions of replaced items, the proxies
/// of removed items and of nested containers that are gone. A long session that replaces its
/// tabs or state again and again keeps only what is current.
extension ScriptHost {
    /// Collects once as much was made since the last collection as was kept after it (at
    /// least 256 functions and proxies), so each collection costs about what was made.
    func collectIfNeeded() {
        guard functions.added + objectsMade >= max(256, keptAfterCollect) else { return }
        collect()
    }

    /// Releases every function the model does not refer to and every cached proxy of an
    /// item or container that no longer exists. A script still holding such a proxy can use
    /// it (reads give what the item read last); it is simply no longer cached.
    func collect() {
        for function in functions.sweep(keeping: container.scriptFunctions) { vm.release(.function(function)) }
        prune(&objects, at: [])
        for path in nestedObjects.keys.sorted(by: { $0.count < $1.count }) {
            guard var cached = nestedObjects[path] else { continue }
            if container.nested(at: path) == nil {
                release(cached)
                nestedObjects[path] = nil
                nestedStyleValues[path] = nil
            } else {
                prune(&cached, at: path)
                nestedObjects[path] = cached
            }
        }
        objectsMade = 0
        keptAfterCollect = functions.count + objects.items.count + nestedObjects.values.reduce(0) { $0 + $1.items.count }
    }

    private func prune(_ cached: inout LiveObjects, at path: [String]) {
        guard let level = container.nested(at: path) else { return }
        for (id, proxy) in cached.items where level.index(of: id) == nil {
            vm.release(proxy)
            cached.items[id] = nil
            cached.memories[id] = nil
        }
    }

    private func release(_ cached: LiveObjects) {
        for value in [cached.container, cached.style].compactMap({ $0 }) + Array(cached.items.values) + Array(cached.methods.values) {
            vm.release(value)
        }
    }
}
