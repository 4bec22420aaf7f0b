import Foundation
import Testing

/// `--os` from the command line, end to end: `layout` and `lint` lay out specs that name no
/// release with it, a spec's own `os:` wins, and a misspelt release is a usage error.
@Suite struct ReleaseOptionTests {
    static let spec = """
    listkit: 1
    screen: Release
    device: iphone-15
    views:
      - { id: toggle, type: switch, layout: [ "trailing == parent.trailing - 20", "top == parent.top + 100" ] }
    """

    func withSpec(_ yaml: String = spec, _ body: (String) throws -> Void) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("listkit-os-\(UUID().uuidString).yaml")
        try yaml.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        try body(url.path)
    }

    /// The switch's row of the frame table: `toggle switch x y w h`.
    func toggle(_ stdout: String) -> String? {
        stdout.split(separator: "\n").first { $0.hasPrefix("toggle ") }.map { $0.split(separator: " ").prefix(6).joined(separator: " ") }
    }

    @Test func osPicksTheReleaseAndTheSpecsOwnWins() throws {
        try withSpec { path in
            let ios26 = try CLIRunner.run(["layout", path, "--os", "ios26"])
            #expect(ios26.status == 0, "\(ios26.stderr)")
            #expect(toggle(ios26.stdout) == "toggle switch 312 100 63 28", "\(ios26.stdout)")
            let ios18 = try CLIRunner.run(["layout", path, "--os", "ios18"])
            #expect(toggle(ios18.stdout) == "toggle switch 324 100 51 31", "\(ios18.stdout)")
        }
        try withSpec(Self.spec.replacingOccurrences(of: "device: iphone-15\n", with: "device: iphone-15\nos: ios18\n")) { path in
            let pinned = try CLIRunner.run(["layout", path, "--os", "ios26"])
            #expect(toggle(pinned.stdout) == "toggle switch 324 100 51 31", "\(pinned.stdout)")
        }
    }

    @Test func anUnknownReleaseIsAUsageErrorWithADidYouMean() throws {
        try withSpec { path in
            for command in ["layout", "lint"] {
                let r = try CLIRunner.run([command, path, "--os", "ios62"])
                #expect(r.status == 2)
                #expect(r.stderr.contains("unknown iOS release 'ios62'; did you mean 'ios26'?"), "\(r.stderr)")
            }
        }
    }
}
