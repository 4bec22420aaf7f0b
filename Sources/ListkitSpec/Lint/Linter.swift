/// Checks a spec: every rule, all findings sorted. Loading it is `SpecLoader`'s job (YAML) or
/// the Interface Builder reader's.
public struct Linter: Sendable {
    public var rules: [any SpecRule]

    public init(rules: [any SpecRule] = Linter.specRules) {
        self.rules = rules
    }

    /// A loaded spec's findings: what loading it found, then the rules' when it decoded.
    public func check(_ loaded: SpecLoader.Loaded) -> [Diagnostic] {
        guard let spec = loaded.spec else { return loaded.diagnostics }
        return check(spec, after: loaded.diagnostics, path: loaded.path)
    }

    /// Runs the rules on a spec read from any source (a YAML spec, or a screen of an Interface
    /// Builder document) after what reading it found: all findings, sorted, each once. Rules
    /// that solve the layout run only when there is no error yet. Checks of one screen that lay
    /// out the same views may share a `handoff` (`IBLinter`).
    public func check(_ spec: Spec, after found: [Diagnostic] = [], path: String, handoff: LintHandoff = LintHandoff()) -> [Diagnostic] {
        check(LintContext(spec: spec, handoff: handoff), after: found, path: path)
    }

    /// `check(_:after:path:handoff:)` with the rules' context made by the caller (one that shares
    /// another's hierarchies: `LintContext.init(spec:hierarchiesOf:handoff:)`).
    public func check(_ context: LintContext, after found: [Diagnostic] = [], path: String) -> [Diagnostic] {
        var diagnostics = found
        for rule in rules where !rule.requiresValidSpec { rule.check(context, into: &diagnostics) }
        if !diagnostics.contains(where: { $0.severity == .error }) {
            for rule in rules where rule.requiresValidSpec { rule.check(context, into: &diagnostics) }
        }
        for i in diagnostics.indices { diagnostics[i].path = path }
        return Self.deduplicated(diagnostics.sorted(by: Diagnostic.ordered))
    }

    /// Two rules may reach the same finding through different paths; print it once.
    public static func deduplicated(_ sorted: [Diagnostic]) -> [Diagnostic] {
        var result: [Diagnostic] = []
        result.reserveCapacity(sorted.count)
        for d in sorted where result.last != d { result.append(d) }
        return result
    }
}
