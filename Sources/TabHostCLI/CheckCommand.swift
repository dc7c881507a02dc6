import TabHostKit

/// `tabhost check`: loads and validates a script, printing every problem.
enum CheckCommand {
    static func run(_ invocation: Invocation) -> Int32 {
        let path = invocation.paths[0]
        do {
            let session = try Session(path: path, options: TabHostCLI.hostOptions(invocation))
            let count = session.container.items.count
            Console.out("\(path): ok (\(count) item\(count == 1 ? "" : "s"))\n")
            return TabHostCLI.Status.success
        } catch {
            Console.error(error.description + "\n")
            return TabHostCLI.Status.usage
        }
    }
}
