// The schema's rule: the decoder reports it while it reads a spec (SpecDecoder, ViewDecoding,
// ListDecoding, CellReader); `RuleDescription.decoding` lists it.

extension RuleID {
    public static let unsupportedVersion = RuleID("unsupported-version")
}

extension RuleDescription {
    public static let unsupportedVersion = RuleDescription(
        id: .unsupportedVersion, severity: .error,
        summary: "A `listkit:` format version other than 1.",
        rationale: "A later format may mean different things by the same keys; reading it as version 1 would be wrong silently. An error.",
        examples: [
            RuleExample(file: "unsupported-version.yaml", triggering: #"""
                listkit: 2
                screen: S
                views: []

                """#,
                fixed: #"""
                listkit: 1
                screen: S
                views: []

                """#),
        ])
}
