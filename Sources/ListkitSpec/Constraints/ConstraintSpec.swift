import ListkitYAML

/// A constraint as written in a spec: its text, where the text starts in the file, and the
/// parse result. The start mark lets errors point at a column inside the string.
public struct ConstraintSpec: Sendable {
    public var text: String
    /// The mark of the string's first character (after an opening quote).
    public var textMark: Mark
    public var parsed: Result<Constraint, ConstraintParser.ParseError>
    /// Whether `textMark` is where the text is written (a YAML string), so columns inside the
    /// text can be pointed at; false for a constraint read from another format (an Interface
    /// Builder `<constraint>` element), whose findings all point at the element.
    public var marksInsideText = true

    public init(text: String, textMark: Mark) {
        self.text = text
        self.textMark = textMark
        self.parsed = ConstraintParser.parse(text)
    }

    /// A constraint written for the spec by a reader of another format, located at `mark`.
    public init(generated text: String, at mark: Mark) {
        self.init(text: text, textMark: mark)
        self.marksInsideText = false
    }

    /// A constraint written by `ConstraintWriter`, with the constraint it made from the parts
    /// of its text: what parsing the text gives (checked in debug builds), without parsing it.
    init(generated text: String, parsed constraint: Constraint, at mark: Mark) {
        self.text = text
        self.textMark = mark
        self.parsed = .success(constraint)
        self.marksInsideText = false
        assert(ConstraintParser.parse(text) == parsed, "ConstraintWriter made another constraint than its text parses to: \(text)")
    }

    public var constraint: Constraint? {
        if case .success(let c) = parsed { return c }
        return nil
    }

    /// The mark of a column offset inside the text (single-line strings; for others, the start).
    public func mark(atOffset offset: Int) -> Mark {
        text.contains("\n") || !marksInsideText ? textMark : textMark.advanced(by: offset)
    }
}
