// The schema's rule: the decoder reports it while it reads a spec (SpecDecoder, ViewDecoding,
// ListDecoding, CellReader); `RuleDescription.decoding` lists it.

extension RuleID {
    public static let wrongType = RuleID("wrong-type")
}

extension RuleDescription {
    public static let wrongType = RuleDescription(
        id: .wrongType, severity: .error,
        summary: "A value of the wrong kind: a list where a string belongs, and so on.",
        rationale: "A value of another kind cannot mean what the key asks for (YAML 1.2 reads `yes` as a string, not a boolean). An error.",
        examples: [
            RuleExample(file: "wrong-type.yaml", triggering: #"""
                listkit: 1
                screen: S
                views:
                  - id: a
                    type: label
                    hidden: yes
                    layout: { top: 1 }
                  - id: l
                    type: table
                    sections:
                      - id: s
                        cells:
                          - { id: c, kind: K, tags: [a, b] }
                cellKinds:
                  K: { height: 44 }

                """#,
                fixed: #"""
                listkit: 1
                screen: S
                views:
                  - id: a
                    type: label
                    text: x
                    hidden: true
                    layout: [ top == safeArea.top, leading == parent.leading ]
                  - id: l
                    type: table
                    layout: [ edges == safeArea ]
                    sections:
                      - id: s
                        cells:
                          - { id: c, kind: K, tags: "a, b" }
                cellKinds:
                  K: { height: 44 }

                """#),
        ])
}
