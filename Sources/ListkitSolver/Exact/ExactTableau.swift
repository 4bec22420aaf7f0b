/// A fraction-free simplex tableau: integer rows over a positive denominator `D` (the last
/// pivot), in Cassowary's row form `D·basic = constant + Σ coefficient·nonbasic`. A row a pivot
/// leaves alone keeps the denominator it was written over (`rowDenominators`) until a pivot
/// combines it (`pivot`). Columns are *free* (caller variables: any sign) or *restricted*
/// (slacks, errors, artificials: ≥ 0). Nonbasic columns sit at 0, so a basic column's value is
/// its row's constant over the row's denominator; the tableau is feasible when every restricted
/// basic row's constant is ≥ 0. Objectives are rows of the same form.
///
/// Why fraction-free: with a rational per entry, reducing every result by a gcd took 85 % of a
/// solve. Here a pivot multiplies and divides exactly by the previous pivot (Bareiss 1968;
/// Edmonds 1967, "integer-preserving" elimination): every entry stays an integer — a minor of
/// the original matrix, so no larger than the data forces — and no gcd is ever taken. The
/// tableau starts with `D = 1` and an identity basis (each row solved for a column of its own
/// with coefficient 1), which is what the theorem needs.
///
/// Every choice is Bland's rule (smallest column enters, ties in the ratio test go to the
/// smallest basic column), which cannot cycle in exact arithmetic, so every loop terminates
/// (Bland 1977, *New finite pivoting rules for the simplex method*). Dantzig's rule (most
/// negative cost) was tried: no fewer pivots on the oracle's wide systems, and slower.
struct ExactTableau {
    /// Per column: whether it is ≥ 0.
    private(set) var isRestricted: [Bool] = []
    /// Per column: whether it may enter the basis (a column barred by a finished level, or a
    /// left artificial, stays nonbasic at 0 for good).
    private(set) var mayEnter: [Bool] = []
    /// Per column: the index of its row while basic, else -1.
    private(set) var rowOf: [Int] = []
    /// The rows and, beside each, its basic column.
    private(set) var rows: [ExactRow] = []
    private(set) var basic: [Int] = []
    /// By row: the denominator it is written over — `denominator` as of the last pivot that
    /// combined it (`refresh`). Signs, zeros and the ratio test's ratios do not depend on it.
    private(set) var rowDenominators: [ExactInteger] = []
    /// Objective rows (`D·z = constant + Σ …`), by the index `addObjective` returned.
    ///
    /// Written out only when first minimised, and dropped once finished: pivots keep only the
    /// objective being minimised (and any minimised but not yet finished) up to date. Why: with
    /// up to 30 priority levels, rewriting every level's objective on every pivot was most of a
    /// wide system's work, and an objective written out from the current rows is exactly the
    /// row the pivots would have kept (`D·z` over the nonbasic columns is unique for a basis).
    private(set) var objectives: [ExactRow] = []
    private var objectiveStates: [ObjectiveState] = []
    /// By objective: the denominator it is written over (as `rowDenominators`).
    private var objectiveDenominators: [ExactInteger] = []
    /// By objective: the costs added while it was pending, in order.
    private var pendingCosts: [[(weight: ExactInteger, column: Int)]] = []

    enum ObjectiveState {
        /// Costs recorded, row not written yet (`materialize`).
        case pending
        /// Written and kept up to date by every pivot.
        case live
        /// Finished (`clearObjective`, `barColumnsWithPositiveCost`): no longer kept; reading
        /// it is a programming error.
        case retired
    }
    /// The last pivot's magnitude (1 before any): the denominator of every row a pivot wrote
    /// since, not of every row (`rowDenominators`). Read values through `value(of:)`, never as a
    /// row's constant over this.
    private(set) var denominator: ExactInteger = 1
    /// Pivots made so far.
    private(set) var pivotCount = 0
    /// Work done so far: for each pivot, the entries it computed (a combined row's cells from
    /// both rows, a rescaled row's cells, each plus its constant; 1 for a row it leaves alone)
    /// times the square of the denominator's size in 64-bit words (what a multiplication and an
    /// exact division of such entries cost). Exact entries grow with the data's bit sizes (a
    /// 40-variable system with 53-bit coefficients reaches 2,000-bit entries), and this bounds
    /// the time.
    private(set) var work = 0

    var columnCount: Int { isRestricted.count }

    /// A new nonbasic column.
    mutating func addColumn(restricted: Bool) -> Int {
        isRestricted.append(restricted)
        mayEnter.append(true)
        rowOf.append(-1)
        return isRestricted.count - 1
    }

    /// A new row `column = row` (before any pivot, while `D` is 1), `column` nonbasic and in no
    /// other row.
    mutating func addRow(_ row: ExactRow, basic column: Int) {
        precondition(denominator == 1 && rowOf[column] < 0, "rows are added to the initial identity basis only")
        rowOf[column] = rows.count
        rows.append(row)
        rowDenominators.append(1)
        basic.append(column)
    }

    /// A new objective row (0), returned by index.
    mutating func addObjective() -> Int {
        objectives.append(ExactRow())
        objectiveStates.append(.pending)
        objectiveDenominators.append(1)
        pendingCosts.append([])
        return objectives.count - 1
    }

    /// Adds `weight · column` to objective `o` (recorded while `o` is pending).
    mutating func addCost(_ weight: ExactInteger, of column: Int, to o: Int) {
        switch objectiveStates[o] {
        case .pending: pendingCosts[o].append((weight, column))
        case .live: writeCost(weight, of: column, to: o)
        case .retired: preconditionFailure("a cost added to a finished objective")
        }
    }

    /// `weight · column` written into objective `o` over the nonbasic columns: a basic column
    /// contributes its row (`D·column = row`), a nonbasic one `D·weight` in its own cell.
    private mutating func writeCost(_ weight: ExactInteger, of column: Int, to o: Int) {
        let words = denominator.wordCount
        Self.refresh(&objectives[o], over: &objectiveDenominators[o], to: denominator, work: &work)
        if rowOf[column] >= 0 {
            let r = rowOf[column]
            Self.refresh(&rows[r], over: &rowDenominators[r], to: denominator, work: &work)
            work += (rows[r].cells.count + objectives[o].cells.count + 1) * words * words
            objectives[o].add(rows[r], times: weight)
        } else {
            objectives[o].add(weight * denominator, at: column)
        }
    }

    /// Writes out pending objective `o` from the current rows; from now on pivots keep it.
    private mutating func materialize(_ o: Int) {
        guard objectiveStates[o] == .pending else { return }
        objectiveStates[o] = .live
        objectiveDenominators[o] = denominator  // an empty row is over any denominator
        for cost in pendingCosts[o] { writeCost(cost.weight, of: cost.column, to: o) }
        pendingCosts[o] = []
    }

    /// Retires objective `o` (phase one, once done): pivots no longer keep it.
    mutating func clearObjective(_ o: Int) {
        objectives[o] = ExactRow()
        objectiveStates[o] = .retired
        pendingCosts[o] = []
    }

    /// Keeps nonbasic `column` at 0 from now on.
    mutating func bar(_ column: Int) {
        precondition(rowOf[column] < 0, "barring a basic column")
        mayEnter[column] = false
    }

    func value(of column: Int) -> Rational {
        rowOf[column] >= 0 ? Rational(rows[rowOf[column]].constant, rowDenominators[rowOf[column]]) : .zero
    }

    /// Whether objective `o`'s value is above 0.
    func isPositive(_ o: Int) -> Bool {
        precondition(objectiveStates[o] == .live, "reading an objective not minimised or finished")
        return objectives[o].constant.isPositive
    }

    /// Exchanges row `r`'s basic column `b` with nonbasic `entering` (coefficient `p` in row r).
    ///
    /// Maths: with `σ = sign(p)`, `P = |p|`, row r `D·b = k + Σ cₘ·yₘ + p·e` becomes
    /// `P·e = σ·(D·b − k − Σ cₘ·yₘ)`; every other row (and objective) `D·bᵢ = kᵢ + … + q·e`
    /// becomes `P·bᵢ = ((P·rowᵢ − σq·row_r) / D)` with `e` replaced by `σq·b` — written as one
    /// combination of row i and row r (with `−D·b` among its cells). The new denominator is `P`.
    ///
    /// A row without `e` would only be rescaled by `P / D`. Successive rescalings telescope
    /// (`P₁/D₀ · P₂/P₁ · … · Pₖ/Pₖ₋₁ = Pₖ/D₀`, and every intermediate is an integer, a minor of
    /// the input), so such a row is left as it is, over its own denominator, and brought to the
    /// current one in a single exact step when a later pivot combines it (`refresh`): on the
    /// oracle's wide systems most rows sit out most pivots.
    mutating func pivot(row r: Int, entering: Int) {
        pivotCount += 1
        let leaving = basic[r]
        let d = denominator
        Self.refresh(&rows[r], over: &rowDenominators[r], to: d, work: &work)
        var pivotRow = rows[r]
        let p = pivotRow.coefficient(of: entering)
        precondition(!p.isZero, "pivot on a zero coefficient")
        let negative = p.isNegative
        let bigP = negative ? -p : p
        pivotRow.add(-d, at: leaving)  // the homogeneous form: 0 = k + Σ + p·e − D·b
        var entries = pivotRow.cells.count
        for i in rows.indices where i != r {
            entries += Self.eliminate(entering, from: &rows[i], over: &rowDenominators[i], pivotRow, bigP, negative, d, work: &work)
        }
        for o in objectives.indices where objectiveStates[o] == .live {
            entries += Self.eliminate(entering, from: &objectives[o], over: &objectiveDenominators[o], pivotRow, bigP, negative, d,
                                      work: &work)
        }
        // P·e = −σ·(k + Σ cₘ·yₘ − D·b): the homogeneous row without e, times −σ.
        var solved = ExactRow(constant: negative ? pivotRow.constant : -pivotRow.constant)
        solved.cells.reserveCapacity(pivotRow.cells.count)
        for cell in pivotRow.cells where cell.column != entering {
            solved.cells.append(ExactCell(column: cell.column, value: negative ? cell.value : -cell.value))
        }
        let words = d.wordCount
        work += entries * words * words
        rows[r] = solved
        rowDenominators[r] = bigP
        basic[r] = entering
        rowOf[leaving] = -1
        rowOf[entering] = r
        denominator = bigP
    }

    /// Row (or objective) `row` of a pivot on `entering` over current denominator `d`:
    /// brought to `d` and combined with the homogeneous pivot row when it has an entry in
    /// `entering`, else left alone (see `pivot`).
    /// - Returns: the entries the combination computed, for `work` (1 for a row left alone).
    private static func eliminate(_ entering: Int, from row: inout ExactRow, over rowDenominator: inout ExactInteger,
                                  _ pivotRow: ExactRow, _ bigP: ExactInteger, _ negative: Bool, _ d: ExactInteger,
                                  work: inout Int) -> Int {
        guard !row.coefficient(of: entering).isZero else { return 1 }
        refresh(&row, over: &rowDenominator, to: d, work: &work)
        let q = row.coefficient(of: entering)
        let entries = row.cells.count + pivotRow.cells.count + 1
        row = .combination(row, bigP, pivotRow, negative ? -q : q, dividedBy: d)
        rowDenominator = bigP
        return entries
    }

    /// Brings `row`, written over `rowDenominator`, to denominator `d`: every entry times
    /// `d / rowDenominator`, exactly (the rescalings it sat out, in one step; see `pivot`).
    private static func refresh(_ row: inout ExactRow, over rowDenominator: inout ExactInteger, to d: ExactInteger,
                                work: inout Int) {
        guard rowDenominator != d else { return }
        row = row.scaled(by: d, dividedBy: rowDenominator)
        rowDenominator = d
        let words = d.wordCount
        work += (row.cells.count + 1) * words * words
    }

    /// Makes restricted basic row `r` (constant < 0) feasible with a new artificial column:
    /// `D·b = k + … + D·a`, then `a` enters for `b` (value `−k/D > 0`). Phase one must drive
    /// every artificial to 0, which restores the original row. Its original column is `b`'s,
    /// negated, so the fraction-free invariant holds; the pivot on `D` rescales nothing else.
    /// - Returns: the artificial.
    mutating func makeFeasible(row r: Int) -> Int {
        let a = addColumn(restricted: true)
        Self.refresh(&rows[r], over: &rowDenominators[r], to: denominator, work: &work)
        rows[r].add(denominator, at: a)
        pivot(row: r, entering: a)
        return a
    }

    /// Bland's entering column for objective `o`: the smallest column that may enter and whose
    /// reduced cost is negative; nil when `o` is optimal.
    func enteringColumn(for o: Int) -> Int? {
        precondition(objectiveStates[o] == .live, "reading an objective not minimised or finished")
        for cell in objectives[o].cells where cell.value.isNegative && mayEnter[cell.column] {
            precondition(isRestricted[cell.column], "a free column has a cost: objective unbounded")
            return cell.column
        }
        return nil
    }

    /// The ratio test for `entering`: the restricted row that first reaches 0 as `entering`
    /// grows (`constant / −coefficient` least over rows where the coefficient is negative,
    /// compared by cross-multiplication: the common `D` cancels), ties to the smallest basic
    /// column; nil when nothing bounds it.
    func leavingRow(for entering: Int) -> Int? {
        var best = -1
        var bestConstant: ExactInteger = 0, bestCoefficient: ExactInteger = 1
        for (r, row) in rows.enumerated() where isRestricted[basic[r]] {
            let c = row.coefficient(of: entering)
            guard c.isNegative else { continue }
            let a = -c
            if best < 0 {
                best = r
                bestConstant = row.constant
                bestCoefficient = a
                continue
            }
            // row.constant / a versus bestConstant / bestCoefficient (both divisors > 0).
            let lhs = row.constant * bestCoefficient, rhs = bestConstant * a
            if lhs < rhs || (lhs == rhs && basic[r] < basic[best]) {
                best = r
                bestConstant = row.constant
                bestCoefficient = a
            }
        }
        return best < 0 ? nil : best
    }

    /// Minimises objective `o` by primal simplex from a feasible tableau.
    /// - Returns: false if the work budget ran out (see `work`), or the objective is unbounded
    ///   (impossible for sums of nonnegative errors).
    mutating func minimize(_ o: Int, workBudget: Int) -> Bool {
        materialize(o)
        while let entering = enteringColumn(for: o) {
            guard work <= workBudget, let r = leavingRow(for: entering) else { return false }
            pivot(row: r, entering: entering)
        }
        return true
    }

    /// Bars every nonbasic column with a positive reduced cost in objective `o`.
    ///
    /// Maths: at an optimum `z = z* + Σ dⱼ·yⱼ` with every allowed `dⱼ ≥ 0`; a feasible point
    /// keeps `z = z*` iff every `yⱼ` with `dⱼ > 0` is 0. Barring those columns restricts the
    /// rest of the solve to exactly the optimal face of `o` (the lexicographic step). `o` is
    /// then finished and retired: no later step reads it.
    mutating func barColumnsWithPositiveCost(in o: Int) {
        materialize(o)
        for cell in objectives[o].cells where cell.value.isPositive && mayEnter[cell.column] {
            mayEnter[cell.column] = false
        }
        objectives[o] = ExactRow()
        objectiveStates[o] = .retired
    }

    /// Whether nonbasic `column` can increase from 0 without making a restricted row negative
    /// (no restricted basic row at 0 has a negative coefficient on it).
    func canIncrease(_ column: Int) -> Bool {
        for (r, row) in rows.enumerated() where isRestricted[basic[r]] && row.constant.isZero {
            let c = row.coefficient(of: column)
            if c.isNegative { return false }
        }
        return true
    }
}
