import ListkitInterfaceBuilder
import ListkitLayout
import ListkitSpec
import ListkitYAML

/// One visible view of a screen, compared with the frame IB saved for it.
public struct ViewOutcome: Sendable {
    public var mark: Mark
    /// The XML element's name (`label`, `button`, `tableViewCellContentView`…).
    public var element: String
    public var id: String
    /// The largest difference of x, y, width or height, when the view was laid out.
    public var offBy: Double?
    /// Nil when within half a point.
    public var cause: MissCause?
    /// The frame IB saved and the one listkit laid out, when both are known: what a rule for
    /// the miss is fitted from.
    public var saved: Rect? = nil
    public var solved: Rect? = nil
}

/// Lays one screen out as designed and compares every visible view IB saved a frame for (read
/// from the XML, `SavedView`) with it, explaining each miss (`MissCause`) with a second layout
/// in which every view with content has the size IB saved for it.
struct ScreenCheck {
    let screen: IBScreen
    let signals: DocumentSignals
    let fonts: FontLibrary
    /// IB's own tolerance for a misplaced view.
    static let tolerance = MisplacedViewRule.tolerance

    func outcomes() -> [ViewOutcome] {
        var specViews: [Mark: ViewSpec] = [:]
        var pending = screen.spec.views
        while let view = pending.popLast() {
            specViews[view.mark] = view
            pending += view.children
        }
        let excluded = SavedView.excludedIDs(in: signals.root)
        var saved: [SavedView] = []
        for top in screen.spec.views {
            guard let container = signals.elements[top.mark] else { continue }
            saved += SavedView.visible(under: container) { child in
                specViews[child.mark] != nil || !excluded.contains(child["id"] ?? "")
            }
        }
        guard let device = screen.spec.designDevice else {
            return saved.map { miss($0, MissCause(.screen, "no design device")) }
        }
        // As `misplaced-view` compares them: user fonts the saving Mac did not have as IB drew
        // them (`SavedWithoutFont`); the setting the views tell, else the one at which every
        // frame lands (`DesignTextSize.landing`), else Large.
        let fonts = SavedWithoutFont.library(for: screen.spec, on: device, fonts: self.fonts)
        let textSize = DesignTextSize.told(screen.spec, scale: device.scale, fonts: fonts)
            ?? DesignTextSize.landing(screen.spec, on: device, fonts: fonts) ?? .default
        let options = LayoutOptions(full: false, findings: true, textSize: textSize)
        let outcome = LayoutEngine(spec: screen.spec, options: options, fonts: fonts).layout(on: device)
        if let error = outcome.internalError {
            return saved.map { miss($0, MissCause(.screen, "solver internal error: \(error.prefix(60))")) }
        }
        let solved = outcome.result.framesByID
        var sized = screen.spec
        let release = LayoutEngine.release(of: screen.spec, options: options)
        sized.views = sized.views.map { withSavedSizes($0, release: release) }
        let ibSized = LayoutEngine(spec: sized, options: LayoutOptions(full: false, findings: false, textSize: textSize), fonts: fonts).layout(on: device).result.framesByID
        let context = MissContext(outcome: outcome, screen: screen, signals: signals)
        return saved.map { view in
            guard let spec = specViews[view.element.mark], let frame = solved[spec.id.value] else {
                return miss(view, MissCause(.notRead, view.element.name))
            }
            let off = Self.offBy(view.frame, frame)
            var result = ViewOutcome(mark: view.element.mark, element: view.element.name, id: spec.id.value, offBy: off, cause: nil, saved: view.frame, solved: frame)
            if off > Self.tolerance {
                result.cause = context.cause(of: view, spec: spec, solved: frame, ibSized: ibSized[spec.id.value])
            }
            return result
        }
    }

    func miss(_ view: SavedView, _ cause: MissCause) -> ViewOutcome {
        ViewOutcome(mark: view.element.mark, element: view.element.name, id: view.element["id"] ?? "?", offBy: nil, cause: cause)
    }

    static func offBy(_ a: Rect, _ b: Rect) -> Double {
        max(abs(a.x - b.x), abs(a.y - b.y), abs(a.width - b.width), abs(a.height - b.height))
    }

    /// The view with every descendant that has content of its own (text, a control's size, an
    /// image) sized as IB saved it: what is left over is not content measurement. The size is
    /// the saved frame's alignment rectangle, as an intrinsic size is (a segmented control's
    /// 32-point frame is 31 tall content: `AlignmentFrame`).
    func withSavedSizes(_ view: ViewSpec, release: UIKitRelease) -> ViewSpec {
        var view = view
        view.subviews = view.subviews.map { withSavedSizes($0, release: release) }
        view.arranged = view.arranged.map { withSavedSizes($0, release: release) }
        guard Self.hasContentSize(view), let element = signals.elements[view.mark], let frame = IBSavedFrame.of(element) else { return view }
        let insets = view.type.value.entry(on: release).alignmentInsets
        view.intrinsicSize = Located(Size(width: frame.width - insets.left - insets.right, height: frame.height - insets.top - insets.bottom), at: view.mark)
        return view
    }

    static func hasContentSize(_ view: ViewSpec) -> Bool {
        if view.intrinsicSize != nil { return true }
        switch view.type.value.entry.sizing {
        case .none: return false
        case .label, .insetText, .field, .lineField, .textContainer, .fixed, .styled, .pages, .segments, .legacyTitle: return true
        }
    }
}

/// What a screen's layout says about one miss.
struct MissContext {
    let outcome: LayoutOutcome
    let screen: IBScreen
    let signals: DocumentSignals

    func cause(of view: SavedView, spec: ViewSpec, solved: Rect, ibSized: Rect?) -> MissCause {
        let element = view.element
        if element["misplaced"] == "YES" { return MissCause(.staleFrame, "misplaced=\"YES\"") }
        if element["ambiguous"] == "YES" { return MissCause(.staleFrame, "ambiguous=\"YES\"") }
        if let ibSized, ScreenCheck.offBy(view.frame, ibSized) <= ScreenCheck.tolerance {
            let ownSizeDiffers = ScreenCheck.hasContentSize(spec)
                && max(abs(view.frame.width - solved.width), abs(view.frame.height - solved.height)) > ScreenCheck.tolerance
            return MissCause(.content, ownSizeDiffers ? signals.content(of: element) : "placed by another view's content")
        }
        // Placed wrongly even with IB's sizes, inside a view whose saved frame IB calls stale:
        // the saved position is measured from that view's.
        if let mark = signals.staleAncestorMark(of: element) { return MissCause(.staleFrame, "inside a view marked \(mark)") }
        let container = screen.spec.views.first.flatMap { signals.elements[$0.mark] }
        if let container, let signal = signals.structure(of: container) { return MissCause(.structure, signal) }
        if outcome.findings.contains(where: { $0.kind == .unsatisfiableConstraints }) { return MissCause(.structure, "unsatisfiable constraints in listkit") }
        if outcome.findings.contains(where: { $0.kind == .ambiguousLayout && $0.mark == spec.mark }) { return MissCause(.structure, "ambiguous in listkit") }
        if let note = screen.notes.first(where: \.affectsLayout) { return MissCause(.structure, "note: " + Self.noteKind(note.message)) }
        if let note = screen.notes.first(where: { $0.message.contains("freeform") }) { return MissCause(.structure, "note: " + Self.noteKind(note.message)) }
        let shape = Self.shape(saved: view.frame, solved: solved)
        if signals.isInScrollView(element) { return MissCause(.structure, "inside a scroll view: \(shape)") }
        return MissCause(.structure, "\(element.name): \(shape)")
    }

    /// How a frame misses: sized differently, or moved only (vertically only: the mark of a safe
    /// area, bar or status bar placed otherwise than IB did).
    static func shape(saved: Rect, solved: Rect) -> String {
        let tolerance = ScreenCheck.tolerance
        guard abs(saved.width - solved.width) <= tolerance, abs(saved.height - solved.height) <= tolerance else { return "size differs" }
        return abs(saved.x - solved.x) <= tolerance ? "moved vertically only" : "moved"
    }

    /// A note's message without what varies between documents (ids, numbers).
    static func noteKind(_ message: String) -> String {
        let words = message.split(separator: " ").map { word in
            word.contains(where: \.isNumber) || word.hasPrefix("'") ? "…" : String(word)
        }
        return String(words.joined(separator: " ").prefix(90))
    }
}
