/// `.gitignore` as git reads it, for the folders a walk visits inside a git work tree: the
/// repository's `.git/info/exclude`, then each `.gitignore` from the root down to the file's
/// folder; the last pattern that matches decides, `!` re-includes. Outside a repository
/// nothing is ignored. (Pruned folders are never entered, so what they hold stays ignored, as
/// in git.) Checked against `git check-ignore` in `DiscoveryTests`.
public struct GitIgnores {
    public struct Pattern {
        public var glob: Glob
        public var negated: Bool
        public var directoryOnly: Bool
        /// Matched against the path from the `.gitignore`'s folder, or else against the name.
        public var anchored: Bool
        /// The folder the pattern's file is in.
        public var base: String
    }

    private var patternsByFolder: [String: [Pattern]] = [:]
    private var rootByFolder: [String: String?] = [:]

    public mutating func isIgnored(_ absolutePath: String, isDirectory: Bool) -> Bool {
        let folder = PathText.deletingLastComponent(absolutePath)
        guard let root = repositoryRoot(above: folder) else { return false }
        var ignored = false
        for pattern in patterns(from: root, to: folder) {
            if pattern.directoryOnly && !isDirectory { continue }
            guard let relative = ConfigurationFinder.relative(absolutePath, to: pattern.base) else { continue }
            let subject = pattern.anchored ? relative : PathText.lastComponent(relative)
            if pattern.glob.matches(subject) { ignored = !pattern.negated }
        }
        return ignored
    }

    /// Whether an absolute folder is inside a git work tree: outside one, `isIgnored` is false.
    public mutating func isInRepository(_ absoluteFolder: String) -> Bool {
        repositoryRoot(above: absoluteFolder) != nil
    }

    private mutating func repositoryRoot(above folder: String) -> String? {
        if let cached = rootByFolder[folder] { return cached }
        let root: String?
        if FileManager.default.fileExists(atPath: folder + "/.git") {
            root = folder
        } else {
            let parent = PathText.deletingLastComponent(folder)
            root = parent == folder || parent.isEmpty ? nil : repositoryRoot(above: parent)
        }
        rootByFolder[folder] = root
        return root
    }

    /// The patterns in force in `folder`, lowest precedence first.
    private mutating func patterns(from root: String, to folder: String) -> [Pattern] {
        var result = load(root + "/.git/info/exclude", base: root)
        var current = root
        result += load(root + "/.gitignore", base: root)
        let rest = ConfigurationFinder.relative(folder, to: root) ?? ""
        for part in rest.split(separator: "/") {
            current += "/" + part
            result += load(current + "/.gitignore", base: current)
        }
        return result
    }

    private mutating func load(_ file: String, base: String) -> [Pattern] {
        if let cached = patternsByFolder[file] { return cached }
        let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
        let patterns = text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }).compactMap { Self.parse(String($0), base: base) }
        patternsByFolder[file] = patterns
        return patterns
    }

    /// One line of a `.gitignore` (gitignore(5)): comments, `\#` and `\!`, trailing spaces
    /// unless escaped, `!` negation, a trailing `/` for folders only, and a `/` elsewhere
    /// anchoring the pattern to its file's folder.
    public static func parse(_ line: String, base: String) -> Pattern? {
        var text = Substring(line)
        if text.hasPrefix("#") { return nil }
        while text.hasSuffix(" ") && !text.hasSuffix("\\ ") { text = text.dropLast() }
        guard !text.isEmpty else { return nil }
        var negated = false
        if text.hasPrefix("!") { negated = true; text = text.dropFirst() }
        if text.hasPrefix("\\!") || text.hasPrefix("\\#") { text = text.dropFirst() }
        var directoryOnly = false
        if text.hasSuffix("/") { directoryOnly = true; text = text.dropLast() }
        let anchored = text.dropLast().contains("/") || text.hasPrefix("/")
        if text.hasPrefix("/") { text = text.dropFirst() }
        guard !text.isEmpty else { return nil }
        return Pattern(glob: Glob(String(text)), negated: negated, directoryOnly: directoryOnly, anchored: anchored, base: base)
    }
}
