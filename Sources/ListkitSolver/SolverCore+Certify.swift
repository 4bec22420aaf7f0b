/// The exact certifier (docs/solver.md, "The exact certifier"): a float solve that no trigger
/// of the safety net caught is checked against the exact lexicographic optimum, started from
/// the float answer's own basis (`ExactLexSolver.solve(near:)`, a crossover), when the system
/// is within `certifyLimit` and `certifies` says so.
///
/// * The float answer is right (every required constraint holds and every level is at its
///   exact optimum, within `Tolerance.exactResidual` of the terms' magnitude): the values read
///   are the exact optimum's rounded to nearest for every variable the optimum determines, the
///   float engine's for the others (any point of the optimal face is an answer). The engine
///   stays: the next call is answered by it again.
/// * It is wrong: the solver enters exact mode with the exact optimum already computed, as
///   the other triggers do (a wrong answer means a wrong tableau, which later incremental calls
///   would build on). The float answer itself is judged, not the values read: when every
///   variable is determined those are the exact optimum's whatever the float engine found.
/// * The exact solver runs out of work: the float answer stands, as it would uncertified.
extension SolverCore {
    /// Whether the current float solve is to be certified, within `certifyLimit`: the engine
    /// raised one of the reasons to doubt it that layouts never raise (`Engine.certifyMask`),
    /// or the coefficients span more than `Self.wideCoefficients` (every silently wrong answer
    /// the oracle found without a reason raised was on such a system; layouts use ±1 and
    /// small multipliers).
    var certifies: Bool {
        (engine.suspectReasons & Engine.certifyMask != 0 || largestCoefficient > Self.wideCoefficients * smallestCoefficient)
            && exactSize <= certifyLimit
    }

    /// The ratio of the largest |coefficient| to the smallest beyond which a system is
    /// certified: an aspect ratio or a multiplier of a layout stays far below it.
    static var wideCoefficients: Double { 1.0e4 }

    /// The live system as the exact solver reads it: constraints in add order, then edits by
    /// variable id (`edits`: priority and suggested value by variable id).
    func exactSystem(edits: [Int: (priority: Double, value: Double)]) -> [ExactConstraint] {
        var system = liveConstraints.map { ExactConstraint($0.constraint).scaled(by: copyCount($0.id)) }
        for (v, e) in edits.sorted(by: { $0.key < $1.key }) {
            system.append(ExactConstraint(edit: v, value: e.value, priority: e.priority))
        }
        return system
    }

    /// The float engine's edits, as `exactSystem` reads them.
    var floatEdits: [Int: (priority: Double, value: Double)] {
        var found: [Int: (priority: Double, value: Double)] = [:]
        for (v, handle) in edits {
            if let e = engine.constraints[Int(handle)] { found[v] = (e.priority, e.editConstant) }
        }
        return found
    }

    /// Certifies the float solve just read (see the extension's comment).
    mutating func certifyFloatSolve() {
        let floatValues = (0 ..< names.count).map { engineValue(Variable(id: $0, name: "")) }
        let edited = floatEdits
        let system = exactSystem(edits: edited)
        switch ExactLexSolver.solve(system, variableCount: names.count, near: floatValues, workBudget: exactWorkBudget) {
        case .solved(let solution):
            var values = floatValues
            for v in values.indices where !solution.ambiguous[v] { values[v] = solution.values[v].doubleValue }
            let optimum = Self.levelOptima(of: system, at: solution.values)
            if agreesWithOptimum(floatValues, optimum, edits: edited) {
                // The mix is checked too: where the exact tableau reads a variable as determined
                // that the float point moves along the face with (an ambiguity it misses), exact
                // and float values together can break a constraint (oracle seed 35, system
                // 1388: by 1.7e-4). The float values, which passed, are read then.
                certifiedValues = agreesWithOptimum(values, optimum, edits: edited) ? values : floatValues
                certification = .certified
            } else {
                enterExactMode()
                exact!.values = solution.values.map(\.doubleValue)
                exact!.ambiguous = solution.ambiguous
                exact!.requiredPoint = solution.values
                exact!.warmStart = exact!.values
                exact!.isCurrent = true
                valuesAreCurrent = true
                certification = .corrected
            }
        case .infeasible:
            // The engine accepted required constraints that cannot hold together.
            enterExactMode()
            exact!.failure = .exactInfeasible
            exact!.isCurrent = true
            valuesAreCurrent = true
            certification = .corrected
        case .gaveUp:
            certification = .gaveUp
        }
    }

    /// Whether `values` are a lexicographic optimum: every live required constraint holds, and
    /// every level's summed violation equals `optima`'s (the exact optimum's, `levelOptima`),
    /// each within `Tolerance.exactResidual` of the magnitude of the terms at `values` (doubles
    /// cannot do better on values of 1e12).
    ///
    /// Why the optimum's levels are summed exactly: evaluated in double at the exact optimum
    /// rounded, a level carries the rounding of that point's own terms, which can be far larger
    /// than the float answer's (an ambiguous system's optimum may sit at values of 1e20), and a
    /// tolerance that allowed for it let a float level off by 2,654 pass as right (oracle seed
    /// 39, system 444, found by scripts/exact_referee.py).
    func agreesWithOptimum(_ values: [Double], _ optima: [Double: Double], edits: [Int: (priority: Double, value: Double)]) -> Bool {
        var levels: [Double: (ours: Double, scale: Double)] = [:]
        var requiredHold = true
        func add(_ c: Constraint, copies: Int = 1) {
            let ours = Self.violation(of: c) { Self.value(of: $0, in: values) }
            if c.priority.isRequired {
                if !(ours.violation <= Tolerance.exactResidual * max(1, ours.scale)) { requiredHold = false }
                return
            }
            let level = levels[c.priority.clamped] ?? (0, 0)
            let weight = Double(copies)
            levels[c.priority.clamped] = (level.ours + weight * ours.violation, level.scale + weight * ours.scale)
        }
        for (id, c) in liveConstraints { add(c, copies: copyCount(id)) }
        for (v, e) in edits {
            let x = Variable(id: v, name: "")
            add(Constraint(Expression([Term(x, 1)], constant: -e.value), .equal, Expression(), priority: Priority(e.priority)))
        }
        return requiredHold && levels.allSatisfy { priority, level in
            abs(level.ours - (optima[priority] ?? 0)) <= Tolerance.exactResidual * max(1, level.scale)
        }
    }

    /// Each optional level's summed violation at the exact optimum `values`, computed exactly
    /// and rounded once, by priority.
    static func levelOptima(of system: [ExactConstraint], at values: [Rational]) -> [Double: Double] {
        var sums: [Double: Rational] = [:]
        for c in system where !c.isRequired {
            sums[c.priority, default: .zero] += c.violation { $0 < values.count ? values[$0] : .zero }
        }
        return sums.mapValues(\.doubleValue)
    }

    static func value(of x: Variable, in values: [Double]) -> Double {
        x.id < values.count ? values[x.id] : 0
    }

    /// `c`'s violation where each variable has `value` (0 where it holds) and the magnitude of
    /// its largest term. Maths: for `Σ aₖ·xₖ + c  rel  0` (lhs − rhs), the violation is `|r|`
    /// for an equality and `max(r, 0)` or `max(−r, 0)` for an inequality, `r = Σ aₖ·xₖ + c`.
    /// - Complexity: O(terms of `c`).
    @inline(__always)
    static func violation(of c: Constraint, value: (Variable) -> Double) -> (violation: Double, scale: Double) {
        var r = c.lhs.constant - c.rhs.constant
        var scale = abs(r)
        for term in c.lhs.terms {
            let t = term.coefficient * value(term.variable)
            r += t
            scale = max(scale, abs(t))
        }
        for term in c.rhs.terms {
            let t = term.coefficient * value(term.variable)
            r -= t
            scale = max(scale, abs(t))
        }
        let violation = switch c.relation {
        case .equal: abs(r)
        case .lessOrEqual: max(r, 0)
        case .greaterOrEqual: max(-r, 0)
        }
        return (violation, scale)
    }
}

extension SolverCore {
    /// Backs `Solver.answerSource`.
    mutating func answerSource() -> AnswerSource {
        settle()
        if exact != nil { return .exact }
        return certification == .certified ? .certified : .float
    }
}

/// Where a solver's values come from (`Solver.answerSource`).
public enum AnswerSource: String, Sendable {
    /// The float engine; no exact check was asked.
    case float
    /// The float engine, checked by the exact certifier: values are the exact optimum's where
    /// it determines them.
    case certified
    /// The exact solver (the solver is in exact mode).
    case exact
}

/// What the certifier did with the last float solve (tests and measurements read it).
enum Certification {
    /// Not asked (no reason to doubt it, or beyond `certifyLimit`).
    case none
    /// Right: values are the exact optimum's where it determines them.
    case certified
    /// Wrong: the solver moved to exact mode with the exact optimum.
    case corrected
    /// The exact solver ran out of work: the float values stand.
    case gaveUp
}
