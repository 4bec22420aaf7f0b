import ListkitSpec

/// The layout checks' stable ids.
extension RuleID {
    public static let unsatisfiableConstraints = RuleID("unsatisfiable-constraints")
    public static let ambiguousLayout = RuleID("ambiguous-layout")
    public static let truncatedText = RuleID("truncated-text")
    public static let viewOutsideParent = RuleID("view-outside-parent")
    public static let viewOffScreen = RuleID("view-off-screen")
    public static let zeroSize = RuleID("zero-size")
}

extension LayoutFinding.Kind {
    /// The lint rule that reports this kind of finding.
    public var rule: RuleID {
        switch self {
        case .unsatisfiableConstraints: return .unsatisfiableConstraints
        case .ambiguousLayout: return .ambiguousLayout
        case .truncatedText: return .truncatedText
        case .viewOutsideParent: return .viewOutsideParent
        case .viewOffScreen: return .viewOffScreen
        case .zeroSize: return .zeroSize
        }
    }

    /// Conflicts, ambiguity and truncation are errors: the screen is wrong on that device.
    /// Geometry oddities are warnings: sometimes meant (a view sliding in from off screen).
    public var severity: Diagnostic.Severity {
        switch self {
        case .unsatisfiableConstraints, .ambiguousLayout, .truncatedText: return .error
        case .viewOutsideParent, .viewOffScreen, .zeroSize: return .warning
        }
    }
}
