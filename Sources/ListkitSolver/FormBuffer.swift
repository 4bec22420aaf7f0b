/// A linear form's terms read in place: `Σ coefficients[k]·variables[k] + constant`, terms
/// merged. What the key checks and `Engine.add` need of a form, whichever storage holds it
/// (`LinearForm`'s arrays or `FormBuffer`'s raw ones), so each algorithm exists once.
struct FormView {
    let variables: UnsafeBufferPointer<Int>
    let coefficients: UnsafeBufferPointer<Double>
    let constant: Double

    /// The sign `ConstraintKey` multiplies this form by: `≥` is turned into `≤`, an equality is
    /// signed so that its first coefficient (by variable id) is positive.
    /// (Inlined, with `Row.sortBySymbol` and `SymbolHeap.push`: a call on every add.)
    @inline(__always) func keySign(_ relation: Relation) -> Double {
        if relation == .greaterOrEqual { return -1 }
        guard relation == .equal else { return 1 }
        var lead = constant
        var leadID = Int.max
        for k in variables.indices where variables[k] < leadID {
            leadID = variables[k]
            lead = coefficients[k]
        }
        return lead < 0 ? -1 : 1
    }

    /// `ConstraintKey(self, relation, priority) == ConstraintKey(other, …)` without building
    /// either key (which sorts and allocates on every comparison). Both forms
    /// have merged terms, so equal keys mean equal term counts and a match for every term.
    /// - Complexity: O(terms²), for forms of a few terms.
    func hasSameKey(_ relation: Relation, priority: Double,
                    as other: FormView, _ otherRelation: Relation, otherPriority: Double) -> Bool {
        guard priority == otherPriority, (relation == .equal) == (otherRelation == .equal),
              variables.count == other.variables.count else { return false }
        let sign = keySign(relation), otherSign = other.keySign(otherRelation)
        guard constant * sign + 0 == other.constant * otherSign + 0 else { return false }
        for i in variables.indices {
            guard let j = other.variables.firstIndex(of: variables[i]),
                  coefficients[i] * sign + 0 == other.coefficients[j] * otherSign + 0 else { return false }
        }
        return true
    }

    /// A 64-bit digest of `ConstraintKey(self, relation, priority)` computed without building
    /// it: the same normalisation, and an order-independent sum of mixed terms instead of a
    /// sort. Equal keys give equal fingerprints; the duplicate index confirms hits with the key.
    @inline(__always) func fingerprint(_ relation: Relation, priority: Double) -> UInt64 {
        let sign = keySign(relation)
        // The relation and priority in the seed, the constant added before the final mix, each
        // through an odd multiplier (a bijection): two keys with the same terms then collide
        // only if their (priority, constant) pairs satisfy one modular equation, and the sum
        // of mixed terms differs pseudo-randomly otherwise (so the constant needs no `mix64`
        // of its own).
        var h: UInt64 = (relation == .equal ? 0x51ED_27A1_9C0F_3B11 : 0x2545_F491_4F6C_DD1D)
            &+ priority.bitPattern &* 0x9FB2_1C65_1E98_DF25
        for k in variables.indices {
            // One mix per term: the id is spread by an odd multiplier (a bijection) first.
            h &+= mix64((UInt64(bitPattern: Int64(variables[k])) &* 0xD6E8_FEB8_6659_FD93)
                        ^ (coefficients[k] * sign + 0).bitPattern)
        }
        return mix64(h &+ (constant * sign + 0).bitPattern &* 0xC2B2_AE3D_27D4_EB4F)
    }

    /// Whether every number can safely enter the tableau (finite, within `maxMagnitude`).
    var isAcceptable: Bool {
        Tolerance.isAcceptable(constant) && coefficients.allSatisfy(Tolerance.isAcceptable)
    }
}

/// `SolverCore`'s reusable form: `LinearForm.load` on raw storage.
///
/// Why: `LinearForm`'s two `Array`s are written term by term, and each write checks the
/// buffer's uniqueness (two appends per merged term, and element-by-element clears).
/// Reference semantics: a
/// buffer belongs to one `SolverCore` and is never copied to be changed apart.
struct FormBuffer {
    let variables = GrowableArray<Int>(capacity: 8)
    let coefficients = GrowableArray<Double>(capacity: 8)
    var constant = 0.0
    /// `FormView.isAcceptable` of the loaded form, found while filtering its terms (a pass of
    /// of its own would read every term again).
    private(set) var isAcceptable = true
    /// The smallest and largest |coefficient| of the loaded form other than 1 (found in the
    /// same pass; the certifier's width signal, SolverCore+Certify).
    private(set) var smallest = Double.infinity, largest = 0.0

    /// The terms in place, valid until the next `load`.
    var view: FormView {
        FormView(variables: UnsafeBufferPointer(variables.buffer),
                 coefficients: UnsafeBufferPointer(coefficients.buffer), constant: constant)
    }

    /// Refills the buffer with `lhs − rhs` of `c`: the terms of `LinearForm(c)`, in its order.
    /// Inlined into `SolverCore.add`, like `FormView.fingerprint`: called once an add.
    @_transparent mutating func load(_ c: Constraint) {
        variables.removeAll()
        coefficients.removeAll()
        let total = c.lhs.terms.count + c.rhs.terms.count
        if total > 16 {
            // Long forms merge through a dictionary (`LinearForm.loadLong`'s order and sums).
            let form = LinearForm(c)
            for k in form.variables.indices {
                variables.append(form.variables[k])
                coefficients.append(form.coefficients[k])
            }
            constant = form.constant
            isAcceptable = form.isAcceptable
            smallest = form.coefficients.lazy.map(abs).min() ?? .infinity
            largest = form.coefficients.lazy.map(abs).max() ?? 0
            return
        }
        variables.reserve(total)
        coefficients.reserve(total)
        // Valid for the whole merge: at most `total` terms are written.
        let vs = variables.base, cs = coefficients.base
        var n = 0
        func merge(_ id: Int, _ c: Double) {
            var k = 0
            while k < n && vs[k] != id { k += 1 }
            if k < n {
                cs[k] += c
            } else {
                (vs + n).initialize(to: id)
                (cs + n).initialize(to: c)
                n += 1
            }
        }
        // Over raw buffers: iterating the arrays reloaded their count and checked the index on
        // every term, since the writes through `vs` and `cs` might alias them.
        c.lhs.terms.withUnsafeBufferPointer { for term in $0 { merge(term.variable.id, term.coefficient) } }
        c.rhs.terms.withUnsafeBufferPointer { for term in $0 { merge(term.variable.id, -term.coefficient) } }
        constant = c.lhs.constant - c.rhs.constant
        // Terms rarely cancel; the same filter as `LinearForm.load`.
        var kept = 0
        var acceptable = Tolerance.isAcceptable(constant)
        var low = Double.infinity, high = 0.0
        for i in 0 ..< n where !Tolerance.isZero(cs[i]) || !cs[i].isFinite {
            acceptable = acceptable && Tolerance.isAcceptable(cs[i])
            if abs(cs[i]) != 1 {  // layouts: nearly always ±1, one predictable branch
                low = min(low, abs(cs[i]))
                high = max(high, abs(cs[i]))
            }
            vs[kept] = vs[i]
            cs[kept] = cs[i]
            kept += 1
        }
        isAcceptable = acceptable
        smallest = low
        largest = high
        variables.setCount(kept)
        coefficients.setCount(kept)
    }
}
