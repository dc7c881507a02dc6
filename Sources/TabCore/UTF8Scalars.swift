/// The scalars of valid UTF-8 (a `String`'s own bytes), each with where its bytes are, read
/// without building `Unicode.Scalar`s or `Character`s: the renderer's hot paths walk text
/// this way.
struct UTF8Scalars: Sequence, IteratorProtocol {
    let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// The next scalar's value, its first byte's offset and its byte count.
    mutating func next() -> (value: UInt32, offset: Int, count: Int)? {
        guard offset < bytes.count else { return nil }
        let start = offset
        let lead = UInt32(bytes[start])
        let count = lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        guard start + count <= bytes.count else { return nil }  // cannot happen in valid UTF-8
        var value = count == 1 ? lead : lead & (0x7F >> UInt32(count))
        for index in (start + 1)..<(start + count) { value = value << 6 | UInt32(bytes[index] & 0x3F) }
        offset = start + count
        return (value, start, count)
    }
}

extension String {
    /// Whether one of the string's UTF-8 bytes satisfies `predicate`, scanned in place: the
    /// generic `utf8.contains` moves an index byte by byte, and every span of every frame is
    /// scanned (for tabs, line breaks, non-ASCII).
    @inline(__always)
    package func containsUTF8Byte(where predicate: (UInt8) -> Bool) -> Bool {
        if let found = utf8.withContiguousStorageIfAvailable({ $0.contains(where: predicate) }) { return found }
        return utf8.contains(where: predicate)
    }
}
