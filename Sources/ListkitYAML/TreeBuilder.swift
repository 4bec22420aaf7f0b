internal import CYaml

/// Turns libyaml's events into one document's Node tree, checking the loader's limits as each
/// event arrives so that hostile input stops early: depth at every collection start, the alias
/// budget at every alias (counted from the anchored subtree's size, never by copying it),
/// duplicate keys at every mapping key.
struct TreeBuilder: ~Copyable {
    /// A node that an anchor names, with what an alias to it costs.
    private struct Anchored {
        var node: Node
        var nodeCount: Int
        var height: Int
    }

    private let limits: YAMLLoader.Limits
    private var open: [OpenCollection] = []
    private var items = ChildStack<Node>()
    private var pairs = ChildStack<Node.Pair>()
    private var anchors: [String: Anchored] = [:]
    private var expandedNodes = 0
    private var root: Node?
    private var documents = 0
    private let reader: (any SequenceItemReader)?
    /// The flat mapping being read for `reader` (see `readFlat`).
    private var flat = FlatState()

    private struct FlatState: ~Copyable {
        var isOpen = false
        /// Where the mapping starts.
        var mark = Mark(line: 1, column: 1)
        /// The entries read so far, in one buffer reused from one mapping to the next (no
        /// array: its uniqueness checks and the code to empty it ran for every cell). Their
        /// scalars' texts are taken from their events (`ScalarOwnership`), released when the
        /// mapping is read or unflattened, or when the builder goes.
        var entries = ChildStack<FlatMapping.Entry>(capacity: 16)
        /// A key waiting for its value (a struct, not an optional tuple: the runtime would copy
        /// a tuple through generic witnesses).
        var pendingKey: PendingKey?
        /// Whether every key so far was the template's key at its position (see `KeyTemplate`).
        var keysMatchTemplate = true
        /// The keys of the last flat mappings read to their end.
        var template = KeyTemplate()
    }

    private struct PendingKey {
        var key: FlatScalar
        var mark: Mark
    }

    init(limits: YAMLLoader.Limits, reader: (any SequenceItemReader)? = nil) {
        self.limits = limits
        self.reader = reader
        open.reserveCapacity(16)
    }

    deinit {
        // A load that stopped inside a flat mapping (an error) still holds its scalars' texts.
        ScalarOwnership.release(flat.entries.elements, pendingKey: flat.pendingKey?.key)
    }

    /// Reads the whole stream. - Throws: YAMLError, the first one met.
    mutating func build(from parser: EventParser) throws(YAMLError) -> Node {
        var event = yaml_event_t()
        while true {
            if let error = parser.next(into: &event) { throw error }
            defer { yaml_event_delete(&event) }
            let mark = EventParser.mark(event.start_mark)
            // Passed by address, its fields read one by one: a copy of the whole event, read
            // right after libyaml wrote it in narrower pieces, stalled on every event.
            if flat.isOpen, try readFlat(&event, at: mark) { continue }
            switch event.type {
            case YAML_SCALAR_EVENT:
                try scalar(event.data.scalar, at: mark)
            case YAML_ALIAS_EVENT:
                try alias(event.data.alias, at: mark)
            case YAML_SEQUENCE_START_EVENT:
                let start = event.data.sequence_start
                try openCollection(isMapping: false, at: mark, tag: start.tag, anchor: start.anchor)
            case YAML_MAPPING_START_EVENT:
                let (tag, anchor) = (event.data.mapping_start.tag, event.data.mapping_start.anchor)
                if tag == nil, anchor == nil, open.last?.readsItems == true, open.count < limits.maxDepth {
                    flat.isOpen = true
                    flat.keysMatchTemplate = true
                    flat.mark = mark
                } else {
                    try openCollection(isMapping: true, at: mark, tag: tag, anchor: anchor)
                }
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                try closeCollection()
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                if documents > 1 {
                    throw YAMLError(.multipleDocuments, "a second document starts here; a spec file holds exactly one", at: mark)
                }
            case YAML_STREAM_END_EVENT:
                guard let root else {
                    throw YAMLError(.empty, "empty document: expected a mapping, found no content", at: Mark(line: 1, column: 1))
                }
                return root
            default:
                break  // stream start, document end
            }
        }
    }

    private mutating func scalar(_ s: yaml_event_t.__Unnamed_union_data.__Unnamed_struct_scalar, at mark: Mark) throws(YAMLError) {
        let tag = s.tag.map { String(cString: $0) }
        let node = Node(.scalar(try Self.scalar(s, tag: tag, at: mark)), mark: mark, tag: tag)
        try attach(node, nodeCount: 1, height: 0, anchor: s.anchor)
    }

    private static func scalar(_ s: yaml_event_t.__Unnamed_union_data.__Unnamed_struct_scalar, tag: String?, at mark: Mark) throws(YAMLError) -> Scalar {
        let bytes = UnsafeBufferPointer(start: s.value, count: s.length)
        let text = String(decoding: bytes, as: UTF8.self)
        let style = Self.style(s.style)
        let value: Scalar.Value
        if let tag {
            value = try Self.taggedValue(bytes, text: text, tag: tag, at: mark)
        } else if style == .plain {
            value = CoreSchema.resolvePlain(bytes, text: text)
        } else {
            value = .string(text)
        }
        return Scalar(string: text, style: style, value: value)
    }

    // MARK: - Flat mappings for a SequenceItemReader

    /// One event inside a flat mapping: true when taken. Anything a flat mapping cannot hold (a
    /// collection, an alias, a tag, an anchor, a duplicate key) turns the mapping back into an
    /// ordinary one, and the event is handled as usual (false). A key that is the template's
    /// key at its position (`KeyTemplate`) needs no duplicate scan and no schema test.
    private mutating func readFlat(_ event: inout yaml_event_t, at mark: Mark) throws(YAMLError) -> Bool {
        switch event.type {
        case YAML_SCALAR_EVENT where event.data.scalar.tag == nil && event.data.scalar.anchor == nil:
            let bytes = ScalarOwnership.bytes(of: event), style = Self.style(event.data.scalar.style)
            if let key = flat.pendingKey.take() {
                let value = Self.flatScalar(bytes, style: style, isKey: false)
                ScalarOwnership.take(from: &event)
                flat.entries.push(FlatMapping.Entry(key: key.key, keyMark: key.mark, value: value, valueMark: mark))
                return true
            }
            if flat.keysMatchTemplate, let key = flat.template.key(bytes, style: style, at: flat.entries.count) {
                ScalarOwnership.take(from: &event)
                flat.pendingKey = PendingKey(key: key, mark: mark)
                return true
            }
            flat.keysMatchTemplate = false
            let scalar = Self.flatScalar(bytes, style: style, isKey: true)
            if FlatMapping(mark: flat.mark, entries: flat.entries.elements).hasKey(equalTo: scalar) {
                try unflatten()  // `attach` reports the duplicate as for any mapping
                return false  // the event, which still owns its text, is handled as usual
            }
            ScalarOwnership.take(from: &event)
            flat.pendingKey = PendingKey(key: scalar, mark: mark)
            return true
        case YAML_MAPPING_END_EVENT:
            let top = open.count - 1
            let (sum, overflow) = open[top].nodeCount.addingReportingOverflow(1 + 2 * flat.entries.count)
            open[top].nodeCount = overflow ? Int.max : sum
            open[top].height = max(open[top].height, 1)
            flat.isOpen = false
            let mapping = FlatMapping(mark: flat.mark, entries: flat.entries.elements)
            if !flat.keysMatchTemplate { flat.template.add(mapping.entries) }
            reader?.read(.flatMapping(mapping), inSequenceAt: open[top].mark)
            ScalarOwnership.release(mapping.entries, pendingKey: nil)
            flat.entries.removeAll()
            return true
        default:
            try unflatten()
            return false
        }
    }

    /// A flat mapping's scalar of `bytes` (an event's text), with what it resolves to, without
    /// making it a String unless its first byte could start a null, bool or number.
    @inline(__always)
    private static func flatScalar(_ bytes: UnsafeBufferPointer<UInt8>, style: Scalar.Style, isKey: Bool) -> FlatScalar {
        let kind = style == .plain ? CoreSchema.plainKind(bytes) : (isString: true, isNull: false)
        return FlatScalar(bytes: bytes, style: style, isString: kind.isString, isNull: kind.isNull, isASCII: isKey ? RawText.isASCII(bytes) : nil)
    }

    /// Opens the flat mapping read so far as an ordinary mapping, with its entries attached.
    private mutating func unflatten() throws(YAMLError) {
        flat.isOpen = false
        let mapping = FlatMapping(mark: flat.mark, entries: flat.entries.elements), pendingKey = flat.pendingKey
        flat.pendingKey = nil
        // The nodes copy the texts; released (and the entries dropped) even when attaching throws.
        defer {
            ScalarOwnership.release(mapping.entries, pendingKey: pendingKey?.key)
            flat.entries.removeAll()
        }
        try openCollection(isMapping: true, at: mapping.mark, tag: nil, anchor: nil)
        for entry in mapping.entries {
            try attach(Node(.scalar(mapping.scalar(entry.key)), mark: entry.keyMark), nodeCount: 1, height: 0, anchor: nil)
            try attach(Node(.scalar(mapping.scalar(entry.value)), mark: entry.valueMark), nodeCount: 1, height: 0, anchor: nil)
        }
        if let pendingKey {
            try attach(Node(.scalar(mapping.scalar(pendingKey.key)), mark: pendingKey.mark), nodeCount: 1, height: 0, anchor: nil)
        }
    }

    private mutating func alias(_ a: yaml_event_t.__Unnamed_union_data.__Unnamed_struct_alias, at mark: Mark) throws(YAMLError) {
        let name = a.anchor.map { String(cString: $0) } ?? ""
        guard let anchored = anchors[name] else {
            throw YAMLError(.undefinedAlias, "alias *\(name) refers to no anchor &\(name) defined before it", at: mark)
        }
        let (total, overflow) = expandedNodes.addingReportingOverflow(anchored.nodeCount)
        guard !overflow, total <= limits.maxAliasExpansion else {
            throw YAMLError(.aliasBudget, "alias *\(name) expands beyond the budget of \(limits.maxAliasExpansion) nodes from aliases (a \"billion laughs\" file?)", at: mark)
        }
        expandedNodes = total
        guard open.count + anchored.height <= limits.maxDepth else {
            throw YAMLError(.tooDeep, "alias *\(name) nests deeper than \(limits.maxDepth) levels", at: mark)
        }
        try attach(anchored.node, nodeCount: anchored.nodeCount, height: anchored.height, anchor: nil)
    }

    private mutating func openCollection(isMapping: Bool, at mark: Mark, tag: UnsafeMutablePointer<yaml_char_t>?, anchor: UnsafeMutablePointer<yaml_char_t>?) throws(YAMLError) {
        guard open.count < limits.maxDepth else {
            throw YAMLError(.tooDeep, "nesting deeper than \(limits.maxDepth) levels", at: mark)
        }
        if let tag { try YAMLTags.checkCollection(String(cString: tag), isMapping: isMapping, at: mark) }
        let label = open.last.flatMap { $0.isMapping ? $0.pendingKey?.scalar?.string : nil }
        var collection = OpenCollection(
            isMapping: isMapping, mark: mark, label: label,
            tag: tag.map { String(cString: $0) }, anchor: anchor.map { String(cString: $0) },
            childStart: isMapping ? pairs.count : items.count)
        if !isMapping, let reader, anchor == nil, !open.contains(where: { $0.anchor != nil }) {
            collection.readsItems = reader.readsItems(ofSequenceAt: open.map(\.label) + [label])
        }
        open.append(collection)
    }

    private mutating func closeCollection() throws(YAMLError) {
        guard let collection = open.popLast() else { return }
        let content: Node.Content = collection.isMapping
            ? .mapping(pairs.popArray(from: collection.childStart))
            : .sequence(items.popArray(from: collection.childStart))
        let node = Node(content, mark: collection.mark, tag: collection.tag)
        let height = collection.height + 1
        if let anchor = collection.anchor {
            anchors[anchor] = Anchored(node: node, nodeCount: collection.nodeCount, height: height)
        }
        try attach(node, nodeCount: collection.nodeCount, height: height, anchor: nil)
    }

    /// Adds a finished node to the innermost open collection (or makes it the root).
    private mutating func attach(_ node: consuming Node, nodeCount: Int, height: Int, anchor: UnsafeMutablePointer<yaml_char_t>?) throws(YAMLError) {
        if let anchor {
            anchors[String(cString: anchor)] = Anchored(node: copy node, nodeCount: nodeCount, height: height)
        }
        let top = open.count - 1
        guard top >= 0 else {
            root = node
            return
        }
        // Bounded by the input size plus the alias budget, but a caller may lift the budget.
        let (sum, overflow) = open[top].nodeCount.addingReportingOverflow(nodeCount)
        open[top].nodeCount = overflow ? Int.max : sum
        if height > open[top].height { open[top].height = height }
        if open[top].readsItems {
            reader?.read(.node(node), inSequenceAt: open[top].mark)
            return
        }
        guard open[top].isMapping else {
            items.push(node)
            return
        }
        if let key = open[top].pendingKey.take() {
            pairs.push(Node.Pair(key: key, value: node))
        } else {
            if let first = open[top].earlierKey(matching: node, in: pairs) {
                throw YAMLError(.duplicateKey, "duplicate key \(Self.quoted(node)) (first defined at line \(first.mark.line))", at: node.mark)
            }
            open[top].pendingKey = node
        }
    }

    private static func taggedValue(_ bytes: UnsafeBufferPointer<UInt8>, text: String, tag: String, at mark: Mark) throws(YAMLError) -> Scalar.Value {
        try YAMLTags.checkScalar(tag, at: mark)
        guard let standard = CoreSchema.StandardTag(rawValue: tag) else { return .string(text) }
        guard let value = CoreSchema.resolve(bytes, text: text, tag: standard) else {
            let name = tag.split(separator: ":").last.map(String.init) ?? tag
            throw YAMLError(.parser, "\"\(Self.abbreviated(text))\" is not a valid !!\(name)", at: mark)
        }
        return value
    }

    private static func style(_ style: yaml_scalar_style_t) -> Scalar.Style {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: return .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: return .literal
        case YAML_FOLDED_SCALAR_STYLE: return .folded
        default: return .plain
        }
    }

    private static func quoted(_ key: Node) -> String {
        "\"\(abbreviated(key.scalar?.string ?? ""))\""
    }

    /// Long texts are cut so that a message stays one readable line.
    static func abbreviated(_ text: String, limit: Int = 40) -> String {
        text.unicodeScalars.count <= limit ? text : String(String.UnicodeScalarView(text.unicodeScalars.prefix(limit))) + "…"
    }
}
