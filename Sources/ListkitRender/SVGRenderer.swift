import ListkitLayout
import ListkitSpec

/// The `svg` format: the wireframe's picture as vector graphics, one SVG document that opens
/// in a browser. Each device is drawn side by side in a dark bezel with a caption; the safe
/// area is a dashed outline; views are shaded by type, labels and buttons show their text,
/// images are crossed boxes, lists show the cells on screen (clipped to the list), and with
/// `full` each list's whole content follows below in a captioned panel. Coordinates are points.
/// Hovering a shape shows its id and type.
public struct SVGRenderer: Sendable {
    public var full: Bool
    public var rtl: Bool

    public init(full: Bool = false, rtl: Bool = false) {
        self.full = full
        self.rtl = rtl
    }

    static let margin = 24.0
    static let captionHeight = 28.0
    static let bezel = 12.0
    static let gap = 48.0

    /// - Complexity: O(n) in the number of elements drawn.
    public func render(_ results: [LayoutResult], screen: String) -> String {
        var out = ""
        render(results, screen: screen, into: &out)
        return out
    }

    /// The document written element by element into `out`. The picture's size comes first in
    /// the document, so every scene is made (and measured) before anything is written; the
    /// markup itself is never held whole.
    /// - Complexity: O(n) in the number of elements drawn; memory O(scenes), not O(markup).
    public func render<Out: TextOutputStream>(_ results: [LayoutResult], screen: String, into out: inout Out) {
        var placed: [(scene: LayoutScene, heading: String, x: Double, y: Double)] = []
        var x = Self.margin
        var height = 0.0
        for result in results {
            let scene = LayoutScene(result, full: full, panelGap: Self.bezel + Self.captionHeight)
            let origin = (x: x + Self.bezel, y: Self.margin + Self.captionHeight + Self.bezel)
            let heading = FrameTableRenderer.heading(result.device, screen: screen)
            placed.append((scene, heading, origin.x, origin.y))
            // The next device starts after this one's picture and its caption, whichever is wider
            // (the caption's width estimated at 0.6 em a character, generous for sans-serif).
            let captionWidth = Double(heading.count) * 14 * 0.6
            x = max(origin.x + max(scene.width, scene.device.width + Self.bezel) + Self.bezel, x + captionWidth) + Self.gap
            height = max(height, origin.y + max(scene.height, scene.device.height + Self.bezel) + Self.margin)
        }
        let width = max(x - Self.gap + Self.margin, 2 * Self.margin)
        let size = "width=\"\(SVGMarkup.number(width))\" height=\"\(SVGMarkup.number(height))\""
        out.write("""
        <svg xmlns="http://www.w3.org/2000/svg" \(size) viewBox="0 0 \(SVGMarkup.number(width)) \(SVGMarkup.number(height))" font-family="Inter, -apple-system, 'Helvetica Neue', Helvetica, Arial, sans-serif">
        <title>\(SVGMarkup.escaped(screen))</title>
        <style>
        \(SVGMarkup.style)
        </style>

        """)
        var clips = SVGClipWriter()
        for block in placed {
            self.block(block.scene, heading: block.heading, originX: block.x, originY: block.y, clips: &clips, into: &out)
        }
        out.write("</svg>\n")
    }

    private func block<Out: TextOutputStream>(_ scene: LayoutScene, heading: String, originX: Double, originY: Double,
                                              clips: inout SVGClipWriter, into out: inout Out) {
        let device = scene.device
        let screenRect = Rect(x: 0, y: 0, width: device.width, height: device.height)
        let bezelRect = Rect(x: -Self.bezel, y: -Self.bezel, width: device.width + 2 * Self.bezel, height: device.height + 2 * Self.bezel)
        let painter = SVGElementPainter(rtl: rtl)
        var markup = "<g transform=\"translate(\(SVGMarkup.number(originX)) \(SVGMarkup.number(originY)))\">\n"
        markup += "<text class=\"caption\" x=\"\(SVGMarkup.number(-Self.bezel))\" y=\"\(SVGMarkup.number(-Self.bezel - 10))\">\(SVGMarkup.escaped(heading))</text>\n"
        markup += "<rect class=\"bezel\" \(SVGMarkup.rectAttributes(bezelRect)) rx=\"\(SVGMarkup.number(Self.bezel * 2))\"/>\n"
        markup += "<rect class=\"screen\" \(SVGMarkup.rectAttributes(screenRect))/>\n"
        // What is on screen is seen through the screen, as on the device.
        markup += clips.open(screenRect)
        out.write(markup)
        elements(scene.elements, painter: painter, clips: &clips, into: &out)
        out.write("<rect class=\"safe-area\" \(SVGMarkup.rectAttributes(scene.safeArea))/>\n")
        out.write("</g>\n")
        for panel in scene.panels {
            out.write("<text class=\"caption\" x=\"\(SVGMarkup.number(panel.frame.x))\" y=\"\(SVGMarkup.number(panel.frame.y - 8))\">\(SVGMarkup.escaped(panel.caption))</text>\n")
            elements(panel.elements, painter: painter, clips: &clips, into: &out)
        }
        out.write("</g>\n")
    }

    /// Elements in painting order, consecutive ones seen through the same list grouped under
    /// one clip path.
    /// `grouped`: each element's shapes in a `<g data-view="ID">`, for pages that find them by id.
    func elements<Out: TextOutputStream>(_ elements: [LayoutElement], painter: SVGElementPainter,
                                         clips: inout SVGClipWriter, grouped: Bool = false, into out: inout Out) {
        var current: Rect?
        for element in elements {
            if element.clip != current {
                if current != nil { out.write("</g>\n") }
                if let clip = element.clip { out.write(clips.open(clip)) }
                current = element.clip
            }
            let shape = painter.markup(element)
            if grouped, !shape.isEmpty {
                out.write("<g data-view=\"\(SVGMarkup.escaped(element.id))\">\n" + shape + "</g>\n")
            } else {
                out.write(shape)
            }
        }
        if current != nil { out.write("</g>\n") }
    }
}

/// Clip paths numbered in the order they are written, so ids are stable across runs.
/// `prefix` keeps them apart when several pictures share one HTML document.
struct SVGClipWriter {
    private var count = 0
    private let prefix: String

    init(prefix: String = "clip") { self.prefix = prefix }

    /// A clip path for a rectangle and the opening tag of a group drawn through it.
    mutating func open(_ rect: Rect) -> String {
        count += 1
        let drawable = SVGMarkup.isDrawable(rect) ? rect : Rect(x: 0, y: 0, width: 0, height: 0)
        return "<clipPath id=\"\(prefix)-\(count)\"><rect \(SVGMarkup.rectAttributes(drawable))/></clipPath>\n"
            + "<g clip-path=\"url(#\(prefix)-\(count))\">\n"
    }
}

extension SVGRenderer: Reporter {
    public static let summary = "vector graphics for a browser"

    public init(_ options: LayoutReportOptions) {
        self.init(full: options.full, rtl: options.rtl)
    }

    public func write(_ input: LayoutReport, into out: inout some TextOutputStream) {
        render(input.results, screen: input.screen, into: &out)
    }
}
