import ListkitLayout
import ListkitSpec

/// A cell of the `json` format written straight into bytes, laid out as `LayoutJSONValue`
/// lays out the same object: a `--full` layout writes every cell, and building each one as a
/// tree of values first cost more than the writing.
///
/// The shapes are fixed, so whether a container goes on one line is known without looking:
/// frames are objects of numbers (one line); a cell, its accessory and a view hold a frame
/// (several lines); `views` and `children` are `[]` when empty, else one object a line.
enum LayoutJSONCellWriter {
    /// The cell as `LayoutJSONValue.write(into:indent:)` writes its object at `indent`.
    static func write(_ cell: CellLayout, into out: inout TextBuffer, indent: Int) {
        var object = Object(indent: indent, out: &out)
        object.string("id", cell.id, &out)
        if let kind = cell.kind { object.string("kind", kind, &out) }
        object.rect("frame", cell.frame, &out)
        if let title = cell.title { object.string("title", title, &out) }
        if let content = cell.contentFrame { object.rect("contentView", content, &out) }
        if let accessory = cell.accessory {
            object.key("accessory", &out)
            var fields = Object(indent: indent + 1, out: &out)
            fields.string("type", accessory.kind.rawValue, &out)
            fields.rect("frame", accessory.frame, &out)
            if let view = accessory.view { fields.rect("view", view, &out) }
            fields.close(&out)
        }
        if let separator = cell.separator { object.rect("separator", separator, &out) }
        object.key("views", &out)
        views(cell.views, indent: indent + 1, &out)
        object.close(&out)
    }

    private static func view(_ view: borrowing ViewFrame, indent: Int, _ out: inout TextBuffer) {
        var object = Object(indent: indent, out: &out)
        object.string("id", view.id, &out)
        object.string("type", view.type.rawValue, &out)
        object.rect("frame", view.frame, &out)
        if let text = view.text { object.string("text", text, &out) }
        if let isOn = view.isOn {
            object.key("isOn", &out)
            append((isOn ? "true" : "false"), &out)
        }
        object.key("hidden", &out)
        append((view.isHidden ? "true" : "false"), &out)
        object.key("children", &out)
        views(view.children, indent: indent + 1, &out)
        object.close(&out)
    }

    /// An array of views at `indent`: `[]`, or one object a line. Each view is borrowed where it
    /// is (iterating the array would copy it: a dozen fields, each retained and released).
    private static func views(_ views: [ViewFrame], indent: Int, _ out: inout TextBuffer) {
        guard !views.isEmpty else { append("[]", &out); return }
        append("[\n", &out)
        for index in views.indices {
            if index > 0 { append(",\n", &out) }
            indentation(&out, indent + 1)
            view(views[index], indent: indent + 1, &out)
        }
        out.append(byte: UInt8(ascii: "\n"))
        indentation(&out, indent)
        out.append(byte: UInt8(ascii: "]"))
    }

    @inline(__always)
    private static func append(_ literal: StaticString, _ out: inout TextBuffer) {
        out.append(literal)
    }

    private static let spaces: StaticString = "                                                                "

    /// Two spaces a level, copied from a line of spaces.
    @inline(__always)
    private static func indentation(_ out: inout TextBuffer, _ level: Int) {
        var left = 2 * level
        while left > 0 {
            let count = min(left, spaces.utf8CodeUnitCount)
            out.append(bytes: UnsafeBufferPointer(start: spaces.utf8Start, count: count))
            left -= count
        }
    }

    /// An object on several lines: each member on its own line one level in.
    private struct Object {
        let indent: Int
        private var members = 0

        init(indent: Int, out: inout TextBuffer) {
            self.indent = indent
            LayoutJSONCellWriter.append("{\n", &out)
        }

        /// Starts a member: its line and its key; its value follows.
        mutating func key(_ name: StaticString, _ out: inout TextBuffer) {
            if members > 0 { LayoutJSONCellWriter.append(",\n", &out) }
            members += 1
            LayoutJSONCellWriter.indentation(&out, indent + 1)
            out.append(byte: UInt8(ascii: "\""))
            LayoutJSONCellWriter.append(name, &out)
            LayoutJSONCellWriter.append("\": ", &out)
        }

        mutating func string(_ name: StaticString, _ value: String, _ out: inout TextBuffer) {
            key(name, &out)
            LayoutJSONValue.appendQuoted(value, to: &out)
        }

        /// A rectangle: an object of four numbers, on one line.
        mutating func rect(_ name: StaticString, _ rect: Rect, _ out: inout TextBuffer) {
            key(name, &out)
            LayoutJSONCellWriter.append("{\"x\": ", &out)
            LayoutJSONValue.appendNumber(rect.x, to: &out)
            LayoutJSONCellWriter.append(", \"y\": ", &out)
            LayoutJSONValue.appendNumber(rect.y, to: &out)
            LayoutJSONCellWriter.append(", \"width\": ", &out)
            LayoutJSONValue.appendNumber(rect.width, to: &out)
            LayoutJSONCellWriter.append(", \"height\": ", &out)
            LayoutJSONValue.appendNumber(rect.height, to: &out)
            out.append(byte: UInt8(ascii: "}"))
        }

        func close(_ out: inout TextBuffer) {
            out.append(byte: UInt8(ascii: "\n"))
            LayoutJSONCellWriter.indentation(&out, indent)
            out.append(byte: UInt8(ascii: "}"))
        }
    }
}
