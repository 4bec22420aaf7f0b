import ListkitSpec

/// `listkit lint`'s layout checks: lays the spec out on every device it names (every cell of
/// every list) and reports what the layout found, one diagnostic per finding. A finding met
/// on several devices is reported once, naming them all (in the spec's device order).
///
/// One rule lays out once and reports the six layout ids; `kinds` narrows it to some of them.
///
/// With several Dynamic Type settings (`textSizes`), it lays out once per device and setting
/// and names both: "on iphone-15 at accessibility3".
public struct LayoutRule: SpecRule {
    public var kinds: [LayoutFinding.Kind]
    public var rtl: Bool
    /// Report labels that truncate by design too (`lineBreakMode`; see `LayoutOptions`).
    public var reportsIntendedTruncation: Bool
    /// Devices to lay out on instead of the spec's own (a configuration's `devices`).
    public var devices: [Device]?
    public var textSizes: [ContentSizeCategory]
    public var fonts: FontLibrary
    /// The iOS release for specs that name none (a configuration's `os:`, `--os`).
    public var release: UIKitRelease?

    public init(kinds: [LayoutFinding.Kind] = LayoutFinding.Kind.allCases, rtl: Bool = false, reportsIntendedTruncation: Bool = false,
                textSizes: [ContentSizeCategory] = [.default], fonts: FontLibrary = .standard, release: UIKitRelease? = nil) {
        self.kinds = kinds
        self.rtl = rtl
        self.reportsIntendedTruncation = reportsIntendedTruncation
        self.textSizes = textSizes.isEmpty ? [.default] : textSizes
        self.fonts = fonts
        self.release = release
    }

    public var descriptions: [RuleDescription] { kinds.map(\.ruleDescription) }
    public var requiresValidSpec: Bool { true }
    /// The spec's devices, unless `devices` overrides them.
    public var checksPerDevice: Bool { devices == nil }

    /// - Complexity: one layout per device and text size (see `LayoutEngine.layout(on:)`), all
    ///   cells included; none for a layout an earlier rule handed over (`SharedLayoutKey`).
    public func check(_ context: LintContext, into diagnostics: inout [Diagnostic]) {
        var report = LayoutFindingReport()
        for textSize in textSizes {
            let options = LayoutOptions(rtl: rtl, full: true, reportsIntendedTruncation: reportsIntendedTruncation, textSize: textSize,
                                        release: release)
            var engine: LayoutEngine?
            func makeEngine() -> LayoutEngine {
                // Findings only: cells are checked without building their views, texts
                // without their lines.
                var made = LayoutEngine(spec: context.spec, options: options, fonts: fonts, screenHierarchy: context.hierarchies[0])
                made.buildsCellViews = false
                made.buildsTextLines = false
                return made
            }
            for device in devices ?? context.spec.effectiveDevices {
                let name = textSizes.count > 1 ? "\(device.name) at \(textSize.rawValue)" : device.name
                let key = SharedLayoutKey(spec: context.spec, device: device, options: options, fonts: fonts)
                let outcome = context.handoff.take(LayoutOutcome.self, for: key) ?? {
                    let made = engine ?? makeEngine()
                    engine = made
                    return made.layout(on: device)
                }()
                var findings = outcome.findings
                if context.spec.isSelfSizingCell {
                    // Its text and its conflicts are checked at its fitting height too;
                    // misplaced-view's saved frames and the other checks stay at the saved
                    // height, as IB lays the cell out.
                    let made = engine ?? makeEngine()
                    engine = made
                    findings = made.selfSizingCellFindings(findings, on: device)
                }
                if findings.contains(where: \.isCompressionTie) {
                    // Not ambiguity a stand-in's text widths alone make (`standInAmbiguityFindings`).
                    let made = engine ?? makeEngine()
                    engine = made
                    findings = made.standInAmbiguityFindings(findings, solved: outcome.result.framesByID, on: device)
                }
                report.add(findings.filter { kinds.contains($0.kind) }, on: name)
            }
        }
        diagnostics += report.diagnostics()
    }
}
