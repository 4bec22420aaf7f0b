import ListkitInterfaceBuilder
import ListkitLayout
import ListkitRender
import ListkitSpec

/// Every rule `listkit lint` can report, each described once where it is declared: what
/// `listkit rules` lists, docs/rules.md explains, SARIF describes, and configuration and
/// suppressions check ids against.
///
/// Derived when it is first read, never listed here: the YAML loader's kinds, the schema's
/// rules, the Interface Builder reader's, the rules `Linter.lintRules` runs, then the lint run's
/// own. Registering a rule where it runs is what lists it, so no list can go stale.
public enum RuleRegistry {
    /// In the order `listkit rules` lists them, each id once (a rule reported from two places,
    /// like `unknown-font` by the decoder and the layout, is described once).
    public static let descriptions: [RuleDescription] = {
        var seen = Set<RuleID>()
        let all = RuleDescription.loading + RuleDescription.decoding + RuleDescription.interfaceBuilder
            + Linter.lintRules().flatMap(\.descriptions) + RuleDescription.lintRun
        return all.filter { seen.insert($0.id).inserted }
    }()

    public static let ids: [RuleID] = descriptions.map(\.id)

    public static func description(of id: RuleID) -> RuleDescription? { descriptions.first { $0.id == id } }

    /// Where a rule's documentation is: its section of the installed docs/rules.md, or nil
    /// when the docs are not installed beside the executable (`InstalledDocs`).
    public static func helpURI(_ id: RuleID) -> String? {
        InstalledDocs.rulesPage(id.rawValue)
    }

    /// The rules as reports (SARIF) describe them.
    public static var reportRules: [LintReport.Rule] {
        descriptions.map { LintReport.Rule(id: $0.id, summary: $0.summary, defaultSeverity: $0.severity, helpURI: helpURI($0.id)) }
    }
}
