import ListkitSpec

/// `listkit lint`'s layout checks: lays the spec out on every device it names (every cell of
/// every list) and reports what the layout found, one diagnostic per finding. A finding met
/// on several devices is reported once, naming them all (in the spec's device order).
///
/// One rule lays out once and reports the six layout ids; `kinds` narrows it to some of them.
public struct LayoutRule: SpecRule {
    public var kinds: [LayoutFinding.Kind]
    public var rtl: Bool

    public init(kinds: [LayoutFinding.Kind] = LayoutFinding.Kind.allCases, rtl: Bool = false) {
        self.kinds = kinds
        self.rtl = rtl
    }

    public var ids: [RuleID] { kinds.map(\.rule) }
    public var requiresValidSpec: Bool { true }

    /// - Complexity: one layout per device (see `LayoutEngine.layout(on:)`), all cells included.
    public func check(_ context: LintContext, into diagnostics: inout [Diagnostic]) {
        let engine = LayoutEngine(spec: context.spec, options: LayoutOptions(rtl: rtl, full: true))
        var order: [LayoutFinding] = []
        var devicesByFinding: [LayoutFinding: [String]] = [:]
        for device in context.spec.effectiveDevices {
            for finding in engine.layout(on: device).findings where kinds.contains(finding.kind) {
                if devicesByFinding[finding] == nil { order.append(finding) }
                if devicesByFinding[finding]?.contains(device.name) != true {
                    devicesByFinding[finding, default: []].append(device.name)
                }
            }
        }
        for finding in order {
            let devices = devicesByFinding[finding] ?? []
            diagnostics.append(Diagnostic(finding.kind.severity, "on \(devices.joined(separator: ", ")): \(finding.message)",
                                          rule: finding.kind.rule, at: finding.mark))
        }
    }
}
