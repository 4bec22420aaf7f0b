// The schema's rule: the decoder reports it while it reads a spec (SpecDecoder, ViewDecoding,
// ListDecoding, CellReader); `RuleDescription.decoding` lists it.

extension RuleID {
    public static let unknownKey = RuleID("unknown-key")
}

extension RuleDescription {
    public static let unknownKey = RuleDescription(
        id: .unknownKey, severity: .error,
        summary: "A key the format does not have in that place (with a did-you-mean).",
        rationale: "A misspelled key would otherwise be ignored and its value lost without a word. An error.",
        examples: [
            RuleExample(file: "unknown-key.yaml", triggering: #"""
                listkit: 1
                screen: S
                veiws: []
                views:
                  - { id: a, type: label, text: Hi, titel: x }
                  - { id: b, type: button, title: Go, txt: y }

                """#,
                fixed: #"""
                listkit: 1
                screen: S
                views:
                  - { id: a, type: label, text: Hi, layout: [ top == safeArea.top, leading == parent.leading + 16 ] }
                  - { id: b, type: button, title: Go, layout: [ top == a.bottom, leading == a.leading ] }

                """#),
        ])
}
