import Foundation
import ListkitLayout
import ListkitLint
import ListkitSpec
import ListkitTestSupport
import Testing

/// The self-check of the lint extension point. Each input comes from its own source, so a rule
/// someone forgot to register, describe or exemplify shows up as a problem:
/// - `declared`: every `RuleID("…")` constant, `RuleDescription` and `SpecRule` type in Sources;
/// - `registered`: `RuleRegistry`, derived from the rules `Linter.lintRules` runs, the schema's,
///   the YAML loader's, the Interface Builder reader's and the lint run's own descriptions;
/// - `emitted`: the ids the examples and fixtures of Fixtures/rules actually trigger.
/// docs/rules.md is generated from the descriptions (RulesCommandTests fails when it is stale).
struct RuleRegistryCheck {
    var declaredIDs: Set<RuleID>
    var declaredDescriptions: Set<String>
    var declaredRuleTypes: Set<String>
    var registeredRuleTypes: Set<String>
    var registered: [RuleDescription]
    var emitted: Set<RuleID>
    /// Ids no example can trigger, with the reason and where they are tested instead.
    var withoutExample: [RuleID: String] = [
        RuleID("yaml-too-large"): "needs a file over 32 MiB; ErrorKindTests and HostileInputTests build one in memory",
        .config: "a finding about .listkit.yml, not a spec; ListkitLintTests.LintConfigurationTests",
        .invalidSuppression: "a finding about suppression comments; ListkitLintTests.SuppressionTests",
        .unusedSuppression: "a finding about suppression comments; ListkitLintTests.SuppressionTests",
        .unusedIgnore: "a finding about .listkit.yml's ignore entries; ListkitLintTests.UnusedIgnoreTests",
        .staleBaseline: "a finding about a baseline; ListkitLintTests.BaselineTests",
    ]

    var problems: [String] {
        var problems: [String] = []
        let ids = registered.map(\.id)
        for type in declaredRuleTypes.subtracting(registeredRuleTypes).sorted() {
            problems.append("rule \(type) is not registered: run `make rule-registry`")
        }
        for id in declaredIDs.subtracting(ids).sorted() {
            problems.append("\(id) is declared but nothing reports it: return its description from its rule's `descriptions`, or list it in RuleDescription.decoding")
        }
        for name in declaredDescriptions.subtracting(registered.map { Self.name(of: $0.id) }).sorted() {
            problems.append("RuleDescription.\(name) is not registered: return it from its rule's `descriptions`, or list it where its group is listed")
        }
        for description in registered {
            let id = description.id
            if description.examples.isEmpty, withoutExample[id] == nil {
                problems.append("\(id) has no example: add one to its RuleDescription, then its golden Fixtures/rules/<file>.expected")
            }
            if !emitted.contains(id) && withoutExample[id] == nil {
                problems.append("\(id) is triggered by no example or fixture")
            }
            if !description.summary.hasSuffix(".") || description.rationale.isEmpty {
                problems.append("\(id) has no summary or rationale: one line of what it finds, ending in a full stop, and why")
            }
        }
        return problems
    }

    /// The Swift name a description is declared under: its id in lower camel case
    /// (`unknown-cell-kind` → `unknownCellKind`; `id` and `ib` as `ID` and `IB` after the first word).
    static func name(of id: RuleID) -> String {
        let words = id.rawValue.split(separator: "-").map(String.init)
        return words.enumerated().map { i, word in
            if i == 0 { return word }
            if word == "id" { return "ID" }
            if word == "yaml" { return "YAML" }
            return word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
    }
}

extension RuleRegistryCheck {
    static let repository = packageRoot

    /// The registry as the repository has it now.
    static func current() throws -> RuleRegistryCheck {
        let sources = try swiftSources(under: repository.appendingPathComponent("Sources"))
        var emitted = Set<RuleID>()
        for name in RuleGoldenTests.names {
            for line in try RuleGoldenTests.findings(name).split(separator: "\n") {
                if let open = line.lastIndex(of: "[") { emitted.insert(RuleID(String(line[line.index(after: open)...].dropLast()))) }
            }
        }
        return RuleRegistryCheck(
            declaredIDs: Set(sources.flatMap { matches(of: #/static let \w+ = RuleID\("([a-z0-9-]+)"\)/#, in: $0) }.map(RuleID.init(_:))),
            declaredDescriptions: Set(sources.flatMap { matches(of: #/static let (\w+) = RuleDescription\(/#, in: $0) }),
            declaredRuleTypes: Set(sources.flatMap { matches(of: #/struct (\w+): SpecRule\b/#, in: $0) }),
            registeredRuleTypes: Set(Linter.lintRules().map { String(describing: type(of: $0)) }),
            registered: RuleRegistry.descriptions, emitted: emitted)
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

@Suite struct RuleRegistryTests {
    @Test func everyRuleIsRegisteredDescribedAndExemplified() throws {
        let check = try RuleRegistryCheck.current()
        #expect(check.problems == [])
        #expect(check.declaredRuleTypes.count >= 10, "the source scan found the rules")
        #expect(check.declaredIDs.count >= 35, "the source scan found the ids")
        // One description per id: the YAML loader's ids are its error kinds' (`YAMLError.Kind.rule`).
        #expect(check.declaredDescriptions.count == check.declaredIDs.count + RuleDescription.loading.count)
    }

    /// `Linter.specRules` is generated from Rules/ (scripts/rule_registry.py), so a rule's file
    /// is all a new rule needs; a stale registry names the command that rewrites it.
    @Test func theGeneratedRuleListIsCurrent() throws {
        let script = RuleRegistryCheck.repository.appendingPathComponent("scripts/rule_registry.py").path
        let outcome = try ChildProcess.run("/usr/bin/env", ["python3", script, "--check"])
        #expect(outcome.status == 0, "\(String(decoding: outcome.stdout + outcome.stderr, as: UTF8.self))")
    }

    @Test func theRegistryIsDerivedFromWhatReportsRules() {
        let ids = RuleRegistry.ids
        #expect(ids.count == Set(ids).count)
        #expect(Set(ids).isSuperset(of: Linter.lintRules().flatMap(\.ids)))
        #expect(Set(ids).isSuperset(of: (RuleDescription.decoding + RuleDescription.loading + RuleDescription.interfaceBuilder + RuleDescription.lintRun).map(\.id)))
        #expect(Set(ids).isSuperset(of: LayoutFinding.Kind.allCases.map(\.rule)))
    }

    /// Each example triggers the rule it illustrates; findings of other rules may come along.
    @Test func everyExampleTriggersItsRule() {
        for description in RuleRegistry.descriptions {
            for example in description.examples {
                #expect(example.findings.contains("[\(description.id)]\n"), "\(example.file) does not trigger \(description.id)")
            }
        }
    }

    /// Severity is stated once, in the description: every finding of the examples and fixtures
    /// has its rule's, but for the lesser cases listed here (each named in its rule's rationale).
    @Test func findingsHaveTheirRulesSeverity() throws {
        let lesser: [RuleID: Diagnostic.Severity] = [.duplicateCellID: .warning, .duplicateSectionID: .warning]
        var checked = 0
        for name in RuleGoldenTests.names {
            for line in try RuleGoldenTests.findings(name).split(separator: "\n") {
                let fields = line.split(separator: ":", maxSplits: 4)
                guard fields.count == 5, let open = line.lastIndex(of: "[") else { continue }
                let rule = RuleID(String(line[line.index(after: open)...].dropLast()))
                let severity = Diagnostic.Severity(rawValue: fields[3].trimmingCharacters(in: .whitespaces))
                #expect(severity == RuleRegistry.description(of: rule)?.severity || severity == lesser[rule], "\(line)")
                checked += 1
            }
        }
        #expect(checked > 40)
    }

    /// Forgetting any one step makes the self-check fail, naming what to do. Each case compares
    /// the problems it adds to those of the repository as it is (none, unless the test above fails).
    @Test func forgettingAStepIsCaught() throws {
        let complete = try RuleRegistryCheck.current()
        func added(_ check: RuleRegistryCheck) -> [String] { check.problems.filter { !complete.problems.contains($0) } }

        var unregistered = complete  // a rule written but left out of Linter.specRules
        unregistered.registeredRuleTypes.remove("PriorityRangeRule")
        unregistered.registered.removeAll { $0.id == .priorityRange }
        #expect(added(unregistered) == [
            "rule PriorityRangeRule is not registered: run `make rule-registry`",
            "priority-range is declared but nothing reports it: return its description from its rule's `descriptions`, or list it in RuleDescription.decoding",
            "RuleDescription.priorityRange is not registered: return it from its rule's `descriptions`, or list it where its group is listed",
        ])

        var noExample = complete
        let index = try #require(noExample.registered.firstIndex { $0.id == .zeroSize })
        noExample.registered[index].examples = []
        noExample.emitted.remove(.zeroSize)
        #expect(added(noExample) == [
            "zero-size has no example: add one to its RuleDescription, then its golden Fixtures/rules/<file>.expected",
            "zero-size is triggered by no example or fixture",
        ])

        var undocumented = complete
        let unused = try #require(undocumented.registered.firstIndex { $0.id == .unusedCellKind })
        undocumented.registered[unused].rationale = ""
        #expect(added(undocumented) == ["unused-cell-kind has no summary or rationale: one line of what it finds, ending in a full stop, and why"])

        var undecoded = complete  // an id the decoder reports, left out of RuleDescription.decoding
        undecoded.registered.removeAll { $0.id == .sizeExpression }
        #expect(added(undecoded).first?.hasPrefix("size-expression is declared but nothing reports it") == true)
    }
}
