/// An unknown the solver assigns a value to. Made by `Solver.makeVariable(_:)`; the `id` is
/// dense and unique within the solver that made it, the `name` is only for diagnostics.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
    public let id: Int
    public let name: String

    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }

    public var description: String { name.isEmpty ? "v\(id)" : name }

    // Identity is the id alone: two variables of one solver never share an id.
    public static func == (a: Variable, b: Variable) -> Bool { a.id == b.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// `coefficient · variable`, one summand of an `Expression`.
public struct Term: Sendable {
    public var variable: Variable
    public var coefficient: Double

    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}
