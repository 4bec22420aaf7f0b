import ListkitSpec
import ListkitYAML

/// Lays a spec out on devices, as Auto Layout would: every view's frame from its constraints,
/// intrinsic sizes and stack views, and every list's content; with what it finds wrong.
///
/// ```swift
/// let engine = LayoutEngine(spec: spec, options: LayoutOptions(rtl: true))
/// let outcome = engine.layout(on: Device.preset(named: "iphone-se")!)
/// outcome.result.views      // frames in screen points
/// outcome.findings          // conflicts, ambiguity, truncation, …
/// ```
public struct LayoutEngine: Sendable {
    public let spec: Spec
    public let options: LayoutOptions
    /// The fonts text is measured with (Inter, and the user's fonts by name).
    public let fonts: FontLibrary
    /// UIKit's metrics for the release the spec is laid out for (`release(of:options:)`), looked up once.
    let metrics: UIKitMetrics
    /// Cell kinds' constraint templates, built once for every device.
    let kinds: [CellKindSystem]
    /// Off only in tests that check cached cell solutions against fresh ones.
    var usesCellCache = true
    /// Off only in tests that check cells solved by blocks against cells solved whole.
    var splitsCellSystems = true
    /// Off where only findings are wanted (`LayoutRule`): cells are sized, placed and checked,
    /// but carry no views, whose frames and text lines nothing would read.
    public var buildsCellViews = true
    /// Off where the views' text lines are not printed (`listkit layout --format json`): views
    /// keep their texts, without `textLines` and `textAppearance`.
    public var buildsTextLines = true

    /// The screen's views flattened (`ViewHierarchy(.screen, roots: spec.views)`), when the
    /// caller has it already (a lint rule's `LintContext`); nil: each layout flattens them.
    let screenHierarchy: ViewHierarchy?

    /// - Parameter screenHierarchy: `spec`'s screen hierarchy, when the caller built it (a
    ///   `LintContext`'s first), so that a layout does not flatten the views again.
    public init(spec: Spec, options: LayoutOptions = LayoutOptions(), fonts: FontLibrary = .standard,
                screenHierarchy: ViewHierarchy? = nil) {
        assert(screenHierarchy.map { $0.owner == .screen && $0.ids == ViewHierarchy(.screen, roots: spec.views).ids } ?? true,
               "a screen hierarchy of another spec")
        self.spec = spec
        self.screenHierarchy = screenHierarchy
        self.options = options
        self.fonts = fonts
        let metrics = Self.release(of: spec, options: options).metrics
        self.metrics = metrics
        // Baselines need fonts, the text size and the release, not the device: one measurer for every kind.
        let measurer = TextMeasurer(fonts: fonts, textSize: options.textSize, release: metrics.release)
        self.kinds = spec.cellKinds.enumerated().map { CellKindSystem(kind: $1, rtl: options.rtl, measurer: measurer, marginMetrics: metrics.margins, id: $0) }
    }

    /// Lays the screen out on one device.
    /// - Complexity: one solve of the screen's system per wrapping iteration (at most 5) and
    ///   margins pass (at most 4, one unless views' margins depend on where they sit), plus
    ///   one solve per distinct cell system (kind, size and measured texts); a cell whose
    ///   system was solved before costs a lookup.
    public func layout(on device: Device) -> LayoutOutcome {
        let hierarchy = screenHierarchy ?? ViewHierarchy(.screen, roots: spec.views)
        let chrome = ScreenChromeLayout.layout(spec.chrome, on: device, metrics: metrics)
        let measurer = TextMeasurer(fonts: fonts, scale: device.scale, textSize: options.textSize, release: metrics.release)
        let template = SystemTemplate(hierarchy: hierarchy, safeArea: chrome.safeArea, rtl: options.rtl, measurer: measurer,
                                      marginMetrics: metrics.margins)
        let screenMargins = LayoutMarginsModel.screen(width: device.width, safeArea: chrome.safeArea, margins: metrics.margins)
        let texts = hierarchy.entries.map { IntrinsicContent.displayedText(of: $0.view) }
        var lastConstraints: [LayoutConstraint] = []
        let solved = MarginPasses.run(template: template, container: screenMargins, safeArea: chrome.safeArea,
                                      inNavigationController: ContentInsetAdjustment.inNavigationController(spec.chrome)) { viewInsets in
            let container = Self.screenConstraints(device)
                + template.containerGuides(margins: screenMargins, containerWidth: device.width, name: "the screen", views: viewInsets)
            return WrappingSolve.run(template: template, texts: texts, measurer: measurer) { intrinsics in
                lastConstraints = template.constraints(container: container, intrinsics: intrinsics)
                return SystemSolution.solve(lastConstraints, variableCount: template.variableCount, findAmbiguity: options.findings)
            }
        }
        let frames = (0..<template.slotCount).map { Rect(solved.solution.rect(slot: $0)) }

        var findings: [LayoutFinding] = []
        if options.findings {
            findings += UnknownFontCheck(fonts: fonts).findings(in: spec)
            let describer = ConstraintDescriber(template: template, constraints: lastConstraints, containerMark: Self.deviceMark(of: spec, on: device))
            let conflicts = describer.conflictFindings(solved.solution, context: "")
            var others = describer.ambiguityFindings(solved.solution, context: "")
            let checks = GeometryChecks(template: template, frames: frames, texts: texts, measurer: measurer,
                                        ambiguousSlots: solved.solution.uncheckedSlots,
                                        reportsIntendedTruncation: options.reportsIntendedTruncation)
            others += checks.findings(context: { _ in "" }, containerName: "the screen", rootsAgainstScreen: true)
            findings += CauseGrouping.grouped(conflicts: conflicts, viewMarks: Self.conflictViewMarks(solved.solution, template: template, constraints: lastConstraints),
                                              others: others)
        }

        let sizer = CellSizer(kinds: kinds, measurer: measurer, collectFindings: options.findings)
        sizer.usesCache = usesCellCache
        sizer.splitsBlocks = splitsCellSystems
        sizer.reportsIntendedTruncation = options.reportsIntendedTruncation
        var lists: [Int: ListLayout] = [:]
        for (index, entry) in hierarchy.entries.enumerated() where entry.view.type.value.isList {
            let frame = frames[SystemTemplate.slot(ofEntry: index)]
            lists[index] = layoutList(entry.view, frame: frame, device: device, safeArea: chrome.safeArea, sizer: sizer)
        }
        findings += sizer.findings

        let views = ViewFrameTree.build(hierarchy, frames: frames, texts: texts, lists: lists, measurer: measurer, textLines: buildsTextLines)
        findings.sort(by: Self.ordered)
        var outcome = LayoutOutcome(result: LayoutResult(device: device, views: views, bars: chrome.bars, safeArea: chrome.safeArea),
                                    findings: findings,
                                    cellSystemsSolved: sizer.solves)
        outcome.cellBlocksSolved = sizer.blockSolves
        outcome.internalError = solved.solution.failure ?? sizer.failure
        return outcome
    }

    /// A list's content at its frame, its content insets adjusted for the safe area as
    /// `contentInsetAdjustmentBehavior` says. A table always bounces vertically, so its vertical
    /// axis counts as scrollable; a collection's scrolls when its content is taller than its
    /// frame, which only its laid-out content tells, so it may be laid out twice.
    private func layoutList(_ view: ViewSpec, frame: Rect, device: Device, safeArea: Insets, sizer: CellSizer) -> ListLayout {
        let list = view.list ?? ListSpec()
        let isTable = view.type.value == .table
        var layouter = ListLayouter(sizer: sizer, options: options, metrics: metrics, size: Size(width: frame.width, height: frame.height))
        layouter.buildsViews = buildsCellViews
        layouter.buildsTextLines = buildsTextLines
        layouter.contentMargins = isTable ? LayoutMarginsModel.tableCell(tableWidth: frame.width, margins: metrics.margins)
            : LayoutMarginsModel.collectionCell(metrics.margins)
        func insets(contentHeight: Double) -> Insets {
            ContentInsetAdjustment.insets(frame: frame, screen: Size(width: device.width, height: device.height), safeArea: safeArea,
                                          behavior: list.contentInsetAdjustment, contentHeight: contentHeight,
                                          alwaysBouncesVertically: isTable, inNavigationController: ContentInsetAdjustment.inNavigationController(spec.chrome))
        }
        let covered = ContentInsetAdjustment.covered(frame: frame, screen: Size(width: device.width, height: device.height), safeArea: safeArea)
        layouter.safeSides = (covered.left, covered.right)
        layouter.contentInset = insets(contentHeight: .infinity)
        func lay() -> ListLayout {
            if isTable { return layouter.table(list) }
            return list.compositional.map { layouter.compositional(list, layout: $0) } ?? layouter.flow(list)
        }
        let first = lay()
        let settled = insets(contentHeight: first.contentSize.height)
        guard settled != layouter.contentInset else { return first }
        layouter.contentInset = settled
        return lay()
    }

    /// The iOS release a spec is laid out for: its own `os:` (an Interface Builder document's is
    /// the era of the Xcode that saved it), else the options' (`--os`, `.listkit.yml`), else the
    /// newest iOS of the device (`UIKitRelease.default`: every preset runs iOS 26).
    public static func release(of spec: Spec, options: LayoutOptions) -> UIKitRelease {
        spec.os?.value ?? options.release ?? .default
    }

    /// The release this engine lays out for.
    public var release: UIKitRelease { metrics.release }

    /// Lays the screen out on every device the spec names (or the default one), in order.
    public func layoutAllDevices() -> [LayoutOutcome] {
        spec.effectiveDevices.map { layout(on: $0) }
    }

    /// Where findings about the screen's size point: the device's entry under `device:` when the
    /// spec names it (the screen's size comes from the device), else the screen's name.
    static func deviceMark(of spec: Spec, on device: Device) -> Mark {
        spec.devices.first { $0.value == device }?.mark ?? spec.screen.mark
    }

    /// The screen's root is pinned to the device.
    static func screenConstraints(_ device: Device) -> [LayoutConstraint] {
        let root = FrameVariable.rect(slot: 0)
        let name = "the screen of \(device.name) (\(formatPoints(device.width))×\(formatPoints(device.height)))"
        return [
            LayoutConstraint(root.x, .equal, .constant(0), origin: .container(name: name)),
            LayoutConstraint(root.y, .equal, .constant(0), origin: .container(name: name)),
            LayoutConstraint(root.width, .equal, .constant(device.width), origin: .container(name: name)),
            LayoutConstraint(root.height, .equal, .constant(device.height), origin: .container(name: name)),
        ]
    }

    /// Findings by mark, then kind, then message: output never depends on discovery order.
    /// For each conflict, the marks of the views its constraints name (the screen itself left
    /// out): where a conflict's consequences show (`CauseGrouping`).
    static func conflictViewMarks(_ solution: SystemSolution, template: SystemTemplate, constraints: [LayoutConstraint]) -> [Set<Mark>] {
        solution.conflicts.map { conflict in
            var marks = Set<Mark>()
            for index in conflict.constraints {
                let constraint = constraints[index]
                constraint.forEachTerm { term in
                    if term.variable / 4 > 0, let view = template.view(atSlot: term.variable / 4) { marks.insert(view.mark) }
                }
            }
            return marks
        }
    }

    static func ordered(_ a: LayoutFinding, _ b: LayoutFinding) -> Bool {
        if a.mark != b.mark { return a.mark < b.mark }
        if a.kind != b.kind { return a.kind.rawValue < b.kind.rawValue }
        return a.message < b.message
    }
}
