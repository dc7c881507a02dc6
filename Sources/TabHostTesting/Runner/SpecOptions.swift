import TabHostKit
import LuaBridge
import Synchronization

/// How `tabhost test` runs specs: the flags and the `CI` rule (docs/testing.md, "Flags",
/// "Snapshots and CI").
package struct SpecOptions: Sendable {
    /// Time budget of each call into Lua and the memory cap, for specs and the apps they open.
    package var limits = LuaLimits()
    /// Run specs and scripts without the sandbox (`--trust`).
    package var trusted = false
    /// busted's own options: filters, tags, order, `--list`, `--no-keep-going`, ...
    package var busted = BustedSettings()
    /// The project's root (where `.busted` is, the working directory): sandboxed specs
    /// open scripts and require modules under it and under their own directory.
    var projectRoot = "."
    /// Module templates the project's modules are found by, ahead of the rest (busted's lpath).
    package var lpath = SpecOptions.defaultLPath
    /// Run only this part of the tests (`--shard K/N`).
    package var shard: SpecShard?
    /// Run each file this many times (`--repeat`).
    package var repeats = 1
    /// `package.cpath` ahead of the rest, trusted only (`--cpath`).
    package var cpath: String?
    /// A Lua file (or module) each spec state runs before its spec file (`--helper`), and
    /// its `arg` (`-Xhelper`).
    package var helper: String?
    package var helperArguments: [String] = []
    /// Lua statements each spec state runs before its spec file (`-e`).
    package var statements: [String] = []
    /// luassert's language for messages (`--lang`; `en` by default).
    package var language: String?
    /// Failures show the traceback of errors (`-v`).
    package var verbose = false
    /// Rewrite snapshots instead of comparing (`--update-snapshots`).
    package var updateSnapshots = false
    /// Keep each failing test's steps (`TraceStep`): set for the second run of failing tests
    /// that makes the HTML report's trace (`TraceRerun`).
    package var traceSteps = false
    /// The `CI` environment variable is set (non-empty): a missing snapshot fails.
    package var ci = false
    /// Where `print` in specs and scripts goes.
    package var output: @Sendable (String) -> Void = { _ in }
    /// What the run's results hold, charged against `limits.memory` (one per run: copies of
    /// these options share it).
    var resultMemory = RunMemory()

    /// busted's default lpath.
    static let defaultLPath = ["./src/?.lua", "./src/?/?.lua", "./src/?/init.lua"]

    package init() {}

    /// The options of the scripts that specs open.
    var hostOptions: HostOptions {
        var options = HostOptions(trusted: trusted, limits: limits)
        options.output = output
        return options
    }
}

/// busted's options that shape a run (docs/testing.md, "Flags"), from its flags and `.busted`.
package struct BustedSettings: Sendable, Equatable {
    /// Lua patterns: a test runs when its full name matches one (`--filter`), and not when it
    /// matches one of `filtersOut` (which also leaves out whole blocks).
    package var filters: [String] = []
    package var filtersOut: [String] = []
    /// Tags (`#name` in a test's full name) a test must have one of, or none of.
    package var tags: [String] = []
    package var excludeTags: [String] = []
    /// Shuffle or sort the tests of each block, and the files.
    package var shuffle = false
    package var shuffleFiles = false
    package var sort = false
    package var sortFiles = false
    /// The seed of the shuffles (`--seed`), printed when shuffling.
    package var seed = 0
    /// Print the tests instead of running them (`--list`).
    package var list = false
    /// Go on after a failure or an error (busted's default; `--no-keep-going` stops).
    package var keepGoing = true
    /// Leave pending tests out of the report.
    package var suppressPending = false
    /// `setup` and `teardown` are the lazy kind (`--lazy`).
    package var lazy = false
    /// Restore globals and loaded modules after each file (`--no-auto-insulate` does not).
    package var autoInsulate = true
    /// The spec's `arg` table (1...n), the command's own arguments.
    package var arguments: [String] = []

    /// `arg` as busted's run gives it: the arguments at 1...n, the runner at 0 and the Lua
    /// interpreter at -1 (`FileSystem.luaInterpreter`), which specs start Lua from.
    var argumentTable: LuaTable {
        LuaTable(array: arguments.map(LuaValue.string),
                 entries: [(.integer(0), .string("tabhost")), (.integer(-1), .string(FileSystem.luaInterpreter))])
    }

    package init() {}
}

/// The K-th of N parts of a suite (`--shard K/N`): the tests of each file are dealt round robin,
/// starting at a place that depends on the file's path, so every part gets its share of
/// every file and the split is the same on every machine.
package struct SpecShard: Sendable, Equatable {
    /// 1-based.
    package var index: Int
    package var count: Int

    package init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// Where the deal starts for the file at `path` (FNV-1a of the path, modulo the count).
    func offset(of path: String) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in FileSystem.normalize(path).utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return Int(hash % UInt64(count))
    }
}

/// Script files read once per run, shared by every spec and thread: 1,000 tests that open
/// the same script read it once (docs/performance.md).
package final class SourceCache: Sendable {
    private let files = Mutex<[String: [UInt8]]>([:])

    package init() {}

    /// The script at `path`, read on first use.
    func contents(of path: String) -> Result<[UInt8], ScriptError> {
        if let cached = files.withLock({ $0[path] }) { return .success(cached) }
        return SourceFile.bytes(path).map { bytes in
            files.withLock { $0[path] = bytes }
            return bytes
        }
    }

    /// The scripts read so far, sorted.
    package var paths: [String] {
        files.withLock { $0.keys.sorted() }
    }

    /// Whether `path` was read before (so it is known to be a file).
    func contains(_ path: String) -> Bool {
        files.withLock { $0[path] != nil }
    }
}

/// A shuffle that depends on a seed only (SplitMix64), so `--shuffle --seed N` orders files
/// the same way on every machine.
package enum SeededShuffle {
    package static func shuffled<T>(_ items: [T], seed: Int) -> [T] {
        var state = UInt64(bitPattern: Int64(seed))
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        var list = items
        for index in stride(from: list.count - 1, to: 0, by: -1) {
            list.swapAt(index, Int(next() % UInt64(index + 1)))
        }
        return list
    }
}
