// The schema's rule: the decoder reports it while it reads a spec (SpecDecoder, ViewDecoding,
// ListDecoding, CellReader); `RuleDescription.decoding` lists it.

extension RuleID {
    public static let invalidID = RuleID("invalid-id")
}

extension RuleDescription {
    public static let invalidID = RuleDescription(
        id: .invalidID, severity: .error,
        summary: "A view id that constraints could not name.",
        rationale: "Constraints name views by id; an id that is not an identifier, or a reserved anchor name, could never be named. An error.",
        examples: [
            RuleExample(file: "invalid-id.yaml", triggering: #"""
                listkit: 1
                screen: S
                views:
                  - { id: my-view, type: view }
                  - { id: top, type: view }

                """#,
                fixed: #"""
                listkit: 1
                screen: S
                views:
                  - { id: my_view, type: view, layout: [ top == safeArea.top, leading == parent.leading, size == 40x40 ] }
                  - { id: topBar, type: view, layout: [ top == my_view.bottom, leading == parent.leading, size == 40x40 ] }

                """#),
        ])
}
