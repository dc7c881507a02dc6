import Testing
@testable import TabCore

/// File paths as strings, byte for byte (PathBytes).
@Suite struct PathBytesTests {
    @Test func utf8NamesAreTheirOwnText() {
        for name in ["a.lua", "spec/日本_spec.lua", "", "tab\there", "é/ü"] {
            #expect(PathBytes.string(Array(name.utf8)) == name)
            #expect(PathBytes.bytes(of: name) == Array(name.utf8))
        }
    }

    @Test func bytesThatAreNotUTF8StandForThemselves() {
        let bytes: [UInt8] = [0xFF, 0xFE] + Array(".lua".utf8)
        let path = PathBytes.string(bytes)
        #expect(path.unicodeScalars.map(\.value) == [0x10_FFFF, 0x10_FFFE, 0x2E, 0x6C, 0x75, 0x61])
        #expect(PathBytes.bytes(of: path) == bytes)
        #expect(PathBytes.withCString(path) { pointer in (0..<6).map { UInt8(bitPattern: pointer[$0]) } } == bytes)
    }

    /// Every byte string comes back as it went: truncated sequences, overlong forms,
    /// surrogates, code points past U+10FFFF, and real names holding the scalars that stand
    /// for bytes (U+10FF80 and up), grown to thousands of generated names.
    @Test func everyByteStringRoundTrips() {
        var generator = SplitMix(seed: 22)
        let pieces: [[UInt8]] = [[0xC3], [0xC3, 0xA9], [0xE2, 0x82], [0xE2, 0x82, 0xAC], [0xC0, 0x80], [0xED, 0xA0, 0x80],
                                 [0xF4, 0x90, 0x80, 0x80], [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x8F, 0xBE, 0x80], [0xF4, 0x8F, 0xBD, 0xBF],
                                 [0x80], [0xBF], [0xF8], [0xFF], Array("a/".utf8), [0x2E]]
        for _ in 0..<5_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(generator.next() % 8) {
                if generator.next() % 3 == 0 { bytes.append(UInt8(truncatingIfNeeded: generator.next())) }
                else { bytes += pieces[Int(generator.next() % UInt64(pieces.count))] }
            }
            #expect(PathBytes.bytes(of: PathBytes.string(bytes)) == bytes)
        }
        // A real name with U+10FFFF keeps its four bytes, as bytes.
        let real: [UInt8] = [0xF4, 0x8F, 0xBF, 0xBF]
        #expect(PathBytes.string(real).unicodeScalars.count == 4)
        #expect(PathBytes.string([0xF4, 0x8F, 0xBD, 0xBF]) == "\u{10FF7F}")
    }

    @Test func onlyTheHighPlaneStandsForBytes() {
        #expect(PathBytes.byte(of: "\u{10FFFF}") == 0xFF)
        #expect(PathBytes.byte(of: "\u{10FF80}") == 0x80)
        #expect(PathBytes.byte(of: "\u{10FF7F}") == nil)
        #expect(PathBytes.byte(of: "a") == nil)
    }
}
