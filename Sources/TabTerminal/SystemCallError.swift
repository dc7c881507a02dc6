import Glibc

/// A failed system call: which one, and the `errno` it left.
public struct SystemCallError: Error, Equatable, CustomStringConvertible {
    public let call: String
    public let code: Int32

    public init(_ call: String, code: Int32 = errno) {
        self.call = call
        self.code = code
    }

    /// `tcgetattr: Inappropriate ioctl for device`.
    public var description: String { "\(call): \(reason)" }

    /// The system's words for the error: `No space left on device`.
    public var reason: String { String(cString: strerror(code)) }
}
