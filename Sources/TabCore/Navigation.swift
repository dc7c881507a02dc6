/// What a key does to the bar, once the script's own `keys` bindings have had their turn.
public enum KeyAction: Hashable, Sendable {
    /// The key means nothing to the bar.
    case none
    /// `q` or `ctrl+c`: leave `run`.
    case quit
    /// A user activation of the item (a tab moved onto, `enter` on a toggle, a digit).
    case activate(String)
    /// `ctrl+w` on a closable tab (the focused one, else the selected one): close it.
    case close(String)
    /// The keyboard focus moved to a toggle or button, or to a tab with `activation =
    /// "manual"` (it is activated with enter or space).
    case focus(String)
}

/// The letter keys the bar reads, made once (vi's `h` and `l`; `q` and `ctrl+c` quit).
private enum Letter {
    static let h = Key(Character("h")), l = Key(Character("l")), q = Key(Character("q"))
    static let ctrlC = Key(Character("c"), .ctrl), ctrlW = Key(Character("w"), .ctrl)
}

extension Container {
    /// What `key` does to the bar (the keys of docs/scripting.md, "Keys and mouse").
    public func action(forKey key: Key) -> KeyAction {
        switch key {
        case .left, Letter.h, .shiftTab: return move(by: -1)
        case .right, Letter.l, .tab: return move(by: 1)
        case .home: return moveToEnd(first: true)
        case .end: return moveToEnd(first: false)
        case .enter, .space: return (focusID ?? selectedID).map(KeyAction.activate) ?? .none
        case Letter.q, Letter.ctrlC: return .quit
        case Letter.ctrlW: return closeTarget.map(KeyAction.close) ?? .none
        default: return digitAction(key) ?? .none
        }
    }

    /// Applies a `.focus` action (the only one that changes state without the script). The
    /// focus on the selected tab is kept as none, as `focus(_:)` keeps it.
    public mutating func apply(focus id: String) {
        focusID = id == selectedID ? nil : id
        status = nil
    }

    /// The tab `ctrl+w` closes: the focused item, else the selected tab, when closable.
    private var closeTarget: String? {
        guard let i = cursor, items[i].isClosable(in: style), items[i].isSelectable else { return nil }
        return items[i].id
    }

    /// The position navigation starts from: the focused item, else the selected tab.
    private var cursor: Int? {
        (focusID ?? selectedID).flatMap(index(of:))
    }

    /// The next selectable item in `direction` in the bar's order (pinned items at their
    /// edges), wrapping when `style.wrap` allows it.
    private func move(by direction: Int) -> KeyAction {
        let order = visualOrder
        let count = order.count
        guard count > 0 else { return .none }
        var p = cursor.map(order.position(of:)) ?? (direction > 0 ? -1 : count)
        for _ in 0..<count {
            p += direction
            if p < 0 || p >= count {
                guard style.wrap else { return .none }
                p = (p + count) % count
            }
            if items[order[p]].isSelectable { return target(order[p]) }
        }
        return .none
    }

    private func moveToEnd(first: Bool) -> KeyAction {
        let order = visualOrder
        let positions = stride(from: first ? 0 : order.count - 1, through: first ? order.count - 1 : 0, by: first ? 1 : -1)
        return positions.lazy.map { order[$0] }.first { items[$0].isSelectable }.map(target) ?? .none
    }

    /// `1`-`9`: the Nth visible item in the bar's order, activated even when disabled (so its
    /// reason shows).
    private func digitAction(_ key: Key) -> KeyAction? {
        guard key.modifiers.isEmpty, case .character(let digit) = key.base, let n = Int(String(digit)), n >= 1 else { return nil }
        let order = visualOrder
        var shown = 0
        for position in 0..<order.count where !items[order[position]].isHidden {
            shown += 1
            if shown == n { return .activate(items[order[position]].id) }
        }
        return KeyAction.none
    }

    /// Moving onto a tab activates it (with `activation = "manual"` it only takes focus);
    /// toggles and buttons only take focus.
    private func target(_ i: Int) -> KeyAction {
        items[i].kind == .tab && style.activation == .automatic ? .activate(items[i].id) : .focus(items[i].id)
    }
}
