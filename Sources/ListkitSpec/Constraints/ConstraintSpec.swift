import ListkitYAML

/// A constraint as written in a spec: its text, where the text starts in the file, and the
/// parse result. The start mark lets errors point at a column inside the string.
public struct ConstraintSpec: Sendable {
    public var text: String
    /// The mark of the string's first character (after an opening quote).
    public var textMark: Mark
    public var parsed: Result<Constraint, ConstraintParser.ParseError>

    public init(text: String, textMark: Mark) {
        self.text = text
        self.textMark = textMark
        self.parsed = ConstraintParser.parse(text)
    }

    public var constraint: Constraint? {
        if case .success(let c) = parsed { return c }
        return nil
    }

    /// The mark of a column offset inside the text (single-line strings; for others, the start).
    public func mark(atOffset offset: Int) -> Mark {
        text.contains("\n") ? textMark : textMark.advanced(by: offset)
    }
}
