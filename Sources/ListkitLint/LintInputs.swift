/// What `lint` was asked to lint, in argument order: files named, specs found by walking
/// directories (`DiscoveryFilter`), quoted globs expanded, and what could not be used.
public struct LintInputs {
    /// A file to lint and how it was found.
    public struct File: Sendable, Hashable {
        public var path: SpecPath
        /// How findings name it: the path, or for stdin `--stdin-filepath` (else `<stdin>`).
        public var name: String
        /// Named on the command line (always linted), rather than found by a walk or named under
        /// `filtersNamedFiles` (linted only when it is a spec or an Interface Builder document).
        public var isExplicit: Bool
        /// The path its configuration is looked up from.
        public var configPath: String

        public init(path: SpecPath, name: String, isExplicit: Bool, configPath: String) {
            self.path = path
            self.name = name
            self.isExplicit = isExplicit
            self.configPath = configPath
        }
    }

    /// Files, failures and notes, in argument order.
    public enum Entry {
        case file(File)
        case failure(InputFailure)
        case note(String)
    }

    public var entries: [Entry] = []

    public var files: [File] { entries.compactMap { if case .file(let f) = $0 { f } else { nil } } }
    public var failureCount: Int { entries.count { if case .failure = $0 { true } else { false } } }

    /// - Parameter stdinName: what findings call standard input.
    /// - Parameter filtersNamedFiles: treat named files as a walk treats what it finds: leave
    ///   out what `.gitignore` ignores or the configuration excludes, and lint only specs and
    ///   Interface Builder documents (`lint --filter-files`, for hooks that pass every changed file).
    public init(_ arguments: [String], stdinName: String, configurations: ConfigurationFinder, filtersNamedFiles: Bool = false) {
        let filter = DiscoveryFilter(configurations: configurations)
        for argument in arguments {
            if argument != SpecFiles.stdinPath, Glob.hasWildcards(argument),
               case .failure = FileKind.of(CommandLineBytes.bytes(of: argument), following: true) {
                expandGlob(argument, filter: filter)
                continue
            }
            let isWalk = argument != SpecFiles.stdinPath && (try? FileKind.of(CommandLineBytes.bytes(of: argument), following: true).get()) == .directory
            filter.root = isWalk ? ConfigurationFinder.absolute(argument) : nil
            for entry in SpecFiles.expand([argument], filter: filter) {
                switch entry {
                case .file(let path):
                    let isStdin = path.bytes == nil
                    let filtered = filtersNamedFiles && !isWalk && !isStdin
                    if filtered, let bytes = path.bytes, filter.skipsNamedFile(bytes) { continue }
                    let name = isStdin ? stdinName : path.displayName
                    let configPath = isStdin ? stdinName : String(decoding: path.bytes ?? [], as: UTF8.self)
                    entries.append(.file(File(path: path, name: name, isExplicit: !isWalk && !filtered, configPath: configPath)))
                case .failure(let failure): entries.append(.failure(failure))
                case .note(let note): entries.append(.note(note))
                }
            }
        }
    }

    /// A pattern the shell did not expand (quoted, or from a tool): walked from the folder
    /// before the first wildcard and matched with the rules of configuration globs (`**`
    /// included); a pattern matching nothing is an error that says so.
    private mutating func expandGlob(_ pattern: String, filter: DiscoveryFilter) {
        let parts = pattern.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let fixed = parts.prefix { !Glob.hasWildcards($0) }
        let root = pattern.hasPrefix("/") && fixed.joined(separator: "/").isEmpty ? "/" : fixed.joined(separator: "/")
        let glob = Glob(parts.dropFirst(fixed.count).joined(separator: "/"))
        let prefix = root.isEmpty ? "" : (root.hasSuffix("/") ? root : root + "/")
        var matched: [File] = []
        filter.root = nil
        for case .file(let path) in SpecFiles.expand([root.isEmpty ? "." : root], filter: filter) {
            var relative = String(decoding: path.bytes ?? [], as: UTF8.self)
            relative = root.isEmpty ? String(relative.dropFirst(2)) : String(relative.dropFirst(prefix.count))
            if glob.matches(relative) {
                matched.append(File(path: path, name: path.displayName, isExplicit: false, configPath: prefix + relative))
            }
        }
        if matched.isEmpty {
            entries.append(.failure(.io(path: pattern, reason: "no spec files match this pattern (listkit expands quoted globs, '**' included; unquoted, the shell expands them)")))
        }
        entries += matched.map(Entry.file)
    }
}
