import Foundation
import Testing

/// `.listkit.yml`: found upward to the repository root, `--config` overriding, severities,
/// `off`, rule options, devices, include/exclude, and did-you-mean for every misspelling.
@Suite struct LintConfigurationTests {
    /// A label too narrow for its text on every device; a stack of two zero-height views.
    static let truncating = """
    listkit: 1
    screen: S
    views:
      - id: name
        type: label
        text: A name far too long for forty points
        layout: [ top == safeArea.top, leading == parent.leading + 16, width == 40 ]

    """

    static let intended = truncating.replacingOccurrences(of: "    type: label\n", with: "    type: label\n    lineBreakMode: byTruncatingTail\n")

    @Test func truncationIsAnErrorByDefault() throws {
        let dir = try CLIRunner.temporaryTree("config-default", ["a.yaml": Self.truncating])
        let r = try CLIRunner.run(["lint", "a.yaml"], in: dir)
        #expect(r.status == 1)
        #expect(r.stdout.contains("error: on iphone-15: label 'name' truncates its text"))
    }

    @Test func lineBreakModeStatesIntent() throws {
        let dir = try CLIRunner.temporaryTree("config-intent", ["a.yaml": Self.intended, "b.yaml": Self.intended.replacingOccurrences(of: "byTruncatingTail", with: "byWordWrapping")])
        let r = try CLIRunner.run(["lint", "a.yaml"], in: dir)
        #expect(r.status == 0, "\(r.stdout)")
        #expect(r.stderr.contains("no problems in 1 file"))
        // Word wrapping on one line does not cut on purpose: still reported.
        #expect(try CLIRunner.run(["lint", "b.yaml"], in: dir).status == 1)
        // The configuration can ask for intended truncation too.
        try Data("rules:\n  truncated-text: { severity: warning, intended: true }\n".utf8).write(to: dir.appendingPathComponent(".listkit.yml"))
        let asked = try CLIRunner.run(["lint", "a.yaml"], in: dir)
        #expect(asked.status == 0)
        #expect(asked.stdout.contains("warning: on iphone-15: label 'name' truncates its text"))
        #expect(try CLIRunner.run(["lint", "--strict", "a.yaml"], in: dir).status == 1)
        let typo = try CLIRunner.run(["lint", "a.yaml"], in: try CLIRunner.temporaryTree("config-typo-mode", ["a.yaml": Self.intended.replacingOccurrences(of: "byTruncatingTail", with: "byTruncatingTale")]))
        #expect(typo.stdout.contains("unknown line break mode 'byTruncatingTale'; did you mean 'byTruncatingTail'? [invalid-value]"))
    }

    @Test func nearestConfigurationUpToTheRepositoryRootApplies() throws {
        let dir = try CLIRunner.temporaryTree("config-nearest", [
            ".listkit.yml": "rules:\n  truncated-text: off\n",
            "repo/.git/HEAD": "ref: refs/heads/main\n",
            "repo/specs/a.yaml": Self.truncating,
            "repo/specs/deep/.listkit.yml": "rules:\n  truncated-text: info\n",
            "repo/specs/deep/b.yaml": Self.truncating,
            "other/c.yaml": Self.truncating,
        ])
        // Above the repository root does not count: repo/specs/a.yaml gets the defaults.
        let a = try CLIRunner.run(["lint", "repo/specs/a.yaml"], in: dir)
        #expect(a.status == 1)
        let b = try CLIRunner.run(["lint", "repo/specs/deep/b.yaml"], in: dir)
        #expect(b.status == 0)
        #expect(b.stdout.contains("info: on iphone-15: label 'name' truncates"))
        #expect(b.stderr.contains("0 errors, 0 warnings and 1 info in 1 file"))
        // Outside any repository the search goes up to the root: the top .listkit.yml applies.
        let c = try CLIRunner.run(["lint", "other/c.yaml"], in: dir)
        #expect(c.status == 0 && c.stdout.isEmpty, "\(c.stdout)")
        // --config overrides for every file.
        let forced = try CLIRunner.run(["lint", "--config", "repo/specs/deep/.listkit.yml", "other/c.yaml", "repo/specs/a.yaml"], in: dir)
        #expect(forced.status == 0)
        #expect(forced.stdout.components(separatedBy: "info:").count == 3)
    }

    @Test func devicesAndRTLComeFromTheConfiguration() throws {
        let spec = "listkit: 1\nscreen: S\nviews:\n  - { id: box, type: view, layout: [ top == safeArea.top, leading == parent.leading + 380, size == 40x40 ] }\n"
        let dir = try CLIRunner.temporaryTree("config-devices", ["a.yaml": spec, ".listkit.yml": "devices: [iphone-se, ipad-11]\n"])
        let r = try CLIRunner.run(["lint", "a.yaml"], in: dir)
        #expect(r.stdout.contains("warning: on iphone-se: view 'box'"), "\(r.stdout)")
        #expect(!r.stdout.contains("iphone-15"))
    }

    @Test func everyProblemInAConfigurationIsReportedWithASuggestion() throws {
        let config = """
        rulez: {}
        devices: [iphone-61, ipad-11]
        textSizes: [large, acessibility5]
        rtl: maybe
        rules:
          truncated-txt: off
          zero-size: warn
          view-off-screen: { severity: info, intended: true }
          truncated-text: { severity: warning, intent: true }

        """
        let dir = try CLIRunner.temporaryTree("config-errors", ["a.yaml": Self.truncating, ".listkit.yml": config])
        let r = try CLIRunner.run(["lint", "a.yaml"], in: dir)
        #expect(r.status == 2)
        let expected = [
            ".listkit.yml:1:1: error: unknown key 'rulez' in the configuration; did you mean 'rules'? [config]",
            ".listkit.yml:2:11: error: unknown device 'iphone-61'; did you mean 'iphone-16'? [config]",
            ".listkit.yml:3:20: error: unknown text size 'acessibility5'; did you mean 'accessibility5'? [config]",
            ".listkit.yml:4:6: error: 'rtl' must be true or false, not a string [config]",
            ".listkit.yml:6:3: error: unknown rule 'truncated-txt'; did you mean 'truncated-text'? [config]",
            ".listkit.yml:7:14: error: unknown severity 'warn' for rule 'zero-size'; did you mean 'warning'? [config]",
            ".listkit.yml:8:38: error: unknown key 'intended' in rule 'view-off-screen': it has no options, only 'severity' [config]",
            ".listkit.yml:9:40: error: unknown key 'intent' in rule 'truncated-text' (known: severity, intended) [config]",
        ]
        for line in expected { #expect(r.stderr.contains(line), "missing: \(line)\n\(r.stderr)") }
        #expect(r.stderr.contains("the configuration has errors"))
    }

    @Test func includeAndExcludeSelectWalkedFilesOnly() throws {
        let dir = try CLIRunner.temporaryTree("config-globs", [
            ".listkit.yml": "include: [specs]\nexclude: ['specs/drafts/**', '**/*.draft.yaml']\n",
            "specs/a.yaml": Self.intended,
            "specs/drafts/b.yaml": Self.truncating,
            "specs/c.draft.yaml": Self.truncating,
            "other/d.yaml": Self.truncating,
        ])
        let listed = try CLIRunner.run(["lint", "--list-files", "."], in: dir)
        #expect(listed.stdout == "./specs/a.yaml\n", "\(listed.stdout)")
        // Named explicitly, an excluded file is linted all the same.
        #expect(try CLIRunner.run(["lint", "specs/drafts/b.yaml"], in: dir).status == 1)
        // So is an excluded folder named on the command line, and only what it holds.
        let folder = try CLIRunner.run(["lint", "specs/drafts"], in: dir)
        #expect(folder.status == 1 && folder.stderr.contains("in 1 file"), "\(folder.stderr)")
    }
}
