/// Names a script chose, as messages echo them back.
///
/// A message names what it is about (`style.tabsGapp: unknown parameter`, `unknown key
/// 'ctrl+y'`), but the name is the script's data: echoed whole, a key of 100 MB would make a
/// message of 100 MB, printed, kept and wrapped. Every message that echoes a script's name
/// (decode problems and their paths, key names, ids, `cannot set c.xxx`) goes through
/// `shown`, so a message costs what a person can read: a name of up to 200 bytes whole, a
/// longer one by its first 40 characters and its length (`wordword…(100000000 bytes)`).
package enum NameEcho {
    /// Names up to this many bytes of UTF-8 are echoed whole.
    package static let wholeBytes = 200

    /// How many characters (Unicode scalars) of a longer name are echoed.
    package static let shownScalars = 40

    /// `name` whole when it is at most `wholeBytes` long, else its first `shownScalars`
    /// scalars, `…` and its length in bytes. Reads at most the shown part.
    package static func shown(_ name: some StringProtocol) -> String {
        let length = name.utf8.count
        guard length > wholeBytes else { return String(name) }
        var head = String.UnicodeScalarView()
        for scalar in name.unicodeScalars.prefix(shownScalars) { head.append(scalar) }
        return String(head) + "…(\(length) bytes)"
    }

    /// Whether `shown` cuts `name`.
    package static func isCut(_ name: some StringProtocol) -> Bool { name.utf8.count > wholeBytes }
}
