import Glibc

/// The figures of pictures (docs/pictures.md, docs/testing.md "The HTML report"): an 80x24
/// frame as SVG against the same frame as text, and what the HTML reporter adds to a passing
/// run of 1,000 UI tests (it keeps each step's screen).
extension Bench {
    func pictureRows() throws -> [Row] {
        [try svgRow(), try reporterRow()]
    }

    /// Microseconds per `app:svg()` and per `app:screen()` of btab at 80x24, the frame drawn
    /// fresh for each (the page changes with each key), in one spec, in paired rounds.
    private func svgRow() throws -> Row {
        write("pictures/svg_spec.lua", Self.svgSpec)
        _ = try Child.output(["cp", "examples/btab.lua", path("pictures/btab.lua")])
        var svg: [Double] = [], text: [Double] = []
        for _ in 0..<rounds {
            let output = try runSpecs(["pictures/svg_spec.lua"])
            for fields in benchLines(output, "svg") where fields.count == 2 {
                if let a = Double(fields[0]), let b = Double(fields[1]) { (svg, text) = (svg + [a], text + [b]) }
            }
        }
        guard !svg.isEmpty else { throw BenchError(description: "the SVG spec printed no figures") }
        let (measured, reference) = (median(svg), median(text))
        return Row(figure: "SVG frame: app:press + app:svg(), btab 80x24", measured: format(us: measured),
                   reference: "app:press + app:screen() \(format(us: reference)) (\(ratio(measured, reference)))",
                   target: "< 10x the text frame", ok: measured < 10 * reference)
    }

    /// The 1,000 UI tests of the test figures (all pass), with the text report and with
    /// `--reporter html --out`, in turn.
    private func reporterRow() throws -> Row {
        let directory = "ui1000"
        if access(path(directory), F_OK) != 0 {
            for file in 0..<4 { write("\(directory)/ui\(file)_spec.lua", Scripts.acceptanceSpec(tests: 250)) }
            _ = try Child.output(["cp", "examples/btab.lua", path("\(directory)/btab.lua")])
        }
        let base = [binary, "test", ".", "--jobs", "2"]
        let times = try alternating([base, base + ["--reporter", "html", "--out", path("report.html")]], runs: 7,
                                    directory: path(directory))
        let overhead = times[1].wall / times[0].wall - 1
        return Row(figure: "HTML reporter on 1,000 passing UI tests, --jobs 2", measured: format(ms: times[1].wall)
                       + " (+\(String(decimal: overhead * 100))%)",
                   reference: "text reporter \(format(ms: times[0].wall))", target: "<= +5%", ok: overhead <= 0.05)
    }

    static let svgSpec = """
        describe("bench", function()
          it("svg", function()
            local app = tabhost.open("btab.lua", { width = 80, height = 24 })
            local function time(n, read)
              local start = os.clock()
              for _ = 1, n do
                app:press("right")
                read(app)
              end
              return (os.clock() - start) / n * 1e6
            end
            time(200, app.svg)
            local svg = time(2000, app.svg)
            local text = time(2000, app.screen)
            print(("bench: svg %.3f %.3f"):format(svg, text))
          end)
        end)

        """
}
