/// A position in a YAML source: 1-based line and column, as editors and compilers print them.
///
/// Columns count Unicode scalars (characters as libyaml counts them), not bytes.
///
/// Stored in 32 bits each: marks are kept by the million (every node, every cell and cell field
/// of a big spec), and a file within the loader's size cap cannot reach 2³¹ lines or columns.
/// Larger values are clamped, never trapped on.
public struct Mark: Hashable, Comparable, Sendable, CustomStringConvertible {
    private var storedLine: Int32
    private var storedColumn: Int32

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }

    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }

    public init(line: Int, column: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
    }

    /// Shift a mark by a number of columns on the same line (used to point inside a scalar).
    public func advanced(by columns: Int) -> Mark {
        Mark(line: line, column: column + columns)
    }

    public static func < (lhs: Mark, rhs: Mark) -> Bool {
        (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }

    public var description: String { "\(line):\(column)" }
}
