// swift-tools-version: 6.0
import PackageDescription

/// How the release `tabhost` is linked. It carries the Swift runtime (`-static-stdlib`) and
/// libgcc's unwinder instead of loading 14 shared libraries at every start; glibc, libstdc++
/// and liblua5.4 stay shared, so a trusted script can still `require` a Lua C module (lfs,
/// lpeg), whose symbols resolve against liblua5.4.so (`tests/cli/c-modules.lua`).
/// `--no-export-dynamic` undoes SwiftPM's `-export-dynamic`: nothing looks up our own symbols
/// at run time (a C module finds liblua5.4's, which liblua5.4.so exports itself).
///
/// The binary runs untrusted scripts on top of a C library, so it keeps the platform's
/// hardening (docs/safety.md, "Hardening"; checked by `scripts/test-hardening`): it is a
/// position-independent executable (the toolchain's default), loaded at a random address, and
/// its relocations are resolved at start and then made read-only (`-z relro -z now`).
let releaseLink = [
    "-static-stdlib", "-Xclang-linker", "-static-libgcc", "-Xlinker", "--no-export-dynamic",
    "-Xlinker", "-z", "-Xlinker", "relro", "-Xlinker", "-z", "-Xlinker", "now",
]

/// Settings of the binaries `scripts/tabhost`, `scripts/bench` and `scripts/test-hardening`
/// build (they set `TABHOST_TUNED=1`). Off otherwise: SwiftPM refuses a versioned dependency
/// whose library targets carry unsafe flags, so a package embedding TabHostKit builds it
/// without them.
let binaryBuild = Context.environment["TABHOST_TUNED"] == "1"

/// Swift code generation of the binary: metadata reached through accessor calls, not
/// demangled from mangled names at run time (a fifth of `render`'s instructions).
let tuned: [SwiftSetting] = binaryBuild ? [
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"], .when(configuration: .release)),
] : []

/// The C code's stack protection: Swift code has it by default, clang's C code does not.
let hardenedC: [CSetting] = binaryBuild ? [.unsafeFlags(["-fstack-protector-strong"])] : []

let package = Package(
    name: "tabhost",
    products: [
        .library(name: "TabHostKit", targets: ["TabHostKit"]),
        .library(name: "TabCore", targets: ["TabCore"]),
        .executable(name: "tabhost", targets: ["tabhost"]),
    ],
    targets: [
        // Lua 5.4 from Debian (liblua5.4-dev), found through pkg-config.
        .systemLibrary(
            name: "CLua", pkgConfig: "lua5.4",
            providers: [.apt(["liblua5.4-dev", "pkg-config"])]),
        // Lua's function-like macros as static inline functions, plus the few C entry points
        // that may raise Lua errors (trampoline, count hook), so no longjmp crosses Swift.
        .target(name: "CLuaShim", dependencies: ["CLua"], cSettings: hardenedC),
        // The only Swift module that imports CLua (TabCore only for PathBytes: paths as bytes).
        .target(name: "LuaBridge", dependencies: ["CLua", "CLuaShim", "TabCore"],
                swiftSettings: tuned, plugins: ["EmbedLua"]),
        // The host's own Lua lives in `.lua` files (a target's `Lua/` directory); this plugin and
        // its tool build them into the target as strings, so the binary stays one file.
        .plugin(name: "EmbedLua", capability: .buildTool(), dependencies: ["lua-embed"]),
        .executableTarget(name: "lua-embed"),
        // The time budget's per-thread slot: one C11 _Thread_local pointer, so that no Swift
        // task-local links the concurrency runtime and libdispatch into the binary.
        .target(name: "CBudgetSlot", cSettings: hardenedC),
        // Pure Swift: model, update, layout, Screen of cells, text width, colors. No Lua, no I/O.
        .target(name: "TabCore", dependencies: ["CBudgetSlot"], swiftSettings: tuned, linkerSettings: [.linkedLibrary("m")]),
        // What runs inside signal handlers: the self-pipe relay, the crash path and the terminal
        // restore from bytes prepared in advance (async-signal-safe, so C, not Swift).
        .target(name: "CSignalShim", cSettings: hardenedC),
        // ANSI encoding, frame diff, raw mode, input parsing, signals.
        .target(name: "TabTerminal", dependencies: ["TabCore", "CSignalShim"], swiftSettings: tuned),
        // The embedding library (Session): scripts, decoding, the live container, frames, reload.
        .target(name: "TabHostKit", dependencies: ["TabCore", "LuaBridge", "TabTerminal"],
                swiftSettings: tuned, plugins: ["EmbedLua"]),
        // The spec runner (`tabhost test`: busted's DSL over luassert, `app`, reporters,
        // snapshots) and the recorder (`run --record`), built on Session's API; its own Lua
        // state for the specs through LuaBridge.
        .target(name: "TabHostTesting", dependencies: ["TabHostKit", "LuaBridge", "TabCore", "TabTerminal"],
                swiftSettings: tuned, plugins: ["EmbedLua"]),
        // The command line, a client of TabHostKit and TabHostTesting: parsing, the commands,
        // the run loop.
        .target(name: "TabHostCLI", dependencies: ["TabHostKit", "TabHostTesting", "TabTerminal"], swiftSettings: tuned),
        .executableTarget(
            name: "tabhost", dependencies: ["TabHostCLI"], swiftSettings: tuned,
            linkerSettings: [.unsafeFlags(releaseLink, .when(configuration: .release))]),
        // A Swift program embedding the host (examples/embed/main.swift; docs/embedding.md).
        .executableTarget(name: "embed-example", dependencies: ["TabHostKit"], path: "examples/embed"),
        // The figures of docs/performance.md, measured beside their references (scripts/bench).
        // It drives the tabhost binary; tui-rs/ is its Rust reference, built by cargo.
        .executableTarget(name: "tabhost-bench", exclude: ["tui-rs"]),
        .testTarget(name: "TabCoreTests", dependencies: ["TabCore"]),
        .testTarget(name: "LuaBridgeTests", dependencies: ["LuaBridge"]),
        .testTarget(name: "TabTerminalTests", dependencies: ["TabTerminal"]),
        .testTarget(name: "TabHostKitTests", dependencies: ["TabHostKit"]),
        .testTarget(name: "TabHostTestingTests", dependencies: ["TabHostTesting", "TabHostKit"]),
        .testTarget(name: "TabHostCLITests", dependencies: ["TabHostCLI", "TabHostTesting", "TabHostKit"]),
    ]
)
