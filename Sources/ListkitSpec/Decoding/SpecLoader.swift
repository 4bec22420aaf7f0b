import ListkitYAML

/// Turns a YAML spec into a `Spec`: loads the YAML, decoding sections' cells as the loader
/// reads them (see `CellReader`), then decodes the rest of the tree. What loading and decoding
/// found comes with the spec; checking it is the `Linter`'s job.
public struct SpecLoader: Sendable {
    public var yaml: YAMLLoader

    public init(yaml: YAMLLoader = YAMLLoader()) {
        self.yaml = yaml
    }

    /// A spec source, loaded.
    public struct Loaded: Sendable {
        /// The name findings are reported under.
        public var path: String
        /// The decoded spec, when the YAML loaded (possibly partial if the schema had errors).
        public var spec: Spec?
        /// The YAML error, or what decoding the schema found; each carries `path`.
        public var diagnostics: [Diagnostic]
        /// The YAML tree the spec was read from, its sections' `cells` lists empty (their cells
        /// are in `spec`). Kept so a short-lived caller can choose not to free it (freeing a
        /// big tree costs a tenth of reading it).
        public var root: Node?

        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    public func load(_ bytes: [UInt8], path: String) -> Loaded {
        let reader = CellReader()
        do {
            return Self.decode(try yaml.load(bytes, reader: reader), cells: reader, path: path)
        } catch {
            return Self.failed(error, path: path)
        }
    }

    /// Loads a spec read from `stream` in chunks (see `YAMLLoader.load(_:reader:)` for a
    /// stream): the same result as loading its bytes; nil when the stream could not be read.
    public func load(_ stream: some YAMLByteStream, path: String) -> Loaded? {
        let reader = CellReader()
        switch yaml.load(stream, reader: reader) {
        case .success(let root): return Self.decode(root, cells: reader, path: path)
        case .failure(.yaml(let error)): return Self.failed(error, path: path)
        case .failure(.unreadable): return nil
        }
    }

    static func failed(_ error: YAMLError, path: String) -> Loaded {
        Loaded(path: path, spec: nil, diagnostics: [Diagnostic(.error, error.message, rule: RuleID(error.rule), at: error.mark, path: path)])
    }

    /// The spec of a tree whose sections' cells `cells` read while it loaded.
    static func decode(_ root: Node, cells: CellReader, path: String) -> Loaded {
        var decoder = SpecDecoder()
        decoder.readCells = cells.takeBatches()
        let spec = decoder.decode(root)
        let diagnostics = decoder.diagnostics.map { var d = $0; d.path = path; return d }
        return Loaded(path: path, spec: spec, diagnostics: diagnostics, root: root)
    }
}
