#if os(Linux)
internal import CLibXML2

/// Reads XML with libxml2's SAX2 push parser, configured as FoundationXML's `XMLParser` configures
/// it on Linux (swift-corelibs-foundation: `XMLParser.parseData` and the SAX handler of
/// `_CFXMLInterfaceCreateSAXHandler`), so documents, their marks and their errors read exactly as
/// they did through `XMLParser`, without loading Foundation, FoundationXML and ICU into every run
/// of the executable (docs/performance.md, "Start-up"):
/// - nothing is parsed below 4 bytes (the push parser needs them to detect the encoding);
/// - options `XML_PARSE_RECOVER | XML_PARSE_NOENT`, no DTD loading, external entities refused;
/// - the same callbacks set, doing what `XMLParser`'s do for a delegate that only builds the tree
///   (the DTD ones call libxml2's SAX2 defaults as it does; `entityDecl`, `reference` and
///   `ignorableWhitespace` stay unset, as there);
/// - every error and warning libxml2 raises reaches the structured error handler, with the
///   parser's line and column at that moment (0 while the context is being created).
enum LibXML2TreeReader {
    /// Drives `builder`; returns the parse's own failure (libxml2's result code) when it fails.
    static func parse(_ bytes: [UInt8], into builder: XMLTreeBuilder) -> XMLParseFailure? {
        _ = setUp
        guard bytes.count >= 4 else { return nil }
        let session = Session(builder: builder)
        let userData = Unmanaged.passUnretained(session).toOpaque()
        var handler = saxHandler()
        xmlSetStructuredErrorFunc(userData) { data, error in
            guard let data, let error else { return }
            let session = Session.from(data)
            let code = Int(error.pointee.code)
            session.builder.error(code: code, text: XMLParseFailure.foundationText(code: code), line: session.line, column: session.column)
        }
        defer { xmlSetStructuredErrorFunc(nil, nil) }
        let result: Int32 = bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                guard let context = xmlCreatePushParserCtxt(&handler, userData, chars.baseAddress, 4, nil) else {
                    return -1
                }
                session.context = context
                xmlCtxtUseOptions(context, Int32(XML_PARSE_RECOVER.rawValue | XML_PARSE_NOENT.rawValue))
                let code = xmlParseChunk(context, chars.baseAddress! + 4, Int32(chars.count - 4), 1)
                return code == Int32(XML_ERR_DOCUMENT_END.rawValue) ? 0 : code
            }
        }
        defer { session.close() }
        // XMLParser's `outOfMemoryError` (1) when no context could be made.
        let code = result == -1 ? 1 : Int(result)
        guard code != 0 else { return nil }
        return XMLParseFailure(code: code, text: XMLParseFailure.foundationText(code: code), line: session.line, column: session.column)
    }

    /// libxml2's global set-up, once per process: `xmlInitParser`, and an external entity loader
    /// that loads nothing (XMLParser's `.never` policy).
    private static let setUp: Void = {
        xmlInitParser()
        xmlSetExternalEntityLoader { _, _, _ in nil }
    }()

    /// One parse: the tree builder and the parser context the callbacks ask for positions.
    final class Session {
        let builder: XMLTreeBuilder
        var context: xmlParserCtxtPtr?
        init(builder: XMLTreeBuilder) {
            self.builder = builder
            // Interface Builder documents use a few dozen element and attribute names: room
            // for them from the start, not grown (and rehashed) name by name in every document.
            names.reserveCapacity(128)
        }

        static func from(_ pointer: UnsafeMutableRawPointer) -> Session {
            Unmanaged<Session>.fromOpaque(pointer).takeUnretainedValue()
        }

        /// Names as Strings by libxml2's pointer: the parser keeps each element and attribute
        /// name once in its dictionary (`xmlDict`) for the whole parse, so a name repeated
        /// through the document is decoded once and its String shared. A slot per pointer in
        /// a small table first (a document has a few dozen names, so they seldom share one),
        /// the dictionary behind it; neither is hashed with `Hasher` on the way to a slot.
        // Unchecked: a class's stored property is otherwise checked for exclusive access at
        // run time on every name; a session is used by one parse on one thread.
        @exclusivity(unchecked) private var recent = [(pointer: UnsafePointer<xmlChar>?, name: String)](repeating: (nil, ""), count: 256)
        @exclusivity(unchecked) private var names: [UnsafePointer<xmlChar>: String] = [:]

        func name(_ pointer: UnsafePointer<xmlChar>) -> String {
            // The pointer's bits mixed by a multiplication (Fibonacci hashing): the top 8 pick
            // one of the 256 slots. libxml2 packs its dictionary's strings, unaligned.
            let mixed = UInt64(UInt(bitPattern: pointer)) &* 0x9E37_79B9_7F4A_7C15
            let slot = Int(truncatingIfNeeded: mixed >> 56)
            if recent[slot].pointer == pointer { return recent[slot].name }
            if let known = names[pointer] { return known }
            let name = String(cString: pointer)
            // Only a dictionary's string keeps its text as long as the parse: cache no other.
            if let dictionary = context?.pointee.dict, xmlDictOwns(dictionary, pointer) == 1 {
                if recent[slot].pointer == nil { recent[slot] = (pointer, name) } else { names[pointer] = name }
            }
            return name
        }

        var line: Int { context.map { Int(xmlSAX2GetLineNumber($0)) } ?? 0 }
        var column: Int { context.map { Int(xmlSAX2GetColumnNumber($0)) } ?? 0 }

        func close() {
            guard let context else { return }
            if let document = context.pointee.myDoc { xmlFreeDoc(document) }
            xmlFreeParserCtxt(context)
            self.context = nil
        }
    }
}
#endif
