import Testing
import TabCore
@testable import TabTerminal

/// `InputParser` on random bytes: no crash, a bounded buffer, and the same events however the
/// bytes are split into chunks.
@Suite struct InputParserFuzzTests {
    /// Bytes that make up sequences, so random input often forms real and near-real ones.
    static let alphabet: [UInt8] = Array("\u{1B}\u{1B}\u{1B}[[[O<;;~~0123456789ABCDHFMmPZIOu$?a \r\t\u{7F}".utf8)
        + [0x00, 0x03, 0x80, 0xBF, 0xC3, 0xA9, 0xE6, 0x88, 0x91, 0xF0, 0x9F, 0xFF]

    @Test func sameEventsWhateverTheChunking() {
        var random = SplitMix64(seed: 0x7AB_4057)
        for round in 0..<3_000 {
            let bytes = Self.randomInput(&random, uniform: round % 4 == 0)
            let whole = Self.parse([bytes])
            let byteByByte = Self.parse(bytes.map { [$0] })
            let chunked = Self.parse(Self.randomChunks(bytes, &random))
            #expect(whole == byteByByte, "bytes: \(bytes)")
            #expect(whole == chunked, "bytes: \(bytes)")
        }
    }

    /// The parser builds keys, and their names are the ones `--keys`, `app:press` and a
    /// `keys` table read: every key it reports, printed, reads back as the same key, so a
    /// recorded `app:press` replays what was typed and a binding can name any key typed.
    @Test func everyKeyTypedPrintsANameThatReadsBackAsIt() throws {
        var random = SplitMix64(seed: 0x6B_6579)
        var seen = 0
        for round in 0..<3_000 {
            for case .key(let key) in Self.parse([Self.randomInput(&random, uniform: round % 2 == 0)]) {
                #expect(try Key(name: key.name) == key, "\(key.name)")
                seen += 1
            }
        }
        #expect(seen > 10_000)
    }

    @Test func theBufferStaysBounded() {
        var random = SplitMix64(seed: 42)
        var parser = InputParser()
        for _ in 0..<2_000 {
            _ = parser.feed(Self.randomInput(&random, uniform: false) + Array("[1;2;3;4;5;6;7;8;9".utf8))
            #expect(parser.pendingCount < InputParser.maxSequenceLength)
            if random.next() % 7 == 0 { _ = parser.flush() }
        }
    }

    @Test func aLongRunOfParametersNeverGrowsTheBuffer() {
        var parser = InputParser()
        _ = parser.feed(Array("\u{1B}[".utf8))
        for _ in 0..<10_000 {
            _ = parser.feed(Array("1;".utf8))
            #expect(parser.pendingCount < InputParser.maxSequenceLength)
        }
        #expect(parser.feed(Array("Dz".utf8)) == [.key("z")])
    }

    /// The events of `chunks` fed in order, then flushed once.
    static func parse(_ chunks: [[UInt8]]) -> [InputEvent] {
        var parser = InputParser()
        var events: [InputEvent] = []
        for chunk in chunks { events += parser.feed(chunk) }
        return events + parser.flush()
    }

    static func randomInput(_ random: inout SplitMix64, uniform: Bool) -> [UInt8] {
        let count = Int(random.next() % 90)
        return (0..<count).map { _ in
            uniform ? UInt8(truncatingIfNeeded: random.next()) : alphabet[Int(random.next() % UInt64(alphabet.count))]
        }
    }

    static func randomChunks(_ bytes: [UInt8], _ random: inout SplitMix64) -> [[UInt8]] {
        var chunks: [[UInt8]] = []
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + 1 + Int(random.next() % 9))
            chunks.append(Array(bytes[start..<end]))
            start = end
        }
        return chunks
    }
}

/// A small deterministic random generator (SplitMix64), so a failure replays exactly.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
