import ListkitSpec

extension RuleID {
    public static let truncatedText = RuleID("truncated-text")
}

extension RuleDescription {
    public static let truncatedText = RuleDescription(
        id: .truncatedText, severity: .error,
        summary: "Text that does not fit its view on a device (unless its lineBreakMode cuts by design).",
        rationale: "Text the user cannot read in full is wrong on that device, unless its line break mode cuts it by design (`intended` reports those too). An error.",
        options: ["intended"],
        examples: [
            RuleExample(file: "layout-truncated-text.yaml", triggering: #"""
                listkit: 1
                screen: S
                device: iphone-se
                views:
                  - id: title
                    type: label
                    text: A title far too long to fit in the forty points it is given
                    layout: [ top == safeArea.top, leading == parent.leading + 16, width == 40 ]

                """#,
                fixed: #"""
                listkit: 1
                screen: S
                device: iphone-se
                views:
                  - id: title
                    type: label
                    text: A title far too long to fit in the forty points it is given
                    lines: 0
                    layout: [ top == safeArea.top, horizontal == parent + 16 ]

                """#),
        ])
}
