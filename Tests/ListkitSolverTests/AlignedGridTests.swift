import Testing
@testable import ListkitSolver

/// Issue #31's grid: views in rows and columns, each top at least 8 below the view above
/// (required) and there at 750, heights 44 at 750, each top aligned to its left neighbour's at
/// 250. The alignment rows run down both columns' chains (docs/solver.md, Limits), so they are
/// long and built in walk order: the shape that takes `Row.sortBySymbol` past insertion sort.
@Suite struct AlignedGridTests {
    struct Grid {
        var tops: [[Variable]] = [], heights: [[Variable]] = [], lefts: [[Variable]] = []
    }

    /// `side`×`side` views; `tall` is a column whose heights are required at 60.
    static func build(_ s: Solver, side: Int, tall: Int? = nil) -> Grid {
        var grid = Grid()
        for r in 0..<side {
            var tops: [Variable] = [], heights: [Variable] = [], lefts: [Variable] = [], widths: [Variable] = []
            for c in 0..<side {
                let top = s.makeVariable("r\(r)c\(c).top"), height = s.makeVariable("r\(r)c\(c).height")
                let left = s.makeVariable("r\(r)c\(c).left"), width = s.makeVariable("r\(r)c\(c).width")
                s.add(width == 40)
                s.add(height >= 20)
                s.add((height == 44).at(.high))
                if c == tall { s.add(height == 60) }
                s.add(c == 0 ? left == 0 : Expression(left) == lefts[c - 1] + widths[c - 1] + 8)
                let below = r == 0 ? Expression(constant: 0) : grid.tops[r - 1][c] + grid.heights[r - 1][c] + 8
                s.add(Constraint(Expression(top), .greaterOrEqual, below))
                s.add(Constraint(Expression(top), .equal, below).at(.high))
                if c > 0 { s.add((Expression(top) == tops[c - 1] + 0).at(.low)) }
                tops.append(top); heights.append(height); lefts.append(left); widths.append(width)
            }
            grid.tops.append(tops); grid.heights.append(heights); grid.lefts.append(lefts)
        }
        return grid
    }

    /// Every view where the 750 constraints put it: rows 52 apart, columns 48 apart, nothing
    /// ambiguous, no conflict.
    @Test func everyViewWhereItsHighConstraintsPutIt() {
        let s = Solver()
        let side = 14
        let grid = Self.build(s, side: side)
        s.solve()
        for r in 0..<side {
            for c in 0..<side {
                #expect(s.value(grid.tops[r][c]) == Double(52 * r), "r\(r)c\(c)")
                #expect(s.value(grid.heights[r][c]) == 44, "r\(r)c\(c)")
                #expect(s.value(grid.lefts[r][c]) == Double(48 * c), "r\(r)c\(c)")
            }
        }
        #expect(s.conflicts.isEmpty)
        #expect(s.ambiguousVariables().isEmpty)
        #expect(s.failure == nil)
    }

    /// A column made taller by required heights keeps its own spacing at 750: the alignment at
    /// 250 gives way, row by row, on both of its sides.
    @Test func alignmentGivesWayToAHigherPriority() {
        let s = Solver()
        let side = 14, tall = 5
        let grid = Self.build(s, side: side, tall: tall)
        s.solve()
        for r in 0..<side {
            for c in 0..<side {
                #expect(s.value(grid.tops[r][c]) == Double((c == tall ? 68 : 52) * r), "r\(r)c\(c)")
            }
        }
        #expect(s.conflicts.isEmpty)
        #expect(s.failure == nil)
    }
}
