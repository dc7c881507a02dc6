import Testing
@testable import TabTerminal

/// Whether the output shows UTF-8, from the locale as terminal programs read it.
struct TextSupportTests {
    @Test(arguments: ["C.UTF-8", "en_US.UTF-8", "en_US.utf8", "de_DE.UTF-8@euro", "ja_JP.Utf-8"])
    func utf8LocalesShowUTF8(locale: String) {
        #expect(TextSupport.isUTF8(environment: ["LANG": locale]))
    }

    @Test(arguments: ["C", "POSIX", "en_US", "en_US.ISO-8859-1", "ja_JP.eucJP", "UTF-8", "utf8x.foo"])
    func otherLocalesDoNot(locale: String) {
        #expect(!TextSupport.isUTF8(environment: ["LANG": locale]))
    }

    @Test func theFirstSetVariableDecides() {
        #expect(!TextSupport.isUTF8(environment: ["LC_ALL": "C", "LC_CTYPE": "C.UTF-8", "LANG": "C.UTF-8"]))
        #expect(TextSupport.isUTF8(environment: ["LC_ALL": "", "LC_CTYPE": "C.UTF-8", "LANG": "C"]))
        #expect(!TextSupport.isUTF8(environment: ["LC_CTYPE": "POSIX", "LANG": "C.UTF-8"]))
        #expect(!TextSupport.isUTF8(environment: [:]), "no locale is the C locale")
    }
}
