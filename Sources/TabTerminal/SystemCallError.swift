import Glibc

/// A failed system call: which one, and the `errno` it left.
public struct SystemCallError: Error, Equatable, CustomStringConvertible {
    public let call: String
    public let code: Int32

    init(_ call: String, code: Int32 = errno) {
        self.call = call
        self.code = code
    }

    /// `tcgetattr: Inappropriate ioctl for device`.
    public var description: String { "\(call): \(String(cString: strerror(code)))" }
}
