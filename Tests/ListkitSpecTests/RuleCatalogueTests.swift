import Foundation
import ListkitLayout
import ListkitSpec
import ListkitTestSupport
import Testing

/// The self-check of the lint extension point. Each input comes from its own source, so a list
/// someone forgot to update shows up as a problem:
/// - `declared`: every `RuleID("…")` constant in Sources, and every `SpecRule` type there;
/// - `reportable`: `RuleID.all`, derived from the registered rules (`Linter.lintRules`), the
///   decoder and the YAML loader;
/// - `emitted`: the ids the golden fixtures in Fixtures/rules actually trigger;
/// - `documented`: the rule tables of docs/spec-format.md and docs/layout.md.
struct RuleCatalogue {
    var declaredIDs: Set<RuleID>
    var declaredRuleTypes: Set<String>
    var registeredRuleTypes: Set<String>
    var reportable: [RuleID]
    var emitted: Set<RuleID>
    var documented: String
    /// Ids no fixture can trigger, with the reason and where they are tested instead.
    var withoutFixture: [RuleID: String] = [
        RuleID("yaml-too-large"): "needs a file over 32 MiB; ErrorKindTests and HostileInputTests build one in memory",
    ]

    var problems: [String] {
        var problems: [String] = []
        for type in declaredRuleTypes.subtracting(registeredRuleTypes).sorted() {
            problems.append("rule \(type) is not registered: add it to Linter.specRules")
        }
        for id in declaredIDs.subtracting(reportable).sorted() {
            problems.append("\(id) is declared but nothing reports it: register its rule in Linter.specRules, or list it in RuleID.decoding")
        }
        for id in reportable where !emitted.contains(id) && withoutFixture[id] == nil {
            problems.append("\(id) has no golden fixture that triggers it: add Fixtures/rules/\(id).yaml and its .expected")
        }
        for id in reportable where !documented.contains("`\(id)`") {
            problems.append("\(id) is missing from the rule tables of docs/spec-format.md and docs/layout.md")
        }
        return problems
    }
}

extension RuleCatalogue {
    static let repository = packageRoot

    /// The catalogue as the repository has it now.
    static func current() throws -> RuleCatalogue {
        let sources = try swiftSources(under: repository.appendingPathComponent("Sources"))
        var emitted = Set<RuleID>()
        for name in RuleGoldenTests.fixtures + RuleGoldenTests.documents { for d in try RuleGoldenTests.findings(name) { emitted.insert(d.rule) } }
        let documented = try ["docs/spec-format.md", "docs/layout.md"].map {
            try String(contentsOf: repository.appendingPathComponent($0), encoding: .utf8)
        }.joined()
        return RuleCatalogue(
            declaredIDs: Set(sources.flatMap { matches(of: #/static let \w+ = RuleID\("([a-z0-9-]+)"\)/#, in: $0) }.map(RuleID.init(_:))),
            declaredRuleTypes: Set(sources.flatMap { matches(of: #/struct (\w+): SpecRule\b/#, in: $0) }),
            registeredRuleTypes: Set(Linter.lintRules().map { String(describing: type(of: $0)) }),
            reportable: RuleID.all, emitted: emitted, documented: documented)
    }

    static func swiftSources(under folder: URL) throws -> [String] {
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return try paths.filter { $0.hasSuffix(".swift") }.sorted().map {
            try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8)
        }
    }

    static func matches(of regex: Regex<(Substring, Substring)>, in text: String) -> [String] {
        text.matches(of: regex).map { String($0.output.1) }
    }
}

@Suite struct RuleCatalogueTests {
    @Test func everyIDIsReportedHasAFixtureAndIsDocumented() throws {
        let catalogue = try RuleCatalogue.current()
        #expect(catalogue.problems == [])
        #expect(catalogue.declaredRuleTypes.count >= 10, "the source scan found the rules")
        #expect(catalogue.declaredIDs.count >= 29, "the source scan found the ids")
    }

    @Test func allIsDerivedFromTheRegisteredRules() {
        #expect(RuleID.all.count == Set(RuleID.all).count)
        #expect(RuleID.all == RuleID.reportable(by: Linter.lintRules()))
        #expect(Set(RuleID.all).isSuperset(of: Linter.lintRules().flatMap(\.ids)))
        #expect(Set(RuleID.all).isSuperset(of: RuleID.decoding + RuleID.loading + RuleID.layout))
    }

    /// Forgetting any one list makes the self-check fail, naming what to do. Each case compares
    /// the problems it adds to those of the repository as it is (none, unless the test above fails).
    @Test func forgettingAListIsCaught() throws {
        let complete = try RuleCatalogue.current()
        func added(_ catalogue: RuleCatalogue) -> [String] { catalogue.problems.filter { !complete.problems.contains($0) } }

        var unregistered = complete  // a rule written but left out of Linter.specRules
        let rules = Linter.lintRules().filter { !($0 is PriorityRangeRule) }
        unregistered.registeredRuleTypes = Set(rules.map { String(describing: type(of: $0)) })
        unregistered.reportable = RuleID.reportable(by: rules)
        #expect(added(unregistered) == [
            "rule PriorityRangeRule is not registered: add it to Linter.specRules",
            "priority-range is declared but nothing reports it: register its rule in Linter.specRules, or list it in RuleID.decoding",
        ])

        var noFixture = complete
        noFixture.emitted.remove(.zeroSize)
        #expect(added(noFixture) == ["zero-size has no golden fixture that triggers it: add Fixtures/rules/zero-size.yaml and its .expected"])

        var undocumented = complete
        undocumented.documented = undocumented.documented.replacingOccurrences(of: "`unused-cell-kind`", with: "")
        #expect(added(undocumented) == ["unused-cell-kind is missing from the rule tables of docs/spec-format.md and docs/layout.md"])

        var undecoded = complete  // an id the decoder reports, left out of RuleID.decoding
        undecoded.reportable.removeAll { $0 == .sizeExpression }
        #expect(added(undecoded).first?.hasPrefix("size-expression is declared but nothing reports it") == true)
    }
}
