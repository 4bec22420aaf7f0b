import ListkitInterfaceBuilder
import ListkitLayout
import ListkitSpec
import ListkitYAML

/// A single-line label in the system font whose saved width is its text's width, as
/// Interface Builder measured it: what the system font's advance widths are fitted from
/// (`scripts/sf_width_fit.py`, docs/layout.md "Text").
public struct TextWidthSample: Sendable {
    public var path: String
    public var id: String
    /// The Dynamic Type setting's point size (a text style's size at the screen's setting).
    public var pointSize: Double
    public var weight: Font.Weight
    /// The text style's name, nil for a point size.
    public var style: String?
    public var text: String
    /// Pixels per point IB rounded the width up to.
    public var scale: Int
    public var savedWidth: Double
    /// The text's width as listkit measures it with Inter, unrounded; the tracking it added
    /// after each of its characters (points), and how many characters it has: what a fit takes
    /// off to start from Inter's own advances.
    public var measuredWidth: Double
    public var tracking: Double
    public var characters: Int
    /// Whether the label's width, and its height, follow its intrinsic size in the layout with
    /// IB's sizes (a sample of the text's width, of its lines' height).
    public var widthFollows: Bool
    public var heightFollows: Bool
    public var savedHeight: Double
    /// The height listkit measures for the lines shown at the saved width, and how many.
    public var measuredHeight: Double
    public var lines: Int
}

/// Finds the samples of one screen: labels that a second layout, in which every view with
/// content has the size IB saved (`ScreenCheck.withSavedSizes`), places on their saved frame,
/// and whose width there follows their intrinsic width both ways (given 10 points more, the
/// label is 10 points wider; given less, narrower): their saved width is what IB measured their
/// text to be, rounded up to the pixel. A label with a width constraint, pinned on both sides,
/// compressed or stretched does not follow.
struct TextWidthSampler {
    let check: ScreenCheck

    /// How much wider a label is made to see whether its width follows.
    static let probe = 10.0

    func samples(path: String) -> [TextWidthSample] {
        let screen = check.screen
        guard let device = screen.spec.designDevice else { return [] }
        let textSize = DesignTextSize.of(screen.spec, scale: device.scale, fonts: check.fonts)
        let options = LayoutOptions(full: false, findings: false, textSize: textSize)
        let release = LayoutEngine.release(of: screen.spec, options: options)
        var sized = screen.spec
        sized.views = sized.views.map { check.withSavedSizes($0, release: release) }
        let base = layout(sized, device: device, options: options)
        let measurer = TextMeasurer(fonts: check.fonts, scale: device.scale, textSize: textSize, release: release)
        var samples: [TextWidthSample] = []
        var pending = sized.views
        while let view = pending.popLast() {
            pending += view.children
            guard let (text, font, saved) = candidate(view, measurer: measurer), let frame = base[view.id.value],
                  ScreenCheck.offBy(saved, frame) <= ScreenCheck.tolerance else { continue }
            let widthFollows = follows(view, width: true, by: Self.probe, in: sized, frame: frame, device: device, options: options)
                && follows(view, width: true, by: -min(Self.probe, frame.width / 2), in: sized, frame: frame, device: device, options: options)
            let heightFollows = follows(view, width: false, by: Self.probe, in: sized, frame: frame, device: device, options: options)
                && follows(view, width: false, by: -min(Self.probe, frame.height / 2), in: sized, frame: frame, device: device, options: options)
            guard widthFollows || heightFollows else { continue }
            let lines = view.lines?.value ?? 1
            let wrapped = measurer.measure(text, in: font, wrapWidth: lines == 1 ? nil : saved.width, maxLines: lines)
            samples.append(TextWidthSample(path: path, id: view.id.value, pointSize: measurer.pointSize(font), weight: font.weight,
                                           style: font.style?.rawValue, text: text, scale: device.scale, savedWidth: saved.width,
                                           measuredWidth: measurer.width(of: text[...], in: font),
                                           tracking: measurer.appearance(font).tracking, characters: text.count,
                                           widthFollows: widthFollows, heightFollows: heightFollows, savedHeight: saved.height,
                                           measuredHeight: wrapped.height, lines: min(wrapped.lines, lines == 0 ? .max : lines)))
        }
        return samples
    }

    /// A visible label in the system font (no attributed text, no newline): its text, font and
    /// saved frame.
    func candidate(_ view: ViewSpec, measurer: TextMeasurer) -> (String, Font, Rect)? {
        guard view.type.value == .label, !view.hidden, let element = check.signals.elements[view.mark],
              element["usesAttributedText"] != "YES", element.child("attributedString", key: "attributedText") == nil,
              let text = view.text?.value, !text.isEmpty, !text.contains(where: \.isNewline),
              let saved = view.savedFrame, view.font?.value.family == nil else { return nil }
        let font = view.textFont
        return (text, font, saved)
    }

    /// Whether the label's laid-out width changes by `change` when its intrinsic width does: a
    /// wider text widens it (nothing holds it narrower) and a narrower one narrows it (it hugs
    /// its text: nothing stretches it).
    func follows(_ view: ViewSpec, width: Bool, by change: Double, in spec: Spec, frame: Rect, device: Device, options: LayoutOptions) -> Bool {
        var probed = spec
        probed.views = probed.views.map { widened($0, mark: view.mark, width: width, by: change) }
        guard let changed = layout(probed, device: device, options: options)[view.id.value] else { return false }
        return width ? abs(changed.width - frame.width - change) < 0.01 : abs(changed.height - frame.height - change) < 0.01
    }

    func widened(_ view: ViewSpec, mark: Mark, width: Bool, by change: Double) -> ViewSpec {
        var view = view
        if view.mark == mark, let size = view.intrinsicSize {
            let changed = width ? Size(width: size.value.width + change, height: size.value.height)
                : Size(width: size.value.width, height: size.value.height + change)
            view.intrinsicSize = Located(changed, at: size.mark)
            return view
        }
        view.subviews = view.subviews.map { widened($0, mark: mark, width: width, by: change) }
        view.arranged = view.arranged.map { widened($0, mark: mark, width: width, by: change) }
        return view
    }

    func layout(_ spec: Spec, device: Device, options: LayoutOptions) -> [String: Rect] {
        LayoutEngine(spec: spec, options: options, fonts: check.fonts).layout(on: device).result.framesByID
    }
}
