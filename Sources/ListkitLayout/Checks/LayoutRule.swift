import ListkitSpec

/// `listkit lint`'s layout checks: lays the spec out on every device it names (every cell of
/// every list) and reports what the layout found, one diagnostic per finding. A finding met
/// on several devices is reported once, naming them all (in the spec's device order).
///
/// One rule lays out once and reports the six layout ids; `kinds` narrows it to some of them.
public struct LayoutRule: SpecRule {
    public var kinds: [LayoutFinding.Kind]
    public var rtl: Bool
    /// Report labels that truncate by design too (`lineBreakMode`; see `LayoutOptions`).
    public var reportsIntendedTruncation: Bool
    /// Devices to lay out on instead of the spec's own (a configuration's `devices`).
    public var devices: [Device]?

    public init(kinds: [LayoutFinding.Kind] = LayoutFinding.Kind.allCases, rtl: Bool = false, reportsIntendedTruncation: Bool = false) {
        self.kinds = kinds
        self.rtl = rtl
        self.reportsIntendedTruncation = reportsIntendedTruncation
    }

    public var ids: [RuleID] { kinds.map(\.rule) }
    public var requiresValidSpec: Bool { true }

    /// - Complexity: one layout per device (see `LayoutEngine.layout(on:)`), all cells included.
    public func check(_ context: LintContext, into diagnostics: inout [Diagnostic]) {
        let engine = LayoutEngine(spec: context.spec, options: LayoutOptions(rtl: rtl, full: true, reportsIntendedTruncation: reportsIntendedTruncation))
        var report = LayoutFindingReport()
        for device in devices ?? context.spec.effectiveDevices {
            report.add(engine.layout(on: device).findings.filter { kinds.contains($0.kind) }, on: device.name)
        }
        diagnostics += report.diagnostics()
    }
}
