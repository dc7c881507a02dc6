import TabCore

/// Decodes terminal input bytes into keys, mouse reports, pastes and focus changes.
///
/// Bytes arrive in arbitrary chunks: `feed` decodes what is complete and keeps the start of an
/// unfinished sequence for the next call, so the events never depend on where a chunk ended.
/// The one ambiguity a terminal leaves, a lone ESC (the Escape key, or the start of a sequence
/// still on its way?), is settled by time: the run loop calls `flush()` when no byte followed
/// within `flushDelay` (25 ms), which turns a pending ESC into `escape`, and a pending
/// `ESC [` or `ESC O` into `alt+[` or `alt+O`.
///
/// A bracketed paste whose end (`ESC[201~`) never comes (a terminal that lost it, or bytes
/// sent to look like a paste) must not swallow the keys after it: it ends at `ctrl+c` (the
/// byte 0x03: pasted text hardly ever holds one, and the way out must always work), and
/// after `pasteQuiet` without a byte (`flushDelay` then says so), with the bytes so far as
/// its text.
///
/// Bad input never stops the parser: unknown, malformed and truncated sequences are dropped,
/// invalid UTF-8 bytes are skipped, and a control sequence longer than 64 bytes is discarded
/// up to its end, so the buffer stays small whatever arrives.
///
/// Decisions worth knowing: `0x7F` and `0x08` are `backspace`, `0x0D` is `enter` and `0x0A`
/// is `ctrl+j` (raw mode turns off the CR-to-LF mapping); `ESC ESC` is `escape` followed by
/// whatever the second ESC starts; keys are single Unicode scalars, since joining grapheme
/// clusters would make an event depend on the bytes after it.
public struct InputParser: Sendable {
    /// The longest control sequence kept while waiting for its final byte.
    static let maxSequenceLength = 64
    /// The most bytes of one paste kept; the rest is dropped.
    static let maxPasteBytes = 1 << 20
    /// `ESC[201~`, the end of a bracketed paste.
    static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]
    /// Milliseconds a lone ESC waits for the rest of a sequence before it counts as the key.
    public static let escapeDelay = 25
    /// Milliseconds without a byte after which an unterminated paste ends: far longer than
    /// the gaps between the chunks of a real paste, short enough that keys typed after a lost
    /// end still work.
    public static let pasteQuiet = 500
    /// `ctrl+c`, which ends a paste that never got its end sequence.
    static let interruptByte: UInt8 = 0x03

    /// The start of an unfinished sequence, waiting for more bytes.
    private var pending: [UInt8] = []
    /// The bytes of a bracketed paste in progress, or nil outside one.
    private var pasted: [UInt8]?
    /// True while skipping the rest of an overlong control sequence.
    private var discarding = false

    public init() {}

    /// The number of bytes waiting for the rest of their sequence (bounded; for tests).
    var pendingCount: Int { pending.count }
    /// The number of pasted bytes kept so far (bounded; for tests).
    var pastedCount: Int { pasted?.count ?? 0 }

    /// How long after the last byte `flush()` should be called (ms): `escapeDelay` while a
    /// sequence is unfinished, `pasteQuiet` during a paste, nil when nothing is pending (the
    /// run loop then sleeps without a timer).
    public var flushDelay: Int? {
        if pasted != nil { return Self.pasteQuiet }
        return !pending.isEmpty || discarding ? Self.escapeDelay : nil
    }

    /// Decodes `bytes`, after whatever was pending, into the events they complete.
    public mutating func feed(_ bytes: [UInt8]) -> [InputEvent] {
        var input = pending
        input.append(contentsOf: bytes)
        pending = []
        var events: [InputEvent] = []
        var index = 0
        while index < input.count {
            if pasted != nil {
                index = consumePaste(input, from: index, into: &events)
            } else if discarding {
                index = discard(input, at: index)
            } else {
                index = consumeOne(input, at: index, into: &events)
            }
        }
        return events
    }

    /// Settles what is pending after a pause of `flushDelay`: a lone ESC is the Escape key,
    /// and a paste in progress ends with what arrived of it (the start of an end sequence too).
    public mutating func flush() -> [InputEvent] {
        discarding = false
        defer { pending = [] }
        if pasted != nil {
            appendPasted(pending[...])
            return [endPaste()]
        }
        switch pending {
        case [0x1B]: return [.key(.escape)]
        case [0x1B, UInt8(ascii: "[")]: return [.key(Key("[", .alt))]
        case [0x1B, UInt8(ascii: "O")]: return [.key(Key("O", .alt))]
        default: return []
        }
    }

    /// Decodes one token at `index` and returns the index after it.
    private mutating func consumeOne(_ input: [UInt8], at index: Int, into events: inout [InputEvent]) -> Int {
        switch Self.scan(input, at: index) {
        case .incomplete:
            pending = Array(input[index...])
            return input.count
        case let .key(key, length):
            events.append(.key(key))
            return index + length
        case let .event(event, length):
            events.append(event)
            return index + length
        case let .skip(length):
            return index + length
        case let .pasteStart(length):
            pasted = []
            return index + length
        case let .overlong(length):
            discarding = true
            return index + length
        }
    }

    /// Skips one byte of an overlong sequence; its final byte ends the skipping, and any byte
    /// that cannot belong to a control sequence ends it and is decoded normally.
    private mutating func discard(_ input: [UInt8], at index: Int) -> Int {
        let byte = input[index]
        if (0x20...0x3F).contains(byte) { return index + 1 }
        discarding = false
        return (0x40...0x7E).contains(byte) ? index + 1 : index
    }

    // MARK: - Bracketed paste

    /// Collects pasted bytes up to `ESC[201~` (or `ctrl+c`, which ends the paste and is then
    /// the key); returns the index after what it used.
    private mutating func consumePaste(_ input: [UInt8], from start: Int, into events: inout [InputEvent]) -> Int {
        let escape = input[start...].firstIndex { $0 == 0x1B || $0 == Self.interruptByte } ?? input.count
        appendPasted(input[start..<escape])
        guard escape < input.count else { return escape }
        if input[escape] == Self.interruptByte {
            events.append(endPaste())
            return escape  // decoded again, now as the key
        }
        let available = min(Self.pasteEnd.count, input.count - escape)
        guard input[escape..<escape + available].elementsEqual(Self.pasteEnd.prefix(available)) else {
            appendPasted(input[escape...escape])  // an ESC inside the paste is pasted text
            return escape + 1
        }
        guard available == Self.pasteEnd.count else {
            pending = Array(input[escape...])
            return input.count
        }
        events.append(endPaste())
        return escape + available
    }

    /// The paste in progress as an event; parsing goes back to keys.
    private mutating func endPaste() -> InputEvent {
        defer { pasted = nil }
        return .paste(Self.pasteText(pasted ?? []))
    }

    private mutating func appendPasted(_ bytes: ArraySlice<UInt8>) {
        let room = Self.maxPasteBytes - (pasted?.count ?? 0)
        pasted?.append(contentsOf: bytes.prefix(max(0, room)))
    }

    /// Pasted bytes as text: invalid UTF-8 replaced, `\r\n` and `\r` turned into `\n`
    /// (terminals send a pasted line break as `\r`).
    static func pasteText(_ bytes: [UInt8]) -> String {
        var normalized: [UInt8] = []
        normalized.reserveCapacity(bytes.count)
        for (index, byte) in bytes.enumerated() {
            if byte != 0x0D {
                normalized.append(byte)
            } else if index + 1 == bytes.count || bytes[index + 1] != 0x0A {
                normalized.append(0x0A)
            }
        }
        return String(decoding: normalized, as: UTF8.self)
    }

    // MARK: - Plain bytes

    /// What the bytes at `index` are: a key, a sequence, or bytes to drop.
    static func scan(_ input: [UInt8], at index: Int) -> Scan {
        let byte = input[index]
        if byte == 0x1B { return scanEscape(input, at: index) }
        if byte >= 0x80 { return scanUTF8(input, at: index) }
        return .key(asciiKey(byte), length: 1)
    }

    /// The key an ASCII byte stands for when typed on its own.
    static func asciiKey(_ byte: UInt8) -> Key {
        switch byte {
        case 0x00: return Key(.space, .ctrl)
        case 0x08, 0x7F: return Key(.backspace)
        case 0x09: return .tab
        case 0x0D: return .enter
        case 0x01...0x1A: return Key(Character(UnicodeScalar(byte + 0x60)), .ctrl)
        case 0x1C...0x1F: return Key(Character(UnicodeScalar(byte + 0x40)), .ctrl)
        case 0x20: return .space
        default: return Key(Character(UnicodeScalar(byte)))
        }
    }

    /// One UTF-8 encoded scalar as a key; invalid bytes are skipped one at a time.
    static func scanUTF8(_ input: [UInt8], at index: Int) -> Scan {
        let lead = input[index]
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return .skip(1)
        }
        var value = UInt32(lead) & (0x7F >> length)
        for offset in 1..<length {
            guard index + offset < input.count else { return .incomplete }
            let byte = input[index + offset]
            guard isContinuation(byte, of: lead, at: offset) else { return .skip(1) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory != .control else {
            return .skip(length)  // C1 controls are not keys
        }
        return .key(Key(Character(scalar)), length: length)
    }

    /// True when `byte` may follow `lead` at `offset`; rules out overlong forms, surrogates
    /// and values past U+10FFFF.
    static func isContinuation(_ byte: UInt8, of lead: UInt8, at offset: Int) -> Bool {
        guard byte & 0xC0 == 0x80 else { return false }
        guard offset == 1 else { return true }
        switch lead {
        case 0xE0: return byte >= 0xA0
        case 0xED: return byte < 0xA0
        case 0xF0: return byte >= 0x90
        case 0xF4: return byte < 0x90
        default: return true
        }
    }
}

/// What the bytes at one position of the input are.
enum Scan: Equatable {
    /// A key, `length` bytes long.
    case key(Key, length: Int)
    /// Any other event.
    case event(InputEvent, length: Int)
    /// Bytes to drop: malformed, unknown, or invalid.
    case skip(Int)
    /// The sequence may be complete once more bytes arrive.
    case incomplete
    /// `ESC[200~`: a bracketed paste begins.
    case pasteStart(Int)
    /// A control sequence reached the length limit without its final byte.
    case overlong(Int)
}
