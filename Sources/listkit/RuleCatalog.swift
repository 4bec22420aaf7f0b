import ListkitLayout
import ListkitRender
import ListkitSpec

/// Every rule `lint` can report, with its default severity and one line: what `listkit rules`
/// lists, what configuration and suppressions check ids against, what SARIF describes.
struct RuleCatalog {
    struct Entry: Sendable {
        var id: RuleID
        var severity: Diagnostic.Severity
        var summary: String
    }

    /// The ids `lint` itself reports about its inputs (configuration, suppressions, baseline).
    /// (Not spec-linter ids, so not in `RuleID.all`: `lint` reports them about its inputs.)
    static let config = RuleID(rawValue: "config")
    static let invalidSuppression = RuleID(rawValue: "invalid-suppression")
    static let unusedSuppression = RuleID(rawValue: "unused-suppression")
    static let staleBaseline = RuleID(rawValue: "stale-baseline")
    static let runIDs = [config, invalidSuppression, unusedSuppression, staleBaseline]

    static let entries: [Entry] = [
        Entry(id: RuleID("yaml-syntax"), severity: .error, summary: "YAML that does not parse (reader, scanner and parser errors)."),
        Entry(id: RuleID("yaml-duplicate-key"), severity: .error, summary: "The same key twice in one mapping."),
        Entry(id: RuleID("yaml-undefined-alias"), severity: .error, summary: "An *alias with no &anchor before it."),
        Entry(id: RuleID("yaml-alias-budget"), severity: .error, summary: "Alias expansion beyond the budget (\"billion laughs\")."),
        Entry(id: RuleID("yaml-too-deep"), severity: .error, summary: "Nesting deeper than 256 levels."),
        Entry(id: RuleID("yaml-too-large"), severity: .error, summary: "A file over 32 MiB."),
        Entry(id: RuleID("yaml-empty"), severity: .error, summary: "A file with no document."),
        Entry(id: RuleID("yaml-multiple-documents"), severity: .error, summary: "More than one YAML document in a spec."),
        Entry(id: .unsupportedVersion, severity: .error, summary: "A `listkit:` format version other than 1."),
        Entry(id: .unknownKey, severity: .error, summary: "A key the format does not have in that place (with a did-you-mean)."),
        Entry(id: .missingKey, severity: .error, summary: "A required key left out."),
        Entry(id: .wrongType, severity: .error, summary: "A value of the wrong kind: a list where a string belongs, and so on."),
        Entry(id: .invalidValue, severity: .error, summary: "A value outside its set or range."),
        Entry(id: .invalidID, severity: .error, summary: "A view id that constraints could not name."),
        Entry(id: .unknownViewType, severity: .error, summary: "A view type the format does not know."),
        Entry(id: .unknownFont, severity: .error, summary: "A font that is neither a text style nor a size."),
        Entry(id: .unknownDevice, severity: .error, summary: "A device preset the format does not know."),
        Entry(id: .sizeExpression, severity: .error, summary: "An item-size or height expression that does not parse or names an unknown size."),
        Entry(id: .duplicateViewID, severity: .error, summary: "Two views with one id in a hierarchy."),
        Entry(id: .duplicateSectionID, severity: .error, summary: "Two sections with one id in a list."),
        Entry(id: .duplicateCellID, severity: .error, summary: "Two cells with one id in a list (diffable data sources crash on them)."),
        Entry(id: .unknownCellKind, severity: .error, summary: "A cell, header or footer of an undeclared kind."),
        Entry(id: .unusedCellKind, severity: .warning, summary: "A cell kind no cell uses."),
        Entry(id: .missingField, severity: .error, summary: "A {field} that a cell does not supply."),
        Entry(id: .arrangedOutsideStack, severity: .error, summary: "Arranged subviews on a view that is not a stack."),
        Entry(id: .sectionsOutsideList, severity: .error, summary: "Sections on a view that is not a table or collection."),
        Entry(id: .constraintSyntax, severity: .error, summary: "A constraint string that does not parse."),
        Entry(id: .unknownView, severity: .error, summary: "A constraint naming no view in its hierarchy."),
        Entry(id: .noCommonAncestor, severity: .error, summary: "A constraint relating a screen view and a cell kind's view."),
        Entry(id: .invalidAnchors, severity: .error, summary: "A constraint Auto Layout rejects when it is created."),
        Entry(id: .priorityRange, severity: .error, summary: "A priority outside 1…1000."),
        Entry(id: .unsatisfiableConstraints, severity: .error, summary: "Required constraints that cannot all hold on a device."),
        Entry(id: .ambiguousLayout, severity: .error, summary: "A view whose frame the constraints leave open on a device."),
        Entry(id: .truncatedText, severity: .error, summary: "Text that does not fit its view on a device (unless its lineBreakMode cuts by design)."),
        Entry(id: .viewOutsideParent, severity: .warning, summary: "A view that extends beyond its parent's bounds on a device."),
        Entry(id: .viewOffScreen, severity: .warning, summary: "A screen root view that extends beyond the screen on a device."),
        Entry(id: .zeroSize, severity: .warning, summary: "A visible view with no width or no height on a device."),
        Entry(id: config, severity: .error, summary: "A .listkit.yml that is not valid (unknown keys, rules, devices or values)."),
        Entry(id: invalidSuppression, severity: .error, summary: "A `# listkit:` comment with an unknown directive or rule id."),
        Entry(id: unusedSuppression, severity: .warning, summary: "A suppression comment that suppresses nothing (reported with --strict)."),
        Entry(id: staleBaseline, severity: .warning, summary: "A baseline entry that no longer matches a finding."),
    ]

    static let ids: [RuleID] = entries.map(\.id)

    static func entry(_ id: RuleID) -> Entry? { entries.first { $0.id == id } }

    /// Where a rule's documentation is: its section of docs/rules.md.
    static func helpURI(_ id: RuleID) -> String {
        "\(ListkitVersion.homepage)/blob/main/docs/rules.md#\(id.rawValue)"
    }

    static var reportRules: [LintReport.Rule] {
        entries.map { LintReport.Rule(id: $0.id, summary: $0.summary, defaultSeverity: $0.severity, helpURI: helpURI($0.id)) }
    }
}
