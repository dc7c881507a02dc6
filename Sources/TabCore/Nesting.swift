/// Containers nested as pages (an item's `page` is a container, docs/scripting.md, "Item
/// fields"), and the keyboard focus moving between their bars.
///
/// A nested container is reached by a *path*: the ids of the items whose pages hold it,
/// outermost first. `[]` is the container itself, `["settings"]` the container in the page of
/// its item `settings`, `["settings", "colors"]` one level deeper. A nested container's state
/// (selection, focus, scroll) lives inside its item's page, so every change is written back
/// through `updateNested(at:_:)`.
///
/// Keys reach one bar at a time, the *focused* bar: `down` moves the focus into the selected
/// tab's nested bar, `up` or `escape` moves it back out, and every other key acts on the
/// focused bar only. A click focuses the bar it lands in. A new selection in a bar takes the
/// focus back to that bar.
extension Container {
    /// The container at `path`, or nil when an item on the way is gone or its page is not a
    /// container.
    public func nested(at path: [String]) -> Container? {
        nested(at: path[...])
    }

    public func nested(at path: ArraySlice<String>) -> Container? {
        withNested(at: path) { $0 }
    }

    /// `body` on the container at `path`, read in place: no copy of this container for the
    /// empty path (the script's own bar, the common case); nil when there is no container there.
    public func withNested<Result>(at path: [String], _ body: (Container) throws -> Result) rethrows -> Result? {
        try withNested(at: path[...], body)
    }

    public func withNested<Result>(at path: ArraySlice<String>, _ body: (Container) throws -> Result) rethrows -> Result? {
        guard let id = path.first else { return try body(self) }
        guard let i = index(of: id), case .container(let inner) = items[i].page else { return nil }
        return try inner.withNested(at: path.dropFirst(), body)
    }

    /// Runs `body` on the container at `path` and writes it back into its item's page; nil
    /// (and `body` not run) when there is no container there.
    ///
    /// Only a page changes on the way, so the outer containers keep their measurements.
    @discardableResult
    public mutating func updateNested<Result, Failure: Error>(
        at path: [String], _ body: (inout Container) throws(Failure) -> Result
    ) throws(Failure) -> Result? {
        try updateNested(at: path[...], body)
    }

    @discardableResult
    public mutating func updateNested<Result, Failure: Error>(
        at path: ArraySlice<String>, _ body: (inout Container) throws(Failure) -> Result
    ) throws(Failure) -> Result? {
        guard let id = path.first else { return try body(&self) }
        guard let i = index(of: id), case .container(var inner) = items[i].page else { return nil }
        let kept = measurements
        items[i].page = .none  // so `inner` is the only reference and changes in place
        defer {
            items[i].page = .container(inner)
            measurements = kept
        }
        return try inner.updateNested(at: path.dropFirst(), body)
    }

    /// The path of the bar inside the selected tab's page, when that page is a container.
    func selectedNestedPath(after path: [String]) -> [String]? {
        guard !path.isEmpty else { return selectedNested.map { [$0.id] } }
        guard let inner = withNested(at: path, { $0.selectedNested }) ?? nil else { return nil }
        return path + [inner.id]
    }

    /// The selected tab's id and nested container, when its page is one.
    var selectedNested: (id: String, container: Container)? {
        guard let id = selectedID, let i = index(of: id), case .container(let inner) = items[i].page else { return nil }
        return (id, inner)
    }

    /// The bars on screen, outermost first: this one, then the container in the selected
    /// tab's page, and so on.
    public var shownPaths: [[String]] {
        guard selectedNested != nil else { return Self.ownBarOnly }
        var paths: [[String]] = [[]]
        while let next = selectedNestedPath(after: paths[paths.count - 1]) { paths.append(next) }
        return paths
    }

    private static let ownBarOnly: [[String]] = [[]]

    /// The path of the bar with the keyboard focus.
    public var focusPath: [String] {
        guard focusInside else { return [] }  // the common case, without copies
        var path: [String] = []
        while withNested(at: path, { $0.focusInside }) == true, let next = selectedNestedPath(after: path) { path = next }
        return path
    }

    /// Gives the keyboard focus to the bar at `path` (a click in it, or `down`/`up`).
    public mutating func focus(bar path: [String]) {
        for depth in 0...path.count {
            updateNested(at: path.prefix(depth)) { $0.focusInside = depth < path.count }
        }
    }

    /// Routes a key to the focused bar: `down` enters the selected tab's nested bar, `up` and
    /// `escape` leave a nested bar; any other key is that bar's `action(forKey:)`. Returns the
    /// path of the bar the action belongs to.
    public mutating func routeKey(_ key: Key) -> (path: [String], action: KeyAction) {
        let path = focusPath
        switch key {
        case .down:
            if let inner = selectedNestedPath(after: path) {
                focus(bar: inner)
                return (inner, .none)
            }
        case .up, .escape:
            if !path.isEmpty {
                let outer = Array(path.dropLast())
                focus(bar: outer)
                return (outer, .none)
            }
        default:
            break
        }
        return (path, path.isEmpty ? action(forKey: key) : withNested(at: path) { $0.action(forKey: key) } ?? .none)
    }
}
