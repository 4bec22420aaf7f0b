// The schema's rule: the decoder reports it while it reads a spec (SpecDecoder, ViewDecoding,
// ListDecoding, CellReader); `RuleDescription.decoding` lists it.

extension RuleID {
    public static let sizeExpression = RuleID("size-expression")
}

extension RuleDescription {
    public static let sizeExpression = RuleDescription(
        id: .sizeExpression, severity: .error,
        summary: "An item-size or height expression that does not parse or names an unknown size.",
        rationale: "The size of every item depends on it; an expression that does not parse leaves the list without a layout. An error.",
        examples: [
            RuleExample(file: "size-expression.yaml", triggering: #"""
                listkit: 1
                screen: S
                views:
                  - id: grid
                    type: collection
                    flow:
                      itemSize: { width: "(contentWidth - 16) / ", height: widht * 2 }
                    sections: []
                cellKinds:
                  K:
                    height: "width * 0.5 +"

                """#,
                fixed: #"""
                listkit: 1
                screen: S
                views:
                  - id: grid
                    type: collection
                    layout: [ edges == safeArea ]
                    flow:
                      itemSize: { width: "(contentWidth - 16) / 3", height: width * 2 }
                    sections: []

                """#),
        ])
}
