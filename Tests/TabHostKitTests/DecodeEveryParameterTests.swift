import LuaBridge
import TabCore
import Testing
@testable import TabHostKit

/// tests/cli/every-parameter.lua: every container field, item field and style parameter
/// (aliases included), one per line. `tabhost check` must accept it; keep it complete (a test
/// below fails when a name is missing).
let everyParameterScript = (try? SourceFile.read(
    String(#filePath.dropLast("Tests/TabHostKitTests/DecodeEveryParameterTests.swift".count)) + "tests/cli/every-parameter.lua"
).get()) ?? ""

@Suite struct DecodeEveryParameterTests {
    @Test func decodesWithoutProblems() throws {
        let decoded = try decodeScript(everyParameterScript).get()
        let style = decoded.container.style
        #expect(style.tabsGap == 2)
        #expect(style.insets == Insets(left: 1, right: 2))
        #expect(style.textAlignment == .center)
        #expect(style.indicatorColor == .rgb(0x40, 0x40, 0x40))
        #expect(style.enabledTabBackgroundColor == .indexed(236))
        #expect(style.selectionIndicatorTemplate == .brackets)
        #expect(style.wrap == false)
        #expect(decoded.container.items.count == 5)
        #expect(decoded.container.selectedID == "log")
        guard case .container(let nested) = decoded.container.items[4].page else {
            Issue.record("tabs[5].page is not a container")
            return
        }
        #expect(nested.style.selectionIndicatorTemplate.map { if case .function = $0 { true } else { false } } == true)
        #expect(nested.nested(at: ["deeper"])?.items.map(\.title) == ["Innermost"])
    }

    @Test func rendersWithoutScriptErrors() throws {
        let host = try load(everyParameterScript, name: "every-parameter.lua")
        for key: Key in ["right", "down", "right", "down", "escape", "escape"] { host.press(key) }
        #expect(host.click(tab: "nested"))
        _ = host.frame()
        #expect(host.errors == [])
    }

    @Test func usesEveryStyleParameter() {
        let map = SourceMap(source: everyParameterScript)
        let missing = StyleDecoder.parameterNames.filter { map.exactLine(for: path("style", $0)) == nil }
        #expect(missing == [])
    }

    @Test func usesEveryItemAndContainerField() {
        let map = SourceMap(source: everyParameterScript)
        #expect(ItemDecoder.fieldNames.filter { map.exactLine(for: path("tabs", 1, $0)) == nil } == [])
        #expect(ContainerDecoder.fieldNames.filter { map.exactLine(for: path($0)) == nil } == [])
    }

    /// Two typical slips: the last letter doubled, and two letters in the middle swapped.
    private static func misspellings(of name: String) -> [String] {
        var swapped = Array(name)
        let middle = swapped.count / 2
        swapped.swapAt(middle - 1, middle)
        return [name + String(name.last ?? "x"), String(swapped)].filter { $0 != name }
    }

    @Test(arguments: StyleDecoder.parameters.canonicalNames)
    func hintsAtEveryStyleParameter(name: String) {
        for typo in Self.misspellings(of: name) {
            #expect(styleProblem(typo, 1) == "style.\(typo): unknown parameter (did you mean \(name)?)")
        }
    }

    @Test(arguments: ItemDecoder.fieldNames)
    func hintsAtEveryItemField(name: String) {
        for typo in Self.misspellings(of: name) {
            #expect(problems("return { tabs = { { \(typo) = 1 } } }") == ["a.lua:1: tabs[1].\(typo): unknown field (did you mean \(name)?)"])
        }
    }

    @Test(arguments: ContainerDecoder.fieldNames)
    func hintsAtEveryContainerField(name: String) {
        for typo in Self.misspellings(of: name) {
            #expect(problems("return { \(typo) = 1 }") == ["a.lua:1: \(typo): unknown field (did you mean \(name)?)"])
        }
    }
}
