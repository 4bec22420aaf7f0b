import ListkitSpec

extension Linter {
    /// The one list of rules `listkit lint` runs: the spec's own, then the layout checks on every
    /// device (right to left with `rtl`), on `release` where a spec names none.
    public static func lintRules(rtl: Bool = false, textSizes: [ContentSizeCategory] = [.default],
                                 fonts: FontLibrary = .standard, release: UIKitRelease? = nil) -> [any SpecRule] {
        specRules + [LayoutRule(rtl: rtl, textSizes: textSizes, fonts: fonts, release: release), MisplacedViewRule(fonts: fonts, release: release)]
    }
}

extension LayoutFinding.Kind {
    /// The rule that reports this kind of finding (described in Checks/LayoutRules/; an unknown
    /// font is the schema's rule).
    public var ruleDescription: RuleDescription {
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

    public var rule: RuleID { ruleDescription.id }
    public var severity: Diagnostic.Severity { ruleDescription.severity }
}
