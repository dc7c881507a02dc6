import Testing
@testable import LuaBridge

/// Module file resolution for the sandboxed `require` (ModuleResolver).
@Suite struct ModuleResolverTests {
    @Test func dotsBecomeDirectories() {
        let resolver = ModuleResolver(root: "scripts")
        #expect(resolver.candidates(for: "a.b.c") == ["scripts/a/b/c.lua", "scripts/a/b/c/init.lua"])
        #expect(resolver.searchPath == "scripts/?.lua;scripts/?/init.lua")
    }

    @Test func theWorkingDirectoryNeedsNoPrefix() {
        #expect(ModuleResolver(root: ".").join("m.lua") == "m.lua")
        #expect(ModuleResolver(root: "").join("m.lua") == "m.lua")
        #expect(ModuleResolver(root: "dir/").join("m.lua") == "dir/m.lua")
    }

    @Test(arguments: ["../x", "a/b", "a\\b", ".x", "a..b", "/abs"])
    func escapingNamesAreRefused(name: String) {
        guard case .failure(let problem) = ModuleResolver(root: ".").resolve(name) else {
            Issue.record("\(name) resolved")
            return
        }
        #expect(problem.message.hasPrefix("module '\(name)' is outside the script's directory"))
    }

    @Test(arguments: ["", "a.", "a\0b"])
    func malformedNamesAreRefused(name: String) {
        guard case .failure(let problem) = ModuleResolver(root: ".").resolve(name) else {
            Issue.record("\(name) resolved")
            return
        }
        #expect(problem.message == "invalid module name '\(name)'")
    }

    @Test func aFileIsPreferredToAPackage() throws {
        let directory = try TemporaryDirectory(["m.lua": "#!lua\nreturn 1", "m/init.lua": "return 2"])
        guard case .success(let module) = ModuleResolver(root: directory.path).resolve("m") else {
            throw Failure("m not found")
        }
        #expect(module.path == directory.path + "/m.lua")
        #expect(module.source == Array("\nreturn 1".utf8))
    }
}
