import Testing
import TabCore
@testable import TabTerminal

/// `InputParser`: keys, mouse, paste and focus from literal bytes, and robustness on junk.
@Suite struct InputParserTests {
    /// The events of `text` fed in one chunk, then flushed.
    private func events(_ text: String) -> [InputEvent] {
        events(Array(text.utf8))
    }

    private func events(_ bytes: [UInt8]) -> [InputEvent] {
        var parser = InputParser()
        return parser.feed(bytes) + parser.flush()
    }

    /// The key names of `text`, one chunk.
    private func keys(_ text: String) -> [String] {
        events(text).map { event in
            if case let .key(key) = event { return key.name }
            return "\(event)"
        }
    }

    @Test func plainCharactersAndControlKeys() {
        #expect(keys("aZ 1") == ["a", "Z", "space", "1"])
        #expect(keys("\r\t\u{7F}\u{08}") == ["enter", "tab", "backspace", "backspace"])
        #expect(keys("\u{01}\u{03}\u{1A}\n") == ["ctrl+a", "ctrl+c", "ctrl+z", "ctrl+j"])
        #expect(keys("\u{00}\u{1C}\u{1F}") == ["ctrl+space", "ctrl+\\", "ctrl+_"])
    }

    @Test func multiByteCharacters() {
        #expect(keys("é我🎉") == ["é", "我", "🎉"])
    }

    @Test func cursorKeysInBothModes() {
        #expect(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D\u{1B}[H\u{1B}[F") == ["up", "down", "right", "left", "home", "end"])
        #expect(keys("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD\u{1B}OH\u{1B}OF") == ["up", "down", "right", "left", "home", "end"])
    }

    @Test func modifiedCursorKeys() {
        #expect(keys("\u{1B}[1;5D\u{1B}[1;3C\u{1B}[1;2A\u{1B}[1;6B") == ["ctrl+left", "alt+right", "shift+up", "ctrl+shift+down"])
        #expect(keys("\u{1B}[1;9C\u{1B}[1;8H") == ["alt+right", "ctrl+alt+shift+home"])
    }

    @Test func functionKeys() {
        #expect(keys("\u{1B}OP\u{1B}OQ\u{1B}OR\u{1B}OS") == ["f1", "f2", "f3", "f4"])
        #expect(keys("\u{1B}[11~\u{1B}[15~\u{1B}[17~\u{1B}[21~\u{1B}[23~\u{1B}[24~") == ["f1", "f5", "f6", "f10", "f11", "f12"])
        #expect(keys("\u{1B}[1;2P\u{1B}[15;5~\u{1B}O5Q") == ["shift+f1", "ctrl+f5", "ctrl+f2"])
    }

    @Test func tildeKeys() {
        #expect(keys("\u{1B}[1~\u{1B}[2~\u{1B}[3~\u{1B}[4~\u{1B}[5~\u{1B}[6~\u{1B}[7~\u{1B}[8~") == [
            "home", "insert", "delete", "end", "pageup", "pagedown", "home", "end",
        ])
        #expect(keys("\u{1B}[3;5~\u{1B}[5;3~") == ["ctrl+delete", "alt+pageup"])
    }

    @Test func shiftTab() {
        #expect(keys("\u{1B}[Z") == ["shift+tab"])
    }

    @Test func altIsAnEscapePrefix() {
        #expect(keys("\u{1B}x\u{1B}X\u{1B}\u{01}\u{1B}\u{7F}\u{1B}\r\u{1B} \u{1B}é") == [
            "alt+x", "alt+X", "ctrl+alt+a", "alt+backspace", "alt+enter", "alt+space", "alt+é",
        ])
    }

    @Test func codePointForms() {
        #expect(keys("\u{1B}[97;5u\u{1B}[13;2u\u{1B}[27;5;9~\u{1B}[127;3u") == ["ctrl+a", "shift+enter", "ctrl+tab", "alt+backspace"])
    }

    @Test func aLoneEscapeWaitsForFlush() {
        var parser = InputParser()
        #expect(parser.feed([0x1B]).isEmpty)
        #expect(parser.flush() == [.key("escape")])
        #expect(parser.feed(Array("a".utf8)) == [.key("a")])
    }

    @Test func escapeThenASequenceArrivingLaterIsAltOrASequence() {
        var parser = InputParser()
        #expect(parser.feed([0x1B]).isEmpty)
        #expect(parser.feed(Array("[A".utf8)) == [.key("up")])
        #expect(parser.feed([0x1B]).isEmpty)
        #expect(parser.feed(Array("q".utf8)) == [.key("alt+q")])
    }

    @Test func flushSettlesAnEscapeBracketOrO() {
        #expect(keys("\u{1B}[") == ["alt+["])
        #expect(keys("\u{1B}O") == ["alt+O"])
    }

    @Test func twoEscapesAreTheEscapeKeyThenWhatTheSecondStarts() {
        #expect(keys("\u{1B}\u{1B}") == ["escape", "escape"])
        #expect(keys("\u{1B}\u{1B}[A") == ["escape", "up"])
    }

    @Test func sgrMouseReports() {
        #expect(events("\u{1B}[<0;12;3M") == [.mouse(MouseEvent(kind: .press, button: .left, x: 11, y: 2))])
        #expect(events("\u{1B}[<0;12;3m") == [.mouse(MouseEvent(kind: .release, button: .left, x: 11, y: 2))])
        #expect(events("\u{1B}[<2;1;1M") == [.mouse(MouseEvent(kind: .press, button: .right, x: 0, y: 0))])
        #expect(events("\u{1B}[<64;5;6M\u{1B}[<65;5;6M") == [
            .mouse(MouseEvent(kind: .wheelUp, x: 4, y: 5)), .mouse(MouseEvent(kind: .wheelDown, x: 4, y: 5)),
        ])
        #expect(events("\u{1B}[<32;7;8M\u{1B}[<35;9;8M") == [
            .mouse(MouseEvent(kind: .motion, button: .left, x: 6, y: 7)), .mouse(MouseEvent(kind: .motion, button: .none, x: 8, y: 7)),
        ])
        #expect(events("\u{1B}[<28;300;200M") == [
            .mouse(MouseEvent(kind: .press, button: .left, x: 299, y: 199, modifiers: [.shift, .alt, .ctrl])),
        ])
    }

    @Test func x10MouseReports() {
        #expect(events("\u{1B}[M !\"") == [.mouse(MouseEvent(kind: .press, button: .left, x: 0, y: 1))])
        #expect(events("\u{1B}[M#!!") == [.mouse(MouseEvent(kind: .release, button: .none, x: 0, y: 0))])
    }

    @Test func bracketedPaste() {
        #expect(events("\u{1B}[200~hello\r\nworld\r!\u{1B}[201~x") == [.paste("hello\nworld\n!"), .key("x")])
        #expect(events("\u{1B}[200~\u{1B}[201~") == [.paste("")])
        #expect(events("\u{1B}[200~a\u{1B}[A\u{1B}b\u{1B}[201~") == [.paste("a\u{1B}[A\u{1B}b")])
    }

    @Test func aPasteSurvivesChunksEvenInsideItsEndSequence() {
        var parser = InputParser()
        #expect(parser.feed(Array("\u{1B}[200~ab\u{1B}[2".utf8)).isEmpty)
        #expect(parser.feed(Array("0".utf8)).isEmpty)
        #expect(parser.feed(Array("1~".utf8)) == [.paste("ab")])
    }

    @Test func flushDelaySaysWhatIsPending() {
        var parser = InputParser()
        #expect(parser.flushDelay == nil)
        _ = parser.feed([0x1B])
        #expect(parser.flushDelay == InputParser.escapeDelay)
        _ = parser.feed(Array("[200~ab".utf8))
        #expect(parser.flushDelay == InputParser.pasteQuiet)
        _ = parser.feed(Array("\u{1B}[201~".utf8))
        #expect(parser.flushDelay == nil)
    }

    @Test func anUnterminatedPasteEndsAtTheFlushAndKeysWorkAgain() {
        var parser = InputParser()
        #expect(parser.feed(Array("\u{1B}[200~abc\u{1B}[20".utf8)).isEmpty)
        #expect(parser.flush() == [.paste("abc\u{1B}[20")])
        #expect(parser.flushDelay == nil)
        #expect(parser.feed(Array("q".utf8)) == [.key("q")])
    }

    @Test func ctrlCEndsAnUnterminatedPasteAndIsTheKey() {
        var parser = InputParser()
        #expect(parser.feed(Array("\u{1B}[200~abc".utf8)).isEmpty)
        #expect(parser.feed([0x03] + Array("q".utf8)) == [.paste("abc"), .key("ctrl+c"), .key("q")])
        #expect(events("\u{1B}[200~x\u{03}") == [.paste("x"), .key("ctrl+c")])
    }

    @Test func aPasteKeepsAtMostItsLimit() {
        var parser = InputParser()
        _ = parser.feed(Array("\u{1B}[200~".utf8))
        _ = parser.feed([UInt8](repeating: UInt8(ascii: "a"), count: InputParser.maxPasteBytes + 10))
        #expect(parser.pastedCount == InputParser.maxPasteBytes)
        let events = parser.feed(Array("\u{1B}[201~".utf8))
        #expect(events == [.paste(String(repeating: "a", count: InputParser.maxPasteBytes))])
    }

    @Test func focusReports() {
        #expect(events("\u{1B}[I\u{1B}[O") == [.focus(true), .focus(false)])
    }

    @Test func unknownSequencesAreDropped() {
        #expect(keys("\u{1B}[99~a\u{1B}[?1;2cb\u{1B}[1$yc\u{1B}[201~d\u{1B}Oae") == ["a", "b", "c", "d", "e"])
    }

    @Test func aMalformedSequenceIsDroppedAndTheByteThatBrokeItIsKept() {
        #expect(keys("\u{1B}[1;\u{03}x") == ["ctrl+c", "x"])
        #expect(keys("\u{1B}[12\u{1B}[A") == ["up"])
    }

    @Test func anOverlongSequenceIsDiscardedToItsEnd() {
        let long = "\u{1B}[" + String(repeating: "1;", count: 100) + "Ax"
        var parser = InputParser()
        #expect(parser.feed(Array(long.utf8)) == [.key("x")])
        #expect(parser.pendingCount == 0)
    }

    @Test func aSequenceJustUnderTheLimitIsKept() {
        let text = "\u{1B}[" + String(repeating: "0", count: InputParser.maxSequenceLength - 5) + "1;5D"
        #expect(text.utf8.count == InputParser.maxSequenceLength + 1)
        #expect(keys(text) == [])
        let fits = "\u{1B}[" + String(repeating: "0", count: InputParser.maxSequenceLength - 6) + "1;5D"
        #expect(keys(fits) == ["ctrl+left"])
    }

    @Test func invalidUTF8IsSkipped() {
        #expect(events([0xFF, 0x61, 0x80, 0xC3, 0x62, 0xE0, 0x80, 0x80, 0xED, 0xA0, 0x80, 0xC3, 0xA9]) == [.key("a"), .key("b"), .key("é")])
        #expect(events([0xC2, 0x9B, 0x41]) == [.key("A")])  // a C1 control is not a key
    }

    @Test func aCharacterSplitAcrossChunksIsDecodedOnce() {
        var parser = InputParser()
        #expect(parser.feed([0xF0, 0x9F]).isEmpty)
        #expect(parser.feed([0x8E]).isEmpty)
        #expect(parser.feed([0x89, 0x61]) == [.key("🎉"), .key("a")])
    }

    @Test func aTruncatedCharacterIsDroppedOnFlush() {
        var parser = InputParser()
        #expect(parser.feed([0xE6, 0x88]).isEmpty)
        #expect(parser.flush().isEmpty)
        #expect(parser.feed(Array("b".utf8)) == [.key("b")])
    }

    @Test func numbersSaturateInsteadOfOverflowing() {
        let huge = String(repeating: "9", count: 40)
        #expect(events("\u{1B}[<0;\(huge);1M") == [.mouse(MouseEvent(kind: .press, button: .left, x: 999_999, y: 0))])
    }

    /// Names with one modifier are those of `--keys` and `app:press`, so bindings match.
    @Test func keyNamesAreCanonical() {
        let input = "a\r\t\u{7F}\u{01}\u{00}\u{1C} é\u{1B}x\u{1B}\u{7F}\u{1B}[A\u{1B}[1;5D\u{1B}[1;3C\u{1B}[1;2A"
            + "\u{1B}[Z\u{1B}[3~\u{1B}[5~\u{1B}[6~\u{1B}[2~\u{1B}[H\u{1B}[F\u{1B}OP\u{1B}[24~\u{1B}[15;2~\u{1B}[97;5u"
        let names = keys(input) + keys("\u{1B}")
        #expect(names.count == 27)
        for name in names { #expect((try? Key(name: name))?.name == name) }
    }
}
