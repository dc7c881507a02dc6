import LuaBridge
import TabCore

/// Reading an item's fields back as Lua values (`item.title`, `item.on`, ...).
package enum ItemFields {
    package static func value(of name: String, in item: Item, index: Int, selectedID: String?) -> LuaValue {
        switch name {
        case "id": .string(item.id)
        case "title": .string(item.title)
        case "kind": .string(item.kind.rawValue)
        case "index": .integer(Int64(index))
        case "selected": .boolean(item.id == selectedID)
        case "on": .boolean(item.kind == .tab ? item.id == selectedID : item.isOn)
        case "disabled": item.disabledReason.map(LuaValue.string) ?? .boolean(item.isDisabled)
        case "hidden": .boolean(item.isHidden)
        case "closable": item.closable.map(LuaValue.boolean) ?? .nil
        case "pinned": item.pinned.map { .string($0.rawValue) } ?? .nil
        case "image": item.image.map(LuaValue.string) ?? .nil
        case "selectedImage": item.selectedImage.map(LuaValue.string) ?? .nil
        case "badgeValue": item.badgeValue.map(LuaValue.string) ?? .nil
        case "badgeColor": color(item.badgeColor)
        case "badgeTextColor": color(item.badgeTextColor)
        case "titleTextColor": color(item.style.titleTextColor)
        case "highlightTextColor": color(item.style.highlightTextColor)
        case "backgroundColor": color(item.style.backgroundColor)
        case "enabledBackgroundColor": color(item.style.enabledBackgroundColor)
        case "titleFontColor": color(item.style.titleFontColor)
        case "titleFontColorEnabled": color(item.style.titleFontColorEnabled)
        case "textAlignment": item.style.textAlignment.map { .string($0.rawValue) } ?? .nil
        default: .nil
        }
    }

    /// What a live item reads beyond the item fields.
    private static let derived = ["index", "selected"]
    private static let readable = Set(ItemDecoder.fields.byName.keys).union(derived)

    /// Whether a live item has the field `name`, so reading an unknown one is an error.
    static func isReadable(_ name: String) -> Bool { readable.contains(name) }

    /// ` (did you mean x?)` for a misread field name.
    static func hint(for name: String) -> String {
        Suggestion.hint(for: name, among: ItemDecoder.fields.canonicalNames + derived)
    }

    /// A color in a notation the decoder reads back (`red`, `#rrggbb`, `@n` as a number).
    private static func color(_ color: Color?) -> LuaValue {
        switch color {
        case nil, .default?: color == nil ? .nil : .string("default")
        case .indexed(let n)?: .integer(Int64(n))
        case let color?: .string(color.styledName)
        }
    }
}
