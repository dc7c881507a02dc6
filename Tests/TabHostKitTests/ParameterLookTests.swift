import Testing
import TabCore
@testable import TabHostKit

// Generated once with tabhost render --styled from each script below, then reviewed row by
// row; a change of look shows here as a diff to review, never as a silent update.

/// Every style and item parameter of the three seeds (docs/scripting.md, "Item fields" and
/// "Style parameters"), through a real script, asserted as the literal styled text of the
/// frame: the rows (what `--color never` prints) and the style runs (what colors and fonts
/// add). Colors appear as the script wrote them; ColorOutputTests checks their downsampling.
@Suite struct ParameterLookTests {
    static let three = ##"{ title = "Inbox" }, { title = "Sent" }, { title = "Archive" }"##
    static let many = ##"{ title = "Tab1" }, { title = "Tab2" }, { title = "Tab3" }, { title = "Tab4" }, { title = "Tab5" }, { title = "Tab6" }, { title = "Tab7" }, { title = "Tab8" }, { title = "Tab9" }, { title = "Tab10" }, { title = "Tab11" }, { title = "Tab12" }"##
    static let long = ##"{ title = "Overview" }, { title = "Notifications" }, { title = "Settings" }, { title = "Logs" }"##
    static let images = ##"{ title = "Mute", kind = "toggle", image = "🔇", selectedImage = "🔊" }, { title = "Files", image = "📁" }, { title = "Plain" }"##

    /// Loads `return { style = { style }, tabs = { tabs } }`, presses `keys`, and compares the
    /// styled text of the frame with `expected`.
    func expectLook(
        style: String, tabs: String = Self.three, width: Int = 30, height: Int = 2, keys: [Key] = [],
        _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let host = try load("return { style = { \(style) }, tabs = { \(tabs) }, }")
        host.setInitialSize(width: width, height: height)
        for key in keys { host.press(key) }
        let actual = StyledText.encode(host.frame().screen)
        #expect(host.errors == [], sourceLocation: sourceLocation)
        if let difference = screenDifference(actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
                                             expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)) {
            Issue.record(Comment(rawValue: difference), sourceLocation: sourceLocation)
        }
    }

    /// BTab tabsGap: cells between tabs
    @Test func tabsGap() throws {
        try expectLook(style: ##"tabsGap = 3"##, """
              Inbox     Sent     Archive
             ╺━━━━━╸
            --
            1:2-8 bold
            2:2-8 fg=brightBlue
            """)
    }

    /// BTab tabInset: cells before the first and after the last tab
    @Test func tabInset() throws {
        try expectLook(style: ##"tabInset = 4"##, """
                 Inbox   Sent   Archive
                ╺━━━━━╸
            --
            1:5-11 bold
            2:5-11 fg=brightBlue
            """)
    }

    /// RK horizontalInsets: per-side insets (here with a trailing group)
    @Test func horizontalInsets() throws {
        try expectLook(style: ##"horizontalInsets = { left = 5, right = 3 }, alignment = "trailing""##, """
                  Inbox   Sent   Archive
                 ╺━━━━━╸
            --
            1:6-12 bold
            2:6-12 fg=brightBlue
            """)
    }

    /// BTab tabWidth with layout = fixed; long titles are cut with …
    @Test func tabWidthWithFixedLayout() throws {
        try expectLook(style: ##"layout = "fixed", tabWidth = 7"##, """
              Inbox   Sent    Arch…
             ╺━━━━━╸
            --
            1:2-8 bold
            2:2-8 fg=brightBlue
            """)
    }

    /// BTab tabsHeight: strip rows, titles on the last one
    @Test func tabsHeight() throws {
        try expectLook(style: ##"tabsHeight = 2"##, width: 30, height: 3, """

              Inbox   Sent   Archive
             ╺━━━━━╸
            --
            1:2-8 bold
            2:2-8 bold
            3:2-8 fg=brightBlue
            """)
    }

    /// BTab fitTabs: equal widths filling the bar
    @Test func fitTabs() throws {
        try expectLook(style: ##"fitTabs = true"##, width: 40, height: 2, """
              Inbox        Sent         Archive
             ╺━━━━━━━━━━╸
            --
            1:2-13 bold
            2:2-13 fg=brightBlue
            """)
    }

    /// MDC layout intrinsic: title width plus itemPadding
    @Test func layoutIntrinsic() throws {
        try expectLook(style: ##"layout = "intrinsic""##, """
              Inbox   Sent   Archive
             ╺━━━━━╸
            --
            1:2-8 bold
            2:2-8 fg=brightBlue
            """)
    }

    /// layout fixed: tabWidth (default 12) cells each
    @Test func layoutFixed() throws {
        try expectLook(style: ##"layout = "fixed""##, width: 40, height: 2, """
              Inbox        Sent         Archive
             ╺━━━━━━━━━━╸
            --
            1:2-13 bold
            2:2-13 fg=brightBlue
            """)
    }

    /// layout fit, the remainder spread from the left
    @Test func layoutFit() throws {
        try expectLook(style: ##"layout = "fit""##, width: 31, height: 2, """
              Inbox     Sent      Archive
             ╺━━━━━━━╸
            --
            1:2-10 bold
            2:2-10 fg=brightBlue
            """)
    }

    /// MDC clustered: every tab as wide as the widest
    @Test func layoutCluster() throws {
        try expectLook(style: ##"layout = "cluster""##, width: 40, height: 2, """
              Inbox     Sent      Archive
             ╺━━━━━━━╸
            --
            1:2-10 bold
            2:2-10 fg=brightBlue
            """)
    }

    /// a non-scrolling layout that does not fit falls back to intrinsic widths, which scroll
    @Test func layoutFallsBackToScrolling() throws {
        try expectLook(style: ##"layout = "fixed", tabWidth = 12"##, width: 20, height: 2, """
              Inbox   Sent  +1 ›
             ╺━━━━━╸
            --
            1:2-8 bold
            1:17-20 dim
            2:2-8 fg=brightBlue
            """)
    }

    /// alignment leading
    @Test func alignmentLeading() throws {
        try expectLook(style: ##"alignment = "leading""##, """
              Inbox   Sent   Archive
             ╺━━━━━╸
            --
            1:2-8 bold
            2:2-8 fg=brightBlue
            """)
    }

    /// alignment center
    @Test func alignmentCenter() throws {
        try expectLook(style: ##"alignment = "center""##, """
                Inbox   Sent   Archive
               ╺━━━━━╸
            --
            1:4-10 bold
            2:4-10 fg=brightBlue
            """)
    }

    /// alignment trailing
    @Test func alignmentTrailing() throws {
        try expectLook(style: ##"alignment = "trailing""##, """
                  Inbox   Sent   Archive
                 ╺━━━━━╸
            --
            1:6-12 bold
            2:6-12 fg=brightBlue
            """)
    }

    /// alignment justified: MDC's equal division, titles centered in their tabs as MDC draws them
    @Test func alignmentJustified() throws {
        try expectLook(style: ##"alignment = "justified""##, width: 40, height: 2, """
                Inbox         Sent       Archive
             ╺━━━━━━━━━━╸
            --
            1:2-13 bold
            2:2-13 fg=brightBlue
            """)
    }

    /// alignment centerSelected: the selected tab centered, clamped
    @Test func alignmentCenterSelected() throws {
        try expectLook(style: ##"alignment = "centerSelected""##, keys: ["right"], """
                 Inbox   Sent   Archive
                        ╺━━━━╸
            --
            1:13-18 bold
            2:13-18 fg=brightBlue
            """)
    }

    /// MDC item padding: cells on each side of a title
    @Test func itemPadding() throws {
        try expectLook(style: ##"itemPadding = 3"##, width: 40, height: 2, """
                Inbox       Sent       Archive
             ╺━━━━━━━━━╸
            --
            1:2-12 bold
            2:2-12 fg=brightBlue
            """)
    }

    /// overflow scroll: the selected tab stays in view, markers count the hidden tabs
    /// (`end` scrolled to the end; back two tabs, Tab10 is still in view: the strip stays)
    @Test func overflowScroll() throws {
        try expectLook(style: ##"overflow = "scroll""##, tabs: Self.many, keys: ["end", "left", "left"], """
            ‹ +9   Tab10   Tab11   Tab12
                  ╺━━━━━╸
            --
            1:1-4 dim
            1:7-13 bold
            2:7-13 fg=brightBlue
            """)
    }

    /// overflow shrink: titles truncated by display width to a readable minimum, the selected one whole, then scrolling
    @Test func overflowShrink() throws {
        try expectLook(style: ##"overflow = "shrink""##, tabs: Self.long, """
              Overview   Not…   Set…  +1 ›
             ╺━━━━━━━━╸
            --
            1:2-11 bold
            1:27-30 dim
            2:2-11 fg=brightBlue
            """)
    }

    /// minTabWidth: a floor on intrinsic widths
    @Test func minTabWidth() throws {
        try expectLook(style: ##"minTabWidth = 9"##, tabs: ##"{ title = "A" }, { title = "Sent" }"##, """
              A         Sent
             ╺━━━━━━━╸
            --
            1:2-10 bold
            2:2-10 fg=brightBlue
            """)
    }

    /// maxTabWidth: a cap; titles are truncated with …
    @Test func maxTabWidth() throws {
        try expectLook(style: ##"maxTabWidth = 6"##, """
              Inb…   Sent   Arc…
             ╺━━━━╸
            --
            1:2-7 bold
            2:2-7 fg=brightBlue
            """)
    }

    /// textAlignment right inside fitted tabs
    @Test func textAlignment() throws {
        try expectLook(style: ##"fitTabs = true, textAlignment = "right""##, width: 40, height: 2, """
                   Inbox         Sent      Archive
             ╺━━━━━━━━━━╸
            --
            1:2-13 bold
            2:2-13 fg=brightBlue
            """)
    }

    /// BTab's bar-level tabAlignment, same as textAlignment
    @Test func tabAlignment() throws {
        try expectLook(style: ##"fitTabs = true, tabAlignment = "center""##, width: 40, height: 2, """
                Inbox         Sent       Archive
             ╺━━━━━━━━━━╸
            --
            1:2-13 bold
            2:2-13 fg=brightBlue
            """)
    }

    /// MDC titleTextTransform uppercase
    @Test func titleTextTransformUppercase() throws {
        try expectLook(style: ##"titleTextTransform = "uppercase""##, """
              INBOX   SENT   ARCHIVE
             ╺━━━━━╸
            --
            1:2-8 bold
            2:2-8 fg=brightBlue
            """)
    }

    /// titleTextTransform lowercase
    @Test func titleTextTransformLowercase() throws {
        try expectLook(style: ##"titleTextTransform = "lowercase""##, """
              inbox   sent   archive
             ╺━━━━━╸
            --
            1:2-8 bold
            2:2-8 fg=brightBlue
            """)
    }

    /// titleTextTransform capitalize (BTab's .capitalized)
    @Test func titleTextTransformCapitalize() throws {
        try expectLook(style: ##"titleTextTransform = "capitalize""##, tabs: ##"{ title = "iOS tab" }, { title = "sent MAIL" }"##, """
              Ios Tab   Sent Mail
             ╺━━━━━━━╸
            --
            1:2-10 bold
            2:2-10 fg=brightBlue
            """)
    }

    /// itemAppearance titles: images are not shown
    @Test func itemAppearanceTitles() throws {
        try expectLook(style: ##"itemAppearance = "titles""##, tabs: Self.images, """
              ☐ Mute   Files   Plain
                      ╺━━━━━╸
            --
            1:11-17 bold
            2:11-17 fg=brightBlue
            """)
    }

    /// itemAppearance images: the image alone (selectedImage when selected); no image keeps the title
    @Test func itemAppearanceImages() throws {
        try expectLook(style: ##"itemAppearance = "images""##, tabs: Self.images, """
              🔇   📁   Plain
                  ╺━━╸
            --
            1:7-10 bold
            2:7-10 fg=brightBlue
            """)
    }

    /// itemAppearance titledImages: image then title
    @Test func itemAppearanceTitledImages() throws {
        try expectLook(style: ##"itemAppearance = "titledImages""##, tabs: Self.images, """
              🔇 Mute   📁 Files   Plain
                       ╺━━━━━━━━╸
            --
            1:12-21 bold
            2:12-21 fg=brightBlue
            """)
    }

    /// titledImages with tabsHeight = 2: the image above the title
    @Test func itemAppearanceStacked() throws {
        try expectLook(style: ##"itemAppearance = "titledImages", tabsHeight = 2"##, tabs: Self.images, width: 30, height: 3, """
              🔇     📁
              Mute   Files   Plain
                    ╺━━━━━╸
            --
            1:9-15 bold
            2:9-15 bold
            3:9-15 fg=brightBlue
            """)
    }

    /// MDC bottom navigation: the bar under the page, no indicator, brackets and bold mark the selection
    @Test func positionBottom() throws {
        try expectLook(style: ##"position = "bottom""##, width: 30, height: 3, """


             [Inbox]  Sent   Archive
            --
            3:2-8 bold
            """)
    }

    /// bottom with isIndicatorVisible: the indicator above the titles
    @Test func positionBottomWithIndicator() throws {
        try expectLook(style: ##"position = "bottom", isIndicatorVisible = true"##, width: 30, height: 3, """

             ╺━━━━━╸
              Inbox   Sent   Archive
            --
            2:2-8 fg=brightBlue
            3:2-8 bold
            """)
    }

    /// tabsSeparator: a glyph in every gap
    @Test func tabsSeparator() throws {
        try expectLook(style: ##"tabsSeparator = "│", tabsGap = 3"##, """
              Inbox  │  Sent  │  Archive
             ╺━━━━━╸
            --
            1:2-8 bold
            2:2-8 fg=brightBlue
            """)
    }

    /// wrap = false: left on the first tab stays there
    @Test func wrapFalse() throws {
        try expectLook(style: ##"wrap = false"##, keys: ["left"], """
              Inbox   Sent   Archive
             ╺━━━━━╸
            --
            1:2-8 bold
            2:2-8 fg=brightBlue
            """)
    }

    /// isIndicatorVisible = false: brackets mark the selection
    @Test func isIndicatorVisibleFalse() throws {
        try expectLook(style: ##"isIndicatorVisible = false"##, """
             [Inbox]  Sent   Archive

            --
            1:2-8 bold
            """)
    }

    /// indicatorHeight = 2
    @Test func indicatorHeight() throws {
        try expectLook(style: ##"indicatorHeight = 2"##, width: 30, height: 3, """
              Inbox   Sent   Archive
             ╺━━━━━╸
             ╺━━━━━╸
            --
            1:2-8 bold
            2:2-8 fg=brightBlue
            3:2-8 fg=brightBlue
            """)
    }

    /// indicatorHeight = 0 hides the indicator
    @Test func indicatorHeightZero() throws {
        try expectLook(style: ##"indicatorHeight = 0"##, """
             [Inbox]  Sent   Archive

            --
            1:2-8 bold
            """)
    }

    /// indicatorWidth content: under the title only
    @Test func indicatorWidthContent() throws {
        try expectLook(style: ##"indicatorWidth = "content", itemPadding = 2"##, """
               Inbox     Sent    Ar…  +1 ›
               ╺━━━╸
            --
            1:2-10 bold
            1:27-30 dim
            2:4-8 fg=brightBlue
            """)
    }

    /// indicatorWidth = 3: cells from the tab's left edge (BTab)
    @Test func indicatorWidthCells() throws {
        try expectLook(style: ##"indicatorWidth = 3"##, """
              Inbox   Sent   Archive
             ╺━╸
            --
            1:2-8 bold
            2:2-4 fg=brightBlue
            """)
    }

    /// indicatorColor
    @Test func indicatorColor() throws {
        try expectLook(style: ##"indicatorColor = "#ff8700""##, """
              Inbox   Sent   Archive
             ╺━━━━━╸
            --
            1:2-8 bold
            2:2-8 fg=#ff8700
            """)
    }

    /// MDCTabBarView's name for indicatorColor
    @Test func selectionIndicatorStrokeColor() throws {
        try expectLook(style: ##"selectionIndicatorStrokeColor = "green""##, """
              Inbox   Sent   Archive
             ╺━━━━━╸
            --
            1:2-8 bold
            2:2-8 fg=green
            """)
    }

    /// square ends
    @Test func indicatorIsRoundedFalse() throws {
        try expectLook(style: ##"indicatorIsRounded = false"##, """
              Inbox   Sent   Archive
             ━━━━━━━
            --
            1:2-8 bold
            2:2-8 fg=brightBlue
            """)
    }

    /// isIndicatorSlide and isAnimated only animate in run: the frame is the default one
    @Test func slideAndAnimationLeaveTheFrameAlone() throws {
        try expectLook(style: ##"isIndicatorSlide = true, isAnimated = false"##, """
              Inbox   Sent   Archive
             ╺━━━━━╸
            --
            1:2-8 bold
            2:2-8 fg=brightBlue
            """)
    }

    /// selectionIndicatorTemplate underline
    @Test func templateUnderline() throws {
        try expectLook(style: ##"selectionIndicatorTemplate = "underline""##, """
              Inbox   Sent   Archive
             ╺━━━━━╸
            --
            1:2-8 bold
            2:2-8 fg=brightBlue
            """)
    }

    /// selectionIndicatorTemplate brackets
    @Test func templateBrackets() throws {
        try expectLook(style: ##"selectionIndicatorTemplate = { style = "brackets" }"##, """
             [Inbox]  Sent   Archive

            --
            1:2-8 bold
            """)
    }

    /// selectionIndicatorTemplate background: reverse video and brackets
    @Test func templateBackground() throws {
        try expectLook(style: ##"selectionIndicatorTemplate = "background""##, """
             [Inbox]  Sent   Archive

            --
            1:2-8 bold reverse
            """)
    }

    /// selectionIndicatorTemplate none: no mark (an explicit choice)
    @Test func templateNone() throws {
        try expectLook(style: ##"selectionIndicatorTemplate = "none""##, """
              Inbox   Sent   Archive

            --
            1:2-8 bold
            """)
    }

    /// selectionIndicatorTemplate as a function returning spans
    @Test func templateFunction() throws {
        try expectLook(style: ##"indicatorColor = "cyan", selectionIndicatorTemplate = function(ctx) return { "[", { text = string.rep("~", ctx.width - 2), fg = "red" }, "]" } end"##, """
              Inbox   Sent   Archive
             [~~~~~]
            --
            1:2-8 bold
            2:2-2 fg=cyan
            2:3-7 fg=red
            2:8-8 fg=cyan
            """)
    }

    /// MDC tintColor: the selected title and the indicator
    @Test func tintColor() throws {
        try expectLook(style: ##"tintColor = "magenta""##, """
              Inbox   Sent   Archive
             ╺━━━━━╸
            --
            1:2-8 bold fg=magenta
            2:2-8 fg=magenta
            """)
    }

    /// selectedItemTintColor before tintColor for the title
    @Test func selectedItemTintColor() throws {
        try expectLook(style: ##"tintColor = "magenta", selectedItemTintColor = "#6200ee""##, """
              Inbox   Sent   Archive
             ╺━━━━━╸
            --
            1:2-8 bold fg=#6200ee
            2:2-8 fg=magenta
            """)
    }

    /// unselectedItemTintColor
    @Test func unselectedItemTintColor() throws {
        try expectLook(style: ##"unselectedItemTintColor = 244"##, """
              Inbox   Sent   Archive
             ╺━━━━━╸
            --
            1:2-8 bold
            1:10-15 fg=@244
            1:17-25 fg=@244
            2:2-8 fg=brightBlue
            """)
    }

    /// barTintColor: the bar's background on all its rows
    @Test func barTintColor() throws {
        try expectLook(style: ##"barTintColor = "#202040""##, width: 30, height: 3, """
              Inbox   Sent   Archive
             ╺━━━━━╸

            --
            1:1-1 bg=#202040
            1:2-8 bold bg=#202040
            1:9-30 bg=#202040
            2:1-1 bg=#202040
            2:2-8 fg=brightBlue bg=#202040
            2:9-30 bg=#202040
            """)
    }

    /// inkColor flashes in run only
    @Test func inkColorLeavesTheFrameAlone() throws {
        try expectLook(style: ##"inkColor = "white""##, """
              Inbox   Sent   Archive
             ╺━━━━━╸
            --
            1:2-8 bold
            2:2-8 fg=brightBlue
            """)
    }

    /// bottomDividerColor: a divider row under the bar
    @Test func bottomDividerColor() throws {
        try expectLook(style: ##"bottomDividerColor = "#dddddd""##, width: 30, height: 4, """
              Inbox   Sent   Archive
             ╺━━━━━╸
            ──────────────────────────────

            --
            1:2-8 bold
            2:2-8 fg=brightBlue
            3:1-30 fg=#dddddd
            """)
    }

    /// at the bottom the divider is above the bar
    @Test func bottomDividerColorAtTheBottom() throws {
        try expectLook(style: ##"bottomDividerColor = "gray", position = "bottom""##, width: 30, height: 4, """


            ──────────────────────────────
             [Inbox]  Sent   Archive
            --
            3:1-30 fg=brightBlack
            4:2-8 bold
            """)
    }

    /// RK drawSeparators with upper and lower colors
    @Test func drawSeparators() throws {
        try expectLook(style: ##"drawSeparators = true, upperSeparatorLineColor = "#666666", lowerSeparatorLineColor = "#999999""##, width: 30, height: 5, """
            ──────────────────────────────
              Inbox   Sent   Archive
             ╺━━━━━╸
            ──────────────────────────────

            --
            1:1-30 fg=#666666
            2:2-8 bold
            3:2-8 fg=brightBlue
            4:1-30 fg=#999999
            """)
    }

    /// RK darkening: the on tab's background 70%
    @Test func darkensBackgroundForEnabledTabs() throws {
        try expectLook(style: ##"darkensBackgroundForEnabledTabs = true, barTintColor = "#606060""##, """
              Inbox   Sent   Archive
             ╺━━━━━╸
            --
            1:1-1 bg=#606060
            1:2-8 bold bg=#434343
            1:9-30 bg=#606060
            2:1-1 bg=#606060
            2:2-8 fg=brightBlue bg=#606060
            2:9-30 bg=#606060
            """)
    }

    /// enabledTabBackgroundColor: on tabs' background
    @Test func enabledTabBackgroundColor() throws {
        try expectLook(style: ##"enabledTabBackgroundColor = "#30405a""##, """
              Inbox   Sent   Archive
             ╺━━━━━╸
            --
            1:2-8 bold bg=#30405a
            2:2-8 fg=brightBlue
            """)
    }

    /// RK's misspelling works the same
    @Test func enabledTabBackgrondColor() throws {
        try expectLook(style: ##"enabledTabBackgrondColor = "#30405a""##, """
              Inbox   Sent   Archive
             ╺━━━━━╸
            --
            1:2-8 bold bg=#30405a
            2:2-8 fg=brightBlue
            """)
    }

    /// RK titlesFont: every title
    @Test func titlesFont() throws {
        try expectLook(style: ##"titlesFont = "italic""##, """
              Inbox   Sent   Archive
             ╺━━━━━╸
            --
            1:2-8 italic
            1:10-15 italic
            1:17-25 italic
            2:2-8 fg=brightBlue
            """)
    }

    /// RK titlesFontColor and titlesFontColorEnabled
    @Test func titlesFontColors() throws {
        try expectLook(style: ##"titlesFontColor = "brightBlack", titlesFontColorEnabled = "brightWhite""##, """
              Inbox   Sent   Archive
             ╺━━━━━╸
            --
            1:2-8 bold fg=brightWhite
            1:10-15 fg=brightBlack
            1:17-25 fg=brightBlack
            2:2-8 fg=brightBlue
            """)
    }

    /// MDC selectedItemTitleFont and unselectedItemTitleFont
    @Test func itemTitleFonts() throws {
        try expectLook(style: ##"selectedItemTitleFont = { bold = true, underline = true }, unselectedItemTitleFont = "dim""##, """
              Inbox   Sent   Archive
             ╺━━━━━╸
            --
            1:2-2 bold
            1:3-7 bold underline
            1:8-8 bold
            1:10-15 dim
            1:17-25 dim
            2:2-8 fg=brightBlue
            """)
    }

    /// image, and selectedImage while selected
    @Test func images() throws {
        try expectLook(style: ##"itemAppearance = "titledImages""##, tabs: ##"{ title = "Mail", image = "✉" }, { title = "Star", image = "☆", selectedImage = "★" }"##, keys: ["right"], """
              ✉ Mail   ★ Star
                      ╺━━━━━━╸
            --
            1:11-18 bold
            2:11-18 fg=brightBlue
            """)
    }

    /// badgeValue: a number, "" a dot, nil nothing; colors per item never leak
    @Test func badges() throws {
        try expectLook(style: ##""##, tabs: ##"{ title = "Inbox", badgeValue = 3 }, { title = "Chat", badgeValue = "", badgeColor = "green" }, { title = "Feed", badgeValue = "9+", badgeColor = "#ffd54f", badgeTextColor = "black" }, { title = "Logs" }"##, width: 40, height: 2, """
              Inbox 3    Chat ●   Feed 9+    Logs
             ╺━━━━━━━━╸
            --
            1:2-7 bold
            1:8-10 fg=brightWhite bg=red
            1:11-11 bold
            1:19-19 fg=green
            1:27-30 fg=black bg=#ffd54f
            2:2-11 fg=brightBlue
            """)
    }

    /// disabled items are dim and in parentheses (plain text shows them too), hidden ones take no room
    @Test func disabledAndHidden() throws {
        try expectLook(style: ##""##, tabs: ##"{ title = "On" }, { title = "Off", disabled = true }, { title = "Gone", hidden = true }, { title = "Why", disabled = "needs login" }"##, """
              On  (Off) (Why)
             ╺━━╸
            --
            1:2-5 bold
            1:7-11 dim
            1:13-17 dim
            2:2-5 fg=brightBlue
            """)
    }

    /// a toggle's ☐/☑ mark, a button
    @Test func kinds() throws {
        try expectLook(style: ##"selectedItemTintColor = "green""##, tabs: ##"{ title = "Tab" }, { title = "Mute", kind = "toggle", on = true }, { title = "Wifi", kind = "toggle" }, { title = "Go", kind = "button" }"##, width: 40, height: 2, """
              Tab   ☑ Mute   ☐ Wifi   Go
             ╺━━━╸
            --
            1:2-6 bold fg=green
            1:8-15 bold fg=green
            2:2-6 fg=brightBlue
            """)
    }

    /// a toggle with keyboard focus is underlined (mark and title as one) and framed by < >
    @Test func focusedToggle() throws {
        try expectLook(style: ##""##, tabs: ##"{ title = "Tab" }, { title = "Mute", kind = "toggle" }"##, keys: ["right"], """
              Tab  <☐ Mute>
             ╺━━━╸
            --
            1:2-6 bold
            1:9-14 underline
            2:2-6 fg=brightBlue
            """)
    }

    /// BTab per item: titleFont, highlightFont, titleTextColor, highlightTextColor
    @Test func btabItemFontsAndColors() throws {
        try expectLook(style: ##""##, tabs: ##"{ title = "First", titleFont = "dim", highlightFont = "bold italic", titleTextColor = "#a0a0a0", highlightTextColor = "brightWhite" }, { title = "Second", titleFont = "dim", highlightFont = "bold italic", titleTextColor = "#a0a0a0", highlightTextColor = "brightWhite" }"##, """
              First   Second
             ╺━━━━━╸
            --
            1:2-8 bold italic fg=brightWhite
            1:10-17 dim fg=#a0a0a0
            2:2-8 fg=brightBlue
            """)
    }

    /// backgroundColor, and enabledBackgroundColor when on (RK)
    @Test func itemBackgrounds() throws {
        try expectLook(style: ##""##, tabs: ##"{ title = "A", backgroundColor = "blue", enabledBackgroundColor = "red" }, { title = "B", backgroundColor = "blue", enabledBackgroundColor = "red" }"##, """
              A   B
             ╺━╸
            --
            1:2-4 bold bg=red
            1:6-8 bg=blue
            2:2-4 fg=brightBlue
            """)
    }

    /// RK item titleFontColor and titleFontColorEnabled
    @Test func rkItemColors() throws {
        try expectLook(style: ##""##, tabs: ##"{ title = "A", titleFontColor = "yellow", titleFontColorEnabled = "brightYellow" }, { title = "B", titleFontColor = "yellow", titleFontColorEnabled = "brightYellow" }"##, """
              A   B
             ╺━╸
            --
            1:2-4 bold fg=brightYellow
            1:6-8 fg=yellow
            2:2-4 fg=brightBlue
            """)
    }

    /// an item's textAlignment overrides the bar's
    @Test func itemTextAlignment() throws {
        try expectLook(style: ##"fitTabs = true, textAlignment = "center""##, tabs: ##"{ title = "Left", textAlignment = "left" }, { title = "Mid" }, { title = "Right", textAlignment = "right" }"##, width: 36, height: 2, """
              Left           Mid         Right
             ╺━━━━━━━━━╸
            --
            1:2-12 bold
            2:2-12 fg=brightBlue
            """)
    }

    /// every color notation of docs/scripting.md, "Colors"
    @Test func colorNotations() throws {
        try expectLook(style: ##"barTintColor = "default""##, tabs: ##"{ title = "a", backgroundColor = "#102030" }, { title = "b", backgroundColor = "#abc" }, { title = "c", backgroundColor = "brightBlue" }, { title = "d", backgroundColor = 22 }, { title = "e", backgroundColor = 3 }, { title = "f", backgroundColor = { 64, 0, 64 } }, { title = "g", backgroundColor = { r = 1, g = 2, b = 3 } }, { title = "h", backgroundColor = "gray" }"##, width: 40, height: 2, """
              a   b   c   d   e   f   g   h
             ╺━╸
            --
            1:2-4 bold bg=#102030
            1:6-8 bg=#aabbcc
            1:10-12 bg=brightBlue
            1:14-16 bg=@22
            1:18-20 bg=yellow
            1:22-24 bg=#400040
            1:26-28 bg=#010203
            1:30-32 bg=brightBlack
            2:2-4 fg=brightBlue
            """)
    }
}
