import Foundation
import ListkitTestSupport
import Testing

/// listkit's `.gitignore` reading against git's own (`git check-ignore`): every walked path of
/// a tree with nested `.gitignore` files, negations, anchors, folder-only patterns and `**`
/// must be skipped exactly when git ignores it.
@Suite struct GitIgnoreOracleTests {
    static let spec = "listkit: 1\nscreen: S\nviews: []\n"

    @Test func walkAgreesWithGitCheckIgnore() throws {
        let paths = [
            "a.yaml", "build.yaml", "keep/build.yaml", "logs/x.yaml", "nested/logs/y.yaml",
            "docs/a.yaml", "docs/deep/b.yaml", "docs/keep.yaml", "sub/local.yaml", "sub/other.yaml",
            "sub/inner/local.yaml", "tmp1.yaml", "tmpX.yaml", "z/tmp2.yaml", "anchored.yaml", "q/anchored.yaml",
            "gen/a/b/c.yaml", "gen/keep.yaml", "space .yaml",
        ]
        var files: [String: String] = [:]
        for path in paths { files[path] = Self.spec }
        files[".gitignore"] = "# comment\nbuild.yaml\n!keep/build.yaml\nlogs/\ndocs/**/*.yaml\n!docs/keep.yaml\ntmp?.yaml\n/anchored.yaml\ngen/**/c.yaml\nspace\\ .yaml\n"
        files["sub/.gitignore"] = "local.yaml\n"
        let dir = try LintHarness.tree("gitignore-oracle", files)
        let git = try Self.run(["git", "init", "-q", "."], in: dir)
        #expect(git.status == 0, "git init: \(git.output)")

        let listed = LintHarness.run([dir]).0
        #expect(listed.notices.isEmpty)
        let walked = Set(listed.linted.map { String($0.file.name.dropFirst(dir.path.count + 1)) })
        let check = try Self.run(["git", "check-ignore", "--no-index", "--stdin"], in: dir, input: paths.joined(separator: "\n") + "\n")
        let ignored = Set(check.output.split(separator: "\n").map(String.init))
        #expect(!ignored.isEmpty && ignored.count < paths.count, "git ignored \(ignored)")
        for path in paths {
            #expect(walked.contains(path) == !ignored.contains(path), "\(path): git \(ignored.contains(path) ? "ignores" : "keeps") it, listkit \(walked.contains(path) ? "walks" : "skips") it")
        }
    }

    static func run(_ arguments: [String], in directory: URL, input: String? = nil) throws -> (status: Int32, output: String) {
        let r = try ChildProcess.run("/usr/bin/env", arguments, directory: directory.path, stdin: input.map { Array($0.utf8) } ?? [],
                                     mergeErrors: true, timeout: 30)
        return (r.status, String(decoding: r.stdout, as: UTF8.self))
    }
}
