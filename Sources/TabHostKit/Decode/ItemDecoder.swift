import LuaBridge
import TabCore

/// Decodes tab items (docs/scripting.md, "Item fields"): one table of field rules, used for
/// whole items and for fields written at runtime (`c:tab("inbox").badgeValue = 4`).
enum ItemDecoder {
    /// Every item field, in the order of docs/scripting.md, "Item fields".
    static let fields = FieldTable<Item>([
        .field("id", \.id) { value, path, _ throws(ScriptProblem) in try id(value, at: path) },
        .text("title", \.title),
        .choice("kind", \.kind, aliases: ["usual": .tab, "excludable": .tab, "unexcludable": .toggle]),
        .field("page", \.page) { value, path, problems throws(ScriptProblem) in
            try PageDecoder.page(value, at: path, problems: problems)
        },
        .text("image", \.image),
        .text("selectedImage", \.selectedImage),
        FieldRule(name: "badgeValue", aliasOf: nil) { value, path, item, _ throws(ScriptProblem) in
            item.badgeValue = try badge(value, at: path)
        },
        .color("badgeColor", \.badgeColor),
        .color("badgeTextColor", \.badgeTextColor),
        .flag("on", \.isOn),
        FieldRule(name: "disabled", aliasOf: nil) { value, path, item, _ throws(ScriptProblem) in
            (item.isDisabled, item.disabledReason) = try disabled(value, at: path)
        },
        .flag("hidden", \.isHidden),
        .flag("closable", \.closable),
        FieldRule(name: "pinned", aliasOf: nil) { value, path, item, _ throws(ScriptProblem) in
            item.pinned = try pinned(value, at: path)
        },
        .function("action", \.action),
        // Per-item style (BTab's fonts and colors, RK's item colors)
        .font("titleFont", \.style.titleFont),
        .font("highlightFont", \.style.highlightFont),
        .color("titleTextColor", \.style.titleTextColor),
        .color("highlightTextColor", \.style.highlightTextColor),
        .color("backgroundColor", \.style.backgroundColor),
        .color("enabledBackgroundColor", \.style.enabledBackgroundColor),
        .choice("textAlignment", \.style.textAlignment),
        .color("titleFontColor", \.style.titleFontColor),
        .color("titleFontColorEnabled", \.style.titleFontColorEnabled),
    ], elsewhere: [
        "tabState": "RKTabView's tabState is on here, a toggle's state",
        "order": "BTab's order is the item's position in tabs here",
    ], records: true)

    /// Every item field name, in the order of docs/scripting.md, "Item fields".
    static let fieldNames = fields.rules.map(\.name)

    /// Sets one field of a live item (`c:tab("inbox").badgeValue = 4`); nil restores the
    /// default. A nested container page reports its first problem.
    static func decode(
        _ name: String, _ value: LuaValue, into item: inout Item, path: String,
        function: @escaping FunctionMapper = { ScriptFunction(id: $0.ref) }, allowance: ModelAllowance? = nil
    ) throws(ScriptProblem) {
        let problems = ProblemCollector(function: function, allowance: allowance)
        try fields.apply(name, value, to: &item, at: [.raw(path)], noun: "field", problems: problems)
        if let first = problems.cutShort(at: path) ?? problems.problems.first { throw first }
    }

    /// A list of items (`c:setTabs(items)`), every problem collected, ids checked for
    /// duplicates. `path` names the list, e.g. `tabs`.
    static func items(
        from value: LuaValue, path: String, function: @escaping FunctionMapper = { ScriptFunction(id: $0.ref) },
        allowance: ModelAllowance? = nil
    ) -> Result<[Item], ProblemList> {
        let problems = ProblemCollector(function: function, allowance: allowance)
        let items = problems.attempt { () throws(ScriptProblem) in try list(value, at: [.raw(path)], problems: problems) }
        if let timeout = problems.cutShort(at: path) { return .failure(ProblemList(problems: [timeout])) }
        guard let items, problems.problems.isEmpty else { return .failure(ProblemList(problems: problems.problems)) }
        return .success(items)
    }

    /// A `tabs` list: items in sequence order, each problem reported.
    ///
    /// A list the runtime kept in Lua (the script's own `tabs`) is read one item at a time,
    /// so a million tabs never exist as one snapshot beside the items made from them.
    static func list(_ value: LuaValue, at path: [PathComponent], problems: ProblemCollector) throws(ScriptProblem) -> [Item] {
        var items: [Item] = []
        if case .object(let reference) = value, problems.readList(reference, names: fields.keyNames, { list in
            items = try collect(list.count, otherKeys: list.otherKeys, at: path, problems: problems) { index, fieldPath in
                if let item = try list.textRecord(index, { textItem($0, index: index) }) ?? nil { return item }
                let element = try list.element(index)
                if case .record(let record) = element, case .table(let page) = record.value(named: Field.page), !page["tabs"].isNil {
                    problems.nestedPages.append((record.value(named: Field.id).text ?? String(index), page))
                }
                return item(element, index: index, fieldPath: &fieldPath, problems: problems)
            }
        }) {
            return items
        }
        let table = try value.checkTable(at: path)
        return collect(table.array.count, otherKeys: table.entries.lazy.map(\.key), at: path, problems: problems) { index, fieldPath in
            guard case .table(let record) = table.array[index - 1] else {
                return item(.value(table.array[index - 1]), index: index, fieldPath: &fieldPath, problems: problems)
            }
            return item(.record(LuaRecord(record, names: fields.keyNames)), index: index, fieldPath: &fieldPath, problems: problems)
        }
    }

    /// The items of a list of `count` elements (`item(1, path)`, ...) whose keys outside the
    /// sequence are `otherKeys`; `item` gets the path of the element's fields to report at.
    private static func collect(
        _ count: Int, otherKeys: some Sequence<LuaValue>, at path: [PathComponent], problems: ProblemCollector,
        item: (Int, inout [PathComponent]) throws -> Item?
    ) rethrows -> [Item] {
        LuaTable.listProblems(keys: otherKeys, at: path) { _ in "unexpected field (items are listed in order: tabs = { {...}, {...} })" }
            .forEach(problems.report)
        var items: [Item] = [], positions: [Int] = []
        items.reserveCapacity(count)
        positions.reserveCapacity(count)
        var fieldPath = path.child(0).child("")  // an item's index and field change in place (a problem keeps a copy)
        for offset in 0..<count where !problems.exhausted {
            let index = offset + 1
            fieldPath[fieldPath.count - 2] = .index(index)
            if problems.outOfTime(at: fieldPath.dropLast()) { break }
            guard let item = try item(index, &fieldPath) else { continue }
            guard problems.charge(ModelCost.of(item), at: path.child(index)) else { break }
            items.append(item)
            positions.append(index)
        }
        reportDuplicates(items, positions: positions, at: path, problems: problems)
        return items
    }

    /// One item; its id defaults to its position, as `tostring(index)`. `fieldPath` is the
    /// item's path and a step for its fields (see `FieldTable.applyAll`).
    private static func item(_ element: LuaElement, index: Int, fieldPath: inout [PathComponent], problems: ProblemCollector) -> Item? {
        guard case .record(let record) = element else {
            if case .value(let value) = element { problems.report(value.typeError("table", at: fieldPath.dropLast())) }
            return nil
        }
        var item = Item(id: "", title: "")
        fields.applyAll(record, to: &item, fieldPath: &fieldPath, noun: "field", problems: problems)
        if item.id.isEmpty { item.id = String(index) }  // no id given (a given one is never empty)
        warnAboutIgnoredFields(record, item, fieldPath: &fieldPath, problems: problems)
        return item
    }

    /// The item of a record of strings at `id`, `title` and `page` only (the usual tab of a
    /// long list), made without the field rules: the item they would make; nil when they would
    /// report a problem (an empty id) or the record has other fields.
    private static func textItem(_ record: LuaTextRecord, index: Int) -> Item? {
        guard record.hasOnly(Field.text) else { return nil }
        let id = record.string(named: Field.id) ?? String(index)
        guard !id.isEmpty else { return nil }
        var item = Item(id: id, title: record.string(named: Field.title) ?? "")
        if let page = record.string(named: Field.page) { item.page = PageDecoder.page(text: page) }
        return item
    }

    /// The positions of the fields the decoder looks at itself among `fields.keyNames`.
    private enum Field {
        static let id = fields.keyNames.index(of: "id")!
        static let title = fields.keyNames.index(of: "title")!
        static let page = fields.keyNames.index(of: "page")!
        static let on = fields.keyNames.index(of: "on")!
        static let action = fields.keyNames.index(of: "action")!
        /// The fields `textItem` decodes.
        static let text = fields.keyNames.set([id, title, page])
    }

    /// Fields that load but do nothing for the item's kind: `on` on a tab or a button (RK's
    /// `tabState` belongs to toggles), `action` on a tab or a toggle.
    private static func warnAboutIgnoredFields(_ record: LuaRecord, _ item: Item, fieldPath: inout [PathComponent], problems: ProblemCollector) {
        if item.kind != .toggle, record.has(Field.on) {
            let instead = item.kind == .tab ? " (use kind = \"toggle\"; a tab is on while selected: selected = \(LuaValue.quoted(item.id)))" : ""
            fieldPath[fieldPath.count - 1] = .key("on")
            problems.warn(ScriptProblem(at: fieldPath, "only a toggle has an on state: this \(item.kind.rawValue) ignores it\(instead)"))
        }
        if item.kind != .button, record.has(Field.action) {
            fieldPath[fieldPath.count - 1] = .key("action")
            problems.warn(ScriptProblem(
                at: fieldPath,
                "only a button runs an action: this \(item.kind.rawValue) never calls it (use kind = \"button\", or didSelect)"))
        }
    }

    /// `tabs[3].id: duplicate id 'inbox' (also tabs[1])` for every repeated id.
    private static func reportDuplicates(_ items: [Item], positions: [Int], at path: [PathComponent], problems: ProblemCollector) {
        var index = ItemIndex(capacity: items.count)
        for offset in items.indices {
            guard let first = index.insert(offset, of: items) else { continue }
            problems.report(ScriptProblem(at: path.child(positions[offset]).child("id"),
                                          "duplicate id \(LuaValue.quoted(items[offset].id)) (also \(path.child(positions[first]).rendered))"))
        }
    }

    /// An id: a non-empty string, or a number converted as `tostring` does.
    private static func id(_ value: LuaValue, at path: [PathComponent]) throws(ScriptProblem) -> String {
        let id = try value.checkText(at: path)
        if id.isEmpty { throw ScriptProblem(at: path, "id must not be empty") }
        return id
    }

    /// A badge: a string or a number; nil and `false` hide it, so the Lua idiom
    /// `badgeValue = unread > 0 and unread` works.
    private static func badge(_ value: LuaValue, at path: [PathComponent]) throws(ScriptProblem) -> String? {
        switch value {
        case .nil, .boolean(false): nil
        case .string, .integer, .number: try value.checkText(at: path)
        default: throw value.typeError("string or number", at: path)
        }
    }

    /// `pinned = "start"` or `"end"`; `true` means `"start"`, `false` or nil pins nothing.
    private static func pinned(_ value: LuaValue, at path: [PathComponent]) throws(ScriptProblem) -> PinnedEdge? {
        switch value {
        case .nil, .boolean(false): nil
        case .boolean(true): .start
        case .string: try value.checkChoice(PinnedEdge.self, at: path)
        default: throw value.typeError("\"start\", \"end\" or boolean", at: path)
        }
    }

    /// `disabled = true` or `disabled = "reason"`; `false` enables.
    private static func disabled(_ value: LuaValue, at path: [PathComponent]) throws(ScriptProblem) -> (Bool, String?) {
        switch value {
        case .nil: (false, nil)
        case .boolean(let flag): (flag, nil)
        case .string(let reason): (true, reason)
        default: throw value.typeError("boolean or string", at: path)
        }
    }
}
