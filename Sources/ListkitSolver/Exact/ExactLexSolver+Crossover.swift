/// Warm start of the exact solver from a point believed near the optimum (docs/solver.md,
/// "The exact certifier"): the float engine's answer, or the previous exact optimum.
///
/// Exact LP solvers verify a floating-point answer by rebuilding its basis in exact arithmetic
/// and checking it (QSopt_ex: Applegate, Cook, Dash & Espinoza 2007; SoPlex's iterative
/// refinement: Gleixner, Steffy & Wolter 2016). Here the basis is read from the answer's values
/// rather than from the float engine's internals (whose definitions, pools and folded closures
/// have no column of their own in the exact tableau): a slack or error column clearly positive
/// at the point must be basic; every other restricted column is taken to be at its bound 0.
/// Those columns are pivoted into the tableau left by `eliminateFreeColumns`, and the
/// artificials are pivoted out on columns at 0. Phase one and the levels' simplex then run from
/// there: when the point was a lexicographic optimum, phase one finds the tableau feasible and
/// each level's simplex finds it optimal after at most a few degenerate pivots; when it was
/// not, they continue from the nearest basis to the exact optimum. The answer is the same
/// either way; only the number of pivots changes.
extension ExactLexSolver {
    /// A restricted column a constraint introduced: it measures `max(0, E)` (`sign` 1) or
    /// `max(0, −E)` (`sign` −1) of constraint number `constraint`'s `E = Σ a·x + c` (times the
    /// constraint's scale, which does not change its sign).
    struct OwnColumn {
        var column: Int
        var constraint: Int
        var sign: Int
    }

    /// A value this many times the magnitude of its terms is read as 0: far above a float
    /// solve's rounding (~1e-13 relative on sound tableaus), far below any violation or slack
    /// that a layout means.
    static let zeroAtPoint = 1.0e-9

    /// Brings the basis to the one `hint`'s values suggest (see the type's comment).
    /// - Returns: false when the work budget ran out.
    mutating func crossover(toward hint: [Double], _ constraints: [ExactConstraint]) -> Bool {
        let sides = constraints.map { Self.side(of: $0, at: hint) }
        var positive = Array(repeating: false, count: tableau.columnCount)
        for own in ownColumns where sides[own.constraint] == own.sign { positive[own.column] = true }
        var isArtificial = Array(repeating: false, count: tableau.columnCount)
        for a in artificials { isArtificial[a] = true }
        for entering in positive.indices where positive[entering] && tableau.rowOf[entering] < 0 {
            guard tableau.work <= budget else { return false }
            if let r = leavingRow(for: entering, keeping: positive, artificialFirst: isArtificial) {
                tableau.pivot(row: r, entering: entering)
            }
        }
        for a in artificials where tableau.rowOf[a] >= 0 {
            guard tableau.work <= budget else { return false }
            let r = tableau.rowOf[a]
            if let other = tableau.rows[r].cells.first(where: { tableau.isRestricted[$0.column] && !isArtificial[$0.column] && tableau.mayEnter[$0.column] }) {
                tableau.pivot(row: r, entering: other.column)
            }
        }
        return true
    }

    /// The row `entering` should replace the basic column of: a restricted row that mentions
    /// it and whose basic column is not to stay basic, an artificial's first.
    private func leavingRow(for entering: Int, keeping positive: [Bool], artificialFirst isArtificial: [Bool]) -> Int? {
        var found: Int?
        for r in tableau.rows.indices {
            let b = tableau.basic[r]
            guard tableau.isRestricted[b], !positive[b], !tableau.rows[r].coefficient(of: entering).isZero else { continue }
            if isArtificial[b] { return r }
            if found == nil { found = r }
        }
        return found
    }

    /// The sign of `E = Σ a·x + c` at `point` (absent variables 0): 0 when it is within
    /// `zeroAtPoint` of the magnitude of its terms.
    static func side(of c: ExactConstraint, at point: [Double]) -> Int {
        var e = c.constant.doubleValue
        var scale = abs(e)
        for t in c.terms {
            let term = t.coefficient.doubleValue * (t.variable < point.count ? point[t.variable] : 0)
            e += term
            scale = max(scale, abs(term))
        }
        guard e.isFinite, abs(e) > zeroAtPoint * max(1, scale) else { return 0 }
        return e > 0 ? 1 : -1
    }
}
