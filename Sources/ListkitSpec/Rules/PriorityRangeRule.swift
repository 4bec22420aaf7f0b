/// Priorities are 1…1000, as UILayoutPriority: 0 and above 1000 raise at run time.
public struct PriorityRangeRule: SpecRule {
    public init() {}
    public var ids: [RuleID] { [.priorityRange] }

    public func check(_ context: LintContext, into diagnostics: inout [Diagnostic]) {
        for hierarchy in context.hierarchies {
            for entry in hierarchy.entries {
                for spec in entry.view.layout {
                    guard let c = spec.constraint, !(1...1000).contains(c.priority) else { continue }
                    diagnostics.append(.error("priority \(formatNumber(c.priority)) is out of range: use 1…1000, required, high or low", .priorityRange, at: spec.mark(atOffset: c.priorityOffset ?? 0)))
                }
                let view = entry.view
                for (name, priorities) in [("hugging", view.hugging), ("compressionResistance", view.compressionResistance)] {
                    // A scalar sets both axes from one node: report it once.
                    let values = [priorities?.horizontal, priorities?.vertical].compactMap { $0 }
                    for (i, value) in values.enumerated() where !(1...1000).contains(value.value) && (i == 0 || value.mark != values[0].mark) {
                        diagnostics.append(.error("\(name) priority \(formatNumber(value.value)) is out of range: use 1…1000, required, high or low", .priorityRange, at: value.mark))
                    }
                }
            }
        }
    }
}
