import ListkitSpec

extension RuleID {
    public static let ambiguousLayout = RuleID("ambiguous-layout")
}

extension RuleDescription {
    public static let ambiguousLayout = RuleDescription(
        id: .ambiguousLayout, severity: .error,
        summary: "A view whose frame the constraints leave open on a device.",
        rationale: "Auto Layout picks one of many frames, which may differ between runs and devices. An error.",
        examples: [
            RuleExample(file: "layout-ambiguous.yaml", triggering: #"""
                listkit: 1
                screen: S
                device: iphone-15
                views:
                  - id: panel
                    type: view
                    layout: [ top == safeArea.top + 40, leading == parent.leading ]

                """#,
                fixed: #"""
                listkit: 1
                screen: S
                device: iphone-15
                views:
                  - id: panel
                    type: view
                    layout: [ top == safeArea.top + 40, leading == parent.leading, width == 200, height == 100 ]

                """#),
        ])
}
