import ListkitLayout

/// The ways a layout can be printed, as `listkit layout --format` names them: a reporter each.
public enum LayoutFormat: String, ReportFormat {
    /// Frames as an indented table.
    case table
    /// A character picture.
    case wireframe
    /// Vector graphics for a browser.
    case svg
    /// Every frame as JSON (schema in docs/layout-output.md).
    case json

    /// Whether the format shows views' text as the layout broke it into lines
    /// (`ViewFrame.textLines`); the layout can skip breaking them where it does not.
    public var showsTextLines: Bool {
        switch self {
        case .wireframe, .svg: return true
        case .table, .json: return false
        }
    }

    public var reporter: any Reporter<LayoutReport, LayoutReportOptions>.Type {
        switch self {
        case .table: return FrameTableRenderer.self
        case .wireframe: return WireframeRenderer.self
        case .svg: return SVGRenderer.self
        case .json: return LayoutJSONRenderer.self
        }
    }
}

/// What `listkit layout` prints: a screen laid out on each device.
public struct LayoutReport {
    public var results: [LayoutResult]
    public var screen: String

    public init(_ results: [LayoutResult], screen: String) {
        self.results = results
        self.screen = screen
    }
}

/// How a layout is printed, whatever the format; each reporter uses the options that apply to
/// it (`columns` and `ascii` only shape wireframes).
public struct LayoutReportOptions: Sendable {
    /// Every cell of every list, not just those on screen.
    public var full: Bool
    /// The layout was made right-to-left: text is aligned to the right in pictures.
    public var rtl: Bool
    /// Wireframe width in characters.
    public var columns: Int
    /// Wireframe in `+-|` instead of box drawing.
    public var ascii: Bool

    public init(full: Bool = false, rtl: Bool = false, columns: Int = 80, ascii: Bool = false) {
        self.full = full
        self.rtl = rtl
        self.columns = columns
        self.ascii = ascii
    }
}

/// Renders layouts in any `LayoutFormat` with one set of options.
public struct LayoutOutputRenderer: Sendable {
    public var format: LayoutFormat
    public var options: LayoutReportOptions

    public init(format: LayoutFormat = .table, full: Bool = false, rtl: Bool = false, columns: Int = 80, ascii: Bool = false) {
        self.format = format
        options = LayoutReportOptions(full: full, rtl: rtl, columns: columns, ascii: ascii)
    }

    /// One document holding every result (one block, panel or array entry per device), written
    /// into `out` as it is made (wireframes, SVG and JSON never hold the whole text).
    public func render<Out: TextOutputStream>(_ results: [LayoutResult], screen: String, into out: inout Out) {
        format.write(LayoutReport(results, screen: screen), options: options, into: &out)
    }

    /// One document holding every result (one block, panel or array entry per device).
    public func render(_ results: [LayoutResult], screen: String) -> String {
        format.render(LayoutReport(results, screen: screen), options: options)
    }
}
