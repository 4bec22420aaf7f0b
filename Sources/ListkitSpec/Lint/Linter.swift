import ListkitYAML

/// Lints one spec source: YAML, schema, then every rule; all findings, sorted.
public struct Linter: Sendable {
    public var rules: [any SpecRule]
    public var loader: YAMLLoader
    /// Whether sections' cells are decoded while the file loads instead of from a node tree
    /// (same spec and findings, a fraction of the memory; off only to check that sameness).
    public var readsCellsWhileLoading = true

    /// The rules that need nothing but the spec. Layout checks are added by ListkitLayout.
    public static let specRules: [any SpecRule] = [
        DuplicateViewIDRule(), DuplicateListIDRule(), CellKindReferenceRule(), MissingFieldRule(), FieldBindingRule(),
        ContainerRule(), BoundaryItemRule(), ConstraintSyntaxRule(), ConstraintReferenceRule(), InvalidAnchorsRule(),
        PriorityRangeRule(),
    ]

    public init(rules: [any SpecRule] = Linter.specRules, loader: YAMLLoader = YAMLLoader()) {
        self.rules = rules
        self.loader = loader
    }

    public struct Result: Sendable {
        public var diagnostics: [Diagnostic]
        /// The decoded spec, when the YAML loaded (possibly partial if the schema had errors).
        public var spec: Spec?
        /// The YAML tree the spec was read from. Kept so a short-lived caller can choose not
        /// to free it (freeing a 100k-cell tree costs a tenth of reading it).
        /// The YAML tree; with `readsCellsWhileLoading`, sections' `cells` lists are empty in it
        /// (their cells are in `spec`).
        public var root: Node?
        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    public func lint(_ bytes: [UInt8], path: String) -> Result {
        let root: Node
        let reader = CellReader()
        do {
            root = try readsCellsWhileLoading ? loader.load(bytes, reader: reader) : loader.load(bytes)
        } catch {
            return Self.failed(error, path: path)
        }
        return lint(root, cells: reader, path: path)
    }

    /// Lints a spec read from `stream` in chunks (see `YAMLLoader.load(_:reader:)` for a
    /// stream): the same result as linting its bytes; nil when the stream could not be read.
    public func lint(_ stream: some YAMLByteStream, path: String) -> Result? {
        let reader = CellReader()
        switch loader.load(stream, reader: readsCellsWhileLoading ? reader : nil) {
        case .success(let root): return lint(root, cells: reader, path: path)
        case .failure(.yaml(let error)): return Self.failed(error, path: path)
        case .failure(.unreadable): return nil
        }
    }

    private static func failed(_ error: YAMLError, path: String) -> Result {
        Result(diagnostics: [Diagnostic(.error, error.message, rule: RuleID(error.rule), at: error.mark, path: path)], spec: nil)
    }

    private func lint(_ root: Node, cells reader: CellReader, path: String) -> Result {
        var decoder = SpecDecoder()
        decoder.readCells = reader.takeBatches()
        let spec = decoder.decode(root)
        let diagnostics = check(spec, after: decoder.diagnostics, path: path)
        return Result(diagnostics: diagnostics, spec: spec, root: root)
    }

    /// Runs the rules on a spec read from any source (a YAML spec, or a screen of an Interface
    /// Builder document) after what reading it found: all findings, sorted, each once. Rules
    /// that solve the layout run only when there is no error yet.
    public func check(_ spec: Spec, after found: [Diagnostic] = [], path: String) -> [Diagnostic] {
        var diagnostics = found
        let context = LintContext(spec: spec)
        for rule in rules where !rule.requiresValidSpec { rule.check(context, into: &diagnostics) }
        if !diagnostics.contains(where: { $0.severity == .error }) {
            for rule in rules where rule.requiresValidSpec { rule.check(context, into: &diagnostics) }
        }
        for i in diagnostics.indices { diagnostics[i].path = path }
        return Self.deduplicated(diagnostics.sorted(by: Diagnostic.ordered))
    }

    /// Two rules may reach the same finding through different paths; print it once.
    public static func deduplicated(_ sorted: [Diagnostic]) -> [Diagnostic] {
        var result: [Diagnostic] = []
        result.reserveCapacity(sorted.count)
        for d in sorted where result.last != d { result.append(d) }
        return result
    }
}
