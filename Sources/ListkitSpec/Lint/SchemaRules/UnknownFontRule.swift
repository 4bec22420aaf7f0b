// The schema's rule: the decoder reports it while it reads a spec (SpecDecoder, ViewDecoding,
// ListDecoding, CellReader); `RuleDescription.decoding` lists it.

extension RuleID {
    public static let unknownFont = RuleID("unknown-font")
}

extension RuleDescription {
    public static let unknownFont = RuleDescription(
        id: .unknownFont, severity: .error,
        summary: "A font that is neither a text style nor a size.",
        rationale: "Text is measured with its font; without one its size and truncation cannot be known. An error.",
        examples: [
            RuleExample(file: "unknown-font.yaml", triggering: #"""
                listkit: 1
                screen: S
                views:
                  - { id: a, type: label, text: x, font: headlin }
                  - { id: b, type: label, text: y, font: comic sans }

                """#,
                fixed: #"""
                listkit: 1
                screen: S
                views:
                  - { id: a, type: label, text: x, font: headline, layout: [ top == safeArea.top, leading == parent.leading + 16 ] }
                  - { id: b, type: label, text: y, font: semibold 15, layout: [ top == a.bottom, leading == a.leading ] }

                """#),
        ])
}
