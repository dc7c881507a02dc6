/// `tabhost check`: loads and validates a script, printing every problem, and the warnings
/// of a script that loads (status 0 then).
enum CheckCommand {
    static func run(_ invocation: Invocation) -> Int32 {
        let path = invocation.paths[0]
        do {
            let host = try ScriptHost(path: path, options: TabHostCLI.hostOptions(invocation))
            let count = host.container.items.count
            for warning in host.warnings { Console.error(warning.description + "\n") }
            let warned = host.warnings.isEmpty ? "" : ", \(host.warnings.count) warning\(host.warnings.count == 1 ? "" : "s")"
            Console.out("\(path): ok (\(count) item\(count == 1 ? "" : "s")\(warned))\n")
            return TabHostCLI.Status.success
        } catch {
            Console.error(error.description + "\n")
            return TabHostCLI.Status.usage
        }
    }
}
