import Glibc
import LuaBridge
import TabCore
import TabHostKit
import TabTerminal

/// The `tabhost` command: dispatches a parsed command line and returns the exit status.
public enum TabHostCLI {
    /// Exit statuses (docs/commands.md, "Exit status").
    enum Status {
        static let success: Int32 = 0
        static let testFailed: Int32 = 1
        static let usage: Int32 = 2
        static let interrupted: Int32 = 130
    }

    /// Runs the command line `arguments` (without the program's name); returns the exit status,
    /// 2 when stdout or stderr could not be written (`Console.finish`).
    public static func main(_ arguments: [String]) -> Int32 {
        Console.start()
        Session.useDeadlineSignal()  // no hook until a call's deadline (the spec runner's calls too)
        do {
            let invocation = try CommandLineParser.parse(arguments)
            watchForRunaways(interactive: invocation.command == .run)
            ChunkCache.shared.store = ChunkStore.standard()
            return Console.finish(run(invocation))
        } catch {
            let help = error.command.map { "tabhost help \($0.rawValue)" } ?? "tabhost --help"
            Console.error("tabhost: \(error.message)\nRun '\(help)' for usage.\n")
            return Console.finish(Status.usage)
        }
    }

    /// The command line as the system gave it, without the program's name: each argument's
    /// bytes kept (`PathBytes`), so a file named with bytes that are not UTF-8 opens.
    public static var arguments: [String] {
        (1..<Int(CommandLine.argc)).compactMap { index in
            CommandLine.unsafeArgv[index].map { argument in
                PathBytes.string(UnsafeBufferPointer(start: UnsafeRawPointer(argument).assumingMemoryBound(to: UInt8.self),
                                                     count: strlen(argument)))
            }
        }
    }

    static func run(_ invocation: Invocation) -> Int32 {
        switch invocation.command {
        case .help:
            Console.out(Help.text(for: invocation.paths.first) + "\n")
            return Status.success
        case .version:
            Console.out("tabhost \(Session.version) (Lua 5.4)\n")
            return Status.success
        case .run where ColorSupport.isTTY(0) && ColorSupport.isTTY(1):
            return RunCommand.run(invocation)
        case .run where invocation.record != nil:
            Console.error("tabhost: --record needs a terminal (stdin and stdout): it records what you do there\n")
            return Status.usage
        case .render, .run:
            return RenderCommand.run(invocation)
        case .check:
            return CheckCommand.run(invocation)
        case .test:
            return TestCommand.run(invocation)
        case .report:
            return ReportCommand.run(invocation)
        }
    }

    /// The time budget's last resort (LuaWatchdog, docs/safety.md): a call that runs on past
    /// its budget in code the budget cannot interrupt ends the process, after the terminal is
    /// given back, with the message on stderr (half a second of grace in `run`, as SPEC
    /// section 8 promises an answer within the budget and that).
    static func watchForRunaways(interactive: Bool) {
        LuaWatchdog.grace = interactive ? 0.5 : 2
        LuaWatchdog.onRunaway = { message in
            TerminalMode.leave()
            Console.error(message)
            _exit(Status.usage)  // not exit(): the runaway call still runs on its thread
        }
    }

    /// Host options from the common flags.
    static func hostOptions(_ invocation: Invocation) -> HostOptions {
        var limits = LuaLimits()
        if let milliseconds = invocation.timeoutMilliseconds { limits.timeout = Double(milliseconds) / 1000 }
        if let megabytes = invocation.memoryMegabytes { limits.memory = megabytes << 20 }
        var options = HostOptions(trusted: invocation.trust, limits: limits)
        options.output = { Console.error($0 + "\n") }
        return options
    }

    /// Whether the terminal cannot show `×`, its locale not being UTF-8 (TabTerminal's
    /// `TextSupport`): `run` and `render`'s text then draw a default close mark as `x`
    /// (docs/scripting.md, "Style parameters"). Pictures and specs always show `×`.
    static var terminalLacksCloseMark: Bool {
        !TextSupport.isUTF8(environment: Console.variables(TextSupport.variables))
    }
}
