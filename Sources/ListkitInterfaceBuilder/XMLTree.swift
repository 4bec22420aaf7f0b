import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import ListkitYAML

/// One XML element of an Interface Builder document: its name, attributes, children in order,
/// and where its start tag begins (1-based line and column, in characters), so findings point
/// at the XML.
public final class XMLElementNode: @unchecked Sendable {
    public let name: String
    public let attributes: [String: String]
    public private(set) var children: [XMLElementNode] = []
    public let mark: Mark
    /// The element's character data (IB keeps multi-line texts in `<string key="text">`).
    public fileprivate(set) var text = ""

    init(name: String, attributes: [String: String], mark: Mark) {
        self.name = name
        self.attributes = attributes
        self.mark = mark
    }

    public subscript(attribute: String) -> String? { attributes[attribute] }

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

    fileprivate func append(_ child: XMLElementNode) { children.append(child) }
}

/// Why a document could not be read as XML, where.
public struct XMLReadError: Error, Sendable, Equatable {
    public var message: String
    public var mark: Mark
}

/// Reads XML with Foundation's `XMLParser` (FoundationXML, libxml2 underneath on Linux) into a
/// tree of `XMLElementNode`s. The parser reports its position at the end of each start tag; the
/// tag begins at the last `<` before that position (a `<` cannot occur inside an attribute
/// value), which is the mark kept.
public enum XMLTreeReader {
    /// - Complexity: O(n) in the document's bytes.
    public static func read(_ bytes: [UInt8]) -> Result<XMLElementNode, XMLReadError> {
        let lines = LineIndex(bytes)
        let delegate = TreeBuilder(lines: lines)
        let parser = XMLParser(data: Data(bytes))
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        parser.delegate = delegate
        let ok = parser.parse()
        if !ok || delegate.root == nil {
            let reason = parser.parserError.map { ($0 as NSError).localizedDescription } ?? "no root element"
            let mark = Mark(line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1))
            return .failure(XMLReadError(message: "not well-formed XML: \(Self.readable(reason))", mark: mark))
        }
        return .success(delegate.root!)
    }

    /// libxml2's messages end with a line break; Foundation's name an error code only.
    static func readable(_ reason: String) -> String {
        reason.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// Byte offsets of line starts, and the character column of a byte offset.
struct LineIndex {
    let bytes: [UInt8]
    let starts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (i, b) in bytes.enumerated() where b == 0x0A { starts.append(i + 1) }
        self.starts = starts
    }

    /// The start tag's mark: the last `<` at or before libxml2's (line, column) position
    /// (libxml2 counts columns in characters).
    func tagStart(line: Int, column: Int) -> Mark {
        guard line >= 1, line <= starts.count else { return Mark(line: max(line, 1), column: max(column, 1)) }
        var offset = starts[line - 1]
        var remaining = max(column - 1, 0)
        while remaining > 0, offset < bytes.count - 1 {
            offset += 1
            if bytes[offset] & 0xC0 != 0x80 { remaining -= 1 }
        }
        while offset > 0, bytes[offset] != UInt8(ascii: "<") { offset -= 1 }
        return mark(ofOffset: offset)
    }

    func mark(ofOffset offset: Int) -> Mark {
        var low = 0, high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        var column = 1
        for i in starts[low]..<offset where bytes[i] & 0xC0 != 0x80 { column += 1 }
        return Mark(line: low + 1, column: column)
    }
}

private final class TreeBuilder: NSObject, XMLParserDelegate {
    let lines: LineIndex
    var root: XMLElementNode?
    var stack: [XMLElementNode] = []

    init(lines: LineIndex) { self.lines = lines }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String]) {
        let mark = lines.tagStart(line: parser.lineNumber, column: parser.columnNumber)
        let node = XMLElementNode(name: elementName, attributes: attributes, mark: mark)
        if let parent = stack.last { parent.append(node) } else if root == nil { root = node }
        stack.append(node)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.text += string
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        _ = stack.popLast()
    }
}
