import CLuaShim

/// What a Lua state and the host data kept for it hold, in bytes, against the memory cap
/// (docs/safety.md, "The memory cap"). Every `LuaVM` has one; its heap is charged to it by the
/// allocator, and the host charges what it keeps for the script (`LuaVM.hold`).
///
/// Accounts nest: the account of a state opened on another's behalf (an app a spec opens,
/// `tabhost.open`) has the other's as `parent`, every charge reaches each account above, and
/// the allocator refuses a script's growth that would take any of them past its limit. So one
/// cap covers a spec and all the apps it opens, however many.
///
/// A child keeps its parent alive, never the other way round, so a parent state may close
/// before the apps it opened. One thread at a time, like the states charged to it.
package final class MemoryAccount {
    let pointer: UnsafeMutablePointer<clua_account>
    /// The account charged too (nil: none).
    package private(set) var parent: MemoryAccount?

    init(limit: Int) {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: clua_account(charged: 0, limit: limit > 0 ? size_t(limit) : 0, parent: nil))
    }

    deinit {
        clua_account_attach(pointer, nil)
        pointer.deallocate()
    }

    /// Bytes charged: the heap, the host data held, and the charges of the accounts below.
    package var charged: Int { Int(pointer.pointee.charged) }

    /// Bytes past which a child's growth is refused (the owning state's `--memory`); 0: none.
    var limit: Int {
        get { Int(pointer.pointee.limit) }
        set { pointer.pointee.limit = newValue > 0 ? size_t(newValue) : 0 }
    }

    /// Charges this account to `parent` from now on (nil: to none), moving what it holds now.
    package func attach(to parent: MemoryAccount?) {
        var ancestor = parent
        while let next = ancestor {  // never a cycle
            if next === self { return }
            ancestor = next.parent
        }
        clua_account_attach(pointer, parent?.pointer)
        self.parent = parent
    }

    /// Bytes this account may still grow by under `cap` (0: none) and its ancestors' limits.
    func room(cap: Int) -> Int {
        let room = UInt(bitPattern: clua_account_room(pointer, cap > 0 ? size_t(cap) : 0))  // size_t comes in as Int
        return room >= UInt(Int.max) ? .max : Int(room)
    }

    func charge(_ bytes: Int) { if bytes > 0 { clua_account_charge(pointer, size_t(bytes)) } }
    func discharge(_ bytes: Int) { if bytes > 0 { clua_account_discharge(pointer, size_t(bytes)) } }
}
