/// Which way the mouse wheel turned: over a bar, up is the previous tab and down the next.
public enum ScrollDirection: Hashable, Sendable {
    case up, down

    /// -1 for up, +1 for down, as the host steps through the tabs.
    var step: Int { self == .up ? -1 : 1 }
}
