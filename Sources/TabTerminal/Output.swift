import CSignalShim

/// Writing whole texts to a file descriptor (stdout, stderr, a log, the terminal).
public enum Output {
    /// Writes every byte of `text` to `fd`, retrying short writes and EINTR and waiting out a
    /// full non-blocking descriptor for about a second; gives up on any other error (a closed
    /// pipe, a terminal gone), since there is nowhere left to say so.
    public static func write(_ text: String, to fd: Int32) {
        var text = text
        text.withUTF8 { write($0, to: fd) }
    }

    /// Writes every byte of `bytes` to `fd`, as `write(_:to:)` does for text.
    static func write(_ bytes: UnsafeBufferPointer<UInt8>, to fd: Int32) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        tabhost_write_all(fd, base, bytes.count)
    }
}
