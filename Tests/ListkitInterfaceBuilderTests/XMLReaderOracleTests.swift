#if os(Linux)
import Foundation
import FoundationXML
@testable import ListkitInterfaceBuilder
import ListkitLayout
import ListkitRandom
import ListkitSpec
import ListkitTestSupport
import ListkitYAML
import Testing

/// The Linux reader drives libxml2 itself (LibXML2TreeReader) so that the executable does not
/// load Foundation; it must read every document exactly as Foundation's `XMLParser` did. The
/// oracle is `XMLParser` itself (FoundationXML, which the tests still link): the same tree builder
/// fed by an `XMLParser` delegate, the reader's code before the change. Trees (names, attributes,
/// texts, marks) and errors (message, mark) must be equal, for the fixtures and for documents
/// broken at random in the ways hand edits break them.
@Suite struct XMLReaderOracleTests {
    /// Foundation's reading: the delegate the reader had before it drove libxml2 itself.
    static func oracle(_ bytes: [UInt8]) -> Result<XMLElementNode, XMLReadError> {
        final class Delegate: NSObject, XMLParserDelegate {
            let builder: XMLTreeBuilder
            init(builder: XMLTreeBuilder) { self.builder = builder }
            func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                        qualifiedName: String?, attributes: [String: String]) {
                builder.startElement(elementName, attributes: attributes, line: parser.lineNumber, column: parser.columnNumber)
            }
            func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
                let error = parseError as NSError
                builder.error(code: error.code, text: error.localizedDescription, line: parser.lineNumber, column: parser.columnNumber)
            }
            func parser(_ parser: XMLParser, foundCharacters string: String) { builder.characters(string) }
            func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
                builder.endElement()
            }
        }
        let builder = XMLTreeBuilder(lines: LineIndex(bytes))
        let delegate = Delegate(builder: builder)
        let parser = XMLParser(data: Data(bytes))
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        parser.delegate = delegate
        let ok = parser.parse()
        let failure = ok ? nil : (parser.parserError as NSError?).map {
            XMLParseFailure(code: $0.code, text: $0.localizedDescription, line: parser.lineNumber, column: parser.columnNumber)
        }
        if let error = builder.firstError ?? failure {
            return .failure(XMLReadError(message: "not well-formed XML: \(XMLTreeReader.describe(error))",
                                         mark: Mark(line: max(error.line, 1), column: max(error.column, 1))))
        }
        guard let root = builder.root else {
            return .failure(XMLReadError(message: "not well-formed XML: the document is empty", mark: Mark(line: 1, column: 1)))
        }
        return .success(root)
    }

    /// The tree as text: every element with its mark, sorted attributes and text.
    static func dump(_ result: Result<XMLElementNode, XMLReadError>) -> String {
        switch result {
        case .failure(let error): return "error \(error.mark): \(error.message)"
        case .success(let root):
            var out = ""
            func visit(_ node: XMLElementNode, _ depth: Int) {
                let attributes = node.attributes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.debugDescription)" }
                out += String(repeating: " ", count: depth) + "<\(node.name)> \(node.mark) \(attributes) \(node.text.debugDescription)\n"
                for child in node.children { visit(child, depth + 1) }
            }
            visit(root, 0)
            return out
        }
    }

    static func expectSame(_ bytes: [UInt8], _ what: @autoclosure () -> String) {
        let mine = dump(XMLTreeReader.read(bytes)), foundation = dump(oracle(bytes))
        #expect(mine == foundation, "\(what())\nlibxml2 reader:\n\(mine.prefix(2000))\nXMLParser:\n\(foundation.prefix(2000))")
    }

    /// The documents of Fixtures, then the rules' examples that are documents.
    static let fixtures: [[UInt8]] = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }
            .compactMap { try? Array(Data(contentsOf: folder.appendingPathComponent($0))) }
        let examples = (RuleDescription.interfaceBuilder + MisplacedViewRule().descriptions).flatMap(\.examples)
            .filter { IBSpecLoader.isDocumentName($0.file) }.map { Array($0.triggering.utf8) }
        return files + examples
    }()

    @Test func fixturesReadAsXMLParserReadsThem() {
        #expect(Self.fixtures.count >= 12)
        for (i, bytes) in Self.fixtures.enumerated() { Self.expectSame(bytes, "fixture \(i)") }
    }

    /// Small documents for each path of the reader: entities and character references in text
    /// and attributes, namespace declarations and prefixes (XMLParser keeps them as attributes),
    /// CDATA, comments and processing instructions (not text for this delegate), whitespace,
    /// encodings and byte order marks, fewer than 4 bytes (never parsed), and errors: a warning
    /// (a relative namespace URI) counts as the first error, as it did.
    @Test(arguments: [
        "", "a", "<a", "<a/", "<a/>", "\u{FEFF}<a/>", "<a>&foo;</a>", "<a><b></a>", "<a xmlns='rel'/>",
        "<?xml version='2.0'?><a/>", "<a>\u{1}</a>", "<a/><!-- x -- y -->", "<a/>trailing", "<a></b>",
        "<a b='1' b='2'/>", "<a b=1/>", "<a b/>", "<a b='<'/>", "<a>x&amp;y&#65;&#x42;&lt;&gt;&quot;&apos;</a>",
        "<a t='x&amp;y&#10;z\tw'/>", "<p:a xmlns:p='urn:p' p:b='1' xmlns='urn:d' c='2'><p:c/></p:a>",
        "<a><![CDATA[ <kept out> ]]>text<!-- note --><?pi data?>more</a>", "<a>\n  <b/>\n\t<c>é ü 漢字 🙂</c>\n</a>",
        "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a>caf\u{E9}</a>", "<?xml version='1.0' encoding='nope'?><a/>",
        "<!DOCTYPE a><a/>", "<!DOCTYPE a [<!ENTITY e 'x'>]><a>&e;</a>", "<!DOCTYPE a [<!ELEMENT a ANY><!ATTLIST a b CDATA 'd'>]><a/>",
        "<!DOCTYPE a [<!ENTITY % p 'x'> %p;]><a/>", "<!DOCTYPE a SYSTEM 'missing.dtd'><a>&x;</a>",
        "<!DOCTYPE a [<!ENTITY x SYSTEM 'file:///etc/hostname'>]><a>&x;</a>", "<a>]]></a>", "<a><b>one</b>two<c/>three</a>",
    ])
    func smallDocumentsReadAsXMLParserReadsThem(_ text: String) {
        Self.expectSame(Array(text.utf8), text.debugDescription)
    }

    @Test(arguments: [[0xFF, 0xFE, 0x3C, 0x00, 0x61, 0x00, 0x2F, 0x00, 0x3E, 0x00], [0x3C, 0x61, 0x3E, 0xC3, 0x28, 0x3C, 0x2F, 0x61, 0x3E],
                      [0x3C, 0x61, 0x3E, 0xED, 0xA0, 0x80, 0x3C, 0x2F, 0x61, 0x3E], [0x3C, 0x61, 0x00, 0x2F, 0x3E]] as [[UInt8]])
    func oddBytesReadAsXMLParserReadsThem(_ bytes: [UInt8]) {
        Self.expectSame(bytes, "\(bytes)")
    }

    /// Fixtures broken as hand edits break them: cut short, a stray `<` or `&`, an end tag
    /// inserted, quotes dropped, control bytes, an undeclared entity.
    @Test(arguments: randomRounds(300, seed: 0x1B_0C1E))
    func brokenFixturesReadAsXMLParserReadsThem(round: RandomRound) {
        var rng = SplitMix64(seed: round.seed &+ UInt64(round.round))
        var bytes = rng.pick(Self.fixtures)
        let at = Self.scalarBoundary(bytes, from: rng.below(bytes.count + 1))
        switch rng.below(7) {
        case 0: bytes = Array(bytes[..<at])
        case 1: bytes.insert(UInt8(ascii: "<"), at: at)
        case 2: bytes.insert(contentsOf: Array("</bogus>".utf8), at: at)
        case 3: if let quote = bytes[at...].firstIndex(of: UInt8(ascii: "\"")) { bytes.remove(at: quote) }
        case 4: bytes.insert(contentsOf: [0x01, 0xFF], at: at)
        case 5: bytes.insert(contentsOf: Array("&undeclared;".utf8), at: at)
        default: bytes.insert(UInt8(ascii: "&"), at: at)
        }
        Self.expectSame(bytes, "\(round)")
    }

    /// The first place at or after `index` that does not split a UTF-8 sequence. A hand edit
    /// breaks characters, not bytes; and a byte put inside a multi-byte character of a comment
    /// makes the oracle trap (FoundationXML's `_NSXMLParserComment` decodes comments without
    /// checking them), which would end the whole test run. The reader itself never decodes them.
    static func scalarBoundary(_ bytes: [UInt8], from index: Int) -> Int {
        var at = index
        while at < bytes.count, bytes[at] & 0xC0 == 0x80 { at += 1 }
        return at
    }

    /// Where XMLParser crashed (a notation or an unparsed entity declared: it reads the document
    /// it never made), the reader reports or reads, never crashes.
    @Test func declarationsXMLParserCrashedOnAreRead() {
        guard case .success(let root) = XMLTreeReader.read(Array("<!DOCTYPE a [<!NOTATION n SYSTEM 'y'>]><a/>".utf8)) else {
            Issue.record("a notation declaration stopped the read"); return
        }
        #expect(root.name == "a")
        guard case .failure(let error) = XMLTreeReader.read(Array("<!DOCTYPE a [<!ENTITY u SYSTEM 'z' NDATA n>]><a/>".utf8)) else {
            Issue.record("an unparsed entity without a document was read"); return
        }
        #expect(error.message.hasPrefix("not well-formed XML: "))
    }
}
#endif
