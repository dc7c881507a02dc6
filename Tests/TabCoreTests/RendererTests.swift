import Testing
@testable import TabCore

@Suite struct RendererTests {
    @Test func btabExampleAtDefaultLook() {
        let frame = draw(makeContainer(btabTitles), 40, 8, page: plainPage("Hello"))
        expectScreen(frame, [
            "  First   Second   Third",
            " ╺━━━━━╸",
            "Hello",
            "",
            "",
            "",
            "",
            "",
        ])
    }
}
