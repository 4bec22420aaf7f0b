import ListkitRender
import ListkitSpec
import ListkitYAML

/// Accepted findings, so a team can adopt lint on an existing code base and fail only on new
/// ones. An entry is keyed by rule, file, view path and message — not by line — so it still
/// matches after edits that only move lines. Identical findings are counted.
///
/// The file is JSON, one entry a line so diffs stay readable and stale entries can be pointed
/// at: `{"version":1,"findings":[` … `{"rule":…,"file":…,"viewPath":…,"message":…,"count":N}` … `]}`.
/// Files are written relative to the baseline's folder.
public struct Baseline {
    public struct Key: Hashable, Comparable {
        public var rule: String
        public var file: String
        public var viewPath: String
        public var message: String

        public static func < (a: Key, b: Key) -> Bool {
            (a.file, a.viewPath, a.rule, a.message) < (b.file, b.viewPath, b.rule, b.message)
        }
    }

    public static let version = 1

    public let path: String
    /// The folder the entries' files are relative to.
    public let directory: String
    /// Remaining count per key, and the line of its entry in the file.
    private var remaining: [Key: Int] = [:]
    private var lines: [Key: Int] = [:]

    public init(path: String) {
        self.path = path
        self.directory = ConfigurationFinder.absolute(PathText.folder(of: path))
    }

    /// The key of a finding whose file is `path` (as findings name it).
    public func key(_ d: Diagnostic, viewPath: String?) -> Key {
        Key(rule: d.rule.rawValue, file: file(d.path), viewPath: viewPath ?? "", message: d.message)
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
        guard let object = BaselineJSON.parse(bytes), object["version"]?.int == version,
              let entries = object["findings"]?.array, entries.allSatisfy(\.isObject) else {
            return .failure(.io(path: path, reason: "not a listkit baseline (version \(version)); write one with --write-baseline"))
        }
        // Entries are one a line in files listkit writes; the line lets stale entries be pointed at.
        var lineOfEntry = 0
        for entry in entries {
            guard let rule = entry["rule"]?.string, let file = entry["file"]?.string,
                  let message = entry["message"]?.string else {
                return .failure(.io(path: path, reason: "a baseline entry lacks 'rule', 'file' or 'message'"))
            }
            let key = Key(rule: rule, file: file, viewPath: entry["viewPath"]?.string ?? "", message: message)
            baseline.remaining[key, default: 0] += max(entry["count"]?.int ?? 1, 1)
            lineOfEntry = nextLine(in: source, after: lineOfEntry, containing: JSONWriter.quoted(message))
            baseline.lines[key] = baseline.lines[key] ?? max(lineOfEntry, 1)
        }
        return .success(baseline)
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
        guard let count = remaining[key], count > 0 else { return false }
        remaining[key] = count - 1
        return true
    }

    /// Entries for the files linted this run that matched no finding.
    public func stale(linted files: Set<String>) -> [Diagnostic] {
        remaining.filter { $0.value > 0 && files.contains($0.key.file) }.keys.sorted().map { key in
            let count = remaining[key] ?? 0
            let place = key.viewPath.isEmpty ? key.file : "\(key.file) (\(key.viewPath))"
            let times = count == 1 ? "" : " (\(count) of them)"
            return RuleDescription.staleBaseline.finding("baseline entry for [\(key.rule)] in \(place) matches no finding\(times): '\(key.message.count > 120 ? key.message.prefix(119) + "…" : key.message)'; rewrite the baseline with --write-baseline",
                                                         at: Mark(line: lines[key] ?? 1, column: 1), path: path)
        }
    }

    /// `diagnostics` without the ones the baseline at `path` accepts, then its stale entries
    /// for the files linted; a baseline that cannot be read is a failure, never ignored.
    public static func apply(_ path: String, to diagnostics: [Diagnostic], places: LintPlaces,
                             linted: [LintedFile]) -> Result<[Diagnostic], InputFailure> {
        load(path).map { baseline in
            var baseline = baseline
            var kept: [Diagnostic] = []
            for d in diagnostics where !baseline.accepts(places.baselineKey(d, for: baseline)) { kept.append(d) }
            let files = Set(linted.map { baseline.file($0.file.name) })
            return kept + baseline.stale(linted: files)
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
            w.field("viewPath", key.viewPath)
            w.field("message", key.message)
            w.field("count", counts[key] ?? 1)
            w.endObject()
            out += w.text + (i == sorted.count - 1 ? "\n" : ",\n")
        }
        return out + "]}\n"
    }
}
