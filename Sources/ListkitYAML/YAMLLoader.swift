/// Loads one YAML document into a `Node` tree whose nodes carry 1-based line:column marks.
///
/// libyaml (0.2.5, YAML 1.1 syntax) parses; scalars resolve by the YAML 1.2 core schema. The
/// loader rejects, with a located `YAMLError`, everything a spec file must not be: syntax errors,
/// invalid UTF-8 and control characters, duplicate keys, undefined aliases, alias expansion beyond
/// a budget, nesting beyond a depth cap, an empty stream, more than one document, and files
/// beyond a size cap. Merge keys (`<<`, YAML 1.1 only) are not merged: `<<` is an ordinary key.
///
/// ```swift
/// let root = try YAMLLoader().load("screen: Inbox\n")
/// root["screen"]?.mark  // 1:9
/// ```
public struct YAMLLoader: Sendable {
    /// Caps that bound the work and memory a hostile file can cost.
    public struct Limits: Sendable {
        /// Nesting levels of sequences and mappings, counted as events arrive (libyaml 0.2.5 has
        /// no cap of its own and slows down quadratically with depth).
        public var maxDepth: Int
        /// Nodes that aliases may stand for in total across the document.
        public var maxAliasExpansion: Int
        /// Input size; a larger input is rejected at 1:1 without parsing.
        public var maxBytes: Int

        public init(maxDepth: Int = 256, maxAliasExpansion: Int = 100_000, maxBytes: Int = 32 << 20) {
            self.maxDepth = maxDepth
            self.maxAliasExpansion = maxAliasExpansion
            self.maxBytes = maxBytes
        }
    }

    public var limits: Limits

    public init(limits: Limits = Limits()) {
        self.limits = limits
    }

    /// Loads exactly one document from UTF-8 bytes.
    /// - Throws: YAMLError, the first one met (loading stops there).
    /// - Complexity: O(n) in the input size; aliases cost O(1) each (the tree shares their nodes).
    public func load(_ bytes: [UInt8]) throws(YAMLError) -> Node {
        try bytes.withUnsafeBufferPointer { load(buffer: $0, reader: nil) }.get()
    }

    /// Loads exactly one document, handing the items of the sequences `reader` chooses to it
    /// instead of the tree (see `SequenceItemReader`).
    /// - Throws: YAMLError, the first one met (loading stops there; `reader` may have had items).
    public func load(_ bytes: [UInt8], reader: some SequenceItemReader) throws(YAMLError) -> Node {
        try bytes.withUnsafeBufferPointer { load(buffer: $0, reader: reader) }.get()
    }

    /// Loads exactly one document from a string.
    /// - Throws: YAMLError, the first one met (loading stops there).
    public func load(_ string: String) throws(YAMLError) -> Node {
        var string = string
        return try string.withUTF8 { load(buffer: $0, reader: nil) }.get()
    }

    /// Why loading from a stream failed.
    public enum StreamFailure: Error, Sendable {
        case yaml(YAMLError)
        /// The stream could not be read (it knows why).
        case unreadable
    }

    /// Loads exactly one document from `stream`, read in chunks as the parser needs them, with
    /// the same results as loading all its bytes at once: the size cap (a stream beyond it is
    /// `tooLarge`, whatever else it holds), a byte order mark, an empty document, reader errors
    /// at their line and column. `reader` as for `load(_:reader:)`.
    public func load(_ stream: some YAMLByteStream, reader: (any SequenceItemReader)?) -> Result<Node, StreamFailure> {
        let input = StreamInput(stream, limit: limits.maxBytes)
        let start = Mark(line: 1, column: 1)
        let tooLarge = YAMLError(.tooLarge, "file is larger than the limit of \(limits.maxBytes) bytes", at: start)
        if input.failed { return .failure(.unreadable) }
        if input.exceeded { return .failure(.yaml(tooLarge)) }
        if input.isEmpty {
            return .failure(.yaml(YAMLError(.empty, "empty document: expected a mapping, found an empty file", at: start)))
        }
        let parser = EventParser(input)
        var builder = TreeBuilder(limits: limits, reader: reader)
        let result: Result<Node, YAMLError>
        do {
            result = .success(try builder.build(from: parser))
        } catch {
            result = .failure(error)
            input.drain()
        }
        if input.failed { return .failure(.unreadable) }
        if input.exceeded { return .failure(.yaml(tooLarge)) }
        return result.mapError { .yaml($0) }
    }

    private func load(buffer: UnsafeBufferPointer<UInt8>, reader: (any SequenceItemReader)?) -> Result<Node, YAMLError> {
        let start = Mark(line: 1, column: 1)
        if buffer.count > limits.maxBytes {
            // Callers read at most one byte past the limit, so the true size is not known here.
            return .failure(YAMLError(.tooLarge, "file is larger than the limit of \(limits.maxBytes) bytes", at: start))
        }
        if ByteOrderMark.dropped(from: buffer).isEmpty {
            return .failure(YAMLError(.empty, "empty document: expected a mapping, found an empty file", at: start))
        }
        let parser = EventParser(buffer)
        var builder = TreeBuilder(limits: limits, reader: reader)
        do {
            return .success(try builder.build(from: parser))
        } catch {
            return .failure(error)
        }
    }
}
