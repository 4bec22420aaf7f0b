import ListkitSpec

// The geometry checks' rules (GeometryChecks.swift), shown with one example.

extension RuleID {
    public static let viewOutsideParent = RuleID("view-outside-parent")
    public static let viewOffScreen = RuleID("view-off-screen")
    public static let zeroSize = RuleID("zero-size")
}

extension RuleDescription {
    public static let viewOutsideParent = RuleDescription(
        id: .viewOutsideParent, severity: .warning,
        summary: "A view that extends beyond its parent's bounds on a device.",
        rationale: "Usually a mistake, sometimes meant (a badge over a corner); a warning.",
        examples: [layoutGeometryExample])
    public static let viewOffScreen = RuleDescription(
        id: .viewOffScreen, severity: .warning,
        summary: "A screen root view that extends beyond the screen on a device.",
        rationale: "Usually a mistake, sometimes meant (a drawer sliding in from off screen); a warning.",
        examples: [layoutGeometryExample])
    public static let zeroSize = RuleDescription(
        id: .zeroSize, severity: .warning,
        summary: "A visible view with no width or no height on a device.",
        rationale: "Usually a mistake, sometimes meant (a spacer, a hairline kept empty); a warning.",
        examples: [layoutGeometryExample])

    private static let layoutGeometryExample = RuleExample(file: "layout-geometry.yaml", triggering: #"""
        listkit: 1
        screen: S
        device: iphone-se
        views:
          - id: card
            type: view
            layout: [ top == safeArea.top, leading == parent.leading + 16, width == 100, height == 100 ]
            subviews:
              - id: badge
                type: view
                layout: [ top == parent.top, leading == parent.leading + 80, width == 40, height == 20 ]
              - id: rule
                type: view
                layout: [ top == parent.top + 50, leading == parent.leading, width == 100, height == 0 ]
          - id: drawer
            type: view
            layout: [ top == safeArea.top, leading == parent.trailing - 20, width == 200, height == 100 ]

        """#,
        fixed: #"""
        listkit: 1
        screen: S
        device: iphone-se
        views:
          - id: card
            type: view
            layout: [ top == safeArea.top, leading == parent.leading + 16, width == 100, height == 100 ]
            subviews:
              - id: badge
                type: view
                layout: [ top == parent.top, trailing == parent.trailing, width == 40, height == 20 ]
              - id: rule
                type: view
                layout: [ top == parent.top + 50, leading == parent.leading, width == 100, height == 1 ]
          - id: drawer
            type: view
            layout: [ top == safeArea.top, trailing == parent.trailing, width == 200, height == 100 ]

        """#)
}
