import Foundation
import Testing

/// `listkit review` end to end: a git repository whose last two commits change a spec (an
/// insert, a move, a constraint edit) and a hand-written storyboard (a moved button, a new
/// label), reviewed from git without a checkout; the work tree, untracked files, two files,
/// two folders, the exit status for new errors, and failures.
@Suite(.serialized) struct ReviewCommandTests {
    static let fixtures = CLIRunner.packageRoot.appendingPathComponent("Tests/ListkitReviewTests/Fixtures")

    static func fixture(_ name: String) throws -> String {
        try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)
    }

    static func git(_ arguments: [String], in directory: URL) throws {
        let r = try CLIRunner.execute("/usr/bin/env", ["git"] + arguments, environment: [
            "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com", "GIT_COMMITTER_NAME": "t",
            "GIT_COMMITTER_EMAIL": "t@example.com", "GIT_CONFIG_NOSYSTEM": "1", "HOME": directory.path,
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
        ], directory: directory.path)
        #expect(r.status == 0, "git \(arguments): \(r.stderr)")
    }

    /// Three commits: both files' first versions, the spec's second, the storyboard's second.
    static func repository(_ name: String) throws -> URL {
        let dir = try CLIRunner.temporaryTree(name, [
            "screens/menu.yaml": try fixture("menu-v1.yaml"),
            "screens/login.storyboard": try fixture("login-v1.storyboard"),
            "README.md": "not a spec\n",
        ])
        try git(["init", "-q", "-b", "main", "."], in: dir)
        try git(["add", "."], in: dir)
        try git(["commit", "-q", "-m", "first"], in: dir)
        try fixture("menu-v2.yaml").write(to: dir.appendingPathComponent("screens/menu.yaml"), atomically: true, encoding: .utf8)
        try git(["commit", "-q", "-am", "menu: tempura, curry first, heading lower"], in: dir)
        try fixture("login-v2.storyboard").write(to: dir.appendingPathComponent("screens/login.storyboard"), atomically: true, encoding: .utf8)
        try git(["commit", "-q", "-am", "login: button lower, forgot-password label"], in: dir)
        return dir
    }

    @Test func reviewsTheLastTwoCommitsFromGit() throws {
        let dir = try Self.repository("review-git")
        let r = try CLIRunner.run(["review", "--base", "HEAD~2", "--output", "review.html"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout == "review.html: 2 screens changed, 0 added, 0 removed; findings: 0 new, 0 fixed, 0 unchanged\n")
        let page = try String(contentsOf: dir.appendingPathComponent("review.html"), encoding: .utf8)
        #expect(page.contains("<code>screens/login.storyboard</code>") && page.contains("<code>screens/menu.yaml</code>"))
        #expect(page.contains("data-id=\"dishes/mains/tempura\"") && page.contains("data-id=\"button_btn_lg_001\""))
        #expect(page.contains("stage 1 of 1: 1 insert, 1 move"))

        let markdown = try CLIRunner.run(["review", "--base", "HEAD~2", "-o", "review.html", "--format", "markdown"], in: dir)
        #expect(markdown.status == 0)
        #expect(markdown.stdout.contains("| screens/login.storyboard | SignIn (vco-lg-001) | changed | 2 | 0 | 0 | 0 |\n"))
        #expect(markdown.stdout.contains("| screens/menu.yaml | Menu | changed | 2 | 1 | 0 | 0 |\n"))
        #expect(markdown.stdout.hasSuffix("Before and after pictures: review.html (open it in a browser).\n"))
    }

    @Test func headRefAndPathsNarrowTheReview() throws {
        let dir = try Self.repository("review-git-head")
        let head = try CLIRunner.run(["review", "--base", "HEAD~2", "--head", "HEAD~1", "-o", "r.html", "--format", "markdown"], in: dir)
        #expect(head.status == 0, "\(head.stderr)")
        #expect(head.stdout.contains("| screens/menu.yaml |") && !head.stdout.contains("login"))
        let paths = try CLIRunner.run(["review", "--base", "HEAD~2", "-o", "r.html", "--format", "markdown", "screens/login.storyboard"], in: dir)
        #expect(paths.stdout.contains("login.storyboard") && !paths.stdout.contains("menu.yaml"))
    }

    /// Without --base, the merge base with main; without --head, the work tree with untracked specs.
    @Test func defaultsAreTheMergeBaseAndTheWorkTree() throws {
        let dir = try Self.repository("review-git-worktree")
        try Self.git(["checkout", "-q", "-b", "feature"], in: dir)
        let spec = try Self.fixture("menu-v2.yaml").replacingOccurrences(of: "name: Udon", with: "name: Kake udon")
        try spec.write(to: dir.appendingPathComponent("screens/menu.yaml"), atomically: true, encoding: .utf8)
        try Self.fixture("menu-v1.yaml").replacingOccurrences(of: "screen: Menu", with: "screen: Drinks")
            .write(to: dir.appendingPathComponent("screens/drinks.yaml"), atomically: true, encoding: .utf8)
        let r = try CLIRunner.run(["review", "-o", "r.html", "--format", "markdown"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("1 screen changed, 1 added, 0 removed"), "\(r.stdout)")
        #expect(r.stdout.contains("| screens/drinks.yaml | Drinks | added |"))
        #expect(r.stdout.contains("| screens/menu.yaml | Menu | changed | 0 | 1 |"))
    }

    @Test func twoFilesAndTwoFolders() throws {
        let dir = try CLIRunner.temporaryTree("review-folders", [
            "old/menu.yaml": try Self.fixture("menu-v1.yaml"), "new/menu.yaml": try Self.fixture("menu-v2.yaml"),
            "old/same.yaml": try Self.fixture("menu-v1.yaml"), "new/same.yaml": try Self.fixture("menu-v1.yaml"),
            "old/login.storyboard": try Self.fixture("login-v1.storyboard"),
        ])
        let folders = try CLIRunner.run(["review", "old", "new", "-o", "r.html", "--format", "markdown"], in: dir)
        #expect(folders.status == 0, "\(folders.stderr)")
        #expect(folders.stdout.contains("1 screen changed, 0 added, 1 removed"), "\(folders.stdout)")
        let files = try CLIRunner.run(["review", "old/menu.yaml", "new/menu.yaml", "-o", "r.html"], in: dir)
        #expect(files.status == 0 && files.stdout.hasPrefix("r.html: 1 screen changed"))
    }

    /// Exit 1: the new version brings an error finding; 2: no repository, an unknown ref, a
    /// page that cannot be written.
    @Test func exitStatuses() throws {
        let label = { (lines: Int) in
            "listkit: 1\nscreen: Note\ndevice: iphone-se\nviews:\n  - id: note\n    type: label\n    text: A sentence far too long for one line\n"
                + "    lines: \(lines)\n    layout: [ top == safeArea.top + 8, leading == safeArea.leading + 16, width == 120 ]\n"
        }
        let dir = try CLIRunner.temporaryTree("review-exit", ["old.yaml": label(0), "new.yaml": label(1)])
        let worse = try CLIRunner.run(["review", "old.yaml", "new.yaml", "-o", "r.html"], in: dir)
        #expect(worse.status == 1 && worse.stdout.contains("findings: 1 new, 0 fixed"), "\(worse.stdout) \(worse.stderr)")
        let better = try CLIRunner.run(["review", "new.yaml", "old.yaml", "-o", "r.html"], in: dir)
        #expect(better.status == 0 && better.stdout.contains("findings: 0 new, 1 fixed"))
        let noGit = try CLIRunner.run(["review", "-o", "r.html"], in: dir)
        #expect(noGit.status == 2 && noGit.stderr.contains("git rev-parse"), "\(noGit.stderr)")
        let repo = try Self.repository("review-exit-git")
        let badRef = try CLIRunner.run(["review", "--base", "no-such-ref", "-o", "r.html"], in: repo)
        #expect(badRef.status == 2 && badRef.stderr.contains("git diff"), "\(badRef.stderr)")
        let unwritable = try CLIRunner.run(["review", "old.yaml", "new.yaml", "-o", "missing/dir/r.html"], in: dir)
        #expect(unwritable.status == 2 && unwritable.stderr.contains("cannot write"))
    }
}

extension ReviewCommandTests {
    /// The action's review step (scripts/action-review.sh) run as a runner would: the page
    /// written, the summary appended to the job summary, the status in $GITHUB_OUTPUT, and
    /// inputs that are data, not code.
    @Test func actionReviewStep() throws {
        let dir = try Self.repository("review-action")
        let output = dir.appendingPathComponent("github-output").path, summary = dir.appendingPathComponent("summary.md").path
        FileManager.default.createFile(atPath: output, contents: nil)
        var env = ProcessInfo.processInfo.environment
        env["GITHUB_ACTIONS"] = nil
        env.merge(["LISTKIT": CLIRunner.binary.path, "LISTKIT_PATHS": "screens $(touch pwned)", "LISTKIT_ARGS": "--base HEAD~2",
                   "LISTKIT_REVIEW_FILE": "page.html", "GITHUB_OUTPUT": output, "GITHUB_STEP_SUMMARY": summary]) { $1 }
        let r = try CLIRunner.execute("/bin/bash", [CLIRunner.packageRoot.appendingPathComponent("scripts/action-review.sh").path],
                                      environment: env, directory: dir.path, timeout: 120)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "status=0\n")
        let written = try String(contentsOfFile: summary, encoding: .utf8)
        #expect(written.contains("| screens/menu.yaml | Menu | changed |") && written.contains("page.html"))
        #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent("page.html").path))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("pwned").path))
    }
}

extension ReviewCommandTests {
    /// `.listkit.yml`'s devices: every screen is laid out and pictured on each of them.
    @Test func configuredDevicesAreHonoured() throws {
        let dir = try CLIRunner.temporaryTree("review-devices", [
            ".listkit.yml": "devices: [iphone-se, ipad-11]\n",
            "old/menu.yaml": try Self.fixture("menu-v1.yaml"), "new/menu.yaml": try Self.fixture("menu-v2.yaml"),
            "old/login.storyboard": try Self.fixture("login-v1.storyboard"), "new/login.storyboard": try Self.fixture("login-v2.storyboard"),
        ])
        let r = try CLIRunner.run(["review", "old", "new", "-o", "r.html"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let page = try String(contentsOf: dir.appendingPathComponent("r.html"), encoding: .utf8)
        #expect(page.components(separatedBy: "<h4>iphone-se (").count - 1 == 2, "one picture pair per screen on iphone-se")
        #expect(page.components(separatedBy: "<h4>ipad-11 (").count - 1 == 2)
        #expect(!page.contains("<h4>iphone-15 ("))
    }

    /// A document's freeform views and cells keep their saved sizes, as lint lays them out.
    @Test func freeformViewsKeepTheirSizes() throws {
        let xib = try String(contentsOf: CLIRunner.packageRoot.appendingPathComponent("Tests/ListkitInterfaceBuilderTests/Fixtures/views.xib"),
                             encoding: .utf8)
        let dir = try CLIRunner.temporaryTree("review-freeform", [
            ".listkit.yml": "devices: [iphone-se]\n", "old/views.xib": xib,
            "new/views.xib": xib.replacingOccurrences(of: "width=\"100\" height=\"50\"", with: "width=\"80\" height=\"50\""),
        ])
        let r = try CLIRunner.run(["review", "old", "new", "-o", "r.html"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let page = try String(contentsOf: dir.appendingPathComponent("r.html"), encoding: .utf8)
        #expect(page.contains("<h4>ib-freeform-300x100 (300 × 100 pt)</h4>"))
        #expect(!page.contains("<h4>iphone-se ("))
    }
}
