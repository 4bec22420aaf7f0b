import ListkitLayout
import ListkitSpec

/// One device's screen as an `<svg>` element for an HTML page that holds many of them
/// (`listkit review`): the bezel, the screen and its visible elements drawn as the `svg` format
/// draws them, each view's shapes grouped under `data-view`, and on top whatever `overlay`
/// holds (outlines, markers), all in the device's points. Clip ids carry `idPrefix`, so
/// pictures on one page never share one; the look is `styleSheet(scope:)`, written once per page.
public enum SVGDevicePicture {
    /// The bezel's width around the screen, in points.
    public static let bezel = SVGRenderer.bezel

    /// - Parameters:
    ///   - scale: CSS pixels per point (the picture's `width` and `height`; the view box stays in points).
    ///   - label: the picture's accessible name (escaped here).
    ///   - overlay: SVG markup in screen points drawn above the screen.
    /// - Complexity: O(n) in the number of elements drawn.
    public static func markup(_ result: LayoutResult, idPrefix: String, scale: Double, label: String,
                              overlay: String, rtl: Bool = false) -> String {
        let device = result.device
        let scene = LayoutScene(result, full: false, panelGap: 0)
        let b = bezel
        let box = Rect(x: -b, y: -b, width: device.width + 2 * b, height: device.height + 2 * b)
        let screenRect = Rect(x: 0, y: 0, width: device.width, height: device.height)
        var out = "<svg class=\"pic\" role=\"img\" aria-label=\"\(SVGMarkup.escaped(label))\""
            + " width=\"\(SVGMarkup.number(box.width * scale))\" height=\"\(SVGMarkup.number(box.height * scale))\""
            + " viewBox=\"\(SVGMarkup.number(box.x)) \(SVGMarkup.number(box.y)) \(SVGMarkup.number(box.width)) \(SVGMarkup.number(box.height))\">\n"
        out += "<rect class=\"bezel\" \(SVGMarkup.rectAttributes(box)) rx=\"\(SVGMarkup.number(b * 2))\"/>\n"
        out += "<rect class=\"screen\" \(SVGMarkup.rectAttributes(screenRect))/>\n"
        var clips = SVGClipWriter(prefix: idPrefix)
        out += clips.open(screenRect)
        SVGRenderer(rtl: rtl).elements(scene.elements, painter: SVGElementPainter(rtl: rtl), clips: &clips, grouped: true, into: &out)
        out += "<rect class=\"safe-area\" \(SVGMarkup.rectAttributes(scene.safeArea))/>\n"
        out += "</g>\n"
        return out + overlay + "</svg>\n"
    }

    /// The visible elements a picture draws, in painting order (what `markup` groups by id).
    public static func elements(of result: LayoutResult) -> [LayoutElement] {
        LayoutScene(result, full: false, panelGap: 0).elements
    }

    /// The pictures' look as CSS rules that apply inside `scope` only (a selector), so the
    /// SVG's class names cannot style the page around it.
    public static func styleSheet(scope: String) -> String {
        SVGMarkup.style.split(separator: "\n").map { "\(scope) \($0)" }.joined(separator: "\n")
    }

    /// Text for element content and attribute values, in SVG and in HTML: `&`, `<`, `>`, `"`
    /// and `'` escaped, characters XML cannot hold replaced by spaces.
    public static func escaped(_ text: String) -> String { SVGMarkup.escaped(text) }

    /// A number as every picture writes it (0.01 points, no trailing zeros).
    public static func number(_ value: Double) -> String { SVGMarkup.number(value) }

    /// `x="…" y="…" width="…" height="…"`.
    public static func rectAttributes(_ rect: Rect) -> String { SVGMarkup.rectAttributes(rect) }

    /// Whether a rectangle can be drawn (finite, not negative, not absurdly far).
    public static func isDrawable(_ rect: Rect) -> Bool { SVGMarkup.isDrawable(rect) }
}
