import ListkitInterfaceBuilder
import ListkitRender
import ListkitSpec
import ListkitYAML

/// Accepted findings, so a team can adopt lint on an existing code base and fail only on new
/// ones. An entry is keyed by rule, file, element (a spec's view path, an Interface Builder
/// object id: `FileElements`) and the message's kind (`MessageKind`: no devices, text sizes,
/// measured numbers or line references) — never by line — so it still matches after edits that
/// move lines, a save of the document in Xcode, and changes of `devices:` or `textSizes:`.
/// An entry accepts every finding with its key: the same kind of problem at the same element
/// is one problem, however many devices or text sizes show it (`count` says how many findings
/// it had when written, for the reader).
///
/// The file is JSON, one entry a line so diffs stay readable and stale entries can be pointed
/// at: `{"version":2,"findings":[` … `{"rule":…,"file":…,"element":…,"kind":…,"count":N}` … `]}`.
/// Files are written relative to the baseline's folder. Version 1 files (keyed by `viewPath`
/// and the whole `message`) are read too: their messages are reduced to kinds, and an entry
/// of an Interface Builder document, which version 1 stored without a place, accepts its
/// finding at any element of that file. Writing a baseline writes version 2.
public struct Baseline {
    public struct Key: Hashable, Comparable {
        public var rule: String
        public var file: String
        /// The element, or `anyElement` for a version 1 entry without one.
        public var element: String
        public var kind: String

        public static func < (a: Key, b: Key) -> Bool {
            (a.file, a.element, a.rule, a.kind) < (b.file, b.element, b.rule, b.kind)
        }

        /// Stands for every element of the file: version 1 stored Interface Builder findings
        /// without one.
        static let anyElement = "*"
    }

    public static let version = 2
    static let readableVersions = [1, 2]

    public let path: String
    /// The folder the entries' files are relative to.
    public let directory: String
    /// The entries, and which of them accepted a finding this run.
    private var keys: Set<Key> = []
    private var used: Set<Key> = []
    private var lines: [Key: Int] = [:]

    public init(path: String) {
        self.path = path
        self.directory = ConfigurationFinder.absolute(PathText.folder(of: path))
    }

    /// The key of a finding whose file is `path` (as findings name it).
    public func key(_ d: Diagnostic, element: String?) -> Key {
        Key(rule: d.rule.rawValue, file: file(d.path), element: element ?? "", kind: MessageKind.of(d.message))
    }

    /// How entries name a file: relative to the baseline's folder (absolute when outside it).
    public func file(_ name: String) -> String {
        if name == SpecFiles.displayName(SpecFiles.stdinPath) { return name }
        return ConfigurationFinder.relative(name, to: directory) ?? ConfigurationFinder.absolute(name)
    }

    /// Reads a baseline file; a malformed one is an I/O failure (exit 2), never ignored.
    public static func load(_ path: String) -> Result<Baseline, InputFailure> {
        var baseline = Baseline(path: path)
        let bytes: [UInt8]
        switch SpecFiles.read(SpecPath(bytes: Array(path.utf8))) {
        case .success(let b): bytes = b
        case .failure(let f): return .failure(f)
        }
        let source = SourceText(bytes)
        guard let object = BaselineJSON.parse(bytes), let version = object["version"]?.int, readableVersions.contains(version),
              let entries = object["findings"]?.array, entries.allSatisfy(\.isObject) else {
            return .failure(.io(path: path, reason: "not a listkit baseline (version \(Self.version)); write one with --write-baseline"))
        }
        // Entries are one a line in files listkit writes; the line lets stale entries be pointed at.
        var lineOfEntry = 0
        for entry in entries {
            guard let (key, quoted) = version == 1 ? versionOneKey(entry) : entryKey(entry) else {
                let fields = version == 1 ? "'rule', 'file' or 'message'" : "'rule', 'file', 'element' or 'kind'"
                return .failure(.io(path: path, reason: "a baseline entry lacks \(fields)"))
            }
            baseline.keys.insert(key)
            lineOfEntry = nextLine(in: source, after: lineOfEntry, containing: JSONWriter.quoted(quoted))
            baseline.lines[key] = baseline.lines[key] ?? max(lineOfEntry, 1)
        }
        return .success(baseline)
    }

    /// A version 2 entry's key, and the text that finds its line.
    private static func entryKey(_ entry: BaselineJSON) -> (Key, String)? {
        guard let rule = entry["rule"]?.string, let file = entry["file"]?.string,
              let element = entry["element"]?.string, let kind = entry["kind"]?.string else { return nil }
        return (Key(rule: rule, file: file, element: element, kind: kind), kind)
    }

    /// A version 1 entry (`viewPath`, `message`) as a version 2 key.
    private static func versionOneKey(_ entry: BaselineJSON) -> (Key, String)? {
        guard let rule = entry["rule"]?.string, let file = entry["file"]?.string, let message = entry["message"]?.string else { return nil }
        let viewPath = entry["viewPath"]?.string ?? ""
        let element = viewPath.isEmpty && IBSpecLoader.isDocumentName(file) ? Key.anyElement : viewPath
        return (Key(rule: rule, file: file, element: element, kind: MessageKind.of(message)), message)
    }

    private static func nextLine(in source: SourceText, after line: Int, containing text: String) -> Int {
        var n = line + 1
        while n <= source.lineCount {
            if source.line(n)?.contains(text) == true { return n }
            n += 1
        }
        return line
    }

    /// Takes a finding out of the baseline if an entry accepts it.
    public mutating func accepts(_ key: Key) -> Bool {
        var any = key
        any.element = Key.anyElement
        for candidate in [key, any] where keys.contains(candidate) {
            used.insert(candidate)
            return true
        }
        return false
    }

    /// Entries for the files linted this run that matched no finding.
    public func stale(linted files: Set<String>) -> [Diagnostic] {
        keys.subtracting(used).filter { files.contains($0.file) }.sorted().map { key in
            let place = key.element.isEmpty || key.element == Key.anyElement ? key.file : "\(key.file) (\(key.element))"
            return RuleDescription.staleBaseline.finding("baseline entry for [\(key.rule)] in \(place) matches no finding: '\(key.kind.count > 120 ? key.kind.prefix(119) + "…" : key.kind)'; rewrite the baseline with --write-baseline",
                                                         at: Mark(line: lines[key] ?? 1, column: 1), path: path)
        }
    }

    /// What a baseline did to a run's findings.
    public struct Applied {
        /// The findings it did not accept, then its stale entries for the files linted.
        public var kept: [Diagnostic]
        /// The findings it accepted.
        public var accepted: [Diagnostic]
    }

    /// `diagnostics` split into those the baseline at `path` accepts and the rest, with its
    /// stale entries for the files linted; a baseline that cannot be read is a failure, never
    /// ignored.
    public static func apply(_ path: String, to diagnostics: [Diagnostic], places: LintPlaces,
                             linted: [LintedFile]) -> Result<Applied, InputFailure> {
        load(path).map { baseline in
            var baseline = baseline
            var applied = Applied(kept: [], accepted: [])
            for d in diagnostics {
                if baseline.accepts(places.baselineKey(d, for: baseline)) { applied.accepted.append(d) } else { applied.kept.append(d) }
            }
            let files = Set(linted.map { baseline.file($0.file.name) })
            applied.kept += baseline.stale(linted: files)
            return applied
        }
    }

    /// The baseline file for these keys.
    public static func render(_ keys: [Key]) -> String {
        var counts: [Key: Int] = [:]
        for key in keys { counts[key, default: 0] += 1 }
        var out = "{\"version\":\(version),\"tool\":\"listkit\",\"findings\":[\n"
        let sorted = counts.keys.sorted()
        for (i, key) in sorted.enumerated() {
            var w = JSONWriter()
            w.beginObject()
            w.field("rule", key.rule)
            w.field("file", key.file)
            w.field("element", key.element)
            w.field("kind", key.kind)
            w.field("count", counts[key] ?? 1)
            w.endObject()
            out += w.text + (i == sorted.count - 1 ? "\n" : ",\n")
        }
        return out + "]}\n"
    }
}
