import TabHostKit
import TabCore
/// `app:expectSnapshot([name])`: the styled screen against a file recorded earlier.
///
/// Snapshots live beside the spec, in `__snapshots__/<spec file name without .lua>/`, one
/// file per call: `<test>.txt`, `<test>.<name>.txt` for a named one, `<test>.2.txt` for a
/// test's second unnamed one, `.3` for its third. A file holds the styled text format of
/// `StyledText` and a final newline.
///
/// Names never collide (docs/safety.md, "The test runner"): a name of lowercase letters and
/// digits of any script, single spaces between words, is spelled as it is with `-` for the
/// spaces (`my tabs moves right` is `my-tabs-moves-right`, `日本` stays `日本`); any other name
/// (capitals, punctuation, `/`, a digits-only snapshot name, a second test of the same full
/// name) is slugged and gets `_` and a short hash of the exact name (`A-B` is
/// `a-b_3b1a2c9d`), which a plain name cannot end with.
///
/// - A missing snapshot is written (atomically) and the expectation passes, unless the `CI`
///   environment variable is set: CI never records, so there it fails.
/// - `--update-snapshots` writes every snapshot that is missing or differs.
/// - A snapshot that differs fails with a line diff (`-` the snapshot, `+` the screen).
enum Snapshots {
    /// The snapshot file for the running test.
    static func path(spec: String, test: String, name: String?, count: Int) -> String {
        let base = FileSystem.baseName(of: spec)
        let folder = base.hasSuffix(".lua") ? String(base.dropLast(4)) : base
        var file = fileName(test, bytes: 120)
        if let name { file += "." + fileName(name, bytes: 100, digitsAllowed: false) } else if count > 1 { file += ".\(count)" }
        return FileSystem.join(SourceFile.directory(of: spec), "__snapshots__/\(folder)/\(file).txt")
    }

    /// `text` as itself (spaces as `-`) when it is plain: lowercase letters and digits of any
    /// script, single spaces between words, at most `bytes` long (and not digits alone unless
    /// `digitsAllowed`); else its slug, `_` and the hash of the exact text.
    static func fileName(_ text: String, bytes: Int, digitsAllowed: Bool = true) -> String {
        var plain = !text.isEmpty && text.utf8.count <= bytes && !text.hasPrefix(" ") && !text.hasSuffix(" ")
            && !text.containsText("  ") && (digitsAllowed || !text.unicodeScalars.allSatisfy(isDigit))
        var out = ""
        for scalar in text.unicodeScalars {
            if isLetter(scalar) || isDigit(scalar) {
                if scalar.properties.changesWhenLowercased { plain = false }
                out += String(scalar).lowercased()
            } else {
                if scalar != " " { plain = false }
                if !out.isEmpty, out.last != "-" { out.append("-") }
            }
        }
        if plain { return out }
        while out.last == "-" { out.removeLast() }
        while out.utf8.count > bytes - 9 { out.removeLast() }
        return (out.isEmpty ? "test" : out) + "_" + hash(text)
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.numericType == .decimal
    }

    /// FNV-1a of the UTF-8 bytes, 8 hex digits.
    static func hash(_ text: String) -> String {
        var value: UInt32 = 0x811C_9DC5
        for byte in text.utf8 { value = (value ^ UInt32(byte)) &* 0x0100_0193 }
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 8 - digits.count) + digits
    }

    /// Compares `styled` with the running test's snapshot, writing it when it is missing
    /// (outside CI) or when updating.
    static func check(_ styled: String, name: String?, context: SpecContext) throws {
        guard let test = context.testName else {
            throw ArgumentError(description: "app:expectSnapshot: call it inside a test (it, before_each or after_each)")
        }
        if name == nil { context.snapshotCount += 1 }
        let path = path(spec: context.file, test: test, name: name, count: context.snapshotCount)
        let options = context.options
        switch FileSystem.kind(of: path) {
        case .missing:
            guard !options.ci || options.updateSnapshots else {
                throw ExpectationFailure(
                    message: "app:expectSnapshot: no snapshot at \(path)",
                    details: "CI is set, so a missing snapshot is not written: run the test without CI "
                        + "(or with --update-snapshots), review the file and commit it",
                    expected: nil, actual: styled)
            }
            try write(styled, to: path)
            context.notes.append("wrote snapshot \(path)")
        default:
            let recorded: String
            switch FileSystem.read(path) {
            case .success(let text): recorded = text.hasSuffix("\n") ? String(text.dropLast()) : text
            case .failure(let reason): throw ArgumentError(description: "app:expectSnapshot: \(reason)")
            }
            guard recorded != styled else { return }
            if options.updateSnapshots {
                try write(styled, to: path)
                context.notes.append("updated snapshot \(path)")
                return
            }
            throw ExpectationFailure(
                message: "app:expectSnapshot: the screen differs from \(path)",
                details: LineDiff.unified(from: recorded, to: styled, labels: ("snapshot", "screen"))
                    + "\n(run with --update-snapshots to accept the new screen)",
                expected: recorded, actual: styled)
        }
    }

    private static func write(_ styled: String, to path: String) throws {
        do {
            try FileSystem.writeAtomically(styled + "\n", to: path)
        } catch {
            throw ArgumentError(description: "app:expectSnapshot: \(error)")
        }
    }
}
