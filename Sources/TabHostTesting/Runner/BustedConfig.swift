import TabHostKit
import LuaBridge

/// `.busted`, read as busted 2.x reads it: a Lua file that returns a table of tasks; the task
/// named by `-r`/`--run`, else `default`, over `_all`. Keys are busted's option names
/// (`ROOT`, `pattern`, `lpath`, `tags`, `exclude-tags`, `filter`, `output`, `helper`,
/// `verbose`, `shuffle`, `keep-going`, ...), plus tabhost's `timeout` (milliseconds).
package struct BustedConfig: Equatable {
    /// The chosen task's options, `_all`'s under them.
    var values: [String: LuaValue] = [:]

    /// No options: busted's defaults.
    package init() {}

    /// Why `.busted` cannot be used; a usage error.
    package struct Problem: Error, Equatable, CustomStringConvertible {
        package let description: String

        package init(description: String) {
            self.description = description
        }
    }

    /// The configuration in `path` (nil when there is no such file and none was asked for),
    /// run sandboxed unless `trusted`, under a one-second budget.
    package static func load(_ path: String, task: String?, required: Bool, trusted: Bool) -> Result<BustedConfig?, Problem> {
        guard FileSystem.kind(of: path) == .file else {
            return required ? .failure(Problem(description: "specified config file '\(path)' not found")) : .success(nil)
        }
        let tasks: LuaTable
        do {
            let root = SourceFile.directory(of: path)
            let vm = try LuaVM(limits: LuaLimits(timeout: 1, memory: 64 << 20),
                               sandbox: trusted ? .trusted(root: root) : .sandboxed(root: root))
            guard case .table(let table)? = try vm.run(file: path).first else {
                return .failure(Problem(description: "\(path): the file does not return a table"))
            }
            tasks = table
        } catch {
            return .failure(Problem(description: "failed loading config file `\(path)`: \(error)"))
        }
        var config = BustedConfig()
        if case .table(let all) = tasks["_all"] { config.merge(all) }
        if let task, !task.isEmpty {
            guard case .table(let chosen) = tasks[task] else {
                return .failure(Problem(description: "\(path): task `\(task)` not found, or not a table"))
            }
            config.merge(chosen)
        } else if case .table(let chosen) = tasks["default"] {
            config.merge(chosen)
        }
        return .success(config)
    }

    private mutating func merge(_ table: LuaTable) {
        for (key, value) in table.entries { if case .string(let name) = key { values[name] = value } }
    }

    /// A list option: a string or a list of strings (`ROOT = "spec"`, `ROOT = { "spec", "t" }`);
    /// `commas` splits each at commas, as busted does for tags.
    package func strings(_ key: String, commas: Bool = false) -> [String]? {
        let list: [String]
        switch values[key] {
        case .string(let text)?: list = [text]
        case .table(let table)?: list = table.array.compactMap { if case .string(let text) = $0 { text } else { nil } }
        default: return nil
        }
        return commas ? list.flatMap(Self.commaList) : list
    }

    /// `a,b` as busted splits tag lists.
    package static func commaList(_ text: String) -> [String] {
        text.split(separator: ",").map(String.init)
    }

    package func string(_ key: String) -> String? {
        if case .string(let text)? = values[key] { return text }
        return nil
    }

    package func bool(_ key: String) -> Bool? {
        if case .boolean(let flag)? = values[key] { return flag }
        return nil
    }

    /// The whole number at `key` (an integer, a float of an integer's value, or its text); nil
    /// when there is none, a failure with the value as written when it is no whole number.
    package func wholeNumber(_ key: String) -> Result<Int, Problem>? {
        let value: String
        switch values[key] {
        case nil: return nil
        case .integer(let number)?: return .success(Int(number))
        case .number(let number)?:
            if let whole = Int(exactly: number) { return .success(whole) }
            value = String(number)
        case .string(let text)?:
            if let whole = Int(text) { return .success(whole) }
            value = "'\(text)'"
        case let other?: value = "a \(other.typeName)"
        }
        return .failure(Problem(description: "\(key): expected a whole number, got \(value)"))
    }
}
