import ListkitLayout
import ListkitSpec

/// The `wireframe` format: each device's screen as a character picture `columns` wide — boxes
/// for views (box drawing, or `+-|` with `ascii`), labels' text and buttons' titles inside their
/// boxes, images as crossed boxes, containers' ids on their top edge, the visible cells inside
/// their lists, and the safe area's edges as dotted guides where nothing covers them.
///
/// Points scale to columns so the device's width fills the picture; rows use half that scale,
/// as a character cell is about twice as tall as it is wide. Boxes are opaque and painted in
/// tree order, so overlapping views show the later one on top. Hidden views are not drawn.
/// With `full`, each list's whole content follows the screen in a captioned panel.
public struct WireframeRenderer: Sendable {
    /// Picture width in characters, 2 to 1,000 (values outside are clamped).
    public var columns: Int
    public var ascii: Bool
    public var full: Bool
    /// Right-to-left: labels' text is aligned to the right of its box.
    public var rtl: Bool
    /// A picture never gets taller than this (2 to 10,000; clamped): a very tall scene is scaled
    /// down to fit instead, so memory stays bounded whatever the layout.
    public var maxRows: Int

    public init(columns: Int = 80, ascii: Bool = false, full: Bool = false, rtl: Bool = false, maxRows: Int = 4_000) {
        self.columns = columns
        self.ascii = ascii
        self.full = full
        self.rtl = rtl
        self.maxRows = maxRows
    }

    /// One block per result: a heading line, then the picture.
    /// - Complexity: O(columns × rows + text) per device, plus O(n) in the elements drawn.
    public func render(_ results: [LayoutResult], screen: String) -> String {
        var out = ""
        render(results, screen: screen, into: &out)
        return out
    }

    /// The blocks written line by line into `out`: one picture is held at a time.
    public func render<Out: TextOutputStream>(_ results: [LayoutResult], screen: String, into out: inout Out) {
        for (index, result) in results.enumerated() {
            if index > 0 { out.write("\n") }
            // Three rows between the screen and a panel: a blank one, the caption, the panel's edge.
            let gap = 6 * max(result.device.width, 1) / Double(clampedColumns - 1)
            out.write(FrameTableRenderer.heading(result.device, screen: screen) + "\n")
            for line in picture(of: LayoutScene(result, full: full, panelGap: gap)) { out.write(line + "\n") }
        }
    }

    var clampedColumns: Int { min(max(columns, 2), 1_000) }

    func picture(of scene: LayoutScene) -> [String] {
        let mapping = WireframeMapping(sceneWidth: scene.width, sceneHeight: scene.height,
                                       columns: clampedColumns, maxRows: min(max(maxRows, 2), 10_000))
        let glyphs = WireframeGlyphs(ascii: ascii)
        var painter = WireframePainter(canvas: WireframeCanvas(columns: mapping.columns, rows: mapping.rows),
                                       glyphs: glyphs, mapping: mapping, rtl: rtl)

        let deviceArea = mapping.area(Rect(x: 0, y: 0, width: scene.device.width, height: scene.device.height))
        painter.canvas.box(deviceArea, clip: painter.canvas.bounds, point: glyphs.point)
        painter.safeAreaGuides(scene.safeArea, inside: deviceArea)
        for element in scene.elements { painter.draw(element) }
        for panel in scene.panels {
            let panelArea = mapping.area(panel.frame)
            let captionArea = WireframeCanvas.Area(minX: panelArea.minX, minY: panelArea.minY - 1, maxX: mapping.columns - 1, maxY: panelArea.minY - 1)
            painter.write(panel.caption, in: captionArea, alignment: .leading, wrap: false, clip: painter.canvas.bounds)
            for element in panel.elements { painter.draw(element) }
        }
        return painter.canvas.rendered(with: glyphs)
    }
}

/// Points to cells: one scale for columns, half of it for rows.
struct WireframeMapping {
    let columnsPerPoint: Double
    let columns: Int
    let rows: Int

    init(sceneWidth: Double, sceneHeight: Double, columns: Int, maxRows: Int) {
        let width = sceneWidth.isFinite && sceneWidth > 0 ? sceneWidth : 1
        let height = sceneHeight.isFinite && sceneHeight > 0 ? sceneHeight : 1
        var scale = Double(columns - 1) / width
        if height * scale / 2 > Double(maxRows - 1) { scale = Double(maxRows - 1) * 2 / height }
        columnsPerPoint = scale
        self.columns = Self.cell(width * scale) + 1
        rows = Self.cell(height * scale / 2) + 1
    }

    func column(_ x: Double) -> Int { Self.cell(x * columnsPerPoint) }
    func row(_ y: Double) -> Int { Self.cell(y * columnsPerPoint / 2) }

    func area(_ rect: Rect) -> WireframeCanvas.Area {
        WireframeCanvas.Area(minX: column(rect.x), minY: row(rect.y), maxX: column(rect.maxX), maxY: row(rect.maxY))
    }

    /// Rounded to the nearest cell; clamped so no input can trap the conversion to Int.
    static func cell(_ value: Double) -> Int {
        Int(finite: min(max(value, -1_000_000), 1_000_000).rounded()) ?? 0
    }
}

extension WireframeRenderer: Reporter {
    public static let summary = "a character picture of each device"

    public init(_ options: LayoutReportOptions) {
        self.init(columns: options.columns, ascii: options.ascii, full: options.full, rtl: options.rtl)
    }

    public func write(_ input: LayoutReport, into out: inout some TextOutputStream) {
        render(input.results, screen: input.screen, into: &out)
    }
}
