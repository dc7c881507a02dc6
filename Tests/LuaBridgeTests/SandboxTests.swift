import Testing
@testable import LuaBridge

/// What a sandboxed script can and cannot reach, `print`, `load`, and trusted mode (Sandbox).
@Suite struct SandboxTests {
    let vm: LuaVM

    init() throws { vm = try makeVM() }

    private func message(_ source: String) -> String? {
        luaError { try vm.run(source: source, name: "s.lua") }?.message
    }

    @Test(arguments: [
        ("io.open('x')", "io.open"), ("io.write = print", "io.write"), ("os.execute('ls')", "os.execute"),
        ("os.getenv('HOME')", "os.getenv"), ("os.exit()", "os.exit"), ("debug.traceback()", "debug.traceback"),
        ("return package.path", "package.path"), ("package.loadlib('x', 'y')", "package.loadlib"),
        ("dofile('x.lua')", "dofile"), ("loadfile('x.lua')", "loadfile"), ("collectgarbage()", "collectgarbage"),
        ("string.dump(print)", "string.dump"), ("local f = function() end\nlocal d = ('').dump(f)", "string.dump"),
        ("require('io').lines()", "io.lines"),
    ])
    func forbiddenNamesSayWhatToDo(source: String, name: String) {
        let line = source.contains("\n") ? 2 : 1
        #expect(message(source) == "s.lua:\(line): \(name) is not available in the sandbox (run with --trust)")
    }

    @Test func theAllowedLibrariesWork() throws {
        let source = """
            return type(os.time()), type(os.clock()), os.date('!%Y', 0), os.difftime(2, 1),
              string.upper('a'), table.concat({1, 2}, ','), math.max(1, 3), utf8.char(233),
              coroutine.wrap(function() coroutine.yield(7) end)()
            """
        #expect(try vm.run(source: source, name: "ok") == [
            .string("number"), .string("number"), .string("1970"), .number(1),
            .string("A"), .string("1,2"), .integer(3), .string("é"), .integer(7),
        ])
    }

    @Test func guardedTablesAreProtected() throws {
        #expect(try vm.run(source: "return getmetatable(io), getmetatable(os), pcall(setmetatable, io, nil)", name: "m")
            == [.boolean(false), .boolean(false), .boolean(false), .string("cannot change a protected metatable")])
        #expect(try vm.run(source: "os.custom = 1 return os.custom", name: "w") == [.integer(1)])
    }

    @Test func loadAcceptsTextOnly() throws {
        let binary = "return load(string.char(27) .. 'LuaT\\0\\25\\147\\r\\n\\26\\n', 'bin', 'b')"
        #expect(try vm.run(source: binary, name: "b") == [.nil, .string("attempt to load a binary chunk (mode is 't')")])
        let text = "return load('return 1 + 1')(), load('return x', 'c', 't', { x = 5 })(), load('return print ~= nil')()"
        #expect(try vm.run(source: text, name: "t") == [.integer(2), .integer(5), .boolean(true)])
        let error = luaError { try vm.run(source: "local f = load('\\n error(\"e\")', '=chunk')\nf()", name: "t") }
        #expect(error?.message == "chunk:2: e")
    }

    @Test func printGoesToOutputLikeLuasTostring() throws {
        var lines: [String] = []
        vm.output = { lines.append($0) }
        _ = try vm.run(source: "print('a', 1, 2.0, nil, true, setmetatable({}, { __tostring = function() return 'T' end }))\nprint()", name: "p")
        #expect(lines == ["a\t1\t2.0\tnil\ttrue\tT", ""])
    }

    @Test func trustedModeOpensEverything() throws {
        let trusted = try makeVM(trusted: true)
        var lines: [String] = []
        trusted.output = { lines.append($0) }
        let source = "print('p') return type(io.open), type(os.getenv), type(debug.traceback), require('string') == string"
        #expect(try trusted.run(source: source, name: "t") == [.string("function"), .string("function"), .string("function"), .boolean(true)])
        #expect(lines == ["p"])
    }
}
