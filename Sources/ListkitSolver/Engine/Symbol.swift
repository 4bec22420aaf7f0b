/// The tableau's columns are symbols, numbered densely in creation order (`Int32`, so the
/// per-symbol arrays stay compact). The number order doubles as Bland's anti-cycling order.
typealias Symbol = Int32

/// What a symbol stands for; decides where it may be pivoted.
enum SymbolKind: UInt8 {
    /// A caller variable: unrestricted in sign, never in the objective.
    case external
    /// The slack of an inequality: ≥ 0.
    case slack
    /// One side of an optional constraint's violation: ≥ 0, costed in the objective.
    case error
    /// The marker of a required equality: fixed at 0, never enters the basis.
    case dummy
    /// Phase-one helper while adding a row without an obvious subject: ≥ 0, short-lived.
    case artificial

    @inline(__always) var isRestricted: Bool { self != .external }
    /// Whether the simplex may bring it into the basis.
    /// (Inlined: it is tested on the simplex's hot loops, where a call costs more than the test.)
    @inline(__always) var isPivotable: Bool { self == .slack || self == .error }
}

/// A min-heap of symbols with membership flags: the simplex's queue of objective columns to
/// re-examine. Popping the smallest symbol first is Bland's rule, which cannot cycle.
///
/// Both arrays grow by `realloc` (GrowableArray): pushes and pops make no uniqueness checks.
struct SymbolHeap {
    private var heap = GrowableArray<Symbol>()
    private let member = GrowableArray<Bool>()

    var isEmpty: Bool { heap.isEmpty }

    /// Empty, no symbol a member (the membership flags' memory kept).
    mutating func removeAll() {
        heap.removeAll()
        for i in 0 ..< member.count { member[i] = false }
    }

    mutating func reserve(symbols: Int) {
        heap.reserve(symbols / 2)
        member.append(false, times: max(0, symbols - member.count))
    }

    @inline(__always) mutating func push(_ s: Symbol) {
        let i = Int(s)
        if i >= member.count { member.append(false, times: i - member.count + 1 + member.count / 2) }
        if member[i] { return }
        member[i] = true
        BinaryHeap.push(s, into: &heap, by: <)
    }

    @inline(__always) mutating func popMin() -> Symbol? {
        guard let top = BinaryHeap.pop(&heap, by: <) else { return nil }
        member[Int(top)] = false
        return top
    }
}
