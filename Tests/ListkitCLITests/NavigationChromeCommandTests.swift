import Foundation
import Testing

/// A navigation bar's prompt and search bar end to end through the CLI: `listkit layout`
/// reports the bar and the safe area they leave, `listkit lint` points at a misspelt key.
@Suite struct NavigationChromeCommandTests {
    static let spec = """
    listkit: 1
    screen: Mail
    device: iphone-se
    navigationBar: { title: Mailboxes, prompt: Move 3 messages, search: Search mail }
    views:
      - id: box
        type: view
        layout: [ "top == safeArea.top", horizontal == parent, "height == 10" ]
    """

    /// 20 (status bar) + 30 (prompt) + 44 (bar) + 52 (search bar) = 146 on an iPhone SE.
    @Test func layoutReportsTheBarAndTheSafeAreaBelowIt() throws {
        let path = try CLIRunner.temporaryFile("chrome/mail.yaml", Data(Self.spec.utf8))
        let r = try CLIRunner.run(["layout", path, "--format", "json"])
        #expect(r.status == 0, "\(r.stderr)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let layout = try #require((root["layouts"] as? [[String: Any]])?.first)
        let bar = try #require((layout["bars"] as? [[String: Any]])?.first)
        #expect(bar["prompt"] as? String == "Move 3 messages")
        #expect(bar["search"] as? String == "Search mail")
        #expect(bar["frame"] as? [String: Double] == ["x": 0, "y": 20, "width": 375, "height": 126])
        #expect((layout["safeArea"] as? [String: Double])?["top"] == 146)
        let box = try #require((layout["views"] as? [[String: Any]])?.first)
        #expect((box["frame"] as? [String: Double])?["y"] == 146)
    }

    @Test func lintSuggestsTheKeyForAMisspeltSearch() throws {
        let path = try CLIRunner.temporaryFile("chrome/typo.yaml", Data(Self.spec.replacingOccurrences(of: "search:", with: "serach:").utf8))
        let r = try CLIRunner.run(["lint", path])
        #expect(r.status == 1)
        #expect((r.stdout + r.stderr).contains("typo.yaml:4:"), "\(r.stdout)\(r.stderr)")
        #expect((r.stdout + r.stderr).contains("did you mean 'search'?"), "\(r.stdout)\(r.stderr)")
    }
}
