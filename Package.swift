// swift-tools-version: 6.0
import PackageDescription

/// Start-up (SPEC section 9): the release `tabhost` carries the Swift runtime and libstdc++
/// instead of loading 14 shared libraries at every start (`render` starts in about half the
/// time, with a third less memory), and libgcc's unwinder instead of libgcc_s.so. glibc and
/// liblua5.4 stay shared, so a trusted script can still `require` a Lua C module (lfs, lpeg),
/// whose symbols resolve against liblua5.4.so (`tests/cli/c-modules.lua`).
/// `Sources/tabhost/link/libstdc++.so` is a linker script the linker finds before the shared
/// library, pointing at the static archive.
///
/// The link also lays out the functions start-up runs side by side
/// (`Sources/tabhost/link/hot-functions.txt`, written by `scripts/order-functions`), so the
/// 64 KiB the kernel maps around each first touch of the code hold code that runs, and links
/// a plain executable (`-no-pie`): ld.so has no 21,000 relocations to apply at every start.
/// `--no-export-dynamic` undoes SwiftPM's `-export-dynamic`: nothing looks up our own 3,500
/// symbols at run time, and their tables were 250 KB of pages ld.so read at every start
/// (a C module still finds liblua5.4's symbols, which liblua5.4.so exports itself).
let staticRuntime = [
    "-static-stdlib", "-L", Context.packageDirectory + "/Sources/tabhost/link",
    "-Xlinker", "--section-ordering-file=" + Context.packageDirectory + "/Sources/tabhost/link/hot-functions.txt",
    "-Xclang-linker", "-no-pie", "-Xlinker", "--no-export-dynamic", "-Xclang-linker", "-static-libgcc",
]

/// Release code generation for the binaries `scripts/tabhost` and `scripts/bench` build
/// (they set `TABHOST_TUNED=1`): metadata reached through accessor calls, not demangled from
/// mangled names at run time (a fifth of `render`'s instructions), and each function in a
/// section of its own, so the link can order them. Off otherwise: SwiftPM refuses a versioned
/// dependency whose library targets carry unsafe flags, so a package embedding TabHostKit
/// builds it without them.
let tuned: [SwiftSetting] = Context.environment["TABHOST_TUNED"] == "1" ? [
    .unsafeFlags([
        "-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors", "-Xfrontend", "-function-sections",
    ], .when(configuration: .release)),
] : []

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
        .target(name: "CLuaShim", dependencies: ["CLua"]),
        // The only Swift module that imports CLua.
        .target(name: "LuaBridge", dependencies: ["CLua", "CLuaShim"], swiftSettings: tuned),
        // Pure Swift: model, update, layout, Screen of cells, text width, colors. No Lua, no I/O.
        .target(name: "TabCore", swiftSettings: tuned, linkerSettings: [.linkedLibrary("m")]),
        // What runs inside signal handlers: the self-pipe relay, the crash path and the terminal
        // restore from bytes prepared in advance (async-signal-safe, so C, not Swift).
        .target(name: "CSignalShim"),
        // ANSI encoding, frame diff, raw mode, input parsing, signals.
        .target(name: "TabTerminal", dependencies: ["TabCore", "CSignalShim"], swiftSettings: tuned),
        // The runtime and the embedding API (Session): scripts, decoding, reload, test runner.
        .target(name: "TabHostKit", dependencies: ["TabCore", "LuaBridge", "TabTerminal"], swiftSettings: tuned),
        // The command line, a client of TabHostKit: parsing, the commands, the run loop.
        .target(name: "TabHostCLI", dependencies: ["TabHostKit", "TabTerminal"], swiftSettings: tuned),
        // The executable's code mapped a page at a time at its first touch (peak memory).
        .target(name: "CCodePages"),
        .executableTarget(
            name: "tabhost", dependencies: ["TabHostCLI", "CCodePages"], exclude: ["link"], swiftSettings: tuned,
            linkerSettings: [.unsafeFlags(staticRuntime, .when(configuration: .release))]),
        // SPEC section 10: a Swift program embedding the host (examples/embed/main.swift).
        .executableTarget(name: "embed-example", dependencies: ["TabHostKit"], path: "examples/embed"),
        // SPEC section 9 figures, measured beside their references (scripts/bench).
        // It drives the tabhost binary; tui-rs/ is its Rust reference, built by cargo.
        .executableTarget(name: "tabhost-bench", exclude: ["tui-rs"]),
        .testTarget(name: "TabCoreTests", dependencies: ["TabCore"]),
        .testTarget(name: "LuaBridgeTests", dependencies: ["LuaBridge"]),
        .testTarget(name: "TabTerminalTests", dependencies: ["TabTerminal"]),
        .testTarget(name: "TabHostKitTests", dependencies: ["TabHostKit"]),
        .testTarget(name: "TabHostCLITests", dependencies: ["TabHostCLI", "TabHostKit"]),
    ]
)
