#if os(Linux)
internal import CLibXML2

extension LibXML2TreeReader {
    /// The SAX2 handler `_CFXMLInterfaceCreateSAXHandler` builds, with the callbacks doing what
    /// `XMLParser`'s do when the delegate only implements start tag, end tag, characters and
    /// errors. Every other field stays zero, as in its `calloc`ed handler.
    static func saxHandler() -> xmlSAXHandler {
        var sax = xmlSAXHandler()
        sax.internalSubset = { data, name, externalID, systemID in
            xmlSAX2InternalSubset(Session.from(data!).context, name, externalID, systemID)
        }
        sax.externalSubset = { data, name, externalID, systemID in
            xmlSAX2ExternalSubset(Session.from(data!).context, name, externalID, systemID)
        }
        // XMLParser reads these from the document, which its handler never creates (no
        // `startDocument` of SAX2): libxml2 does not ask while parsing; answer "no" if it does.
        sax.isStandalone = { data in Session.from(data!).context?.pointee.myDoc?.pointee.standalone ?? 0 }
        sax.hasInternalSubset = { data in Session.from(data!).context?.pointee.myDoc?.pointee.intSubset == nil ? 0 : 1 }
        sax.hasExternalSubset = { data in Session.from(data!).context?.pointee.myDoc?.pointee.extSubset == nil ? 0 : 1 }
        sax.getEntity = { data, name in LibXML2TreeReader.entity(Session.from(data!), name) }
        sax.notationDecl = { _, _, _, _ in }
        sax.attributeDecl = { _, _, _, _, _, _, tree in xmlFreeEnumeration(tree) }
        sax.elementDecl = { _, _, _, _ in }
        sax.unparsedEntityDecl = { data, name, publicID, systemID, notation in
            xmlSAX2UnparsedEntityDecl(Session.from(data!).context, name, publicID, systemID, notation)
        }
        sax.startDocument = { _ in }
        sax.endDocument = { _ in }
        sax.startElementNs = { data, name, prefix, _, namespaceCount, namespaces, attributeCount, _, attributes in
            let session = Session.from(data!)
            // The attributes go straight into the tree's list, not through a buffer of their own.
            session.builder.startElement(LibXML2TreeReader.qualified(session, name!, prefix), line: session.line, column: session.column) { table in
                LibXML2TreeReader.readAttributes(session, namespaces: namespaces, count: Int(namespaceCount), attributes: attributes, count: Int(attributeCount), into: &table)
            }
        }
        sax.endElementNs = { data, _, _, _ in Session.from(data!).builder.endElement() }
        sax.characters = { data, characters, length in
            let session = Session.from(data!)
            // XMLParser drops the characters that follow an entity its getEntity found in content.
            if let context = session.context, context.pointee._private == UnsafeMutableRawPointer(bitPattern: 1) {
                context.pointee._private = nil
                return
            }
            session.builder.characters(UnsafeBufferPointer(start: characters, count: Int(length)))
        }
        sax.processingInstruction = { _, _, _ in }
        sax.comment = { _, _ in }
        sax.cdataBlock = { _, _, _ in }
        sax.initialized = UInt32(XML_SAX2_MAGIC)
        return sax
    }

    /// XMLParser's entity lookup: a predefined entity, else SAX2's (which marks a found one in
    /// content, see `characters`); a delegate without `resolveExternalEntityName` adds nothing.
    private static func entity(_ session: Session, _ name: UnsafePointer<xmlChar>?) -> xmlEntityPtr? {
        if let predefined = xmlGetPredefinedEntity(name) { return predefined }
        guard let context = session.context, let found = xmlSAX2GetEntity(context, name) else { return nil }
        if context.pointee.instate == XML_PARSER_CONTENT { context.pointee._private = UnsafeMutableRawPointer(bitPattern: 1) }
        return found
    }

    /// `prefix:name`, or `name`.
    private static func qualified(_ session: Session, _ name: UnsafePointer<xmlChar>, _ prefix: UnsafePointer<xmlChar>?) -> String {
        let local = session.name(name)
        guard let prefix else { return local }
        return session.name(prefix) + ":" + local
    }

    /// XMLParser's attribute dictionary without namespace processing: each namespace declaration
    /// as `xmlns` or `xmlns:prefix`, then each attribute by its qualified name (a later one wins),
    /// its value as libxml2 gives it (entities already substituted, `XML_PARSE_NOENT`); as a
    /// list in that order, each name once, appended to `table` (whose attributes before are
    /// other elements').
    ///
    /// An attribute's name is told from the ones before it by libxml2's pointers, as libxml2
    /// tells duplicates itself (`xmlParseStartTag2`): its names are its dictionary's, one string
    /// per name for the whole parse, so the same prefix and local name are the same two pointers.
    /// Only a repeated pair (which libxml2 reports as an error, so the tree is not kept) is looked
    /// for by its text; the others are appended without comparing any String.
    private static func readAttributes(_ session: Session, namespaces: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, count namespaceCount: Int,
                                       attributes: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?, count attributeCount: Int,
                                       into table: inout [XMLAttribute]) {
        let start = table.count
        func set(_ name: String, _ value: String) {
            if let i = table[start...].firstIndex(where: { $0.name == name }) { table[i].value = value } else { table.append(XMLAttribute(name: name, value: value)) }
        }
        if let namespaces {
            for i in stride(from: 0, to: namespaceCount * 2, by: 2) {
                let key = namespaces[i].map { "xmlns:" + String(cString: $0) } ?? "xmlns"
                set(key, namespaces[i + 1].map { String(cString: $0) } ?? "")
            }
        }
        guard let attributes else { return }
        for i in stride(from: 0, to: attributeCount * 5, by: 5) {
            guard let name = attributes[i] else { continue }
            var key = session.name(name)
            // An empty prefix is none (`key` has none then): the same pair as no prefix.
            let prefix = attributes[i + 1].flatMap { $0.pointee == 0 ? nil : $0 }
            if let prefix { key = session.name(prefix) + ":" + key }
            guard let value = attributes[i + 3], let end = attributes[i + 4] else { continue }
            let count = end - value
            let text = count > 0 ? String(decoding: UnsafeBufferPointer(start: value, count: count), as: UTF8.self) : ""
            let repeated = stride(from: 0, to: i, by: 5).contains { j in
                attributes[j] == name && attributes[j + 1].flatMap { $0.pointee == 0 ? nil : $0 } == prefix
            }
            if repeated || namespaceCount > 0 { set(key, text) } else { table.append(XMLAttribute(name: key, value: text)) }
        }
    }
}
#endif
