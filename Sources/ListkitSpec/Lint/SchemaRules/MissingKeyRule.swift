// The schema's rule: the decoder reports it while it reads a spec (SpecDecoder, ViewDecoding,
// ListDecoding, CellReader); `RuleDescription.decoding` lists it.

extension RuleID {
    public static let missingKey = RuleID("missing-key")
}

extension RuleDescription {
    public static let missingKey = RuleDescription(
        id: .missingKey, severity: .error,
        summary: "A required key left out.",
        rationale: "Without it the spec cannot be laid out or compared. An error.",
        examples: [
            RuleExample(file: "missing-key.yaml", triggering: #"""
                listkit: 1
                views:
                  - { type: label, text: Hi }
                  - id: b

                """#,
                fixed: #"""
                listkit: 1
                screen: S
                views:
                  - { id: a, type: label, text: Hi, layout: [ top == safeArea.top, leading == parent.leading + 16 ] }
                  - { id: b, type: view, layout: [ top == a.bottom, leading == a.leading, size == 40x40 ] }

                """#),
        ])
}
