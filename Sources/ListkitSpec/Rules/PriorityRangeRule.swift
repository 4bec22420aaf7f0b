extension RuleID {
    public static let priorityRange = RuleID("priority-range")
}

extension RuleDescription {
    public static let priorityRange = RuleDescription(
        id: .priorityRange, severity: .error,
        summary: "A priority outside 1…1000.",
        rationale: "UILayoutPriority is 1…1000; 0 and values above 1000 raise at run time. An error.",
        examples: [
            RuleExample(file: "priority-range.yaml", triggering: #"""
                listkit: 1
                screen: S
                views:
                  - id: a
                    type: label
                    text: x
                    hugging: 0
                    compressionResistance: { horizontal: 750, vertical: 1001 }
                    layout:
                      - top == parent.top @0
                      - bottom == parent.bottom @1000.5
                      - leading == parent.leading @low

                """#,
                fixed: #"""
                listkit: 1
                screen: S
                views:
                  - id: a
                    type: label
                    text: x
                    hugging: 1
                    compressionResistance: { horizontal: 750, vertical: 1000 }
                    layout:
                      - top == safeArea.top @999
                      - top >= safeArea.top
                      - leading == parent.leading @low
                      - leading >= parent.leading

                """#),
        ])
}

/// Priorities are 1…1000, as UILayoutPriority: 0 and above 1000 raise at run time.
public struct PriorityRangeRule: SpecRule {
    public init() {}
    public var descriptions: [RuleDescription] { [.priorityRange] }

    public func check(_ context: LintContext, into diagnostics: inout [Diagnostic]) {
        for hierarchy in context.hierarchies {
            for entry in hierarchy.entries {
                for spec in entry.view.layout {
                    guard let c = spec.constraint, !(1...1000).contains(c.priority) else { continue }
                    diagnostics.append(RuleDescription.priorityRange.finding("priority \(formatNumber(c.priority)) is out of range: use 1…1000, required, high or low", at: spec.mark(atOffset: c.priorityOffset ?? 0)))
                }
                // Each axis without an array of them: this runs for every view of every screen.
                func check(_ name: String, _ priorities: AxisPriorities?) {
                    func report(_ value: Located<Double>) {
                        diagnostics.append(RuleDescription.priorityRange.finding("\(name) priority \(formatNumber(value.value)) is out of range: use 1…1000, required, high or low", at: value.mark))
                    }
                    let horizontal = priorities?.horizontal, vertical = priorities?.vertical
                    if let horizontal, !(1...1000).contains(horizontal.value) { report(horizontal) }
                    // A scalar sets both axes from one node: report it once.
                    if let vertical, !(1...1000).contains(vertical.value), vertical.mark != horizontal?.mark { report(vertical) }
                }
                check("hugging", entry.view.hugging)
                check("compressionResistance", entry.view.compressionResistance)
            }
        }
    }
}
