import ListkitLayout
import ListkitRender
import ListkitSpec

/// Every rule `lint` can report, with its default severity and one line: what `listkit rules`
/// lists, what configuration and suppressions check ids against, what SARIF describes.
public struct RuleCatalog {
    public struct Entry: Sendable {
        public var id: RuleID
        public var severity: Diagnostic.Severity
        public var summary: String
    }

    /// The ids `lint` itself reports about its inputs (configuration, suppressions, baseline).
    /// (Not spec-linter ids, so not in `RuleID.all`: `lint` reports them about its inputs.)
    public static let config = RuleID(rawValue: "config")
    public static let invalidSuppression = RuleID(rawValue: "invalid-suppression")
    public static let unusedSuppression = RuleID(rawValue: "unused-suppression")
    public static let staleBaseline = RuleID(rawValue: "stale-baseline")
    public static let runIDs = [config, invalidSuppression, unusedSuppression, staleBaseline]

    /// Every id lint reports: the registered rules' (`RuleID.all`, derived from what reports
    /// them), then lint's own. A rule without a line below is listed with an empty one, and
    /// `RulesCommandTests` fails until it has one.
    public static let entries: [Entry] = (RuleID.all + runIDs).map { id in
        let (severity, summary) = descriptions[id] ?? (.error, "")
        return Entry(id: id, severity: severity, summary: summary)
    }

    /// Each rule's default severity (the one its findings have, unless a configuration changes
    /// it) and what it finds, in one line.
    public static let descriptions: [RuleID: (Diagnostic.Severity, String)] = [
        RuleID("yaml-syntax"): (.error, "YAML that does not parse (reader, scanner and parser errors)."),
        RuleID("yaml-duplicate-key"): (.error, "The same key twice in one mapping."),
        RuleID("yaml-undefined-alias"): (.error, "An *alias with no &anchor before it."),
        RuleID("yaml-alias-budget"): (.error, "Alias expansion beyond the budget (\"billion laughs\")."),
        RuleID("yaml-too-deep"): (.error, "Nesting deeper than 256 levels."),
        RuleID("yaml-too-large"): (.error, "A file over 32 MiB."),
        RuleID("yaml-empty"): (.error, "A file with no document."),
        RuleID("yaml-multiple-documents"): (.error, "More than one YAML document in a spec."),
        .unsupportedVersion: (.error, "A `listkit:` format version other than 1."),
        .unknownKey: (.error, "A key the format does not have in that place (with a did-you-mean)."),
        .missingKey: (.error, "A required key left out."),
        .wrongType: (.error, "A value of the wrong kind: a list where a string belongs, and so on."),
        .invalidValue: (.error, "A value outside its set or range."),
        .invalidID: (.error, "A view id that constraints could not name."),
        .unknownViewType: (.error, "A view type the format does not know."),
        .unknownFont: (.error, "A font that is neither a text style nor a size."),
        .unknownDevice: (.error, "A device preset the format does not know."),
        .sizeExpression: (.error, "An item-size or height expression that does not parse or names an unknown size."),
        .duplicateViewID: (.error, "Two views with one id in a hierarchy."),
        .duplicateSectionID: (.error, "Two sections with one id in a list."),
        .duplicateCellID: (.error, "Two cells with one id in a list (diffable data sources crash on them)."),
        .unknownCellKind: (.error, "A cell, header or footer of an undeclared kind."),
        .unusedCellKind: (.warning, "A cell kind no cell uses."),
        .missingField: (.error, "A {field} that a cell does not supply."),
        .arrangedOutsideStack: (.error, "Arranged subviews on a view that is not a stack."),
        .sectionsOutsideList: (.error, "Sections on a view that is not a table or collection."),
        .missingBoundaryItem: (.warning, "A section header or footer that the collection's compositional layout has no boundary item for (never shown)."),
        .constraintSyntax: (.error, "A constraint string that does not parse."),
        .unknownView: (.error, "A constraint naming no view in its hierarchy."),
        .noCommonAncestor: (.error, "A constraint relating a screen view and a cell kind's view."),
        .invalidAnchors: (.error, "A constraint Auto Layout rejects when it is created."),
        .priorityRange: (.error, "A priority outside 1…1000."),
        .unsatisfiableConstraints: (.error, "Required constraints that cannot all hold on a device."),
        .ambiguousLayout: (.error, "A view whose frame the constraints leave open on a device."),
        .truncatedText: (.error, "Text that does not fit its view on a device (unless its lineBreakMode cuts by design)."),
        .viewOutsideParent: (.warning, "A view that extends beyond its parent's bounds on a device."),
        .viewOffScreen: (.warning, "A screen root view that extends beyond the screen on a device."),
        .zeroSize: (.warning, "A visible view with no width or no height on a device."),
        .misplacedView: (.warning, "A view whose frame saved by Interface Builder differs from the one its constraints give, by more than 0.5 pt."),
        .ibSyntax: (.error, "A .xib or .storyboard that is not well-formed XML or not an iOS Interface Builder document."),
        .ibUnsupported: (.info, "Something in an Interface Builder document that listkit cannot express yet (left out or approximated)."),
        config: (.error, "A .listkit.yml that is not valid (unknown keys, rules, devices or values)."),
        invalidSuppression: (.error, "A `# listkit:` comment with an unknown directive or rule id."),
        unusedSuppression: (.warning, "A suppression comment that suppresses nothing (reported with --strict)."),
        staleBaseline: (.warning, "A baseline entry that no longer matches a finding."),
        RuleID(rawValue: "yaml-unknown-tag"): (.error, "A YAML tag outside the core schema, or on the wrong kind of node."),
    ]

    public static let ids: [RuleID] = entries.map(\.id)

    public static func entry(_ id: RuleID) -> Entry? { entries.first { $0.id == id } }

    /// Where a rule's documentation is: its section of docs/rules.md.
    public static func helpURI(_ id: RuleID) -> String {
        "\(ListkitVersion.homepage)/blob/main/docs/rules.md#\(id.rawValue)"
    }

    public static var reportRules: [LintReport.Rule] {
        entries.map { LintReport.Rule(id: $0.id, summary: $0.summary, defaultSeverity: $0.severity, helpURI: helpURI($0.id)) }
    }
}
