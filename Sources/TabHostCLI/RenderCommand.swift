import TabCore
import TabHostKit
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
        let size = invocation.size ?? TerminalMode.size(of: 1).map { CellSize(width: $0.width, height: $0.height) }
            ?? Session.defaultSize
        let session: Session
        do {
            session = try Session(path: invocation.paths[0], size: size, options: TabHostCLI.hostOptions(invocation))
        } catch {
            Console.error(error.description + "\n")
            return TabHostCLI.Status.usage
        }
        // The process ends when this returns: freeing the Lua state and the model first
        // would only cost time (a twentieth of `render`).
        defer { _ = Unmanaged.passRetained(session) }
        for warning in session.warnings { Console.error(warning.description + "\n") }
        if invocation.inspect { session.enableInspector(open: true) }
        for key in invocation.keys { session.press(key) }
        session.finishAnimations()  // one frame: the indicator where it comes to rest
        let frame = session.frame()
        Console.out(invocation.styled ? StyledText.encode(frame.screen) + "\n" : ANSI.frame(frame.screen, mode: mode))
        let errors = session.takeErrors()
        guard errors.isEmpty else {
            Console.error(errors.map(\.report).joined(separator: "\n") + "\n")
            return TabHostCLI.Status.usage
        }
        return TabHostCLI.Status.success
    }
}
