import ListkitSpec

/// The engine's findings on several devices as diagnostics with lint's rule ids and severities:
/// one per finding, naming every device it was met on (in the order they were added), with what
/// it caused on each (`RelatedLocationMerge`). Both `LayoutRule` (lint) and `listkit layout`
/// report through it, so they word findings alike.
public struct LayoutFindingReport: Sendable {
    /// Findings without their related locations, in the order first met.
    private var order: [LayoutFinding] = []
    private var devicesByFinding: [LayoutFinding: [String]] = [:]
    /// Per finding, each device's related locations.
    private var relatedByFinding: [LayoutFinding: [(devices: [String], related: [RelatedLocation])]] = [:]

    public init() {}

    /// The findings of layouts made on several devices, in the order given.
    public init(_ outcomes: [LayoutOutcome]) {
        for outcome in outcomes { add(outcome.findings, on: outcome.result.device.name) }
    }

    /// Adds one device's findings; a finding already met on another device gains its name.
    public mutating func add(_ findings: [LayoutFinding], on device: String) {
        for var finding in findings {
            let related = finding.related
            finding.related = []
            if devicesByFinding[finding] == nil { order.append(finding) }
            if devicesByFinding[finding]?.contains(device) != true {
                devicesByFinding[finding, default: []].append(device)
            }
            if !related.isEmpty { relatedByFinding[finding, default: []].append(([device], related)) }
        }
    }

    /// One diagnostic per finding, `on <devices>: <message>`, sorted as lint prints them.
    public func diagnostics(path: String = "") -> [Diagnostic] {
        order.map { finding in
            let devices = devicesByFinding[finding] ?? []
            var d = Diagnostic(finding.kind.severity, "on \(devices.joined(separator: ", ")): \(finding.message)",
                               rule: finding.kind.rule, at: finding.mark, path: path)
            d.related = RelatedLocationMerge.merged(relatedByFinding[finding] ?? [], devices: devices)
            return d
        }.sorted(by: Diagnostic.ordered)
    }

    public var hasErrors: Bool { order.contains { $0.kind.severity == .error } }
}
