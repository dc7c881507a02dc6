import TabHostKit
import TabHostTesting

/// `tabhost report merge A.html B.html ... [--out FILE]`: one HTML report of several
/// (docs/commands.md).
enum ReportCommand {
    static func run(_ invocation: Invocation) -> Int32 {
        let page: String
        switch HTMLReportMerge.merge(files: Array(invocation.paths.dropFirst())) {
        case .success(let merged): page = merged
        case .failure(let problem):
            Console.error("tabhost report: \(problem)\n")
            return TabHostCLI.Status.usage
        }
        guard let out = invocation.out else {
            Console.out(page)
            return TabHostCLI.Status.success
        }
        do {
            switch ReportFile.target(for: out) {
            case .success(.standardOutput): Console.out(page)
            case .success(let target): try ReportFile.write(page, to: target)
            case .failure(let reason): throw reason
            }
        } catch {
            Console.error("tabhost report: --out: \(error)\n")
            return TabHostCLI.Status.usage
        }
        return TabHostCLI.Status.success
    }
}
