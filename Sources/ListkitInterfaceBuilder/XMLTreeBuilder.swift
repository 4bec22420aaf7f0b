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

    let lines: LineIndex
    // Unchecked: a class's stored property is otherwise checked for exclusive access at run
    // time on every append; a builder is driven by one parser on one thread, and no callback
    // re-enters another.
    @exclusivity(unchecked) private var parts = XMLTree.Parts()
    /// The open elements, by their index in `parts`.
    @exclusivity(unchecked) var stack: [Int] = []
    var firstError: XMLParseFailure?
    /// Open elements below the depth limit, read past without being kept.
    private var skippedDepth = 0
    /// Start tags arrive in document order: their positions are found walking on, not from
    /// their line's start. (Unchecked, as `parts`.)
    @exclusivity(unchecked) private var cursor = LineCursor()

    init(lines: LineIndex) {
        self.lines = lines
        parts.reserve(forDocumentOf: lines.bytes.count)
    }

    /// The document element: the first one read (of the tree read so far).
    var root: XMLElementNode? { parts.names.isEmpty ? nil : XMLElementNode(XMLTree(parts, lines: lines), 0) }

    /// `line` and `column` are the parser's position at the end of the start tag.
    func startElement(_ name: String, attributes: [String: String], line: Int, column: Int) {
        startElement(name, attributes: attributes.map { XMLAttribute(name: $0.key, value: $0.value) }, line: line, column: column)
    }

    /// `attributes` name each attribute once.
    func startElement(_ name: String, attributes: [XMLAttribute], line: Int, column: Int) {
        startElement(name, line: line, column: column) { $0.append(contentsOf: attributes) }
    }

    /// `readAttributes` appends the element's attributes, each name once, to the tree's list,
    /// whose attributes before are other elements' (it must leave them); it is not called for an
    /// element below the depth limit.
    func startElement(_ name: String, line: Int, column: Int, readAttributes: (inout [XMLAttribute]) -> Void) {
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
        stack.append(parts.append(name: name, mark: mark, tagOffset: offset ?? -1, readAttributes: readAttributes))
    }

    func characters(_ string: String) {
        var string = string
        string.withUTF8 { characters($0) }
    }

    /// Character data as UTF-8, decoded (invalid bytes repaired) when the element's text is read.
    func characters(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard skippedDepth == 0, let open = stack.last else { return }
        parts.appendText(bytes, to: open)
    }

    func endElement() {
        if skippedDepth > 0 { skippedDepth -= 1 } else if let open = stack.popLast() { parts.close(open) }
    }

    /// Where a start tag begins (its byte offset, when the parser's position is in the
    /// document) and its mark.
    private func tagPosition(line: Int, column: Int) -> (offset: Int?, mark: Mark) {
        let offset = lines.tagStartOffset(line: line, column: column, cursor: &cursor)
        return (offset, offset.map { lines.mark(ofOffset: $0, cursor: &cursor) } ?? Mark(line: max(line, 1), column: max(column, 1)))
    }

    func error(code: Int, text: String, line: Int, column: Int) {
        guard firstError == nil else { return }
        var text = text
        // A mismatch is about the element still open: name it and where it starts.
        if code == 76, let open = stack.last {
            text = "<\(parts.names[open])> opened at \(parts.marks[open]) is not closed before this end tag"
        }
        firstError = XMLParseFailure(code: code, text: text, line: line, column: column)
    }
}
