import Testing
import TabCore
@testable import TabHostCLI

/// `--keys`: names read into keys once, on the command line; an unknown one is a usage error
/// that names the key meant, as every edge that reads key names does.
@Suite struct CommandLineKeysTests {
    @Test(arguments: [
        ("rigth", "--keys: unknown key 'rigth' (did you mean right?)"),
        ("left, ctl+x", "--keys: unknown key 'ctl+x' (did you mean ctrl+x?)"),
        ("coma", "--keys: unknown key 'coma' (did you mean comma?)"),
        ("zz", "--keys: unknown key 'zz' (use left, right, up, down, enter, space, tab, home, end, escape, backspace, "
            + "delete, insert, pageup, pagedown, f1 to f12, comma or a single character, with ctrl+, alt+ or shift+ before)"),
    ])
    func unknownKeysAreUsageErrorsNamingTheKeyMeant(keys: String, message: String) {
        #expect(throws: UsageError.self) { try CommandLineParser.parse(["render", "x.lua", "--keys", keys]) }
        do {
            _ = try CommandLineParser.parse(["render", "x.lua", "--keys", keys])
        } catch {
            #expect(error.message == message)
        }
    }

    @Test func keysAreReadInAnySpelling() throws {
        let invocation = try CommandLineParser.parse(["render", "x.lua", "--keys", "esc, C-r ,comma,pgdn,  shift+tab"])
        #expect(invocation.keys == [.escape, Key("r", .ctrl), Key(","), Key(.pageDown), .shiftTab])
    }
}
