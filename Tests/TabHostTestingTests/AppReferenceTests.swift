import Testing
@testable import TabHostKit
@testable import TabHostTesting

/// `app` as the type stub (`types/tabhost.lua`) and the testing guide (`docs/testing.md`)
/// describe it: every method (`AppOperation.methods`), field (`AppObject.fields`) and option
/// of `tabhost.open` (`AppSettings.keys`) the runner has is declared and listed.
@Suite struct AppReferenceTests {
    static let root = String(#filePath.dropLast("Tests/TabHostTestingTests/AppReferenceTests.swift".count))
    static let stub = lines(of: "types/tabhost.lua")

    static func lines(of file: String) -> [String] {
        ((try? SourceFile.read(root + file).get()) ?? "").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The names of `function Table:name(...)` declarations.
    static func methods(of table: String) -> Set<String> {
        Set(stub.compactMap { line in
            guard line.hasPrefix("function \(table):") else { return nil }
            return line.dropFirst("function \(table):".count).split(separator: "(").first.map(String.init)
        })
    }

    /// The `---@field` names right after `---@class name` (optional `?` removed).
    static func fields(of name: String) -> Set<String> {
        guard let start = stub.firstIndex(where: { $0 == "---@class \(name)" || $0.hasPrefix("---@class \(name):") }) else { return [] }
        let block = stub[(start + 1)...].prefix { $0.hasPrefix("---") && !$0.hasPrefix("---@class") && !$0.hasPrefix("---@alias") }
        return Set(block.compactMap { line -> String? in
            guard line.hasPrefix("---@field ") else { return nil }
            let name = line.dropFirst("---@field ".count).split(separator: " ").first.map(String.init) ?? ""
            return name.hasSuffix("?") ? String(name.dropLast()) : name
        })
    }

    /// Every method and field `app` has is declared in the stub (on `tabhost.App`, or on
    /// `tabhost.Container`, which it extends) and listed in docs/testing.md.
    @Test func everyAppCallIsInTheStubAndTheTestingGuide() {
        let stubMethods = Self.methods(of: "App").union(Self.methods(of: "Container"))
        let stubFields = Self.fields(of: "tabhost.App").union(Self.fields(of: "tabhost.Container"))
        let guide = Self.lines(of: "docs/testing.md").joined(separator: "\n")
        for method in AppOperation.methods {
            #expect(stubMethods.contains(method), "types/tabhost.lua lacks App:\(method)")
            #expect(guide.contains("`app:\(method)"), "docs/testing.md lacks app:\(method)")
        }
        for field in AppObject.fields {
            #expect(stubFields.contains(field), "types/tabhost.lua lacks App field \(field)")
            #expect(guide.contains("app.\(field)"), "docs/testing.md lacks app.\(field)")
        }
        #expect(Self.fields(of: "tabhost.OpenOptions") == Set(AppSettings.keys), "tabhost.OpenOptions differs from tabhost.open's options")
    }

    /// A method name a spec misspells gets the one meant.
    @Test func anUnknownMethodSuggestsTheOneMeant() {
        do {
            _ = try AppOperation(name: "expectScren")
            Issue.record("an unknown method was taken")
        } catch {
            #expect(error.description == "app has no method 'expectScren' (did you mean expectScreen?)")
        }
        #expect(AppOperation.methods.allSatisfy { (try? AppOperation(name: $0))?.isAccessor == false })
    }
}
