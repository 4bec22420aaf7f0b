import ListkitSolver

/// The shapes issue #12 found super-linear (besides the layout-like chain, grid and cells):
/// each built untimed as `Constraint` values, then `add` of all + `solve` timed, as the others.
/// scripts/kiwi_compare.py builds the same systems for kiwisolver.
enum ShapeScenario {
    /// 1-D chain with low-priority pins: `x0 == 0`, `x[i] == x[i-1] + 10`, and `x[i] == 5i`
    /// at 250 on every 10th variable.
    static func pinnedChain(_ s: Solver, _ n: Int, _ out: inout [Constraint]) -> [Variable] {
        let xs = (0..<n).map { s.makeVariable("x\($0)") }
        out.append(xs[0] == 0)
        for i in 1..<n { out.append(Expression(xs[i]) == xs[i - 1] + 10) }
        for i in stride(from: 0, to: n, by: 10) { out.append((xs[i] == 5 * Double(i)).at(.low)) }
        return xs
    }

    /// N views whose tops follow the previous bottom at 750: `top == prev.bottom + 1 @750`,
    /// heights 20 required, the first top 0.
    static func optionalChain(_ s: Solver, _ n: Int, _ out: inout [Constraint]) -> [Variable] {
        var tops: [Variable] = []
        var previousBottom: Expression?
        for i in 0..<n {
            let top = s.makeVariable("v\(i).top"), height = s.makeVariable("v\(i).height")
            out.append(height == 20)
            if let previousBottom {
                out.append((Expression(top) == previousBottom + 1).at(.high))
            } else {
                out.append(top == 0)
            }
            previousBottom = top + height
            tops.append(top)
        }
        return tops
    }

    /// One view with N optional equalities `width == i` at 500.
    static func optionalEqualities(_ s: Solver, _ n: Int, _ out: inout [Constraint]) -> [Variable] {
        let width = s.makeVariable("width")
        for i in 0..<n { out.append((width == Double(i)).at(Priority(500))) }
        return [width]
    }

    /// N copies of `width == 100`: the first is added, every other one is a duplicate.
    static func duplicates(_ s: Solver, _ n: Int, _ out: inout [Constraint]) -> [Variable] {
        let width = s.makeVariable("width")
        for _ in 0..<n { out.append(width == 100) }
        return [width]
    }

    /// A √N×√N grid of views (issue #31): widths 40 and heights ≥ 20 required, heights 44 at 750;
    /// lefts chained along each row with spacing 8 (required); each top at least 8 below the
    /// view above (required) and exactly there at 750; each view top-aligned to its left
    /// neighbour at 250. Returns the views' tops.
    static func alignedGrid(_ s: Solver, _ n: Int, _ out: inout [Constraint]) -> [Variable] {
        let side = max(1, Int(Double(n).squareRoot().rounded()))
        var views: [Scenario.View] = []
        views.reserveCapacity(side * side)
        out.reserveCapacity(out.count + side * side * 7)  // at most seven constraints a view, below
        for r in 0..<side {
            for c in 0..<side {
                let v = Scenario.View(s, "r\(r)c\(c)")
                out.append(v.width == 40)
                out.append(v.height >= 20)
                out.append((v.height == 44).at(.high))
                out.append(c == 0 ? v.left == 0 : v.left == views[views.count - 1].right + 8)
                let below = r == 0 ? Expression(constant: 0) : views[views.count - side].bottom + 8
                out.append(Constraint(Expression(v.top), .greaterOrEqual, below))
                out.append(Constraint(Expression(v.top), .equal, below).at(.high))
                if c > 0 { out.append((Expression(v.top) == views[views.count - 1].top + 0).at(.low)) }
                views.append(v)
            }
        }
        return views.map(\.top)
    }
}
