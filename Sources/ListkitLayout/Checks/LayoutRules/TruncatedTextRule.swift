import ListkitSpec

extension RuleID {
    public static let truncatedText = RuleID("truncated-text")
}

extension RuleDescription {
    public static let truncatedText = RuleDescription(
        id: .truncatedText, severity: .error,
        summary: "Text that does not fit its view on a device (unless its lineBreakMode cuts by design).",
        rationale: "Text the user cannot read in full is wrong on that device, unless its line break mode cuts it by design (`intended` reports those too). An error. In an Interface Builder document a label an outlet points at holds a sample text that the app replaces: it is reported when a line is cut by the label's height, and cut for its length only with `intended`. Text measured with a stand-in (Inter for SF) is reported only when it cannot fit even at the stand-in's error (its width × 1.05 + 1 point), and text in a font listkit does not have is left to `unknown-font`.",
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
