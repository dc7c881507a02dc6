import TabCore
import TabTerminal

/// `tabhost render`: one frame to stdout (also `run` when stdout is not a terminal).
enum RenderCommand {
    static func run(_ invocation: Invocation) -> Int32 {
        let mode: ColorMode
        do {
            let environment = Console.variables(ColorSupport.variables)
            mode = try ColorSupport.resolve(flag: invocation.color, environment: environment, isTTY: ColorSupport.isTTY(1))
        } catch {
            Console.error("tabhost: \(error)\n")
            return TabHostCLI.Status.usage
        }
        let host: ScriptHost
        do {
            host = try ScriptHost(path: invocation.paths[0], options: TabHostCLI.hostOptions(invocation))
        } catch {
            Console.error(error.description + "\n")
            return TabHostCLI.Status.usage
        }
        let size = invocation.size ?? TerminalMode.size(of: 1).map { CellSize(width: $0.width, height: $0.height) }
            ?? CellSize(width: 80, height: 24)
        host.setInitialSize(width: size.width, height: size.height)
        for warning in host.warnings { Console.error(warning.description + "\n") }
        host.open()
        for key in invocation.keys { host.press(key) }
        host.finishAnimations()  // one frame: the indicator where it comes to rest
        let frame = host.frame()
        Console.out(invocation.styled ? StyledText.encode(frame.screen) + "\n" : ANSI.frame(frame.screen, mode: mode))
        guard host.errors.isEmpty else {
            Console.error(host.errorReports.joined(separator: "\n") + "\n")
            return TabHostCLI.Status.usage
        }
        return TabHostCLI.Status.success
    }
}
