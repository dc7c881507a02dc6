import TabHostKit

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
            Console.out("\(path): ok (\(count) item\(count == 1 ? "" : "s")\(warned))\n")
            return TabHostCLI.Status.success
        } catch {
            Console.error(error.description + "\n")
            return TabHostCLI.Status.usage
        }
    }
}
