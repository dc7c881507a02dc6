import LuaBridge
import TabCore

/// Warnings for sizes carried over from a seed in points (BTab's `tabsHeight = 50`,
/// `tabInset = 12`): they load, but fill the terminal. Each warning gives the value in cells
/// or rows to use instead.
///
/// A terminal cell is about 8 points wide and a row about 16 high, but the seeds' sizes are
/// their whole bars and tabs: a bar of 50 points is one row of titles. So a vertical size is
/// advised as the rows the terminal look needs, a horizontal one as points divided by 8.
enum SizeAdvice {
    /// Rows every frame is assumed to have when telling whether the bar leaves a page.
    static let terminalRows = 24

    /// Which way a parameter measures, and from what value it looks like points.
    private struct Rule {
        var name: String
        var rows: Bool
        var threshold: Int
    }

    private static let rules = [
        Rule(name: "tabsHeight", rows: true, threshold: 4),
        Rule(name: "indicatorHeight", rows: true, threshold: 3),
        Rule(name: "tabsGap", rows: false, threshold: 8),
        Rule(name: "tabInset", rows: false, threshold: 10),
        Rule(name: "itemPadding", rows: false, threshold: 8),
        Rule(name: "tabWidth", rows: false, threshold: 40),
        Rule(name: "minTabWidth", rows: false, threshold: 40),
        Rule(name: "maxTabWidth", rows: false, threshold: 60),
    ]

    /// Warns about every size of `style` (as decoded from `table`) that looks like points.
    static func check(_ table: LuaTable, _ style: BarStyle, at path: [PathComponent], problems: ProblemCollector) {
        for rule in rules {
            guard case .integer(let written) = table[rule.name], written >= rule.threshold else { continue }
            let value = Int(written)
            var message = rule.rows ? pointsMessage(value, unit: "rows", advice: rowsAdvice(rule.name, style))
                : pointsMessage(value, unit: "cells")
            if rule.rows, case let rows = barRows(style), rows >= terminalRows {
                message += "; the bar would take \(rows) rows, leaving no page in \(terminalRows)"
            }
            problems.warn(ScriptProblem(at: path.child(rule.name), message))
        }
        if case .table(let insets) = table["horizontalInsets"] {
            for side in ["left", "right"] {
                guard case .integer(let written) = insets[side], written >= 10 else { continue }
                problems.warn(ScriptProblem(at: path.child("horizontalInsets").child(side), pointsMessage(Int(written), unit: "cells")))
            }
        }
    }

    /// `50 rows looks like points (sizes are in cells and rows): use 1`; a width's advice is
    /// an eighth of its points.
    private static func pointsMessage(_ value: Int, unit: String, advice: Int? = nil) -> String {
        "\(value) \(unit) looks like points (sizes are in cells and rows): use \(advice ?? max(1, value / 8))"
    }

    /// The rows a vertical size should have in a terminal.
    private static func rowsAdvice(_ name: String, _ style: BarStyle) -> Int {
        name == "tabsHeight" && style.itemAppearance == .titledImages ? 2 : 1
    }

    /// The rows the bar takes with this style.
    private static func barRows(_ style: BarStyle) -> Int {
        var container = Container()
        container.style = style
        return 10_000 - Renderer.pageArea(container, width: 80, height: 10_000).height
    }
}
