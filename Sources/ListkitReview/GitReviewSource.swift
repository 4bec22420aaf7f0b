import ListkitLint

/// The changed specs and Interface Builder documents between two versions of a git
/// repository: `git diff --name-status` lists them, `git show REF:PATH` reads each version, and
/// without a head the new version is the work tree (untracked files included, as
/// `git ls-files --others --exclude-standard` lists them).
public struct GitReviewSource {
    /// The folder git runs in; paths are relative to it.
    public var directory: String

    public init(directory: String) {
        self.directory = directory
    }

    /// - Parameters:
    ///   - base: the old version's ref; nil: the merge base of HEAD with the default branch.
    ///   - head: the new version's ref; nil: the work tree.
    ///   - paths: limits the review to these files and folders (git pathspecs).
    public func inputs(base: String?, head: String?, paths: [String], configurations: ConfigurationFinder) -> Result<[ReviewInput], InputFailure> {
        let git = GitProcess(directory: directory)
        return git.line(["rev-parse", "--show-toplevel"]).flatMap { top in
            (base.map { Result.success($0) } ?? defaultBase(git)).flatMap { baseRef in
                changes(git, base: baseRef, head: head, paths: paths).flatMap { changes in
                    read(changes, git: git, top: top, base: baseRef, head: head, configurations: configurations)
                }
            }
        }
    }

    /// The merge base of HEAD and the default branch: origin's HEAD when the clone knows it,
    /// else the first of `main` and `master` that exists.
    func defaultBase(_ git: GitProcess) -> Result<String, InputFailure> {
        var candidates: [String] = []
        if case .success(let remote) = git.line(["symbolic-ref", "--quiet", "--short", "refs/remotes/origin/HEAD"]), !remote.isEmpty {
            candidates.append(remote)
        }
        candidates += ["main", "master", "origin/main", "origin/master"]
        for branch in candidates {
            guard case .success(let result) = git.run(["rev-parse", "--verify", "--quiet", branch + "^{commit}"]), result.status == 0 else { continue }
            return git.line(["merge-base", "HEAD", branch])
        }
        return .failure(.usage("no default branch (main, master or origin's HEAD) to compare with; name the old version with --base REF"))
    }

    /// A changed file: its path in the old version (nil: added) and in the new one (nil: deleted).
    struct Change: Equatable {
        var old: String?
        var new: String?
    }

    func changes(_ git: GitProcess, base: String, head: String?, paths: [String]) -> Result<[Change], InputFailure> {
        let range = [base] + (head.map { [$0] } ?? [])
        return git.output(["diff", "--name-status", "-z", "-M", "--no-ext-diff"] + range + ["--"] + paths).flatMap { bytes in
            var changes = Self.parseNameStatus(bytes)
            guard head == nil else { return .success(changes) }
            return git.output(["ls-files", "--others", "--exclude-standard", "--full-name", "-z", "--"] + paths).map { untracked in
                for path in untracked.split(separator: 0) { changes.append(Change(old: nil, new: String(decoding: path, as: UTF8.self))) }
                return changes
            }
        }
    }

    /// `git diff --name-status -z`: a status, then one path (two for renames and copies).
    static func parseNameStatus(_ bytes: [UInt8]) -> [Change] {
        let fields = bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        var changes: [Change] = []
        var index = 0
        while index + 1 < fields.count, let status = fields[index].first {
            switch status {
            case "R", "C":
                guard index + 2 < fields.count else { return changes }
                changes.append(Change(old: status == "R" ? fields[index + 1] : nil, new: fields[index + 2]))
                index += 3
            case "A": changes.append(Change(old: nil, new: fields[index + 1])); index += 2
            case "D": changes.append(Change(old: fields[index + 1], new: nil)); index += 2
            default: changes.append(Change(old: fields[index + 1], new: fields[index + 1])); index += 2
            }
        }
        return changes
    }

    func read(_ changes: [Change], git: GitProcess, top: String, base: String, head: String?,
              configurations: ConfigurationFinder) -> Result<[ReviewInput], InputFailure> {
        var inputs: [ReviewInput] = []
        for change in changes {
            var oldBytes: [UInt8]?, newBytes: [UInt8]?
            if let path = change.old {
                switch git.output(["show", "\(base):\(path)"]) {
                case .success(let bytes): oldBytes = bytes
                case .failure(let failure): return .failure(failure)
                }
            }
            if let path = change.new {
                let bytes = head.map { git.output(["show", "\($0):\(path)"]) } ?? ReviewSources.read(top + "/" + path)
                switch bytes {
                case .success(let bytes): newBytes = bytes
                case .failure(let failure): return .failure(failure)
                }
            }
            let name = change.new ?? change.old ?? ""
            let reviewable = [oldBytes, newBytes].contains { $0.map { ReviewSources.isReviewable(name: name, bytes: $0) } ?? false }
            guard reviewable, oldBytes != newBytes else { continue }
            inputs.append(ReviewInput(path: name, old: oldBytes, new: newBytes, configuration: configurations.configuration(for: top + "/" + name)))
        }
        return .success(inputs)
    }
}
