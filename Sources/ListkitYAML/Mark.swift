/// A position in a YAML source: 1-based line and column, as editors and compilers print them.
///
/// Columns count Unicode scalars (characters as libyaml counts them), not bytes.
public struct Mark: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Shift a mark by a number of columns on the same line (used to point inside a scalar).
    public func advanced(by columns: Int) -> Mark {
        Mark(line: line, column: column + columns)
    }

    public static func < (lhs: Mark, rhs: Mark) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}
