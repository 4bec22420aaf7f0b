// The schema's rule: the decoder reports it while it reads a spec (SpecDecoder, ViewDecoding,
// ListDecoding, CellReader); `RuleDescription.decoding` lists it.

extension RuleID {
    public static let unknownViewType = RuleID("unknown-view-type")
}

extension RuleDescription {
    public static let unknownViewType = RuleDescription(
        id: .unknownViewType, severity: .error,
        summary: "A view type the format does not know.",
        rationale: "listkit cannot lay out, draw or compare a view it does not know. An error.",
        examples: [
            RuleExample(file: "unknown-view-type.yaml", triggering: #"""
                listkit: 1
                screen: S
                views:
                  - { id: a, type: lable }
                  - { id: b, type: dial }

                """#,
                fixed: #"""
                listkit: 1
                screen: S
                views:
                  - { id: a, type: label, text: A, layout: [ top == safeArea.top, leading == parent.leading + 16 ] }
                  - { id: b, type: switch, layout: [ top == a.bottom + 8, leading == a.leading ] }

                """#),
        ])
}
