import ListkitLayout
import ListkitSpec

/// The `table` format: one block per device — a heading, then every view, cell, header and
/// footer in tree order with ids indented by depth, its type, and its frame in screen points.
///
/// ```
/// ClickCounter on iphone-se (375x667 pt, safe area top 20)
/// id           type       x    y  width  height  text
/// searchBar    searchBar  0   20    375      56  "Search"
///   …
/// ```
/// Cells print as `list/section/cell` rows (type `cell:kind`), their content unscrolled; hidden
/// elements say `hidden` in the text column. Columns are padded to their widest entry, numbers
/// right-aligned, and no line has trailing spaces.
public struct FrameTableRenderer: Sendable {
    public var flattener: LayoutFlattener

    public init(full: Bool = false) {
        self.flattener = LayoutFlattener(full: full)
    }

    /// - Complexity: O(n) in the number of elements printed.
    public func render(_ results: [LayoutResult], screen: String) -> String {
        results.map { block($0, screen: screen) }.joined(separator: "\n")
    }

    private func block(_ result: LayoutResult, screen: String) -> String {
        let header = ["id", "type", "x", "y", "width", "height", "text"]
        var rows: [[String]] = [header]
        for element in flattener.elements(of: result) {
            let frame = element.frame
            var text = element.isHidden ? "hidden" : ""
            if let content = element.text {
                text += (text.isEmpty ? "" : " ") + TextEscaping.quoted(content)
            }
            rows.append([String(repeating: "  ", count: element.depth) + TextEscaping.escaped(element.id), TextEscaping.escaped(element.role.name),
                         LayoutNumberFormat.string(frame.x), LayoutNumberFormat.string(frame.y),
                         LayoutNumberFormat.string(frame.width), LayoutNumberFormat.string(frame.height), text])
        }
        let widths = header.indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        var output = Self.heading(result.device, screen: screen) + "\n"
        // Appended piece by piece into one reserved string: a full list can make 100,000 rows.
        let lineWidth = widths.reduce(2 * widths.count, +)
        output.reserveCapacity(output.utf8.count + rows.count * lineWidth)
        let spaces = String(repeating: " ", count: widths.max() ?? 0)
        for row in rows {
            for (column, cell) in row.enumerated() {
                let padding = spaces.prefix(widths[column] - cell.count)
                switch column {
                case 0:
                    output += cell
                    output += padding
                case 1:
                    output += "  "
                    output += cell
                    output += padding
                // The last column is not padded, and left out when empty: no trailing spaces.
                case header.count - 1:
                    if !cell.isEmpty {
                        output += "  "
                        output += cell
                    }
                default:
                    output += "  "
                    output += padding
                    output += cell
                }
            }
            output += "\n"
        }
        return output
    }

    /// `Screen on device (WxH pt, safe area top 59, bottom 34)`, the names escaped.
    static func heading(_ device: Device, screen: String) -> String {
        let insets = device.safeArea
        let sides = [("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right)]
            .filter { $0.1 != 0 }
            .map { "\($0.0) \(LayoutNumberFormat.string($0.1))" }
        let safeArea = sides.isEmpty ? "no safe-area insets" : "safe area " + sides.joined(separator: ", ")
        let size = LayoutNumberFormat.string(device.width) + "x" + LayoutNumberFormat.string(device.height)
        return "\(TextEscaping.escaped(screen)) on \(TextEscaping.escaped(device.name)) (\(size) pt, \(safeArea))"
    }
}

extension FrameTableRenderer: Reporter {
    public static let summary = "frames as an indented table"

    public init(_ options: LayoutReportOptions) {
        self.init(full: options.full)
    }

    public func write(_ input: LayoutReport, into out: inout some TextOutputStream) {
        out.write(render(input.results, screen: input.screen))
    }
}
