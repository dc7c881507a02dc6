import Glibc
import LuaBridge
import TabCore
import Testing
@testable import TabHostKit

/// The type stub (`types/tabhost.lua`) and the scripting reference (`docs/scripting.md`) agree
/// with the code: the host functions, the methods of `c`, and the names the decoder knows.
/// A name added to or removed from the code must be added to or removed from both.
@Suite struct ReferenceTests {
    static let root = String(#filePath.dropLast("Tests/TabHostKitTests/ReferenceTests.swift".count))
    fileprivate static let stub = Stub(text: contents(of: "types/tabhost.lua"))
    fileprivate static let doc = Reference(text: contents(of: "docs/scripting.md"))

    static func contents(of file: String) -> String {
        (try? SourceFile.read(root + file).get()) ?? ""
    }

    // MARK: The tabhost module and `c`

    @Test func everyHostFunctionIsInTheStubWithItsSignatureAndDoc() {
        for function in TabhostModule.functions {
            let declared = Self.stub.functions[function.name]
            #expect(declared?.type == function.signature, "tabhost.\(function.name)")
            #expect(declared?.doc == function.doc, "tabhost.\(function.name)")
        }
        #expect(Self.stub.functions["version"]?.type == "string")
        let published = Set(TabhostModule.functions.map(\.name) + ["version"] + Self.specRunnerFunctions)
        #expect(Set(Self.stub.functions.keys).subtracting(published).isEmpty, "the stub declares functions the host lacks")
    }

    /// Functions only spec files see; the spec runner publishes them in a table of its own.
    static let specRunnerFunctions = ["open"]

    @Test func everyHostFunctionIsInTheReferenceWithItsSignatureAndDoc() {
        for function in TabhostModule.functions {
            let section = Self.doc.subsection("`tabhost.\(function.name)`")
            #expect(section.contains("`\(function.signature)`"), "tabhost.\(function.name): signature")
            #expect(section.contains(function.doc), "tabhost.\(function.name): doc")
        }
        #expect(Self.doc.text.contains("`tabhost.version`"))
    }

    @Test func everyMethodOfTheLiveContainerIsInTheStubAndTheReference() {
        let names = ScriptHost.containerMethods.map(\.name)
        #expect(Self.stub.methods(of: "Container").map(\.name).sorted() == names.sorted())
        for method in ScriptHost.containerMethods {
            #expect(Self.stub.methods(of: "Container").first { $0.name == method.name }?.doc == method.doc, "c:\(method.name)")
            #expect(Self.doc.subsection("`c:\(method.name)`").contains(method.doc), "c:\(method.name)")
        }
        let documented = Self.doc.headings.compactMap { $0.between("### `c:", "`") }
        #expect(documented.sorted() == names.sorted())
    }

    // MARK: Names the decoder knows

    @Test func styleParametersAreTheDecoders() {
        expectSameNames(Self.stub.fields(of: "tabhost.Style"), StyleDecoder.parameterNames, "stub tabhost.Style")
        expectSameNames(Self.doc.tableNames(inSection: "Style parameters"), StyleDecoder.parameterNames, "reference: Style parameters")
    }

    @Test func itemFieldsAreTheDecoders() {
        expectSameNames(Self.stub.fields(of: "tabhost.ItemSpec"), ItemDecoder.fieldNames, "stub tabhost.ItemSpec")
        expectSameNames(Self.doc.tableNames(inSection: "Item fields"), ItemDecoder.fieldNames, "reference: Item fields")
    }

    @Test func containerFieldsAreTheDecoders() {
        expectSameNames(Self.stub.fields(of: "tabhost.ContainerSpec"), ContainerDecoder.fieldNames, "stub tabhost.ContainerSpec")
        expectSameNames(Self.doc.tableNames(inSection: "Container fields"), ContainerDecoder.fieldNames, "reference: Container fields")
    }

    @Test func spanFieldsAndFontAttributesAreTheDecoders() {
        expectSameNames(Self.stub.fields(of: "tabhost.Span"), SpanDecoder.fieldNames, "stub tabhost.Span")
        expectSameNames(Self.stub.fields(of: "tabhost.FontFlags"), FontParser.names, "stub tabhost.FontFlags")
        expectSameNames(Self.stub.aliasMembers("tabhost.FontAttribute"), FontParser.names, "stub tabhost.FontAttribute")
    }

    /// Each list of names in the stub is the enum's cases, and every name it offers decodes.
    @Test func choicesAreTheEnumsCases() {
        expectSameNames(Self.stub.aliasMembers("tabhost.Layout"), LayoutMode.allCases.map(\.rawValue), "tabhost.Layout")
        expectSameNames(Self.stub.aliasMembers("tabhost.Alignment"), BarAlignment.allCases.map(\.rawValue), "tabhost.Alignment")
        expectSameNames(Self.stub.aliasMembers("tabhost.Overflow"), Overflow.allCases.map(\.rawValue), "tabhost.Overflow")
        expectSameNames(Self.stub.aliasMembers("tabhost.TextAlignment"), TextAlignment.allCases.map(\.rawValue), "tabhost.TextAlignment")
        expectSameNames(Self.stub.aliasMembers("tabhost.TextTransform"), TextTransform.allCases.map(\.rawValue), "tabhost.TextTransform")
        expectSameNames(Self.stub.aliasMembers("tabhost.ItemAppearance"), ItemAppearance.allCases.map(\.rawValue), "tabhost.ItemAppearance")
        expectSameNames(Self.stub.aliasMembers("tabhost.Position"), BarPosition.allCases.map(\.rawValue), "tabhost.Position")
        expectSameNames(Self.stub.aliasMembers("tabhost.Autoselect"), Autoselect.allCases.map(\.rawValue), "tabhost.Autoselect")
        expectSameNames(Self.stub.aliasMembers("tabhost.IndicatorStyle"), StyleValues.templateNames.map(\.name), "tabhost.IndicatorStyle")
        expectSameNames(Self.stub.aliasMembers("tabhost.ColorName"), ["default"] + ColorParser.ansiNames, "tabhost.ColorName")
        let kinds = Self.stub.aliasMembers("tabhost.Kind")
        #expect(Set(ItemKind.allCases.map(\.rawValue)).isSubset(of: kinds))
        for kind in kinds {
            var item = Item(id: "1", title: "")
            #expect(throws: Never.self, "kind \(kind)") { try ItemDecoder.decode("kind", .string(kind), into: &item, path: "kind") }
        }
    }

    /// A default written as a literal in the reference (`1`, `"scroll"`, `true`) is the value
    /// the style starts with: setting it changes nothing.
    @Test func documentedStyleDefaultsAreTheDefaults() throws {
        var checked = 0
        for row in Self.doc.tableRows(inSection: "Style parameters") where row.count > 1 {
            guard let name = row[0].between("`", "`"), let value = Self.literal(row[1]) else { continue }
            var style = BarStyle()
            try StyleDecoder.decode(name, value, into: &style, path: "style.\(name)")
            #expect(style == BarStyle(), "style.\(name): the documented default \(row[1]) is not the default")
            checked += 1
        }
        #expect(checked >= 20)
    }

    // MARK: The reference's Lua

    @Test func everyLuaBlockCompiles() throws {
        let blocks = Self.doc.codeBlocks.filter { $0.language == "lua" }
        #expect(blocks.count >= 10)
        for block in blocks {
            let vm = try LuaVM(sandbox: .sandboxed(root: "/tmp"))
            // Wrapped in a function (on its first line, so Lua's line numbers are the block's),
            // a fragment compiles without running.
            #expect(throws: Never.self) {
                try vm.run(source: "return function(...) " + block.body + "\nend", name: "docs/scripting.md, the block at line \(block.line)")
            }
        }
    }

    @Test func everyScriptBlockPassesCheckAndDrawsItsFrame() throws {
        let scripts = Self.doc.codeBlocks.filter { $0.language == "lua" && $0.firstLine.hasPrefix("-- script") }
        #expect(scripts.count >= 4)
        for block in scripts {
            let host: ScriptHost
            switch try Self.check(block, as: "script.lua") {
            case .success(let loaded): host = loaded
            case .failure(let problems):
                Issue.record("docs/scripting.md:\(block.line): \(problems)")
                continue
            }
            let size = block.firstLine.dropFirst("-- script".count).split(separator: "x").compactMap { Int(String($0).trimmedSpaces) }
            host.setInitialSize(width: size.first ?? 80, height: size.last ?? 24)
            let lines = host.frame().screen.lines
            #expect(host.errors == [], "docs/scripting.md:\(block.line)")
            if size.count == 2 {
                #expect(Self.withoutTrailingBlanks(lines) == Self.withoutTrailingBlanks(Self.doc.textBlock(after: block)),
                        "docs/scripting.md:\(block.line): the frame after the script is not what it draws")
            }
        }
    }

    @Test func theProblemsBlockListsWhatCheckPrints() throws {
        let block = try #require(Self.doc.codeBlocks.first { $0.language == "lua" && $0.firstLine == "-- problems" })
        guard case .failure(let problems) = try Self.check(block, as: "a.lua") else {
            Issue.record("docs/scripting.md:\(block.line): the script has no problems")
            return
        }
        let printed = problems.description.split(separator: "\n").map(String.init)
        #expect(printed == Self.withoutTrailingBlanks(Self.doc.textBlock(after: block)))
    }

    @Test func theWarningsBlockListsWhatCheckWarns() throws {
        let block = try #require(Self.doc.codeBlocks.first { $0.language == "lua" && $0.firstLine == "-- warnings" })
        guard case .success(let host) = try Self.check(block, as: "b.lua") else {
            Issue.record("docs/scripting.md:\(block.line): the script does not load")
            return
        }
        let printed = host.warnings.map { $0.description.replacing(#/^.*\/b\.lua/#, with: "b.lua") }
            + ["b.lua: ok (\(host.container.items.count) items, \(host.warnings.count) warnings)"]
        #expect(printed == Self.withoutTrailingBlanks(Self.doc.textBlock(after: block)))
    }

    /// Loads a block as the script `name` in a directory of its own, as `tabhost check` does;
    /// the problems name the file without the directory.
    fileprivate static func check(_ block: Reference.CodeBlock, as name: String) throws -> Result<ScriptHost, ReferenceFailure> {
        let directory = try ScriptDirectory()
        defer { directory.remove() }
        let path = try directory.write(name, block.body)
        do {
            return .success(try ScriptHost(path: path))
        } catch {
            return .failure(ReferenceFailure(error.description.replacing(directory.path + "/", with: "")))
        }
    }

    // MARK: The stub and the editor settings

    @Test func theStubIsLuaThatRefusesToRun() throws {
        let vm = try LuaVM(sandbox: .sandboxed(root: "/tmp"))
        let error = try #require(throws: LuaError.self) { try vm.run(source: Self.stub.text, name: "=tabhost.lua") }
        #expect(error.message.hasSuffix("Cannot require a meta file"))
    }

    @Test func luarcPointsTheLanguageServerAtTheStub() {
        let settings = Self.contents(of: ".luarc.json")
        #expect(settings.contains("\"runtime.version\": \"Lua 5.4\""))
        #expect(settings.contains("\"workspace.library\": [\"types\"]"))
        for global in ["tabhost", "describe", "it", "pending", "before_each", "after_each"] {
            #expect(settings.contains("\"\(global)\""), "diagnostics.globals: \(global)")
        }
    }

    // MARK: Helpers

    func expectSameNames(_ found: some Collection<String>, _ known: [String], _ place: String,
                         sourceLocation: SourceLocation = #_sourceLocation) {
        let missing = Set(known).subtracting(found).sorted()
        let unknown = Set(found).subtracting(known).sorted()
        #expect(missing == [], "\(place) lacks names the code knows", sourceLocation: sourceLocation)
        #expect(unknown == [], "\(place) has names the code does not know", sourceLocation: sourceLocation)
    }

    /// A table cell holding one Lua literal in backticks (`` `12` ``, `` `"fit"` ``), as a value.
    static func literal(_ cell: String) -> LuaValue? {
        guard let text = cell.between("`", "`"), cell == "`\(text)`" else { return nil }
        if text == "true" || text == "false" { return .boolean(text == "true") }
        if let number = Int64(text) { return .integer(number) }
        if text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") { return .string(String(text.dropFirst().dropLast())) }
        return nil
    }

    static func withoutTrailingBlanks(_ lines: [String]) -> [String] {
        var lines = lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
        while lines.last == "" { lines.removeLast() }
        return lines
    }
}

/// `types/tabhost.lua`, read line by line: `---@class` blocks of `---@field` lines,
/// `---@alias` blocks of `---| "name"` lines, `tabhost.name = nil` after its doc and
/// `---@type`, and `function Class:method() end` after its doc.
private struct Stub {
    let text: String
    let lines: [String]

    init(text: String) {
        self.text = text
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The annotation lines right after `header` (the lines starting with `---`).
    func block(after header: (String) -> Bool) -> ArraySlice<String> {
        guard let start = lines.firstIndex(where: header) else { return [] }
        let rest = lines[(start + 1)...]
        return rest.prefix { $0.hasPrefix("---") && !$0.hasPrefix("---@class") && !$0.hasPrefix("---@alias") }
    }

    /// The fields of `---@class name` (optional `?` removed).
    func fields(of name: String) -> [String] {
        block { $0 == "---@class \(name)" || $0.hasPrefix("---@class \(name):") }
            .compactMap { $0.between("---@field ", " ") }
            .map { $0.hasSuffix("?") ? String($0.dropLast()) : $0 }
    }

    /// The quoted names of a multi-line `---@alias name`.
    func aliasMembers(_ name: String) -> [String] {
        block { $0 == "---@alias \(name)" }.filter { $0.hasPrefix("---|") }.compactMap { $0.between("\"", "\"") }
    }

    /// `tabhost.name = nil` declarations, with the `---@type` and doc lines above them.
    var functions: [String: (type: String, doc: String)] {
        var found: [String: (type: String, doc: String)] = [:]
        for (index, line) in lines.enumerated() where index >= 2 {
            guard let name = line.between("tabhost.", " = nil"), line == "tabhost.\(name) = nil",
                  let type = lines[index - 1].after("---@type ") else { continue }
            found[name] = (type, lines[index - 2].after("---") ?? "")
        }
        return found
    }

    /// `function Class:name(...) end` declarations with the first line of the comment above.
    func methods(of table: String) -> [(name: String, doc: String)] {
        lines.enumerated().compactMap { index, line in
            guard let name = line.between("function \(table):", "(") else { return nil }
            let comments = lines[..<index].reversed().prefix { $0.hasPrefix("---") }.reversed()
            let doc = comments.first { !$0.hasPrefix("---@") }.flatMap { $0.after("---") } ?? ""
            return (name, doc)
        }
    }
}

/// `docs/scripting.md`: sections by heading, table rows, fenced code blocks.
private struct Reference {
    let text: String
    let lines: [String]

    init(text: String) {
        self.text = text
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    var headings: [String] { lines.filter { $0.hasPrefix("#") } }

    /// The lines under the heading `prefix title`, up to the next heading of that level or
    /// higher.
    func section(_ title: String, level: Int) -> ArraySlice<String> {
        let marker = String(repeating: "#", count: level) + " "
        guard let start = lines.firstIndex(where: { $0 == marker + title }) else { return [] }
        let rest = lines[(start + 1)...]
        let end = rest.firstIndex { line in
            let hashes = line.prefix { $0 == "#" }.count
            return hashes > 0 && hashes <= level && line.dropFirst(hashes).hasPrefix(" ")
        } ?? lines.endIndex
        return lines[(start + 1)..<end]
    }

    /// The text of a `###` section.
    func subsection(_ title: String) -> String {
        section(title, level: 3).joined(separator: "\n")
    }

    /// The cells of every table row in a `##` section, header and rule rows left out.
    func tableRows(inSection title: String) -> [[String]] {
        section(title, level: 2).filter { $0.hasPrefix("| `") }.map { row in
            row.dropFirst(2).split(separator: " | ", omittingEmptySubsequences: false).map { String($0).trimmedSpaces }
        }
    }

    /// The names in backticks opening the table rows of a `##` section.
    func tableNames(inSection title: String) -> [String] {
        tableRows(inSection: title).compactMap { $0.first?.between("`", "`") }
    }

    struct CodeBlock {
        var language: String
        var lines: [String]
        /// The line of the opening fence, 1-based.
        var line: Int
        var body: String { lines.joined(separator: "\n") + "\n" }
        var firstLine: String { lines.first ?? "" }
    }

    var codeBlocks: [CodeBlock] {
        var blocks: [CodeBlock] = []
        var open: CodeBlock?
        for (index, line) in lines.enumerated() where line.hasPrefix("```") {
            if let block = open {
                blocks.append(block)
                open = nil
            } else {
                open = CodeBlock(language: String(line.dropFirst(3)), lines: [], line: index + 1)
            }
        }
        return blocks.map { block in
            var block = block
            block.lines = Array(lines[block.line..<(block.line + countOfLines(from: block.line))])
            return block
        }
    }

    /// The lines of the ```text block right after `block` (what it prints), or none.
    func textBlock(after block: CodeBlock) -> [String] {
        let blocks = codeBlocks
        guard let index = blocks.firstIndex(where: { $0.line == block.line }), blocks.indices.contains(index + 1),
              blocks[index + 1].language == "text" else { return [] }
        return blocks[index + 1].lines
    }

    /// The lines of a block whose content starts at `start` (0-based), up to its closing fence.
    private func countOfLines(from start: Int) -> Int {
        lines[start...].firstIndex { $0.hasPrefix("```") }.map { $0 - start } ?? 0
    }
}

/// A directory under /tmp for scripts written by a test.
private final class ScriptDirectory {
    let path: String
    private var files: [String] = []

    init() throws {
        var template = Array("/tmp/tabhost-reference-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw ReferenceFailure("mkdtemp failed") }
        path = String(cString: made)
    }

    /// Writes `contents` to `name` in the directory and returns its path.
    func write(_ name: String, _ contents: String) throws -> String {
        let file = path + "/" + name
        guard let handle = fopen(file, "wb") else { throw ReferenceFailure("cannot write \(file)") }
        _ = contents.utf8CString.dropLast().withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, handle) }
        fclose(handle)
        files.append(file)
        return file
    }

    func remove() {
        for file in files { unlink(file) }
        rmdir(path)
    }
}

private struct ReferenceFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension String {
    /// The text between the first `start` and the next `end` after it.
    fileprivate func between(_ start: String, _ end: String) -> String? {
        guard let from = firstRange(of: start)?.upperBound, let to = self[from...].firstRange(of: end)?.lowerBound else { return nil }
        return String(self[from..<to])
    }

    /// The text after a prefix, or nil when the string does not start with it.
    fileprivate func after(_ prefix: String) -> String? {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : nil
    }

    /// Without spaces at either end.
    fileprivate var trimmedSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
