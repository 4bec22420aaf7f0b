import ListkitSpec

extension RuleID {
    public static let unusedIgnore = RuleID("unused-ignore")
}

extension RuleDescription {
    public static let unusedIgnore = RuleDescription(
        id: .unusedIgnore, severity: .warning,
        summary: "An 'ignore:' entry of .listkit.yml that ignores nothing (reported with --strict).",
        rationale: "An entry that covers no finding of the files it names (a fixed problem, a renamed file or element) would hide the next finding like it; reported at the entry, as a warning with --strict, so that it is removed. An entry whose paths name no file of the run is not reported: the run cannot tell.",
        examples: [])
}
