/// The keyboard focus set by the script (`c.focused`, `c:focus(id)`; docs/scripting.md, "The
/// live container `c`"): silent, no callbacks.
extension Container {
    /// Gives the keyboard focus to the item `id`, or with nil gives it back to the selected tab.
    ///
    /// A hidden or disabled item cannot take it: that is an error, as selecting an unknown id
    /// is, so a script never believes the focus moved when it did not. The focus on the
    /// selected tab is no focus apart from the selection, so it is kept as none.
    public mutating func focus(_ id: String?) throws(ContainerError) {
        guard let id else { return focusID = nil }
        let i = try existing(id)
        if items[i].isHidden { throw ContainerError("cannot focus '\(NameEcho.shown(id))': it is hidden") }
        if items[i].isDisabled { throw ContainerError("cannot focus '\(NameEcho.shown(id))': it is disabled") }
        focusID = id == selectedID ? nil : id
    }
}
