/// Which characters the output can show, from the locale, as terminal programs decide it.
///
/// The first of `LC_ALL`, `LC_CTYPE` and `LANG` that is set and not empty names the locale;
/// the output shows UTF-8 when its character set is UTF-8 (`C.UTF-8`, `en_US.utf8`). None set
/// is the C locale, ASCII. `--color` says nothing about it: colors and characters are apart.
public enum TextSupport {
    /// The environment variables `isUTF8` reads, in the order they win.
    public static let variables = ["LC_ALL", "LC_CTYPE", "LANG"]

    /// Whether the locale's character set is UTF-8.
    public static func isUTF8(environment: [String: String]) -> Bool {
        guard let locale = variables.lazy.compactMap({ environment[$0] }).first(where: { !$0.isEmpty }) else { return false }
        let codeset = locale.split(separator: ".", maxSplits: 1).dropFirst().first?.split(separator: "@").first ?? ""
        let name = codeset.lowercased().filter { $0 != "-" }
        return name == "utf8"
    }
}
