/// A Lua sequence of scalars read in place, during the call of the Swift function that was
/// given it (`LuaVM.listFunction(name:_:)`): each element is read when asked for, by position,
/// and the list never becomes `LuaValue`s (the spec walk hands over long flat lists of events).
///
/// Only valid inside that function's body. The strings read count toward the memory cap, as
/// a snapshot's do.
package final class LuaFlatList {
    /// The elements at positions 0..<count (Lua's 1...count: the table's raw length).
    package let count: Int
    private let vm: LuaVM
    private let state: LuaState
    private let table: Int32
    /// Bytes the strings read may still take.
    private var allowance: Int

    init(vm: LuaVM, state: LuaState, table: Int32) {
        self.vm = vm
        self.state = state
        self.table = table
        count = state.rawLength(of: table)
        allowance = vm.memoryAllowance
    }

    /// The element at `position` if it is an integer.
    package func integer(at position: Int) -> Int64? {
        defer { state.pop() }
        guard push(position) == .number, state.isInteger(at: -1) else { return nil }
        return state.integer(at: -1)
    }

    /// The element at `position` if it is a number (an integer too).
    package func number(at position: Int) -> Double? {
        defer { state.pop() }
        guard push(position) == .number else { return nil }
        return state.number(at: -1)
    }

    /// The element at `position` if it is a string (numbers are not converted). Throws the
    /// memory error when its bytes would pass the cap.
    package func string(at position: Int) throws -> String? {
        defer { state.pop() }
        guard push(position) == .string, let text = state.string(at: -1) else { return nil }
        allowance -= text.utf8.count
        if allowance < 0 { throw vm.refusal(on: state) }
        return text
    }

    /// Pushes the element at `position` (nil past the end); its type.
    private func push(_ position: Int) -> LuaType {
        guard position >= 0, position < count else {
            state.pushNil()
            return .nil
        }
        return state.rawGet(table: table, index: Int64(position + 1))
    }
}
