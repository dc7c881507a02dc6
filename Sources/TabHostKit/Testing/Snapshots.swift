/// `app:expectSnapshot([name])`: the styled screen against a file recorded earlier.
///
/// Snapshots live beside the spec, in `__snapshots__/<spec file name without .lua>/`, one
/// file per call: `<test-name-slug>.txt`, or `<test-name-slug>-<name-slug>.txt` for a named
/// one. A test's second unnamed snapshot is `-2`, its third `-3`, and so on, so a test can
/// take several. A file holds the styled text format of `StyledText` and a final newline.
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
        var file = slug(test)
        if let name { file += "-" + slug(name) } else if count > 1 { file += "-\(count)" }
        return FileSystem.join(SourceFile.directory(of: spec), "__snapshots__/\(folder)/\(file).txt")
    }

    /// Lowercase ASCII letters and digits, every other run of characters one `-`; at most
    /// 80 characters; `test` when nothing is left.
    static func slug(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                out.unicodeScalars.append(contentsOf: String(scalar).lowercased().unicodeScalars)
            } else if !out.isEmpty, out.last != "-" {
                out.append("-")
            }
        }
        while out.last == "-" { out.removeLast() }
        if out.count > 80 { out = String(out.prefix(80)); while out.last == "-" { out.removeLast() } }
        return out.isEmpty ? "test" : out
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
