import ListkitLayout
import ListkitSpec

/// The `json` format: every frame of every device's layout, as documented in
/// docs/layout-output.md. Keys always come in the same order; optional keys (`text`, `list`,
/// `kind`, `title`, `header`, `footer`) are left out when absent.
///
/// Frames keep `LayoutResult`'s coordinates: screen views in screen points, cells in their
/// list's content coordinates, a cell's views in the cell's coordinates. Lists hold the cells
/// that overlap their bounds, or every cell when `full` is set (the document says which).
///
/// The document is written as it is walked: the containers (document, layouts, views, lists,
/// sections) here, each cell straight into bytes (`LayoutJSONCellWriter`), so a million-cell
/// `--full` layout never holds its JSON text in memory. The layout is `LayoutJSONValue`'s:
/// two-space indents, and an object or array of scalars only on one line.
public struct LayoutJSONRenderer: Sendable {
    public var full: Bool
    public var rtl: Bool

    public init(full: Bool = false, rtl: Bool = false) {
        self.full = full
        self.rtl = rtl
    }

    /// - Complexity: O(n) in the number of views and cells written.
    public func render(_ results: [LayoutResult], screen: String) -> String {
        var out = ""
        render(results, screen: screen, into: &out)
        return out
    }

    /// The document written piece by piece into `out`.
    /// - Complexity: O(n) in the number of views and cells written; memory O(one cell).
    public func render<Out: TextOutputStream>(_ results: [LayoutResult], screen: String, into out: inout Out) {
        render(results, screen: screen, into: &out, PrettyJSON(out: out))
    }

    /// The same into a stream that takes bytes: each cell's bytes go to it as written, with no
    /// String made of them (a `--full` layout is mostly cells).
    public func render<Out: ByteOutputStream>(_ results: [LayoutResult], screen: String, bytesInto out: inout Out) {
        render(results, screen: screen, into: &out, PrettyJSON(out: out, writeBytes: { out, bytes in out.write(utf8: bytes) }))
    }

    private func render<Out: TextOutputStream>(_ results: [LayoutResult], screen: String, into out: inout Out, _ writer: PrettyJSON<Out>) {
        var w = writer
        w.open("{")
        w.member("format", .string("listkit-layout"))
        w.member("version", .number(1))
        w.member("screen", .string(screen))
        w.member("rtl", .bool(rtl))
        w.member("full", .bool(full))
        w.key("layouts")
        w.array(results) { w, result in layout(result, &w) }
        w.close("}")
        w.out.write("\n")
        out = w.out
    }

    private func layout<Out>(_ result: LayoutResult, _ w: inout PrettyJSON<Out>) {
        let device = result.device
        w.open("{")
        w.member("device", .object([("name", .string(device.name)), ("width", .number(device.width)), ("height", .number(device.height))]))
        w.member("safeArea", Self.insets(result.safeArea))
        if !result.bars.isEmpty {
            w.member("bars", .array(result.bars.map(Self.bar)))
        }
        w.key("views")
        w.array(result.views) { w, view in self.view(view, &w) }
        w.close("}")
    }

    private func view<Out>(_ view: ViewFrame, _ w: inout PrettyJSON<Out>) {
        w.open("{")
        w.member("id", .string(view.id))
        w.member("type", .string(view.type.rawValue))
        w.member("frame", Self.rect(view.frame))
        if let text = view.text { w.member("text", .string(text)) }
        if let isOn = view.isOn { w.member("isOn", .bool(isOn)) }
        w.member("hidden", .bool(view.isHidden))
        if let list = view.list {
            w.key("list")
            self.list(list, width: view.frame.width, height: view.frame.height, &w)
        }
        w.key("children")
        w.array(view.children) { w, child in self.view(child, &w) }
        w.close("}")
    }

    private func list<Out>(_ list: ListLayout, width: Double, height: Double, _ w: inout PrettyJSON<Out>) {
        func shown(_ cell: CellLayout) -> Bool {
            full || LayoutVisibility.overlaps(cell.frame, width: width, height: height)
        }
        w.open("{")
        w.member("contentSize", .object([("width", .number(list.contentSize.width)), ("height", .number(list.contentSize.height))]))
        if list.contentInset != Insets() { w.member("contentInset", Self.insets(list.contentInset)) }
        w.key("sections")
        w.array(list.sections) { w, section in
            let header = section.header.flatMap { shown($0) ? $0 : nil }
            let footer = section.footer.flatMap { shown($0) ? $0 : nil }
            let cells = section.cells.lazy.filter(shown)
            // A section with nothing shown holds only scalars: one line, as LayoutJSONValue writes it.
            guard header != nil || footer != nil || !cells.isEmpty else {
                w.value(.object([("id", .string(section.id)), ("cells", .array([]))]))
                return
            }
            w.open("{")
            w.member("id", .string(section.id))
            if let header { w.member("header", header) }
            w.key("cells")
            w.array(cells) { w, cell in w.value(cell) }
            if let footer { w.member("footer", footer) }
            w.close("}")
        }
        w.close("}")
    }

    static func insets(_ insets: Insets) -> LayoutJSONValue {
        .object([("top", .number(insets.top)), ("left", .number(insets.left)), ("bottom", .number(insets.bottom)), ("right", .number(insets.right))])
    }

    /// A bar: its kind, frame, and title, prompt and search placeholder (navigation bar) or items
    /// (tab bar, toolbar).
    static func bar(_ bar: BarFrame) -> LayoutJSONValue {
        var pairs: [(key: String, value: LayoutJSONValue)] = [("kind", .string(bar.kind.rawValue)), ("frame", rect(bar.frame))]
        if let title = bar.title { pairs.append(("title", .string(title))) }
        if bar.kind == .navigationBar { pairs.append(("largeTitle", .bool(bar.largeTitle))) }
        if let prompt = bar.prompt { pairs.append(("prompt", .string(prompt))) }
        if let placeholder = bar.searchPlaceholder { pairs.append(("search", .string(placeholder))) }
        if bar.kind != .navigationBar { pairs.append(("items", .array(bar.items.map { .string($0) }))) }
        return .object(pairs)
    }

    static func rect(_ rect: Rect) -> LayoutJSONValue {
        .object([("x", .number(rect.x)), ("y", .number(rect.y)), ("width", .number(rect.width)), ("height", .number(rect.height))])
    }
}

/// Writes multi-line JSON containers into a stream in `LayoutJSONValue`'s layout; their
/// members' values are written by `LayoutJSONValue` itself.
struct PrettyJSON<Out: TextOutputStream> {
    var out: Out
    /// Per open container: whether a member or item was written yet.
    private var started: [Bool] = []
    private var afterKey = false
    /// A value's bytes, reused from value to value.
    private var scratch: [UInt8] = []
    /// A cell's bytes, reused from cell to cell.
    private let cellBytes = CellBytes()
    /// How bytes go into `out`: as they are into a `ByteOutputStream`, else as a String.
    private let writeBytes: (inout Out, UnsafeRawBufferPointer) -> Void
    /// Indents by depth, made once each.
    private var indents: [String] = [""]

    init(out: Out, writeBytes: @escaping (inout Out, UnsafeRawBufferPointer) -> Void = { out, bytes in
        out.write(String(decoding: bytes, as: UTF8.self))
    }) {
        self.out = out
        self.writeBytes = writeBytes
    }

    /// A room for one cell's bytes, kept by the writer (`TextBuffer` cannot be copied).
    private final class CellBytes {
        var buffer = TextBuffer(capacity: 4096)
    }

    private var indent: String {
        mutating get {
            while indents.count <= started.count { indents.append(indents[indents.count - 1] + "  ") }
            return indents[started.count]
        }
    }

    /// Starts the next member's or item's line (or continues after a key).
    private mutating func next() {
        if afterKey { afterKey = false; return }
        guard let last = started.last else { return }
        out.write(last ? ",\n" : "")
        started[started.count - 1] = true
        out.write(indent)
    }

    mutating func open(_ bracket: String) {
        next()
        out.write(bracket + "\n")
        started.append(false)
    }

    mutating func close(_ bracket: String) {
        started.removeLast()
        out.write("\n" + indent + bracket)
    }

    mutating func key(_ name: String) {
        next()
        out.write(JSONWriter.quoted(name) + ": ")
        afterKey = true
    }

    mutating func value(_ value: LayoutJSONValue) {
        next()
        scratch.removeAll(keepingCapacity: true)
        value.write(into: &scratch, indent: started.count)
        out.write(String(decoding: scratch, as: UTF8.self))
    }

    mutating func member(_ name: String, _ value: LayoutJSONValue) {
        key(name)
        self.value(value)
    }

    /// A cell, written as its value would be (`LayoutJSONCellWriter`), into raw bytes.
    mutating func value(_ cell: CellLayout) {
        next()
        cellBytes.buffer.removeAll()
        LayoutJSONCellWriter.write(cell, into: &cellBytes.buffer, indent: started.count)
        cellBytes.buffer.withBytes { writeBytes(&out, $0) }
    }

    mutating func member(_ name: String, _ cell: CellLayout) {
        key(name)
        value(cell)
    }

    /// `[]`, or one item a line written by `item`.
    mutating func array<Items: Sequence>(_ items: Items, _ item: (inout Self, Items.Element) -> Void) {
        var iterator = items.makeIterator()
        guard let first = iterator.next() else { value(.array([])); return }
        open("[")
        item(&self, first)
        while let element = iterator.next() { item(&self, element) }
        close("]")
    }
}

extension LayoutJSONRenderer: Reporter {
    public static let summary = "every frame as JSON (schema in docs/layout-output.md)"

    public init(_ options: LayoutReportOptions) {
        self.init(full: options.full, rtl: options.rtl)
    }

    public func write<Out: TextOutputStream>(_ input: LayoutReport, into out: inout Out) {
        if var bytes = out as? any ByteOutputStream {
            render(input.results, screen: input.screen, bytesInto: &bytes)
            // `bytes` is `out` itself, opened: the cast back cannot fail.
            out = bytes as! Out
            return
        }
        render(input.results, screen: input.screen, into: &out)
    }
}
