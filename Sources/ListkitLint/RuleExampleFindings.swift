import ListkitInterfaceBuilder
import ListkitLayout
import ListkitSpec

extension RuleExample {
    /// The triggering file's findings, linted with every rule `listkit lint` runs at their
    /// defaults, a line each (`path:line:col: severity: message [rule]`): what `listkit rules ID`
    /// shows, and what the golden file `Tests/ListkitSpecTests/Fixtures/rules/<stem>.expected`
    /// holds (RuleGoldenTests).
    public var findings: String {
        let bytes = Array(triggering.utf8)
        let found = IBSpecLoader.isDocumentName(file)
            ? IBLinter.check(IBSpecLoader.load(bytes, path: file), rules: Linter.lintRules())
            : Linter(rules: Linter.lintRules()).check(SpecLoader().load(bytes, path: file))
        return found.map { "\($0.path):\($0.mark): \($0.severity.rawValue): \($0.message) [\($0.rule)]\n" }.joined()
    }
}
