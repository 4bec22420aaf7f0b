#if !os(Linux)
import Foundation

/// Off Linux (Darwin), the tree is read with Foundation's `XMLParser`, which the system already
/// has loaded.
enum FoundationXMLTreeReader {
    /// Drives `builder`; returns the parser's own failure when it reports one the builder did not see.
    static func parse(_ bytes: [UInt8], into builder: XMLTreeBuilder) -> XMLParseFailure? {
        let delegate = Delegate(builder: builder)
        let parser = XMLParser(data: Data(bytes))
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        parser.delegate = delegate
        if parser.parse() { return nil }
        guard let error = parser.parserError.map({ $0 as NSError }) else { return nil }
        return XMLParseFailure(code: error.code, text: error.localizedDescription.trimmingCharacters(in: .whitespacesAndNewlines),
                               line: parser.lineNumber, column: parser.columnNumber)
    }

    private final class Delegate: NSObject, XMLParserDelegate {
        let builder: XMLTreeBuilder
        init(builder: XMLTreeBuilder) { self.builder = builder }

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String]) {
            builder.startElement(elementName, attributes: attributes, line: parser.lineNumber, column: parser.columnNumber)
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            let error = parseError as NSError
            builder.error(code: error.code, text: error.localizedDescription.trimmingCharacters(in: .whitespacesAndNewlines),
                          line: parser.lineNumber, column: parser.columnNumber)
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { builder.characters(string) }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            builder.endElement()
        }
    }
}
#endif
