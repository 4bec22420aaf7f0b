import ListkitSpec

extension RuleID {
    public static let unsatisfiableConstraints = RuleID("unsatisfiable-constraints")
}

extension RuleDescription {
    public static let unsatisfiableConstraints = RuleDescription(
        id: .unsatisfiableConstraints, severity: .error,
        summary: "Required constraints that cannot all hold on a device.",
        rationale: "Auto Layout breaks one of the constraints at run time, so the screen is not what the spec says on that device. An error.",
        examples: [
            RuleExample(file: "layout-unsatisfiable.yaml", triggering: #"""
                listkit: 1
                screen: S
                device: [iphone-se, iphone-15]
                views:
                  - id: banner
                    type: view
                    layout: [ top == safeArea.top, horizontal == parent, height == 100, height >= 120 ]

                """#,
                fixed: #"""
                listkit: 1
                screen: S
                device: [iphone-se, iphone-15]
                views:
                  - id: banner
                    type: view
                    layout: [ top == safeArea.top, horizontal == parent, height == 100, height >= 120 @high ]

                """#),
        ])
}
