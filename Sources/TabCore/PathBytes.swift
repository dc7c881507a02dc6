/// File paths as Swift strings, byte for byte.
///
/// A Linux path is bytes, not text: a file may be named `\xff\xfe.lua`, which no `String`
/// holds as such (decoding it as UTF-8 would make `\u{FFFD}\u{FFFD}.lua`, a name that opens
/// nothing). A path read from the system (the command line, a directory listing, `realpath`,
/// inotify) becomes a `String` through `string(_:)`, where valid UTF-8 stays as it is and each
/// other byte `b` of 0x80 or more stands for itself as the scalar U+10FF00 + `b` (the last 128
/// code points of private use plane 16). The bytes of a real name's own scalars from that
/// range stand for themselves the same way, so every byte string gives one `String` and
/// `bytes(of:)` gives the very bytes back. Every call that hands a path to the system goes
/// through `withCString`; terminal text shows such a scalar as the byte it stands for, as Lua
/// source spells it (`\255\254.lua`, `TerminalText`).
public enum PathBytes {
    /// The scalar a byte that is not UTF-8 becomes, minus the byte.
    static let offset: UInt32 = 0x10_FF00

    /// The path whose bytes are `bytes`.
    public static func string(_ bytes: some Collection<UInt8>) -> String {
        if !bytes.contains(where: { $0 >= 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
        let bytes = Array(bytes)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < bytes.count {
            if let (scalar, length) = scalar(in: bytes, at: index), scalar.value < offset + 0x80 {
                result.append(scalar)
                index += length
            } else {
                result.append(Unicode.Scalar(offset + UInt32(bytes[index]))!)
                index += 1
            }
        }
        return String(result)
    }

    /// The byte that `scalar` stands for in a path, if it stands for one.
    public static func byte(of scalar: Unicode.Scalar) -> UInt8? {
        scalar.value >= offset + 0x80 ? UInt8(scalar.value - offset) : nil
    }

    /// The bytes of `path`, as the system knows it.
    public static func bytes(of path: String) -> [UInt8] {
        guard standsForBytes(path) else { return Array(path.utf8) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.utf8.count)
        for scalar in path.unicodeScalars {
            if let byte = byte(of: scalar) { bytes.append(byte) } else { bytes.append(contentsOf: String(scalar).utf8) }
        }
        return bytes
    }

    /// Calls `body` with `path` as the system knows it, a C string.
    public static func withCString<Result>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
        guard standsForBytes(path) else { return try path.withCString(body) }
        let bytes = self.bytes(of: path).map { CChar(bitPattern: $0) } + [0]
        return try bytes.withUnsafeBufferPointer { try body($0.baseAddress!) }
    }

    /// Whether `path` may hold a scalar that stands for a byte (their UTF-8 starts with 0xF4).
    static func standsForBytes(_ path: String) -> Bool {
        path.utf8.contains(0xF4) && path.unicodeScalars.contains { byte(of: $0) != nil }
    }

    /// The scalar of the valid UTF-8 sequence at `index` and its length, or nil.
    private static func scalar(in bytes: [UInt8], at index: Int) -> (Unicode.Scalar, Int)? {
        let lead = bytes[index]
        let length: Int, low: UInt32
        switch lead {
        case 0x00...0x7F: return (Unicode.Scalar(lead), 1)
        case 0xC2...0xDF: (length, low) = (2, 0x80)
        case 0xE0...0xEF: (length, low) = (3, 0x800)
        case 0xF0...0xF4: (length, low) = (4, 0x1_0000)
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        var value = UInt32(lead) & (0xFF >> (length + 1))
        for next in bytes[(index + 1)..<(index + length)] {
            guard next & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(next & 0x3F)
        }
        guard value >= low, let scalar = Unicode.Scalar(value) else { return nil }  // overlong, surrogate, past U+10FFFF
        return (scalar, length)
    }
}
