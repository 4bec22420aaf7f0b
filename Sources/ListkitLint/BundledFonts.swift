import ListkitLayout

/// The fonts an app bundles, found in its repository so that `lint .` measures a document's
/// custom fonts without flags: every `.ttf` and `.otf` under the
/// repository's root (the nearest folder above the linted file that holds `.git`; without one,
/// the folder of its `.listkit.yml`, else none), where an app's target keeps
/// the files its Info.plist lists under `UIAppFonts`; and the files and folders the
/// configuration's `fonts:` names. The command line's `--font-file` and `--font-dir` come first.
///
/// One library per root and configuration, made on first use (a walk of the repository), then
/// shared by every file under it. Not thread-safe: ask serially, then lint in parallel.
public final class BundledFonts {
    let base: FontLibrary
    private var libraries: [String: FontLibrary] = [:]
    private var walks: [String: Found] = [:]
    /// `repositoryRoot` by the folder as a path names it: the files of a folder share one root,
    /// found once.
    private var roots: [String: String?] = [:]

    /// - Parameter base: the command line's library.
    public init(base: FontLibrary) {
        self.base = base
    }

    /// The library for a file: the command line's fonts, the configuration's, the repository's.
    public func library(for path: String, configuration: LintConfiguration) -> FontLibrary {
        // Outside a repository and a configuration's folder nothing is searched (not /tmp, not ~).
        let folder = PathText.folder(of: path)
        let repository: String?
        if let known = roots[folder] { repository = known } else {
            repository = Self.repositoryRoot(ofFolder: folder)
            roots[folder] = repository
        }
        let root = repository ?? (configuration.path != nil ? configuration.baseDirectory : nil)
        let configured = configuration.fonts
        let key = (root ?? "") + "\u{0}" + configured.joined(separator: "\u{0}")
        if let library = libraries[key] { return library }
        if let root, walks[root] == nil { walks[root] = Self.found(under: root) }
        let found = root.flatMap { walks[$0] } ?? Found(fontFiles: [], appFonts: [])
        let library: FontLibrary
        if found.fontFiles.isEmpty && configured.isEmpty {
            library = base
        } else {
            library = (try? FontLibrary(fontFiles: base.givenFiles + configured.filter(Self.isFontFile),
                                        fontDirectories: base.givenDirectories + configured.filter { !Self.isFontFile($0) },
                                        foundFiles: found.fontFiles, appFonts: found.appFonts)) ?? base
        }
        libraries[key] = library
        return library
    }

    /// The nearest folder at or above the file's that holds `.git` (a folder, or a file in a
    /// worktree), or nil.
    static func repositoryRoot(of path: String) -> String? {
        repositoryRoot(ofFolder: PathText.folder(of: path))
    }

    private static func repositoryRoot(ofFolder path: String) -> String? {
        var folder = ConfigurationFinder.absolute(path)
        while true {
            if case .success = FileKind.of(Array((folder == "/" ? "" : folder).utf8) + Array("/.git".utf8), following: false) { return folder }
            guard folder != "/", !folder.isEmpty else { return nil }
            folder = ConfigurationFinder.absolute(PathText.folder(of: folder))
        }
    }

    static func isFontFile(_ path: String) -> Bool {
        let lower = path.lowercased()
        return lower.hasSuffix(".ttf") || lower.hasSuffix(".otf")
    }

    /// A repository's font files and the entries of its Info.plists' `UIAppFonts` lists.
    public struct Found: Sendable {
        public let fontFiles: [String]
        public let appFonts: [String]
    }

    /// Font files under a folder, sorted, and the `UIAppFonts` entries of its Info.plists
    /// (`AppFontsList`), skipping hidden folders and build products
    /// (`DiscoveryFilter.skippedFolders` but Pods and Carthage, whose fonts an app bundles too).
    public static func found(under root: String, limit: Int = 100_000) -> Found {
        var found: [String] = [], plists: [String] = [], pending = [root], visited = 0
        let skipped = DiscoveryFilter.skippedFolders.subtracting(["Pods", "Carthage"])
        while let folder = pending.popLast(), visited < limit {
            visited += 1
            guard case .success(let names) = DirectoryListing.names(in: Array(folder.utf8)) else { continue }
            for raw in names {
                guard let name = String(validating: raw, as: UTF8.self), !name.hasPrefix("."), !skipped.contains(name) else { continue }
                let path = folder + "/" + name
                if isFontFile(name) { found.append(path); continue }
                if AppFontsList.isInfoPlist(name) { plists.append(path); continue }
                if case .success(.directory) = FileKind.of(Array(path.utf8), following: false) { pending.append(path) }
            }
        }
        return Found(fontFiles: found.sorted(), appFonts: found.isEmpty ? [] : AppFontsList.entries(of: plists.sorted()))
    }

    /// Font files under a folder, sorted (`found(under:)`).
    public static func fontFiles(under root: String, limit: Int = 100_000) -> [String] {
        found(under: root, limit: limit).fontFiles
    }
}
