/// What a key press did.
public enum KeyOutcome: Hashable, Sendable {
    /// A key binding of the script ran, or the bar acted on it: moved the selection or the
    /// keyboard focus, activated an item.
    case handled
    /// The key means nothing to the script or to the bar with the keyboard focus.
    case ignored
    /// The key asks to leave: `q` or `ctrl+c`, unless the script binds them (`run` quits).
    case quit
}
