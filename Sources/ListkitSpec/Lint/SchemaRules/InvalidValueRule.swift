// The schema's rule: the decoder reports it while it reads a spec (SpecDecoder, ViewDecoding,
// ListDecoding, CellReader); `RuleDescription.decoding` lists it.

extension RuleID {
    public static let invalidValue = RuleID("invalid-value")
}

extension RuleDescription {
    public static let invalidValue = RuleDescription(
        id: .invalidValue, severity: .error,
        summary: "A value outside its set or range.",
        rationale: "UIKit would reject the value or treat it differently from what the spec says. An error.",
        examples: [
            RuleExample(file: "invalid-value.yaml", triggering: #"""
                listkit: 1
                screen: S
                views:
                  - { id: a, type: label, text: x, lines: -1 }
                  - { id: s, type: stack, axis: diagonal, distribution: fillEqualy }
                  - { id: i, type: image, image: 90by90 }

                """#,
                fixed: #"""
                listkit: 1
                screen: S
                views:
                  - { id: a, type: label, text: x, lines: 2, layout: [ top == safeArea.top, leading == parent.leading + 16 ] }
                  - id: s
                    type: stack
                    axis: vertical
                    distribution: fillEqually
                    layout: [ top == a.bottom + 8, leading == parent.leading + 16 ]
                    arranged:
                      - { id: i, type: image, image: 90x90 }

                """#),
        ])
}
