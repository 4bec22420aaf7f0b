import ListkitSpec

/// The layout checks' stable ids.
extension RuleID {
    public static let unsatisfiableConstraints = RuleID("unsatisfiable-constraints")
    public static let ambiguousLayout = RuleID("ambiguous-layout")
    public static let truncatedText = RuleID("truncated-text")
    public static let viewOutsideParent = RuleID("view-outside-parent")
    public static let viewOffScreen = RuleID("view-off-screen")
    public static let zeroSize = RuleID("zero-size")
    public static let misplacedView = RuleID("misplaced-view")

    /// The layout checks' ids, one per kind of finding.
    public static var layout: [RuleID] { LayoutFinding.Kind.allCases.map(\.rule) }

    /// Every id `listkit lint` can print: what its rules (`Linter.lintRules`), the decoder and
    /// the YAML loader report. Derived, never listed: registering a rule is what adds its ids.
    public static var all: [RuleID] { reportable(by: Linter.lintRules()) }
}

extension Linter {
    /// The one list of rules `listkit lint` runs: the spec's own, then the layout checks on every
    /// device (right to left with `rtl`).
    public static func lintRules(rtl: Bool = false, textSizes: [ContentSizeCategory] = [.default],
                                 fonts: FontLibrary = .standard) -> [any SpecRule] {
        specRules + [LayoutRule(rtl: rtl, textSizes: textSizes, fonts: fonts), MisplacedViewRule(fonts: fonts)]
    }
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
        case .unknownFont: return .unknownFont
        }
    }

    /// Conflicts, ambiguity and truncation are errors: the screen is wrong on that device.
    /// Geometry oddities are warnings: sometimes meant (a view sliding in from off screen).
    public var severity: Diagnostic.Severity {
        switch self {
        case .unsatisfiableConstraints, .ambiguousLayout, .truncatedText, .unknownFont: return .error
        case .viewOutsideParent, .viewOffScreen, .zeroSize: return .warning
        }
    }
}
