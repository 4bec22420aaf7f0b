import ListkitSpec
import ListkitYAML

extension RuleID {
    public static let misplacedView = RuleID("misplaced-view")
}

extension RuleDescription {
    public static let misplacedView = RuleDescription(
        id: .misplacedView, severity: .warning,
        summary: "A view whose frame saved by Interface Builder differs from the one its constraints give, by more than 0.5 pt.",
        rationale: "Xcode's misplaced views: what Interface Builder shows is not what runs. The running layout is still defined, so a warning.",
        examples: [
            RuleExample(file: "misplaced-view.storyboard", triggering: #"""
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                    <device id="retina6_12" orientation="portrait" appearance="light"/>
                    <scenes>
                        <scene sceneID="sce-mv-001">
                            <objects>
                                <viewController id="vco-mv-001" customClass="CardViewController" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="roo-mv-001">
                                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                        <subviews>
                                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="crd-mv-001" userLabel="Card">
                                                <rect key="frame" x="16" y="63" width="200" height="120"/>
                                                <constraints>
                                                    <constraint firstAttribute="width" constant="200" id="con-mv-003"/>
                                                    <constraint firstAttribute="height" constant="100" id="con-mv-004"/>
                                                </constraints>
                                            </view>
                                        </subviews>
                                        <viewLayoutGuide key="safeArea" id="saf-mv-001"/>
                                        <constraints>
                                            <constraint firstItem="crd-mv-001" firstAttribute="leading" secondItem="saf-mv-001" secondAttribute="leading" constant="16" id="con-mv-001"/>
                                            <constraint firstItem="crd-mv-001" firstAttribute="top" secondItem="saf-mv-001" secondAttribute="top" constant="16" id="con-mv-002"/>
                                        </constraints>
                                    </view>
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>

                """#,
                fixed: nil),
        ])
}

/// `misplaced-view`: a view whose frame, saved by Interface Builder, differs from the frame its
/// constraints give on the device IB laid it out on (`Spec.designDevice`) by more than half a
/// point — Xcode's "misplaced views", measured in the superview as Xcode measures them
/// (`origins(saved:solved:)`). Only screens read from IB documents have saved frames.
///
/// Text is measured as for every layout (HarfBuzz, Inter standing in for SF: docs/layout.md,
/// "Text"), which is not SF to the point: a frame that depends on text gets more tolerance.
/// How much is found by laying the screen out a second time with every text 5 % + 1 point
/// larger on both axes (what separates Inter's widths from SF's, docs/layout.md "Accuracy"); a
/// frame edge that moves by d between the two layouts has a tolerance of 0.5 + d points.
/// Views whose frame is ambiguous, hidden views and their subviews, and screens with
/// unsatisfiable constraints (the conflict is the finding there) are not compared.
public struct MisplacedViewRule: SpecRule {
    public var fonts: FontLibrary
    /// Points a frame may differ by before it is reported (what IB itself allows).
    public static let tolerance = 0.5
    /// The text error the second layout simulates: a stand-in's, a text's size × 1.05 + 1 point.
    static let textGrowth = FontMeasurement.standInError

    /// The release for specs that name none (`LayoutOptions.release`).
    public var release: UIKitRelease?

    public init(fonts: FontLibrary = .standard, release: UIKitRelease? = nil) {
        self.fonts = fonts
        self.release = release
    }

    public var descriptions: [RuleDescription] { [.misplacedView] }
    public var requiresValidSpec: Bool { true }

    /// - Complexity: one layout of the screen on its design device, handed to the layout checks
    ///   (`SharedLayoutKey`), which lay the screen out on that device with the same options; a
    ///   second, with its texts grown, only when a frame is off by more than `tolerance` and a
    ///   text grew.
    public func check(_ context: LintContext, into diagnostics: inout [Diagnostic]) {
        guard let device = context.spec.designDevice else { return }
        reportFlagged(context.spec.views, on: device, into: &diagnostics)
        // Without cell kinds no cell carries views, so laying out every cell (what the layout
        // checks do) costs nothing more and changes no frame or finding read here.
        // User fonts the Mac that saved the screen did not have, as IB drew them (`SavedWithoutFont`).
        let fonts = SavedWithoutFont.library(for: context.spec, on: device, fonts: self.fonts, release: release)
        // Text styles at the Dynamic Type setting the frames were saved at (`DesignTextSize`).
        let told = DesignTextSize.told(context.spec, scale: device.scale, fonts: fonts)
        let textSize = told ?? .default
        let options = LayoutOptions(full: context.spec.cellKinds.isEmpty, textSize: textSize, release: release)
        var engine = LayoutEngine(spec: context.spec, options: options, fonts: fonts, screenHierarchy: context.hierarchies[0])
        // Frames and findings are read, here and by the layout checks it is handed to; no text's lines.
        engine.buildsTextLines = false
        let outcome = engine.layout(on: device)
        if options.full {
            context.handoff.offer(outcome, for: SharedLayoutKey(spec: context.spec, device: device, options: options, fonts: fonts))
        }
        guard outcome.internalError == nil, !outcome.findings.contains(where: { $0.kind == .unsatisfiableConstraints }) else { return }
        let ambiguous = Set(outcome.findings.filter { $0.kind == .ambiguousLayout }.map(\.mark))
        let solved = outcome.result.framesByID
        // A frame within `tolerance` of its saved one is within any widened tolerance: only the
        // others need the second layout.
        var offBeyondTolerance: [(view: ViewSpec, parent: ViewSpec?, saved: Rect, frame: Rect)] = []
        var pending: [(view: ViewSpec, parent: ViewSpec?)] = context.spec.views.map { ($0, nil) }
        while let (view, parent) = pending.popLast() {
            // A hidden view's subviews are hidden with it: none of them is compared.
            guard !view.hidden else { continue }
            pending += view.children.map { ($0, view) }
            guard let saved = view.savedFrame, view.savedFrameFlag == nil, !ambiguous.contains(view.mark),
                  let frame = solved[view.id.value] else { continue }
            let origins = Self.origins(saved: parent?.savedFrame, solved: parent.flatMap { solved[$0.id.value] })
            if Self.isMisplaced(saved: saved, frame: frame, grown: frame, origins: origins, symbol: view.showsSystemSymbol) {
                offBeyondTolerance.append((view, parent, saved, frame))
            }
        }
        guard !offBeyondTolerance.isEmpty else { return }
        var grown = context.spec
        var grewAny = false
        let measurer = TextMeasurer(fonts: fonts, scale: device.scale, textSize: textSize, release: engine.release)
        grown.views = MeasuredTextSizes(measurer: measurer, solved: solved).views(grown.views, changed: &grewAny) { _, size in
            Size(width: size.width * Self.textGrowth.factor + Self.textGrowth.points, height: size.height * Self.textGrowth.factor + Self.textGrowth.points)
        }
        // With no text grown the second layout is the first (frames do not depend on findings).
        var moved = solved
        if grewAny {
            var grownEngine = LayoutEngine(spec: grown, options: LayoutOptions(full: false, findings: false, textSize: textSize, release: release), fonts: fonts)
            grownEngine.buildsTextLines = false
            moved = grownEngine.layout(on: device).result.framesByID
        }
        var findings: [Diagnostic] = []
        for (view, parent, saved, frame) in offBeyondTolerance {
            let other = moved[view.id.value] ?? frame
            let origins = Self.origins(saved: parent?.savedFrame, solved: parent.flatMap { solved[$0.id.value] })
            let grownOrigin = parent.flatMap { moved[$0.id.value] }.map { (x: $0.x, y: $0.y) } ?? origins.solved
            guard Self.isMisplaced(saved: saved, frame: frame, grown: other, origins: origins, grownOrigin: grownOrigin,
                                   symbol: view.showsSystemSymbol) else { continue }
            let textDependent = abs(other.x - frame.x) > 1e-6 || abs(other.y - frame.y) > 1e-6
                || abs(other.width - frame.width) > 1e-6 || abs(other.height - frame.height) > 1e-6
            let textNote = textDependent ? " (text-dependent: tolerance widened by text measurement)" : ""
            findings.append(RuleDescription.misplacedView.finding("on \(device.name): view '\(view.id.value)' is misplaced: Interface Builder saved \(Self.describe(saved)), its constraints give \(Self.describe(frame))\(textNote)", at: view.mark))
        }
        guard !findings.isEmpty else { return }
        // A screen whose views tell no setting, saved at one where every frame lands
        // (`DesignTextSize.landing`): nothing is misplaced. Asked last, as it lays the screen out
        // once a setting, and only where a view is off beyond the widened tolerance.
        if told == nil, DesignTextSize.landing(context.spec, on: device, fonts: fonts, release: release, offAtLarge: true) != nil {
            return
        }
        diagnostics += findings
    }

    /// A point in the screen's coordinates.
    typealias Origin = (x: Double, y: Double)

    /// The origins a view's frames are measured from: its superview's saved and solved frames'.
    /// Interface Builder calls a view misplaced when its frame in its superview differs from what
    /// its constraints give there (moving a view moves its subviews with it, and only the view
    /// is misplaced), so a superview's own offset is not its subviews'. A top-level view, or one
    /// whose superview has no saved or solved frame, is measured from the screen's origin.
    static func origins(saved: Rect?, solved: Rect?) -> (saved: Origin, solved: Origin) {
        guard let saved, let solved else { return ((x: 0, y: 0), (x: 0, y: 0)) }
        return ((x: saved.x, y: saved.y), (x: solved.x, y: solved.y))
    }

    /// The largest share of its rect's height a symbol's alignment inset takes, a side: the
    /// public documents' largest is `chevron.down`'s 5.5 of 39 (0.14; `checkmark`'s 2 of 20); a
    /// frame further inside its rect is a stale one (a height constraint changed since), not an inset.
    static let symbolInsetShare = 0.15
    /// And never more than 6 points a side: the insets of the evidence are 0.5 to 5.5 points at
    /// any size (GoMap's `photo` stretched to 389.33 is inset 1.67 and 1.33), so a share alone would
    /// let a tall symbol view hide a stale height.
    static let symbolInsetLimit = 6.0

    /// Whether a solved frame is off its saved one on some edge by more than `tolerance` widened
    /// by how far that edge moved when the texts grew (`grown`: the frame of the second layout;
    /// the frame itself where there is none, so the tolerance is IB's own). Positions are taken
    /// from `origins` (`origins(saved:solved:)`), the grown frame's from `grownOrigin` (the superview's
    /// in the second layout).
    ///
    /// An image view showing an SF Symbol (`symbol`, `ViewSpec.showsSystemSymbol`) is off
    /// vertically only where its saved top or bottom lies outside the solved frame by more than
    /// `tolerance`, or inside it by more than `symbolInsetShare` of its height, at most `symbolInsetLimit` (and `tolerance`): Interface Builder saves its frame inset from the rect its constraints give by
    /// the symbol's alignment insets, which come from Apple's symbol catalogue (UIImage's
    /// `alignmentRectInsets`: "the alignment metadata for positioning the image during layout";
    /// Apple Developer Forums thread 716773: symbol images carry insets "so that it can be
    /// optically aligned"). Evidence: every image view of a symbol in the public check that
    /// constraints size vertically is saved that way, as wide as its constraints make it:
    /// Ranchero-Software/NetNewsWire `Inspector.storyboard` (24506), `safari` in a 25 × 25 view
    /// saved 25 × 24 half a point inside it, and `Main.storyboard`, `chevron.down` 39 × 39 saved
    /// 39 × 29; zotero/zotero-ios `CollectionRowView.xib` (18122) and `ZShare/MainInterface.storyboard`
    /// (23727), `checkmark` and `chevron.right` 20 tall saved 16.5, 2 and 1.5 below the top; bryceco/GoMap
    /// `Panoramax.storyboard` (23727), `photo` stretched to 389.33 saved 386.33, 1.67 below the top.
    static func isMisplaced(saved: Rect, frame: Rect, grown: Rect, origins: (saved: Origin, solved: Origin) = ((x: 0, y: 0), (x: 0, y: 0)),
                            grownOrigin: Origin? = nil, symbol: Bool = false) -> Bool {
        let grownOrigin = grownOrigin ?? origins.solved
        func off(_ saved: Double, _ solved: Double, _ grown: Double) -> Bool { abs(saved - solved) > tolerance + abs(grown - solved) }
        let horizontally = off(saved.x - origins.saved.x, frame.x - origins.solved.x, grown.x - grownOrigin.x)
            || off(saved.width, frame.width, grown.width)
        guard symbol else {
            return horizontally || off(saved.y - origins.saved.y, frame.y - origins.solved.y, grown.y - grownOrigin.y)
                || off(saved.height, frame.height, grown.height)
        }
        let top = (saved.y - origins.saved.y) - (frame.y - origins.solved.y)
        let bottom = (frame.y + frame.height - origins.solved.y) - (saved.y + saved.height - origins.saved.y)
        // An inset is a symbol's alignment inset only up to a share of the rect it sits in.
        let largestInset = min(symbolInsetShare * frame.height, symbolInsetLimit) + tolerance
        return horizontally || top < -tolerance || bottom < -tolerance || top > largestInset || bottom > largestInset
    }

    /// Views the design tool itself marks misplaced, reported once as it reports them (their
    /// frames are not compared). Views it marks ambiguous are left to the layout's ambiguity check.
    func reportFlagged(_ views: [ViewSpec], on device: Device, into diagnostics: inout [Diagnostic]) {
        var pending = views
        while let view = pending.popLast() {
            guard !view.hidden else { continue }
            pending += view.children
            guard view.savedFrameFlag == .misplaced else { continue }
            diagnostics.append(RuleDescription.misplacedView.finding("on \(device.name): view '\(view.id.value)' is misplaced: Interface Builder marks it so (misplaced=\"YES\"), its saved frame is not where its constraints put it", at: view.mark))
        }
    }

    /// Whether a type's size follows its text on one line or at a width it is given: a label,
    /// a button, a field. A text view is left out (it scrolls, or wraps at a width its
    /// constraints set); so are types whose size is fixed.
    static func growsWithItsText(_ view: ViewSpec) -> Bool {
        switch view.sizing {
        case .label, .insetText, .legacyTitle, .field, .lineField: return true
        case .textContainer, .none, .fixed, .styled, .pages, .segments: return false
        }
    }

    static func describe(_ r: Rect) -> String {
        "(\(formatPoints(r.x)), \(formatPoints(r.y)), \(formatPoints(r.width))×\(formatPoints(r.height)))"
    }
}
