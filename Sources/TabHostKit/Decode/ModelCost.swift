import TabCore

/// What the host's decoded copy of script data costs, in bytes, as charged against the memory
/// cap (docs/safety.md, "The memory cap"): an estimate on the high side of what Swift keeps
/// (the value, its boxes and indexes, a string's own storage when it is not inline).
enum ModelCost {
    /// An item: the value, the box of its rarely set fields, its slots in the measure caches.
    static let item = MemoryLayout<Item>.stride + 96
    /// A container: the value, its style, callbacks and caches, before its items.
    static let container = MemoryLayout<Container>.stride + 512
    /// A problem or warning: the value, its path and placing.
    static let problem = MemoryLayout<ScriptProblem>.stride + 64
    /// A row of a page: the array and its spans' values, before their text.
    static let row = 48
    static let span = MemoryLayout<Span>.stride

    /// A string's own storage (Swift keeps up to 15 bytes inline).
    static func text(_ text: String) -> Int {
        let count = text.utf8.count
        return count > 15 ? count + 32 : 0
    }

    /// An item with its texts and its page's rows (a nested container is charged as it is
    /// decoded).
    static func of(_ item: Item) -> Int {
        var bytes = Self.item + text(item.id) + text(item.title)
        if let badge = item.badgeValue { bytes += text(badge) }
        if let reason = item.disabledReason { bytes += text(reason) }
        if let image = item.image { bytes += text(image) }
        if let image = item.selectedImage { bytes += text(image) }
        switch item.page {
        case .line(let line): bytes += text(line)
        case .rows(let rows): bytes += of(rows)
        default: break
        }
        return bytes
    }

    /// An item with what its page holds, a nested container whole (what letting it go frees).
    static func total(_ item: Item) -> Int {
        guard case .container(let nested) = item.page else { return of(item) }
        return of(item) + of(nested)
    }

    /// A container: its own cost, its key bindings and its items, nested ones whole.
    static func of(_ container: Container) -> Int {
        let keys = container.keys.reduce(0) { $0 + Self.item + 2 * text($1.key.name) }
        return container.items.reduce(Self.container + keys) { $0 + total($1) }
    }

    /// The rows of a page.
    static func of(_ rows: [Row]) -> Int {
        rows.reduce(0) { sum, row in row.reduce(sum + Self.row) { $0 + span + text($1.text) } }
    }

    /// A problem with its path and message.
    static func of(_ problem: ScriptProblem) -> Int {
        Self.problem + text(problem.message) + text(problem.path) + problem.components.count * 24
    }
}

/// The memory a decode pass may charge for what it makes (`ProblemCollector.charge`): the
/// cap's allowance when the pass began, and the message of a refusal.
struct ModelAllowance {
    var room: Int
    let message: String
}
