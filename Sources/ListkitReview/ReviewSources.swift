import ListkitInterfaceBuilder
import ListkitLint

/// Where the two versions come from: two files, two folders of files paired by relative path,
/// or a git repository's two refs (the new one may be the work tree), read with `git show`
/// and never checked out. Each gives the changed files as `ReviewInput`s, with the
/// configuration (`.listkit.yml`) that applies to the file's new place.
public enum ReviewSources {
    /// Two files, compared whatever their names. Nil when either cannot be read.
    public static func files(old: String, new: String, configurations: ConfigurationFinder) -> Result<[ReviewInput], InputFailure> {
        read(old).flatMap { oldBytes in
            read(new).map { newBytes in
                [ReviewInput(path: new, old: oldBytes, new: newBytes, configuration: configurations.configuration(for: new))]
            }
        }
    }

    /// The specs and Interface Builder documents of two folders (found as `listkit lint` finds
    /// them), paired by their paths inside the folders; files whose bytes are equal are left out.
    public static func directories(old: String, new: String, configurations: ConfigurationFinder) -> Result<[ReviewInput], InputFailure> {
        let oldFiles = specFiles(in: old, configurations: configurations)
        let newFiles = specFiles(in: new, configurations: configurations)
        var relatives: [String] = []
        for relative in newFiles.keys.sorted() + oldFiles.keys.sorted() where !relatives.contains(relative) { relatives.append(relative) }
        var inputs: [ReviewInput] = []
        for relative in relatives {
            let before = oldFiles[relative].map(read), after = newFiles[relative].map(read)
            if case .failure(let failure)? = before { return .failure(failure) }
            if case .failure(let failure)? = after { return .failure(failure) }
            let oldBytes = try? before?.get(), newBytes = try? after?.get()
            if oldBytes == newBytes { continue }
            let place = newFiles[relative] ?? oldFiles[relative]!
            inputs.append(ReviewInput(path: relative, old: oldBytes, new: newBytes, configuration: configurations.configuration(for: place)))
        }
        return .success(inputs)
    }

    /// Spec files under a folder by their path inside it.
    static func specFiles(in directory: String, configurations: ConfigurationFinder) -> [String: String] {
        let root = directory.hasSuffix("/") ? directory : directory + "/"
        var files: [String: String] = [:]
        for file in LintInputs([directory], stdinName: "", configurations: configurations).files {
            let name = file.name
            files[name.hasPrefix(root) ? String(name.dropFirst(root.count)) : name] = name
        }
        return files
    }

    static func read(_ path: String) -> Result<[UInt8], InputFailure> {
        SpecFiles.read(SpecPath(bytes: Array(path.utf8)))
    }

    /// Whether a file's bytes are something review shows: an Interface Builder document by
    /// name, or YAML with a top-level `listkit` key (not `.listkit.yml`, which configures).
    static func isReviewable(name: String, bytes: [UInt8]) -> Bool {
        if IBSpecLoader.isDocumentName(name) { return IBSpecLoader.looksLikeDocument(bytes) }
        let base = name.split(separator: "/").last.map(String.init) ?? name
        guard !LintConfiguration.fileNames.contains(base), SpecFiles.isSpecName(Array(base.utf8)) else { return false }
        return SpecSniffer.isSpec(bytes)
    }
}
