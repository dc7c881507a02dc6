import CSignalShim

/// Writing whole texts to a file descriptor (stdout, stderr, a log, the terminal).
public enum Output {
    /// Writes every byte of `text` to `fd`, retrying short writes and EINTR and waiting out a
    /// full non-blocking descriptor for about a second; gives up on any other error (a full
    /// disk, a closed descriptor, a terminal gone) and returns it, nil when all was written.
    @discardableResult
    public static func write(_ text: String, to fd: Int32) -> SystemCallError? {
        var text = text
        return text.withUTF8 { write($0, to: fd) }
    }

    /// Writes every byte of `bytes` to `fd`, as `write(_:to:)` does for text.
    @discardableResult
    static func write(_ bytes: UnsafeBufferPointer<UInt8>, to fd: Int32) -> SystemCallError? {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return nil }
        let code = tabhost_write_all(fd, base, bytes.count)
        return code == 0 ? nil : SystemCallError("write", code: code)
    }
}
