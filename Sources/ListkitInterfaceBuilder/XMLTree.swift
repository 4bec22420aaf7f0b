import ListkitYAML

/// One XML element of an Interface Builder document: its name, attributes, children in order,
/// and where its start tag begins (1-based line and column, in characters), so findings point
/// at the XML.
public final class XMLElementNode: @unchecked Sendable {
    public let name: String
    /// The attributes in the order the parser gave them, each name once (a repeated name keeps
    /// its last value). An element has a handful, so a lookup compares names, without hashing.
    let attributeList: [XMLAttribute]
    public private(set) var children: [XMLElementNode] = []
    public let mark: Mark
    /// The document's bytes and where the start tag begins in them, to locate its attributes.
    let source: XMLSource?
    let tagOffset: Int
    /// The element's character data (IB keeps multi-line texts in `<string key="text">`).
    public internal(set) var text = ""

    init(name: String, attributes: [XMLAttribute], mark: Mark, source: XMLSource? = nil, tagOffset: Int = 0) {
        self.name = name
        self.attributeList = attributes
        self.mark = mark
        self.source = source
        self.tagOffset = tagOffset
    }

    public var attributes: [String: String] {
        Dictionary(attributeList.map { ($0.name, $0.value) }, uniquingKeysWith: { $1 })
    }

    /// Where an attribute's name begins in the start tag (the tag's mark when it cannot be found).
    public func mark(ofAttribute attribute: String) -> Mark {
        guard let lines = source?.lines, let offset = lines.attributeOffset(attribute, inTagAt: tagOffset) else { return mark }
        return lines.mark(ofOffset: offset)
    }

    public subscript(attribute: String) -> String? {
        let count = attribute.utf8.count
        for a in attributeList where a.name.utf8.count == count && a.name == attribute { return a.value }
        return nil
    }

    /// The first child with this element name (and `key` attribute, when given).
    public func child(_ name: String, key: String? = nil) -> XMLElementNode? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    public func children(_ name: String) -> [XMLElementNode] { children.filter { $0.name == name } }

    /// Every element below this one, depth first, in document order.
    public func descendants() -> [XMLElementNode] {
        var result: [XMLElementNode] = []
        var pending = children.reversed() as [XMLElementNode]
        while let next = pending.popLast() {
            result.append(next)
            pending += next.children.reversed()
        }
        return result
    }

    func append(_ child: XMLElementNode) { children.append(child) }
}

/// An attribute of an `XMLElementNode`.
struct XMLAttribute {
    var name: String
    var value: String
}

/// A document's line index, shared by all its elements.
final class XMLSource: Sendable {
    let lines: LineIndex
    init(_ lines: LineIndex) { self.lines = lines }
}

/// Why a document could not be read as XML, where.
public struct XMLReadError: Error, Sendable, Equatable {
    public var message: String
    public var mark: Mark
}

/// Reads XML into a tree of `XMLElementNode`s with libxml2: on Linux through its SAX2 push parser
/// directly, set up as FoundationXML's `XMLParser` sets it up (LibXML2TreeReader.swift), so the
/// executable does not load Foundation; elsewhere through Foundation's `XMLParser`. The parser
/// reports its position at the end of each start tag; the tag begins at the last `<` before that
/// position (a `<` cannot occur inside an attribute value), which is the mark kept.
public enum XMLTreeReader {
    /// - Complexity: O(n) in the document's bytes.
    public static func read(_ bytes: [UInt8]) -> Result<XMLElementNode, XMLReadError> {
        let builder = XMLTreeBuilder(lines: LineIndex(bytes))
        #if os(Linux)
        let failure = LibXML2TreeReader.parse(bytes, into: builder)
        #else
        let failure = FoundationXMLTreeReader.parse(bytes, into: builder)
        #endif
        // The parser can succeed after a fatal error (recovery); the first error reported decides.
        if let error = builder.firstError ?? failure {
            let mark = Mark(line: max(error.line, 1), column: max(error.column, 1))
            let message = error.code == XMLParseFailure.tooDeep ? error.text : "not well-formed XML: \(Self.describe(error))"
            return .failure(XMLReadError(message: message, mark: mark))
        }
        guard let root = builder.root else {
            return .failure(XMLReadError(message: "not well-formed XML: the document is empty", mark: Mark(line: 1, column: 1)))
        }
        return .success(root)
    }

    /// libxml2's error codes (`xmlParserErrors`) that IB files hit when edited by hand; Foundation
    /// on Linux gives the code without a message.
    static let libxml2Errors: [Int: String] = [
        4: "the document is empty", 5: "unclosed element or content after the end of the document",
        9: "a character XML does not allow", 26: "an undeclared entity", 38: "'<' inside an attribute value",
        39: "an attribute value must be quoted", 41: "an attribute without a value", 42: "an attribute given twice",
        68: "a name is required", 73: "'>' expected", 76: "opening and ending tag mismatch", 77: "an element not closed",
    ]

    static func describe(_ error: XMLParseFailure) -> String {
        if error.code == 76, error.text.hasPrefix("<") { return error.text }
        if let known = libxml2Errors[error.code] { return known }
        return error.text.contains("(null)") || error.text.isEmpty ? "libxml2 error \(error.code)" : error.text
    }
}

/// Byte offsets of line starts, and the character column of a byte offset.
struct LineIndex {
    let bytes: [UInt8]
    let starts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            var i = ByteScan.firstIndex(of: 0x0A, in: buffer, from: 0)
            while i < buffer.count {
                starts.append(i + 1)
                i = ByteScan.firstIndex(of: 0x0A, in: buffer, from: i + 1)
            }
        }
        self.starts = starts
    }

    /// Where the start tag begins: the byte offset of the last `<` at or before libxml2's
    /// (line, column) position (libxml2 counts columns in characters); nil when that position is
    /// outside the document.
    ///
    /// With a cursor, a position later on the same line walks on from the last one, so the tags
    /// of one long line cost their own length, not the line's each (a hostile document can put
    /// thousands of tags on a line).
    func tagStartOffset(line: Int, column: Int, cursor: inout LineCursor) -> Int? {
        guard line >= 1, line <= starts.count, !bytes.isEmpty else { return nil }
        // A document ending in a newline has a last line that starts at its end: a position
        // there (a truncated document's) reads the last byte, not past it.
        var offset = min(starts[line - 1], bytes.count - 1)
        var remaining = max(column - 1, 0)
        if cursor.line == line, cursor.column <= max(column, 1) {
            offset = min(cursor.offset, bytes.count - 1)
            remaining = max(column, 1) - cursor.column
        }
        let (reached, left) = bytes.withUnsafeBufferPointer { ByteScan.advance($0, from: offset, characters: remaining, limit: $0.count - 1) }
        cursor.line = line
        cursor.column = max(column, 1) - left
        cursor.offset = reached
        return bytes.withUnsafeBufferPointer { ByteScan.lastIndex(of: UInt8(ascii: "<"), in: $0, atOrBefore: reached) } ?? 0
    }

    func tagStartOffset(line: Int, column: Int) -> Int? {
        var cursor = LineCursor()
        return tagStartOffset(line: line, column: column, cursor: &cursor)
    }

    /// The byte offset of `name` as an attribute (after white space, before `=`) in the start tag
    /// beginning at `tag`; quoted values are skipped, so a value that spells the name is not it.
    func attributeOffset(_ name: String, inTagAt tag: Int) -> Int? {
        let target = Array(name.utf8)
        var i = tag + 1
        var quote: UInt8? = nil
        while i < bytes.count {
            let b = bytes[i]
            if let q = quote {
                if b == q { quote = nil }
            } else if b == 0x22 || b == 0x27 {
                quote = b
            } else if b == UInt8(ascii: ">") {
                return nil
            } else if Self.isSpace(b), matches(target, at: i + 1) {
                return i + 1
            }
            i += 1
        }
        return nil
    }

    private func matches(_ name: [UInt8], at start: Int) -> Bool {
        guard start + name.count <= bytes.count, bytes[start..<start + name.count].elementsEqual(name) else { return false }
        var j = start + name.count
        while j < bytes.count, Self.isSpace(bytes[j]) { j += 1 }
        return j < bytes.count && bytes[j] == UInt8(ascii: "=")
    }

    private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }

    func mark(ofOffset offset: Int) -> Mark {
        var cursor = LineCursor()
        return mark(ofOffset: offset, cursor: &cursor)
    }

    /// The mark of a byte offset; with a cursor, an offset later on the cursor's line counts on
    /// from the last one (as `tagStartOffset(line:column:cursor:)`).
    func mark(ofOffset offset: Int, cursor: inout LineCursor) -> Mark {
        var low = 0, high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        var (from, column) = (starts[low], 1)
        if cursor.markLine == low + 1, cursor.markOffset <= offset { (from, column) = (cursor.markOffset, cursor.markColumn) }
        for i in from..<offset where bytes[i] & 0xC0 != 0x80 { column += 1 }
        (cursor.markLine, cursor.markOffset, cursor.markColumn) = (low + 1, offset, column)
        return Mark(line: low + 1, column: column)
    }
}

/// Where `LineIndex` last was on a line, for positions that arrive in document order: the
/// parser's (line, column) at a byte offset, and a byte offset's mark column.
struct LineCursor {
    var line = 0, column = 0, offset = 0
    var markLine = 0, markOffset = 0, markColumn = 1
}

