/// The range of every numeric option, one table for the command line and `.busted` alike
/// (docs/safety.md, "Command-line values"): a value out of its range is a usage error wherever
/// it is written, so no number reaches the runner unchecked.
enum OptionBounds {
    /// `--timeout`, `.busted`'s `timeout`: milliseconds, up to a day.
    static let timeout = 1...86_400_000
    /// `--memory`, `.busted`'s `memory`: MiB, up to 1 TiB.
    static let memory = 1...(1 << 20)
    /// `--jobs`, `.busted`'s `jobs`.
    static let jobs = 1...1024
    /// `--repeat`, `.busted`'s `repeat`.
    static let repeats = 1...1_000_000
    /// `--seed`, `.busted`'s `seed`: a 32-bit integer.
    static let seed = Int(Int32.min)...Int(Int32.max)
    /// N of `--shard K/N`, `.busted`'s `shard`.
    static let shards = 1...100_000

    /// The `.busted` keys that hold numbers, with their flag's range.
    static let configNumbers: [(key: String, range: ClosedRange<Int>)] = [
        ("timeout", timeout), ("memory", memory), ("jobs", jobs), ("repeat", repeats), ("seed", seed),
    ]
}
