import TabHostKit
import LuaBridge
import TabCore
import TabTerminal

/// What a spec asks of an app: `app`'s methods, and the accessors behind its fields and the
/// proxies of its items and style. Decoded once, from the name the prelude (`Lua/app.lua`)
/// passes, whose list of methods is this table's.
enum AppOperation: String, CaseIterable {
    case press, type, click, drag, scroll, tap, resize, advance, reload, screen, styledScreen, ansi, svg, hit
    case expectScreen, expectSnapshot, select, toggle, insert, remove, close, move, setTabs, tab, inspect
    /// `app.x` read and written, an item's field and a style parameter written.
    case get, set, setField, setStyle

    /// The operations behind fields and proxies rather than a method of `app`.
    var isAccessor: Bool { [.get, .set, .setField, .setStyle].contains(self) }

    /// The operations that only read an app, which the HTML report's step trace leaves out:
    /// every other one changes something (input, time, size, the script, its items), so an
    /// operation added later is traced unless it is named here.
    var isRead: Bool { [.screen, .styledScreen, .ansi, .svg, .hit, .tab, .get, .expectScreen, .expectSnapshot].contains(self) }

    /// The methods of `app`, in the order the prelude defines them.
    static let methods = allCases.filter { !$0.isAccessor }.map(\.rawValue)

    /// The operation named `name`, or the error a spec sees, with the method meant.
    init(name: String) throws(ArgumentError) {
        guard let known = Self(rawValue: name) else {
            throw ArgumentError(description: "app has no method '\(NameEcho.shown(name))'\(Suggestion.hint(for: name, among: Self.methods))")
        }
        self = known
    }
}

/// The operations behind `app`'s methods and fields, through the session's API as an
/// embedder would drive it: input and edits as `Session` offers them (the ones `c` offers
/// too); a frame is drawn fresh for every screen, so it always shows the current state.
extension AppObject {
    func perform(_ operation: AppOperation, _ arguments: Arguments, context: SpecContext) throws -> [LuaValue] {
        guard let session else { return [] }
        switch operation {
        case .press: try press(arguments, session)
        case .type: typeText(try arguments.string(1), session)
        case .click: try click(arguments, session)
        case .drag: try drag(arguments, session)
        case .scroll: try scroll(arguments, session)
        case .tap: try session.activate(try arguments.string(1))
        case .resize: session.resize(width: try size(arguments, 1), height: try size(arguments, 2))
        case .advance: session.advance(try size(arguments, 1))
        case .reload: return try reload(arguments, session)
        case .screen: return [.string(session.frame().screen.text)]
        case .styledScreen: return [.string(StyledText.encode(session.frame().screen))]
        case .ansi: return [.string(ANSI.frame(session.frame().screen, mode: colorMode))]
        case .svg: return [.string(ScreenPicture.svg(session.frame().screen))]
        case .hit: return [try hit(arguments, session)]
        case .expectScreen: try ScreenExpectation.check(try arguments.string(1), against: session.frame().screen)
        case .expectSnapshot:
            let name = try arguments.optionalString(1)
            try Snapshots.check(StyledText.encode(session.frame().screen), name: name, context: context)
        case .tab: return [try tab(arguments, session)]
        case .inspect: return [.string(session.inspect(try arguments.string(1)))]
        case .get, .set, .setField, .setStyle: return try access(operation, arguments, session, spec: context.vm)
        case .select, .toggle, .insert, .remove, .close, .move, .setTabs: try edit(operation, arguments, session)
        }
        return []
    }

    /// `app:press(key, ...)`: each key name read as `--keys` reads it; unknown names are errors.
    private func press(_ arguments: Arguments, _ session: Session) throws {
        for position in 1...max(1, arguments.values.count) {
            let name = try arguments.string(position)
            do {
                session.press(try Key(name: name))
            } catch {
                throw ArgumentError(description: "app:press: \(error)")
            }
        }
    }

    /// `app:type(text)`: one key per character (a newline is `enter`, a tab `tab`).
    private func typeText(_ text: String, _ session: Session) {
        for character in text {
            switch character {
            case "\n", "\r\n": session.press(.enter)
            case "\t": session.press(.tab)
            default: session.press(Key(character))
            }
        }
    }

    /// `app:click(x, y [, button])` (1-based, as Lua counts) or
    /// `app:click{ tab = id [, part = "badge"] [, button = "middle"] }`.
    private func click(_ arguments: Arguments, _ session: Session) throws {
        if case .table(let target) = arguments[1] {
            let region = try Self.region(of: target, in: session.hits)
            session.click(x: region.x, y: region.y, button: try Self.button(target["button"]))
        } else {
            session.click(x: try arguments.integer(1) - 1, y: try arguments.integer(2) - 1, button: try Self.button(arguments[3]))
        }
    }

    /// A click's button name (`left` when nil), as `mouse` bindings spell it.
    static func button(_ value: LuaValue) throws(ArgumentError) -> MouseButton {
        guard !value.isNil else { return .left }
        guard let name = value.text, let button = MouseButton(name: name) else {
            throw ArgumentError(description: "app:click: button: expected \(MouseName.buttons.joined(separator: ", ")) (with ctrl+, alt+ or shift+ before), got \(value.text.map { "'\(NameEcho.shown($0))'" } ?? value.typeName)")
        }
        return button
    }

    /// The region `app:click{ tab = id [, part = "badge"] [, path = { ... }] }` clicks.
    static func region(of target: LuaTable, in hits: HitMap) throws(ArgumentError) -> HitRegion {
        guard let id = target["tab"].text else {
            throw ArgumentError(description: "app:click: expected click(x, y) or click{ tab = id [, part = \"badge\"] }")
        }
        var part: HitPart?
        if let name = target["part"].text {
            guard let known = HitPart(rawValue: name), known != .marker else {
                throw ArgumentError(description: "app:click: part: expected title, image, badge or close, got '\(NameEcho.shown(name))'"
                                    + Suggestion.hint(for: name, among: ["title", "image", "badge", "close"]))
            }
            part = known
        }
        var path: [String]?
        switch target["path"] {
        case .nil: break
        case .table(let names) where names.entries.isEmpty && names.array.allSatisfy({ $0.text != nil }):
            path = names.array.compactMap(\.text)
        default: throw ArgumentError(description: "app:click: path: expected a list of item ids, as app:hit gives it")
        }
        return try region(id: id, part: part, path: path, in: hits, for: "app:click")
    }

    /// The first region of the hit map showing the item and part asked for, in the bar `path`
    /// names (the ids of the items whose pages hold it, as `app:hit` gives it) or any bar.
    /// `operation` names the call in the error (`app:click`, `app:drag`).
    static func region(id: String, part: HitPart?, path: [String]?, in hits: HitMap, for operation: String) throws(ArgumentError) -> HitRegion {
        let regions = hits.regions.filter { $0.hit.id == id && (path == nil || $0.hit.path == path) }
        guard let region = regions.first(where: { part == nil || $0.hit.part == part }) else {
            let place = path.map { $0.isEmpty ? " in the outer bar" : " in the bar of \($0.joined(separator: "/"))" } ?? ""
            let shown = regions.isEmpty ? "no item with id '\(NameEcho.shown(id))' is visible\(place)"
                : "item '\(NameEcho.shown(id))' shows no \(part?.rawValue ?? "") part (it shows \(Set(regions.map(\.hit.part.rawValue)).sorted().joined(separator: ", ")))"
            throw ArgumentError(description: "\(operation): \(shown)")
        }
        return region
    }

    /// `app:scroll("up" | "down", x, y)`: the wheel.
    private func scroll(_ arguments: Arguments, _ session: Session) throws {
        let direction: ScrollDirection
        switch try arguments.string(1) {
        case "up": direction = .up
        case "down": direction = .down
        case let other: throw ArgumentError(description: "app:scroll: expected \"up\" or \"down\", got '\(NameEcho.shown(other))'")
        }
        let (x, y) = (try arguments.integer(2), try arguments.integer(3))
        session.scroll(direction, x: x - 1, y: y - 1)
    }

    /// `app:hit(x, y)`: `{ tab = id, part = "title" }`, `{ part = "marker", direction = -1 }` or nil;
    /// in a nested bar also `path`, the ids of the items whose pages hold it.
    private func hit(_ arguments: Arguments, _ session: Session) throws -> LuaValue {
        let (x, y) = (try arguments.integer(1), try arguments.integer(2))
        guard let hit = session.hit(x: x - 1, y: y - 1) else { return .nil }
        var entries: [(key: LuaValue, value: LuaValue)] = [(.string("part"), .string(hit.part.rawValue))]
        if let id = hit.id { entries.append((.string("tab"), .string(id))) }
        if hit.part == .marker { entries.append((.string("direction"), .integer(Int64(hit.direction)))) }
        if !hit.path.isEmpty {  // a nested bar: the ids of the items whose pages hold it
            entries.append((.string("path"), .table(LuaTable(array: hit.path.map(LuaValue.string)))))
        }
        return .table(LuaTable(entries: entries))
    }

    /// `app:reload([source])`: from the file (read again) or the given source text; returns
    /// true, or false and the error (`file:line: message`) while the old script keeps running.
    private func reload(_ arguments: Arguments, _ session: Session) throws -> [LuaValue] {
        let source = try arguments.optionalString(1)
        do {
            if let source { try session.reload(source: source) } else { try session.reload() }
        } catch {
            return [.boolean(false), .string(error.description)]
        }
        return [.boolean(true)]
    }

    /// A whole number of cells or milliseconds, at least 0.
    private func size(_ arguments: Arguments, _ position: Int) throws -> Int {
        let value = try arguments.integer(position)
        guard value >= 0 else {
            throw ArgumentError(description: "bad argument #\(position) to '\(arguments.function)' (expected 0 or more, got \(value))")
        }
        return value
    }

    /// The edits of the live container: `select`, `toggle`, `insert`, `remove`, `move`, `setTabs`.
    private func edit(_ operation: AppOperation, _ arguments: Arguments, _ session: Session) throws {
        switch operation {
        case .select:
            let options = if case .table(let options) = arguments[2] { options } else { LuaTable() }
            try session.select(try arguments.string(1), notify: options["notify"] == .boolean(true),
                            animated: options["animated"] == .boolean(true))
        case .toggle:
            let on: Bool? = if case .boolean(let value) = arguments[2] { value } else { nil }
            try session.toggle(try arguments.string(1), on: on)
        case .insert:
            let options = arguments[2]
            let item = try Crossing.intoApp(arguments[1], "app:insert")
            func option(_ name: String) -> String? {
                if case .table(let table) = options { return table[name].text }
                return nil
            }
            try session.insert(item, before: option("before"), after: option("after"))
        case .remove: try session.remove(try arguments.string(1))
        case .close: try session.close(try arguments.string(1), notify: true)
        case .move: try session.move(try arguments.string(1), to: try arguments.integer(2))
        default: try session.setTabs(try Crossing.intoApp(arguments[1], "app:setTabs"))
        }
    }
}
