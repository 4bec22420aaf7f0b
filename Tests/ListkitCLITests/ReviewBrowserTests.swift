import Foundation
import ListkitTestSupport
import Testing

/// `listkit review` pages in a real browser (scripts/review_browser_check.py: Debian's chromium
/// driven by Playwright): no console errors, every outline where the layout puts its view in
/// both pictures, stage controls that step, Tab reaching every control, hostile names that run
/// no script, and screenshots of two reference pages against golden PNGs. Without chromium or
/// Playwright the suite is skipped, except on CI (`CI=true`), where that is a failure.
@Suite(.serialized, .enabled(if: BrowserAvailability.runs)) struct ReviewBrowserTests {
    static let script = CLIRunner.packageRoot.appendingPathComponent("scripts/review_browser_check.py").path
    static let goldens = CLIRunner.packageRoot.appendingPathComponent("Tests/ListkitCLITests/Fixtures/review")
    static let fixtures = ReviewCommandTests.fixtures

    /// Runs the script; exit 77 (no browser) fails here, since the suite only runs when one is
    /// expected.
    static func browser(_ arguments: [String], in directory: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let r = try CLIRunner.execute("/usr/bin/env", ["python3", script] + arguments, directory: directory.path, mergeErrors: true, timeout: 180)
        #expect(r.status != 77, "the browser checks need chromium and Playwright (make test-deps): \(r.stdout)", sourceLocation: sourceLocation)
        #expect(r.status == 0, "\(arguments.prefix(2).joined(separator: " ")):\n\(r.stdout)", sourceLocation: sourceLocation)
    }

    /// A folder with the old and new versions of a pair, and the page `listkit review` writes for them.
    static func page(_ name: String, old: URL, new: URL, file: String) throws -> URL {
        let dir = try CLIRunner.temporaryTree("review-browser-\(name)", [
            "old/\(file)": try String(contentsOf: old, encoding: .utf8), "new/\(file)": try String(contentsOf: new, encoding: .utf8),
        ])
        let r = try CLIRunner.run(["review", "old/\(file)", "new/\(file)", "-o", "\(name).html"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        return dir
    }

    /// Checks a reference page and compares its screenshot with the golden PNG
    /// (`LISTKIT_UPDATE_GOLDEN=1` rewrites the golden; look at it before committing).
    static func reference(_ name: String, old: String, new: String, file: String) throws {
        let dir = try page(name, old: fixtures.appendingPathComponent(old), new: fixtures.appendingPathComponent(new), file: file)
        let shot = dir.appendingPathComponent("\(name).png").path
        try browser(["check", "\(name).html", "--listkit", CLIRunner.binary.path, "--pair", "new/\(file)", "old/\(file)", "new/\(file)",
                     "--screenshot", shot], in: dir)
        let golden = goldens.appendingPathComponent("\(name).png")
        if ProcessInfo.processInfo.environment["LISTKIT_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
            _ = try? FileManager.default.removeItem(at: golden)
            try FileManager.default.copyItem(atPath: shot, toPath: golden.path)
        }
        try browser(["compare", shot, golden.path], in: dir)
    }

    @Test func specReferencePage() throws {
        try Self.reference("review-spec", old: "menu-v1.yaml", new: "menu-v2.yaml", file: "menu.yaml")
    }

    @Test func storyboardReferencePage() throws {
        try Self.reference("review-storyboard", old: "login-v1.storyboard", new: "login-v2.storyboard", file: "login.storyboard")
    }

    /// Four stages, a section move and an item move: the step control walks them all.
    @Test func multiStageListSteps() throws {
        let versions = CLIRunner.packageRoot.appendingPathComponent("specs/versions")
        let dir = try Self.page("review-stages", old: versions.appendingPathComponent("reviews-v1.yaml"),
                                new: versions.appendingPathComponent("reviews-v2.yaml"), file: "reviews.yaml")
        try Self.browser(["check", "review-stages.html", "--listkit", CLIRunner.binary.path,
                          "--pair", "new/reviews.yaml", "old/reviews.yaml", "new/reviews.yaml"], in: dir)
    }

    /// The issue's repository: `listkit review --base HEAD~2` over a spec and a storyboard commit.
    @Test func gitRepositoryPage() throws {
        let repo = try ReviewCommandTests.repository("review-browser-git")
        let r = try CLIRunner.run(["review", "--base", "HEAD~2", "-o", "review.html"], in: repo)
        #expect(r.status == 0, "\(r.stderr)")
        let f = { (name: String) in Self.fixtures.appendingPathComponent(name).path }
        try Self.browser(["check", "review.html", "--listkit", CLIRunner.binary.path,
                          "--pair", "screens/menu.yaml", f("menu-v1.yaml"), f("menu-v2.yaml"),
                          "--pair", "screens/login.storyboard", f("login-v1.storyboard"), f("login-v2.storyboard")], in: repo)
    }

    @Test func hostileNamesRunNoScript() throws {
        let hostile = "\"><script>window.__pwned=1</script><img src=x onerror=\"window.__pwned=1\">"
        let quoted = "'" + hostile.replacingOccurrences(of: "'", with: "''") + "'"
        let spec = { (extra: String) in
            """
            listkit: 1
            screen: \(quoted)
            device: { name: \(quoted), width: 320, height: 568 }
            views:
              - id: note
                type: label
                text: \(quoted)
                layout: [ top == safeArea.top\(extra), leading == safeArea.leading ]
              - id: list
                type: table
                layout: [ top == note.bottom, horizontal == parent, bottom == safeArea.bottom ]
                sections:
                  - id: \(quoted)
                    header: \(quoted)
                    cells: [ { id: \(quoted), kind: K, title: \(quoted) }\(extra.isEmpty ? "" : ", { id: \"<svg onload=window.__pwned=1>\", kind: K }") ]
            cellKinds:
              K: { height: 44 }

            """
        }
        let dir = try CLIRunner.temporaryTree("review-browser-hostile", ["old/\"<b>.yaml": spec(""), "new/\"<b>.yaml": spec(" + 20")])
        let r = try CLIRunner.run(["review", "old", "new", "-o", "hostile.html"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        try Self.browser(["check", "hostile.html"], in: dir)
        try Self.browser(["hostile", "hostile.html"], in: dir)
    }
}

/// Whether the browser checks run: on CI always (a missing browser then fails them), elsewhere
/// when chromium and Playwright are installed.
enum BrowserAvailability {
    static var onCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }
    static var hasBrowser: Bool {
        guard access("/usr/bin/chromium", X_OK) == 0 else { return false }
        return (try? CLIRunner.execute("/usr/bin/env", ["python3", "-c", "import playwright, PIL"]).status) == 0
    }
    static var runs: Bool { onCI || hasBrowser }
}
