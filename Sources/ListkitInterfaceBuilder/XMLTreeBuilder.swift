import ListkitYAML

/// A parser error as `XMLParser` hands it over: libxml2's code (`xmlParserErrors`), the error's
/// description, and the parser's line and column when it was reported.
struct XMLParseFailure {
    var code: Int
    var text: String
    var line: Int
    var column: Int

    /// Foundation's description of an `NSError` in `XMLParser.errorDomain` without a message, as
    /// FoundationXML reports every libxml2 error on Linux.
    static func foundationText(code: Int) -> String {
        "The operation could not be completed. (NSXMLParserErrorDomain error \(code).)"
    }
}

/// Builds the element tree from a parser's callbacks (start tag, characters, end tag, error),
/// whichever parser drives it.
final class XMLTreeBuilder {
    let lines: LineIndex
    var root: XMLElementNode?
    var stack: [XMLElementNode] = []
    var firstError: XMLParseFailure?
    /// Start tags arrive in document order: their positions are found walking on, not from
    /// their line's start.
    private var cursor = LineCursor()

    init(lines: LineIndex) { self.lines = lines }

    /// `line` and `column` are the parser's position at the end of the start tag.
    func startElement(_ name: String, attributes: [String: String], line: Int, column: Int) {
        let offset = lines.tagStartOffset(line: line, column: column, cursor: &cursor)
        let mark = offset.map { lines.mark(ofOffset: $0, cursor: &cursor) } ?? Mark(line: max(line, 1), column: max(column, 1))
        let node = XMLElementNode(name: name, attributes: attributes, mark: mark, source: offset == nil ? nil : lines, tagOffset: offset ?? 0)
        if let parent = stack.last { parent.append(node) } else if root == nil { root = node }
        stack.append(node)
    }

    func characters(_ string: String) { stack.last?.text += string }

    func endElement() { _ = stack.popLast() }

    func error(code: Int, text: String, line: Int, column: Int) {
        guard firstError == nil else { return }
        var text = text
        // A mismatch is about the element still open: name it and where it starts.
        if code == 76, let open = stack.last {
            text = "<\(open.name)> opened at \(open.mark) is not closed before this end tag"
        }
        firstError = XMLParseFailure(code: code, text: text, line: line, column: column)
    }
}
