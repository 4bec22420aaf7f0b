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

    /// Not a libxml2 code: the document is well-formed but nests deeper than
    /// `XMLTreeBuilder.maximumDepth`.
    static let tooDeep = -1
}

/// Builds the element tree from a parser's callbacks (start tag, characters, end tag, error),
/// whichever parser drives it.
final class XMLTreeBuilder {
    /// Interface Builder nests elements about 25 deep (23 in the deepest of 958 public
    /// documents). Every reader after this one walks the tree recursively, so a document nested
    /// thousands deep (hostile, or a broken merge) is refused here rather than overflowing the
    /// stack later; 128 also keeps `listkit import`'s YAML within the YAML loader's 256 levels.
    static let maximumDepth = 128

    let source: XMLSource
    var root: XMLElementNode?
    var stack: [XMLElementNode] = []
    var firstError: XMLParseFailure?
    /// Open elements below the depth limit, read past without being kept.
    private var skippedDepth = 0
    /// Start tags arrive in document order: their positions are found walking on, not from
    /// their line's start.
    private var cursor = LineCursor()

    init(lines: LineIndex) { source = XMLSource(lines) }

    /// `line` and `column` are the parser's position at the end of the start tag.
    func startElement(_ name: String, attributes: [String: String], line: Int, column: Int) {
        startElement(name, attributes: attributes.map { XMLAttribute(name: $0.key, value: $0.value) }, line: line, column: column)
    }

    /// `attributes` name each attribute once.
    func startElement(_ name: String, attributes: [XMLAttribute], line: Int, column: Int) {
        guard skippedDepth == 0, stack.count < Self.maximumDepth else {
            if skippedDepth == 0 {
                let mark = tagPosition(line: line, column: column).mark
                error(code: XMLParseFailure.tooDeep,
                      text: "<\(name)> nests deeper than \(Self.maximumDepth) elements (Interface Builder's documents nest about 25)",
                      line: mark.line, column: mark.column)
            }
            skippedDepth += 1
            return
        }
        let (offset, mark) = tagPosition(line: line, column: column)
        let node = XMLElementNode(name: name, attributes: attributes, mark: mark, source: offset == nil ? nil : source, tagOffset: offset ?? 0)
        if let parent = stack.last { parent.append(node) } else if root == nil { root = node }
        stack.append(node)
    }

    func characters(_ string: String) {
        guard skippedDepth == 0 else { return }
        stack.last?.text += string
    }

    func endElement() {
        if skippedDepth > 0 { skippedDepth -= 1 } else { _ = stack.popLast() }
    }

    /// Where a start tag begins (its byte offset, when the parser's position is in the
    /// document) and its mark.
    private func tagPosition(line: Int, column: Int) -> (offset: Int?, mark: Mark) {
        let offset = source.lines.tagStartOffset(line: line, column: column, cursor: &cursor)
        return (offset, offset.map { source.lines.mark(ofOffset: $0, cursor: &cursor) } ?? Mark(line: max(line, 1), column: max(column, 1)))
    }

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
