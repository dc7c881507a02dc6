import Testing
@testable import TabHostKit
@testable import TabHostTesting

/// docs/testing.md, "Spec files": which files `tabhost test` runs, as busted finds them.
@Suite struct TestingDiscoveryTests {
    @Test func directoriesAreSearchedRecursivelyForSpecFilesInOrder() throws {
        let directory = TemporaryDirectory()
        for name in ["b_spec.lua", "a_spec.lua", "nested/deeper/c_spec.lua", "helper.lua", "_spec.lua",
                     ".hidden/d_spec.lua", "notes_spec.txt", "nested/e_spec.lua"] {
            directory.write(name, "")
        }
        let root = directory.path
        #expect(try SpecDiscovery.files(for: [root]).get() == [
            "\(root)/_spec.lua", "\(root)/a_spec.lua", "\(root)/b_spec.lua", "\(root)/nested/deeper/c_spec.lua",
            "\(root)/nested/e_spec.lua",
        ])
        let flat = SpecDiscovery.Rules(recursive: false)
        #expect(try SpecDiscovery.files(for: [root], rules: flat).get() == ["\(root)/_spec.lua", "\(root)/a_spec.lua", "\(root)/b_spec.lua"])
    }

    @Test func patternsAreLuaPatternsOnTheBaseName() throws {
        let directory = TemporaryDirectory()
        for name in ["test_one.lua", "two_test.lua", "a_spec.lua", "skip_test.lua"] { directory.write(name, "") }
        let rules = SpecDiscovery.Rules(patterns: ["^test_", "_test%.lua$"], excludes: ["^skip"])
        #expect(try SpecDiscovery.files(for: [directory.path], rules: rules).get() == [
            "\(directory.path)/test_one.lua", "\(directory.path)/two_test.lua",
        ])
        let bad = SpecDiscovery.Rules(patterns: ["[unclosed"])
        #expect(throws: SpecDiscovery.Problem(description: "--pattern: malformed pattern (missing ']')")) {
            try SpecDiscovery.files(for: [directory.path], rules: bad).get()
        }
    }

    @Test func filesAreRunAsGivenAndEachOnce() throws {
        let directory = TemporaryDirectory()
        let plain = directory.write("scenario.lua", "")
        let spec = directory.write("a_spec.lua", "")
        #expect(try SpecDiscovery.files(for: [plain, directory.path, spec]).get() == [plain, spec])
    }

    @Test func nothingFoundIsAnErrorWithAHint() {
        let directory = TemporaryDirectory()
        #expect(SpecDiscovery.files(for: [directory.path]) == .failure(.init(description:
            "no spec files found under \(directory.path) (spec files are Lua files whose name matches the Lua pattern "
            + "_spec: spec/example_spec.lua; pass files or directories: tabhost test path/to/specs)")))
        #expect(SpecDiscovery.files(for: [directory.path + "/nope"]) == .failure(.init(description: "\(directory.path)/nope: no such file or directory")))
    }

    @Test func pathsAreNormalizedLexically() {
        #expect(FileSystem.normalize("spec/../examples/btab.lua") == "examples/btab.lua")
        #expect(FileSystem.normalize("./a/./b/") == "a/b")
        #expect(FileSystem.normalize("../x/../../y") == "../../y")
        #expect(FileSystem.normalize("/a/../../b") == "/b")
        #expect(FileSystem.normalize("a/..") == ".")
        #expect(FileSystem.normalize("") == ".")
        #expect(FileSystem.normalize("/") == "/")
        #expect(FileSystem.normalize("/..") == "/")
        #expect(FileSystem.normalize("a//.../b/.x/..") == "a/.../b")
        #expect(FileSystem.normalize("spéc/ü/../t.lua") == "spéc/t.lua")
        #expect(FileSystem.join("spec", "../x.lua") == "spec/../x.lua")
        #expect(FileSystem.join(".", "x.lua") == "x.lua")
    }
}
