import ListkitSolver

/// The benchmark systems. scripts/kiwi_compare.py builds the very same ones for kiwisolver;
/// keep the two in step.
enum Scenario: String, CaseIterable {
    /// N views stacked: left = 0, width = 100, top = previous.bottom + 8 (first: 8),
    /// height ≥ 20 required, height == 44 at low.
    case chain
    /// N unrelated views: as chain, but top = 8 + 52·i.
    case indep
    /// 20 columns of equal widths chained with spacing 8, each row pinned to 375 wide;
    /// heights 44, rows stacked with spacing 8. N views = N/20 rows.
    case grid
    /// The 1,000-view chain with an edit on the first height: one suggest + solve.
    case edit
    /// N independent cells, each its own solver: 5 views, 20 variables, 40 constraints; built
    /// `cellsPerBatch` at a time, as a layout keeps few solvers alive.
    case cells
    /// As `cells`, with all N built before any is solved (N solvers alive at once).
    case residentCells = "cells-resident"
    /// The shapes of ShapeScenario (issue #12).
    case pinnedChain = "pinned-chain"
    case optionalChain = "optional-chain"
    case optionalEqualities = "optional-equalities"
    case duplicates
    case alignedGrid = "aligned-grid"
    /// One constraint removed and re-added N times after a 100-view chain (memory must stay flat).
    case readd

    static let cellsPerBatch = 100

    struct View {
        var left, top, width, height: Variable
        init(_ s: Solver, _ name: String) {
            left = s.makeVariable(name + ".left")
            top = s.makeVariable(name + ".top")
            width = s.makeVariable(name + ".width")
            height = s.makeVariable(name + ".height")
        }
        var right: Expression { left + width }
        var bottom: Expression { top + height }
    }

    static func chain(_ s: Solver, _ n: Int, _ out: inout [Constraint]) -> [View] {
        var views: [View] = []
        views.reserveCapacity(n)
        for i in 0..<n {
            let v = View(s, "v\(i)")
            out.append(v.left == 0)
            out.append(v.width == 100)
            out.append(i == 0 ? v.top == 8 : v.top == views[i - 1].bottom + 8)
            out.append(v.height >= 20)
            out.append((v.height == 44).at(.low))
            views.append(v)
        }
        return views
    }

    static func indep(_ s: Solver, _ n: Int, _ out: inout [Constraint]) -> [View] {
        var views: [View] = []
        views.reserveCapacity(n)
        for i in 0..<n {
            let v = View(s, "v\(i)")
            out.append(v.left == 0)
            out.append(v.width == 100)
            out.append(v.top == 8 + 52 * Double(i))
            out.append(v.height >= 20)
            out.append((v.height == 44).at(.low))
            views.append(v)
        }
        return views
    }

    static func grid(_ s: Solver, _ n: Int, _ out: inout [Constraint]) -> [View] {
        let columns = 20
        var views: [View] = []
        views.reserveCapacity(n)
        for r in 0..<max(1, n / columns) {
            for c in 0..<columns {
                let v = View(s, "r\(r)c\(c)")
                if c == 0 {
                    out.append(v.left == 0)
                } else {
                    let previous = views[views.count - 1]
                    out.append(v.left == previous.right + 8)
                    out.append(v.width == Expression(views[views.count - c].width))
                }
                if c == columns - 1 { out.append(v.right == 375) }
                out.append(v.height == 44)
                out.append(r == 0 ? v.top == 0 : v.top == views[views.count - columns].bottom + 8)
                views.append(v)
            }
        }
        return views
    }

    /// One cell: icon, title, subtitle, accessory, separator in a 375-wide row (40 constraints).
    static func cell(_ s: Solver, _ out: inout [Constraint]) -> [View] {
        let icon = View(s, "icon"), title = View(s, "title"), subtitle = View(s, "subtitle")
        let accessory = View(s, "accessory"), separator = View(s, "separator")
        out.append(icon.left == 16); out.append(icon.width == 40); out.append(icon.height == 40)
        out.append(icon.top >= 8); out.append((icon.top == 12).at(.low))
        out.append(title.left == icon.right + 12); out.append(title.right <= accessory.left - 8)
        out.append((title.width == 500).at(.low)); out.append(title.top == 10)
        out.append(title.height >= 20); out.append((title.height == 22).at(.high))
        out.append(subtitle.left == Expression(title.left)); out.append(subtitle.width == Expression(title.width))
        out.append(subtitle.top == title.bottom + 4); out.append(subtitle.height >= 16)
        out.append((subtitle.height == 18).at(.high))
        out.append(accessory.width == 24); out.append(accessory.height == 24)
        out.append(accessory.right == 375 - 16); out.append(accessory.top == icon.top + 8)
        out.append(accessory.top >= 8)
        out.append(separator.left == Expression(title.left)); out.append(separator.right == 375)
        out.append(separator.height == 0.5); out.append(separator.top >= subtitle.bottom + 10)
        out.append(separator.top >= icon.bottom + 10); out.append((separator.top == 0).at(.low))
        out.append(title.width >= 50); out.append(accessory.top >= 0); out.append(icon.left >= 0)
        out.append(title.height <= 100); out.append(subtitle.height <= 100); out.append(separator.width >= 0)
        out.append(title.top >= 8); out.append(accessory.left >= title.right + 8)
        out.append(subtitle.right <= accessory.left - 8); out.append((subtitle.width == 300).at(Priority(100)))
        out.append(icon.width >= 10); out.append(separator.height >= 0.5)
        return [icon, title, subtitle, accessory, separator]
    }
}
