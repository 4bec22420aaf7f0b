/// What a directory walk leaves out: folders no spec lives in (hidden ones, build products,
/// dependency checkouts), what `.gitignore` ignores, and what the configuration excludes.
/// Files named on the command line are never filtered. Whether a found YAML file is a spec at
/// all is decided when it is read (`SpecSniffer`).
public final class DiscoveryFilter: @unchecked Sendable {
    /// Folders skipped by name, besides hidden ones (`.git`, `.build`, `.swiftpm`, …).
    public static let skippedFolders: Set<String> = ["DerivedData", "Pods", "Carthage", "node_modules"]

    private let configurations: ConfigurationFinder
    private var ignores = GitIgnores()
    /// The directory being walked, absolute (set per command-line argument).
    public var root: String?

    public init(configurations: ConfigurationFinder) {
        self.configurations = configurations
    }

    public func skipsDirectory(_ path: [UInt8], name: [UInt8]) -> Bool {
        guard let name = String(validating: name, as: UTF8.self), let path = String(validating: path, as: UTF8.self) else { return false }
        if name.hasPrefix(".") || Self.skippedFolders.contains(name) { return true }
        return ignores.isIgnored(ConfigurationFinder.absolute(path), isDirectory: true)
    }

    public func skipsFile(_ path: [UInt8]) -> Bool {
        guard let text = String(validating: path, as: UTF8.self) else { return false }
        // A walk's files come folder by folder: an ASCII path's folder facts are found once for
        // all its files. (Its absolute form is the folder's and the name: a name is never `.`,
        // `..` or empty, and ASCII paths are normalised by their bytes, `ConfigurationFinder.absolute`.)
        if let slash = path.lastIndex(of: UInt8(ascii: "/")), slash > 0, slash + 1 < path.count, !path.contains(where: { $0 >= 0x80 }) {
            let folder = facts(ofFolder: path[..<slash], file: text)
            let name = String(decoding: path[(slash + 1)...], as: UTF8.self)
            let absolute = folder.absolute == "/" ? "/" + name : folder.absolute + "/" + name
            if folder.inRepository, ignores.isIgnored(absolute, isDirectory: false) { return true }
            let relative = ConfigurationFinder.relative(absolute: absolute, to: folder.configuration.baseDirectory) ?? text
            return !folder.configuration.selects(relative: relative, root: folder.rootRelative)
        }
        return skipsFile(text)
    }

    /// What the files of one folder share in `skipsFile`: its absolute path, whether it is in a
    /// git work tree (outside one nothing is ignored), its configuration, and where the walk's
    /// root is from that configuration's base.
    private struct FolderFacts {
        let folder: [UInt8]
        let root: String?
        let absolute: String
        let inRepository: Bool
        let configuration: LintConfiguration
        let rootRelative: String?
    }

    /// The last folder's facts (a walk lists a folder's files one after another).
    private var lastFolder: FolderFacts?

    private func facts(ofFolder folder: ArraySlice<UInt8>, file: String) -> FolderFacts {
        if let last = lastFolder, last.root == root, last.folder.elementsEqual(folder) { return last }
        let absolute = ConfigurationFinder.absolute(String(decoding: folder, as: UTF8.self))
        let configuration = configurations.configuration(for: file)
        let facts = FolderFacts(folder: Array(folder), root: root, absolute: absolute, inRepository: ignores.isInRepository(absolute),
                                configuration: configuration,
                                rootRelative: root.flatMap { ConfigurationFinder.relative($0, to: configuration.baseDirectory) })
        lastFolder = facts
        return facts
    }

    /// `skipsFile` of any path, by its own lookups.
    private func skipsFile(_ path: String) -> Bool {
        let absolute = ConfigurationFinder.absolute(path)
        if ignores.isIgnored(absolute, isDirectory: false) { return true }
        let config = configurations.configuration(for: path)
        let relative = ConfigurationFinder.relative(path, to: config.baseDirectory) ?? path
        let rootRelative = root.flatMap { ConfigurationFinder.relative($0, to: config.baseDirectory) }
        return !config.selects(relative: relative, root: rootRelative)
    }

    /// Whether a walk from the current directory would leave out a file named on the command
    /// line: a folder on its way is skipped (hidden, a dependency checkout, ignored), or the
    /// file itself is (`lint --filter-files`). A path outside the current directory is judged
    /// by its own folders from the first one inside a configuration's base, else by the file.
    public func skipsNamedFile(_ path: [UInt8]) -> Bool {
        guard let text = String(validating: path, as: UTF8.self) else { return false }
        let relative = ConfigurationFinder.relative(text, to: ConfigurationFinder.absolute("."))
            ?? ConfigurationFinder.relative(text, to: configurations.configuration(for: text).baseDirectory)
        if let relative {
            let base = String(ConfigurationFinder.absolute(text).dropLast(relative.utf8.count))
            var folder = base.hasSuffix("/") ? String(base.dropLast()) : base
            for name in relative.split(separator: "/").dropLast() {
                folder += "/" + name
                if skipsDirectory(Array(folder.utf8), name: Array(name.utf8)) { return true }
            }
        }
        return skipsFile(path)
    }
}

/// Decides whether a YAML file is a listkit spec: one whose top-level mapping has a `listkit`
/// key. Read from the text, not the parse, so a spec with a syntax error is still linted (and
/// its error reported) while other YAML — workflows, compose files, linter configs — is not.
public enum SpecSniffer {
    /// - Complexity: O(n) in the file's length.
    public static func isSpec(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes.prefix(1 << 20), as: UTF8.self)
        var firstContent: Character?
        for line in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            var line = Substring(line)
            if line.hasPrefix("\u{FEFF}") { line = line.dropFirst() }
            if line.hasPrefix("--- ") { line = line.dropFirst(4) }
            if firstContent == nil, let c = line.first(where: { $0 != " " && $0 != "\t" }), c != "#", c != "%" {
                firstContent = c
            }
            for key in ["listkit", "\"listkit\"", "'listkit'"] where line.hasPrefix(key) {
                if line.dropFirst(key.count).drop(while: { $0 == " " || $0 == "\t" }).hasPrefix(":") { return true }
            }
        }
        // A flow mapping at the top: `{listkit: 1, …}`.
        if firstContent == "{" {
            return text.contains(#/[{,]\s*["']?listkit["']?\s*:/#)
        }
        return false
    }
}
