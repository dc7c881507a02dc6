/// A size in terminal cells: a frame's, a terminal's, `--size WxH`.
public struct CellSize: Hashable, Sendable, CustomStringConvertible {
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// `WxH`, as `--size` takes it.
    public var description: String { "\(width)x\(height)" }
}
