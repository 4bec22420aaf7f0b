import ListkitLayout

/// The ways a layout can be printed, as `listkit layout --format` names them.
public enum LayoutFormat: String, CaseIterable, Sendable {
    /// Frames as an indented table (`FrameTableRenderer`).
    case table
    /// A character picture (`WireframeRenderer`).
    case wireframe
    /// Vector graphics for a browser (`SVGRenderer`).
    case svg
    /// Every frame as JSON (`LayoutJSONRenderer`, schema in docs/layout-output.md).
    case json

    /// What the format prints, in a few words (`listkit layout --help` lists these).
    public var summary: String {
        switch self {
        case .table: return "frames as an indented table"
        case .wireframe: return "a character picture of each device"
        case .svg: return "vector graphics for a browser"
        case .json: return "every frame as JSON (schema in docs/layout-output.md)"
        }
    }
}

/// Renders layouts in any `LayoutFormat` with one set of options; each format uses the
/// options that apply to it (`columns` and `ascii` only shape wireframes).
public struct LayoutOutputRenderer: Sendable {
    public var format: LayoutFormat
    /// Every cell of every list, not just those on screen.
    public var full: Bool
    /// The layout was made right-to-left: text is aligned to the right in pictures.
    public var rtl: Bool
    /// Wireframe width in characters.
    public var columns: Int
    /// Wireframe in `+-|` instead of box drawing.
    public var ascii: Bool

    public init(format: LayoutFormat = .table, full: Bool = false, rtl: Bool = false, columns: Int = 80, ascii: Bool = false) {
        self.format = format
        self.full = full
        self.rtl = rtl
        self.columns = columns
        self.ascii = ascii
    }

    /// One document holding every result (one block, panel or array entry per device), written
    /// into `out` as it is made (wireframes, SVG and JSON never hold the whole text).
    public func render<Out: TextOutputStream>(_ results: [LayoutResult], screen: String, into out: inout Out) {
        switch format {
        case .table: out.write(FrameTableRenderer(full: full).render(results, screen: screen))
        case .wireframe: WireframeRenderer(columns: columns, ascii: ascii, full: full, rtl: rtl).render(results, screen: screen, into: &out)
        case .svg: SVGRenderer(full: full, rtl: rtl).render(results, screen: screen, into: &out)
        case .json: LayoutJSONRenderer(full: full, rtl: rtl).render(results, screen: screen, into: &out)
        }
    }

    /// One document holding every result (one block, panel or array entry per device).
    public func render(_ results: [LayoutResult], screen: String) -> String {
        switch format {
        case .table: return FrameTableRenderer(full: full).render(results, screen: screen)
        case .wireframe: return WireframeRenderer(columns: columns, ascii: ascii, full: full, rtl: rtl).render(results, screen: screen)
        case .svg: return SVGRenderer(full: full, rtl: rtl).render(results, screen: screen)
        case .json: return LayoutJSONRenderer(full: full, rtl: rtl).render(results, screen: screen)
        }
    }
}
