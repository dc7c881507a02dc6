/// The console's history: the entries evaluated, oldest first, browsed with up and down, and
/// kept in the state directory across reloads and runs (`InspectorStore`). Bounded.
struct ConsoleHistory: Equatable {
    static let limit = 500
    private(set) var entries: [String] = []
    /// The entry being shown while browsing (nil: the line being typed).
    private var position: Int?
    /// The line being typed when browsing began, given back past the newest entry.
    private var draft = ""

    init(entries: [String] = []) {
        self.entries = Array(entries.suffix(Self.limit))
    }

    /// Adds an evaluated entry (not a repeat of the newest) and stops browsing.
    mutating func add(_ entry: String) {
        position = nil
        guard !entry.allSatisfy(\.isWhitespace), entries.last != entry else { return }
        entries.append(entry)
        if entries.count > Self.limit { entries.removeFirst(entries.count - Self.limit) }
    }

    /// The entry before the one shown; nil at the oldest.
    mutating func back(from typed: String) -> String? {
        guard !entries.isEmpty else { return nil }
        if position == nil { draft = typed }
        let next = max(0, (position ?? entries.count) - 1)
        position = next
        return entries[next]
    }

    /// The entry after the one shown, or the draft past the newest; nil when not browsing.
    mutating func forward() -> String? {
        guard let current = position else { return nil }
        if current + 1 >= entries.count {
            position = nil
            return draft
        }
        position = current + 1
        return entries[current + 1]
    }
}
