/// The time budget and memory cap applied to every call into Lua (docs/safety.md, "The time
/// budget" and "The memory cap").
public struct LuaLimits: Sendable, Equatable {
    /// Seconds one call into Lua may run; 0, negative or not finite means no budget.
    ///
    /// A nested call (Lua calling Swift calling Lua) keeps the earliest deadline. Swift work
    /// for a script counts: a Swift function that returns past the deadline raises the
    /// timeout.
    public var timeout: Double
    /// Bytes the whole Lua heap may hold while script code runs, with the host data kept for
    /// the script and the states opened on its behalf (`MemoryAccount`); 0 or negative means
    /// no cap.
    ///
    /// What the host does on a script's behalf counts too: a Swift function called from Lua
    /// refuses results larger than the cap still allows (`LuaVM.reserve`), and conversions
    /// of Lua values into Swift copies are bounded the same way. The allocator itself is
    /// relaxed while the host works (pushes of host values never fail halfway); host data
    /// set outside a call still counts toward the heap: while it alone exceeds the cap,
    /// script code cannot allocate.
    public var memory: Int

    /// Limits with a time budget in seconds and a memory cap in bytes.
    public init(timeout: Double = 1, memory: Int = 256 << 20) {
        self.timeout = timeout
        self.memory = memory
    }

    /// No time budget and no memory cap.
    public static let unlimited = LuaLimits(timeout: 0, memory: 0)

    /// The budget in seconds, if there is one.
    var budget: Double? { timeout > 0 && timeout.isFinite ? timeout : nil }

    /// The budget in milliseconds, as the timeout message names it.
    var budgetMilliseconds: Int {
        guard timeout.isFinite else { return 0 }
        return Int(min(max((timeout * 1000).rounded(), 0), Double(Int32.max)))  // never traps
    }

    /// A byte count in the largest binary unit that divides it exactly.
    static func size(_ bytes: Int) -> String {
        if bytes >= 1 << 30, bytes % (1 << 30) == 0 { return "\(bytes >> 30) GiB" }
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }
}

/// Which standard library a script sees, and where `require` looks.
package enum LuaSandbox: Sendable, Equatable {
    /// The sandbox (docs/scripting.md, "Sandbox and limits"): no file, process or debug access;
    /// `require` only loads modules under `root` (the script's directory).
    case sandboxed(root: String)
    /// Every standard library and the normal `require`, whose path starts with `root`.
    case trusted(root: String)

    /// The directory `require` resolves modules under.
    package var root: String {
        switch self {
        case .sandboxed(let root), .trusted(let root): root
        }
    }

    /// Whether the script has the whole standard library.
    package var isTrusted: Bool {
        if case .trusted = self { return true }
        return false
    }
}
