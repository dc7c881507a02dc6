import TabCore
import TabHostKit
import TabHostTesting
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
            var options = TabHostCLI.hostOptions(invocation)
            options.plainCloseMark = invocation.format == .text && TabHostCLI.terminalLacksCloseMark
            session = try Session(path: invocation.paths[0], size: size, options: options)
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
        if let failure = write(output(frame.screen, invocation, mode: mode), to: invocation.out) {
            Console.error("tabhost: --out: \(failure)\n")
            return TabHostCLI.Status.usage
        }
        let errors = session.takeErrors()
        guard errors.isEmpty else {
            Console.error(errors.map(\.report).joined(separator: "\n") + "\n")
            return TabHostCLI.Status.usage
        }
        return TabHostCLI.Status.success
    }

    /// The frame in the format asked for: pictures ignore `--color`, they show every color.
    private static func output(_ screen: Screen, _ invocation: Invocation, mode: ColorMode) -> String {
        switch invocation.format {
        case .svg: ScreenPicture.svg(screen)
        case .html: ScreenPicture.html(screen, title: invocation.paths[0])
        case .text: invocation.styled ? StyledText.encode(screen) + "\n" : ANSI.frame(screen, mode: mode)
        }
    }

    /// Prints `text`, or writes it to `path` as test reports are written; the reason on failure.
    private static func write(_ text: String, to path: String?) -> String? {
        guard let path else {
            Console.out(text)
            return nil
        }
        switch ReportFile.target(for: path) {
        case .failure(let reason): return reason.description
        case .success(.standardOutput):
            Console.out(text)
            return nil
        case .success(let target):
            do { try ReportFile.write(text, to: target) } catch { return error.description }
            return nil
        }
    }
}
