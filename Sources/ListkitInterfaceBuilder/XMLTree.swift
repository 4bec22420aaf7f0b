import ListkitYAML

/// One XML element of an Interface Builder document: its name, attributes, children in order,
/// and where its start tag begins (1-based line and column, in characters), so findings point
/// at the XML.
///
/// A position in its document's `XMLTree`, which keeps every element in flat arrays (in
/// document order, so an element's descendants are the elements after it up to its subtree's
/// end): a document of thousands of elements is a few arrays, not an object and two arrays per
/// element made and freed one by one. Two nodes are equal when they are the same element of the
/// same tree.
public struct XMLElementNode: Hashable, Sendable {
    let tree: XMLTree
    let index: Int

    init(_ tree: XMLTree, _ index: Int) {
        self.tree = tree
        self.index = index
    }

    public static func == (a: XMLElementNode, b: XMLElementNode) -> Bool { a.index == b.index && a.tree === b.tree }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(tree))
        hasher.combine(index)
    }

    public var name: String { tree.names[index] }
    public var mark: Mark { tree.marks[index] }
    /// The element's character data (IB keeps multi-line texts in `<string key="text">`).
    public var text: String { tree.text(of: index) }

    /// The attributes in the order the parser gave them, each name once (a repeated name keeps
    /// its last value). An element has a handful, so a lookup compares names, without hashing.
    var attributeList: ArraySlice<XMLAttribute> { tree.attributes[tree.attributeRange(of: index)] }

    public var attributes: [String: String] {
        Dictionary(attributeList.map { ($0.name, $0.value) }, uniquingKeysWith: { $1 })
    }

    /// Where an attribute's name begins in the start tag (the tag's mark when it cannot be found).
    public func mark(ofAttribute attribute: String) -> Mark {
        let tag = tree.tagOffsets[index]
        guard tag >= 0, let offset = tree.lines.attributeOffset(attribute, inTagAt: tag) else { return mark }
        return tree.lines.mark(ofOffset: offset)
    }

    public subscript(attribute: String) -> String? {
        let count = attribute.utf8.count
        for i in tree.attributeRange(of: index) where tree.attributes[i].name.utf8.count == count && tree.attributes[i].name == attribute {
            return tree.attributes[i].value
        }
        return nil
    }

    /// The child elements, in order.
    public var children: XMLChildren { XMLChildren(tree: tree, parent: index) }

    /// The first child with this element name (and `key` attribute, when given).
    public func child(_ name: String, key: String? = nil) -> XMLElementNode? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    public func children(_ name: String) -> [XMLElementNode] { children.filter { $0.name == name } }

    /// Every element below this one, depth first, in document order.
    public func descendants() -> XMLDescendants { XMLDescendants(tree: tree, range: index + 1..<tree.end(of: index)) }

    /// This element and every element below it, in document order.
    public func subtree() -> XMLDescendants { XMLDescendants(tree: tree, range: index..<tree.end(of: index)) }

    /// Whether `other` is this element or below it.
    public func contains(_ other: XMLElementNode) -> Bool {
        other.tree === tree && other.index >= index && other.index < tree.end(of: index)
    }
}

/// An element's children, in order: from the first after it, each next one past the subtree
/// of the one before.
public struct XMLChildren: Collection, Sendable {
    let tree: XMLTree
    let parent: Int

    /// An element's position in its tree; opaque, so that a child is not taken for the
    /// tree's element of the same number.
    public struct Index: Comparable, Sendable {
        let element: Int
        public static func < (a: Index, b: Index) -> Bool { a.element < b.element }
    }

    public var startIndex: Index { Index(element: parent + 1 < endIndex.element ? parent + 1 : endIndex.element) }
    public var endIndex: Index { Index(element: tree.end(of: parent)) }
    public func index(after i: Index) -> Index { Index(element: tree.end(of: i.element)) }
    public subscript(position: Index) -> XMLElementNode { XMLElementNode(tree, position.element) }
}

/// An element's descendants, in document order: a range of its tree.
public struct XMLDescendants: RandomAccessCollection, Sendable {
    let tree: XMLTree
    let range: Range<Int>

    public var startIndex: Int { 0 }
    public var endIndex: Int { range.count }
    public subscript(position: Int) -> XMLElementNode { XMLElementNode(tree, range.lowerBound + position) }
}

/// An attribute of an `XMLElementNode`.
struct XMLAttribute {
    var name: String
    var value: String
}

/// A document's elements in document order, each one's fields in arrays by its index, and the
/// line index marks are found in; built by `XMLTreeBuilder` (`Parts`), read-only after.
final class XMLTree: Sendable {
    /// The arrays, as the builder appends to them while start tags are read.
    struct Parts {
        var names: [String] = []
        var marks: [Mark] = []
        /// Where each start tag begins in the document's bytes, -1 when the parser's position
        /// was outside them.
        var tagOffsets: [Int] = []
        /// Past each element's last descendant; -1 while it is open (an element a broken
        /// document never closes ends with the document).
        var ends: [Int] = []
        /// Where each element's attributes start in `attributes`; they end where the next
        /// element's start.
        var attributeStarts: [Int] = []
        var attributes: [XMLAttribute] = []
        /// Character data as the parser hands it over, chunk by chunk: the chunks' bytes one
        /// after another (a chunk ends where `chunkEnds` says, the next starts there), each
        /// chunk's next one of the same element (-1: its last), and each element's first chunk
        /// (-1: none). Most chunks are the blanks between tags, never read: they are kept as
        /// bytes, made text only when an element's text is asked for.
        var textBytes: [UInt8] = []
        var chunkEnds: [Int] = []
        var nextChunks: [Int] = []
        var firstChunks: [Int] = []
        /// Each element's last chunk so far (-1: none), for the next one to follow.
        var lastChunks: [Int] = []

        /// Room for a document of `bytes` bytes, so the arrays are not grown again and again as
        /// it is read: Interface Builder writes an element about every 128 bytes (the 958
        /// public documents and the test documents alike), with three or four attributes and two
        /// chunks of blanks. A document denser than that grows them as before.
        mutating func reserve(forDocumentOf bytes: Int) {
            let elements = bytes / 128 + 16
            names.reserveCapacity(elements)
            marks.reserveCapacity(elements)
            tagOffsets.reserveCapacity(elements)
            ends.reserveCapacity(elements)
            attributeStarts.reserveCapacity(elements)
            attributes.reserveCapacity(elements * 4)
            firstChunks.reserveCapacity(elements)
            lastChunks.reserveCapacity(elements)
            chunkEnds.reserveCapacity(elements * 2)
            nextChunks.reserveCapacity(elements * 2)
        }

        /// Appends an element; its children follow until `close`.
        /// `readAttributes` appends the element's attributes to `attributes`.
        mutating func append(name: String, mark: Mark, tagOffset: Int, readAttributes: (inout [XMLAttribute]) -> Void) -> Int {
            names.append(name)
            marks.append(mark)
            tagOffsets.append(tagOffset)
            ends.append(-1)
            attributeStarts.append(attributes.count)
            readAttributes(&attributes)
            firstChunks.append(-1)
            lastChunks.append(-1)
            return names.count - 1
        }

        /// Appends character data to an element's text.
        mutating func appendText(_ bytes: UnsafeBufferPointer<UInt8>, to element: Int) {
            let chunk = chunkEnds.count
            textBytes.append(contentsOf: bytes)
            chunkEnds.append(textBytes.count)
            nextChunks.append(-1)
            if lastChunks[element] < 0 { firstChunks[element] = chunk } else { nextChunks[lastChunks[element]] = chunk }
            lastChunks[element] = chunk
        }

        mutating func close(_ element: Int) { ends[element] = names.count }
    }

    let lines: LineIndex
    let names: [String]
    let marks: [Mark]
    let tagOffsets: [Int]
    let ends: [Int]
    let attributeStarts: [Int]
    let attributes: [XMLAttribute]
    let textBytes: [UInt8]
    let chunkEnds: [Int]
    let nextChunks: [Int]
    let firstChunks: [Int]

    init(_ parts: Parts, lines: LineIndex) {
        self.lines = lines
        names = parts.names
        marks = parts.marks
        tagOffsets = parts.tagOffsets
        // Elements left open end with the document.
        ends = parts.ends.map { $0 < 0 ? parts.names.count : $0 }
        attributeStarts = parts.attributeStarts + [parts.attributes.count]
        attributes = parts.attributes
        textBytes = parts.textBytes
        chunkEnds = parts.chunkEnds
        nextChunks = parts.nextChunks
        firstChunks = parts.firstChunks
    }

    /// An element's character data: its chunks' texts (each decoded as the parser handed it
    /// over), joined.
    func text(of element: Int) -> String {
        var text = "", chunk = firstChunks[element]
        while chunk >= 0 {
            let start = chunk == 0 ? 0 : chunkEnds[chunk - 1]
            text += textBytes[start..<chunkEnds[chunk]].withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
            chunk = nextChunks[chunk]
        }
        return text
    }

    var count: Int { names.count }

    func end(of element: Int) -> Int { ends[element] }

    func attributeRange(of element: Int) -> Range<Int> { attributeStarts[element]..<attributeStarts[element + 1] }
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

