import LuaBridge
import TabCore

/// What a live item read last before it left its container (docs/scripting.md, "The live
/// container `c`": a removed item keeps reading its last fields).
///
/// One per item proxy, captured by the proxy itself, so a script that holds `item` after
/// `c:remove(item.id)` (or a `c:setTabs`, or a reload, that dropped it) still reads its id,
/// title and every other field. Filled whenever items are replaced (`ScriptHost.replacing`);
/// read only while no item with that id is in the container.
final class ItemMemory {
    /// The item as it was, its 0-based position then, and whether it was the selected tab.
    struct Last {
        var item: Item
        var index: Int
        var wasSelected: Bool
    }

    var last: Last?

    /// The field `name` as it read last; nil when the item never left.
    func value(of name: String) -> LuaValue? {
        guard let last else { return nil }
        return ItemFields.value(of: name, in: last.item, index: last.index + 1,
                                selectedID: last.wasSelected ? last.item.id : nil)
    }
}
