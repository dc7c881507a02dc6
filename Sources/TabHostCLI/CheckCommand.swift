import TabHostKit
import TabTerminal

/// `tabhost check`: loads and validates a script, printing every problem, and the warnings
/// of a script that loads (status 0 then). Nothing of the script runs past its chunk: no
/// `onOpen`.
enum CheckCommand {
    static func run(_ invocation: Invocation) -> Int32 {
        let path = invocation.paths[0]
        do {
            let session = try Session(path: path, options: TabHostCLI.hostOptions(invocation), opening: false)
            let count = session.container.items.count
            let warnings = session.warnings
            for warning in warnings { Console.error(warning.description + "\n") }
            let warned = warnings.isEmpty ? "" : ", \(warnings.count) warning\(warnings.count == 1 ? "" : "s")"
            // The path is the user's, yet a name may hold control bytes or bytes that are not UTF-8.
            Console.out("\(TerminalText.escaped(path, singleLine: true)): ok (\(count) item\(count == 1 ? "" : "s")\(warned))\n")
            return TabHostCLI.Status.success
        } catch {
            Console.error(error.description + "\n")
            return TabHostCLI.Status.usage
        }
    }
}
