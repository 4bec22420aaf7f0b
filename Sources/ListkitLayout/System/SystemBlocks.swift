/// A constraint system's independent blocks: the sets of variables that constraints link,
/// directly or through other variables.
///
/// Maths: the solver minimises, level by level, a sum of per-constraint errors. When the
/// constraints fall into blocks that share no variable, that sum is a sum of per-block sums, so
/// a point is optimal exactly when each block's part is optimal for the block alone: the
/// optimal set is the product of the blocks' optimal sets. A block solved alone therefore has
/// the same optimum, and a variable is determined in the whole system exactly when it is in its
/// block. A cell's horizontal and vertical constraints usually form separate blocks, so cells
/// that differ in one axis only (a longer name on the same number of lines) share the other
/// axis's solution (`CellSizer`).
struct SystemBlocks: Sendable {
    /// The block of each variable, by variable index.
    let blockOf: [Int]
    /// Each block's variables, ascending.
    let variables: [[Int]]
    /// Each variable's index within its block.
    let localIndex: [Int]

    /// Nil when the system does not split: one block, a constraint without variables (it
    /// belongs to no block but can still conflict), or a variable no constraint names.
    init?(_ constraints: [LayoutConstraint], variableCount: Int) {
        var parent = Array(0..<variableCount)
        func root(_ v: Int) -> Int {
            var v = v
            while parent[v] != v {
                parent[v] = parent[parent[v]]
                v = parent[v]
            }
            return v
        }
        var named = [Bool](repeating: false, count: variableCount)
        for constraint in constraints {
            guard let first = constraint.lhs.terms.first ?? constraint.rhs.terms.first else { return nil }
            constraint.forEachTerm { term in
                named[term.variable] = true
                let a = root(first.variable), b = root(term.variable)
                if a != b { parent[max(a, b)] = min(a, b) }
            }
        }
        guard named.allSatisfy({ $0 }) else { return nil }
        var blockOfRoot: [Int: Int] = [:]
        var blockOf: [Int] = [], variables: [[Int]] = [], localIndex: [Int] = []
        for v in 0..<variableCount {
            let r = root(v)
            let block = blockOfRoot[r] ?? variables.count
            if block == variables.count {
                blockOfRoot[r] = block
                variables.append([])
            }
            blockOf.append(block)
            localIndex.append(variables[block].count)
            variables[block].append(v)
        }
        guard variables.count > 1 else { return nil }
        self.blockOf = blockOf
        self.variables = variables
        self.localIndex = localIndex
    }

    /// The block of a constraint, or nil when it names no variable or variables of several
    /// blocks (then the system must be solved whole).
    func block(of constraint: LayoutConstraint) -> Int? {
        guard let first = constraint.lhs.terms.first ?? constraint.rhs.terms.first else { return nil }
        let block = blockOf[first.variable]
        for term in constraint.lhs.terms where blockOf[term.variable] != block { return nil }
        for term in constraint.rhs.terms where blockOf[term.variable] != block { return nil }
        return block
    }

    /// A constraint of one block over the block's own variables (`localIndex`).
    func localized(_ constraint: LayoutConstraint) -> LayoutConstraint {
        func local(_ e: LinearExpression) -> LinearExpression {
            LinearExpression(terms: .init(e.terms.lazy.map { .init(variable: localIndex[$0.variable], coefficient: $0.coefficient) }), constant: e.constant)
        }
        var copy = constraint
        copy.lhs = local(constraint.lhs)
        copy.rhs = local(constraint.rhs)
        return copy
    }
}
