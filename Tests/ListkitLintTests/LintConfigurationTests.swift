import Foundation
import ListkitLint
import ListkitSpec
import Testing

/// `.listkit.yml`: found upward to the repository root, an explicit one overriding, severities,
/// `off`, rule options, devices, include/exclude, and did-you-mean for every misspelling.
@Suite struct LintConfigurationTests {
    /// A label too narrow for its text on every device.
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

    static func severities(_ run: LintRun) -> [Diagnostic.Severity] { run.diagnostics.map(\.severity) }

    @Test func truncationIsAnErrorByDefault() throws {
        let dir = try LintHarness.tree("config-default", ["a.yaml": Self.truncating])
        let (run, _) = LintHarness.run([dir.appendingPathComponent("a.yaml")])
        #expect(run.diagnostics.map(\.rule) == [.truncatedText])
        #expect(run.diagnostics.first?.severity == .error)
        #expect(run.diagnostics.first?.message.hasPrefix("on iphone-15: label 'name' truncates its text") == true)
    }

    @Test func lineBreakModeStatesIntent() throws {
        let dir = try LintHarness.tree("config-intent", ["a.yaml": Self.intended, "b.yaml": Self.intended.replacingOccurrences(of: "byTruncatingTail", with: "byWordWrapping")])
        let a = dir.appendingPathComponent("a.yaml")
        #expect(LintHarness.run([a]).0.diagnostics.isEmpty)
        // Word wrapping on one line does not cut on purpose: still reported.
        #expect(Self.severities(LintHarness.run([dir.appendingPathComponent("b.yaml")]).0) == [.error])
        // The configuration can ask for intended truncation too.
        try LintHarness.write("rules:\n  truncated-text: { severity: warning, intended: true }\n", to: dir.appendingPathComponent(".listkit.yml"))
        let asked = LintHarness.run([a]).0
        #expect(Self.severities(asked) == [.warning])
        #expect(asked.diagnostics.first?.message.hasPrefix("on iphone-15: label 'name' truncates its text") == true)
        let typo = try LintHarness.tree("config-typo-mode", ["a.yaml": Self.intended.replacingOccurrences(of: "byTruncatingTail", with: "byTruncatingTale")])
        #expect(LintHarness.run([typo.appendingPathComponent("a.yaml")]).0.diagnostics.map(\.message)
            == ["unknown line break mode 'byTruncatingTale'; did you mean 'byTruncatingTail'?"])
    }

    @Test func nearestConfigurationUpToTheRepositoryRootApplies() throws {
        let dir = try LintHarness.tree("config-nearest", [
            ".listkit.yml": "rules:\n  truncated-text: off\n",
            "repo/.git/HEAD": "ref: refs/heads/main\n",
            "repo/specs/a.yaml": Self.truncating,
            "repo/specs/deep/.listkit.yml": "rules:\n  truncated-text: info\n",
            "repo/specs/deep/b.yaml": Self.truncating,
            "other/c.yaml": Self.truncating,
        ])
        let a = dir.appendingPathComponent("repo/specs/a.yaml"), b = dir.appendingPathComponent("repo/specs/deep/b.yaml")
        let c = dir.appendingPathComponent("other/c.yaml")
        // Above the repository root does not count: repo/specs/a.yaml gets the defaults.
        #expect(Self.severities(LintHarness.run([a]).0) == [.error])
        #expect(Self.severities(LintHarness.run([b]).0) == [.info])
        // Outside any repository the search goes up to the root: the top .listkit.yml applies.
        #expect(LintHarness.run([c]).0.diagnostics.isEmpty)
        // An explicit configuration overrides for every file.
        let forced = LintHarness.run([c, a], config: dir.appendingPathComponent("repo/specs/deep/.listkit.yml")).0
        #expect(Self.severities(forced) == [.info, .info])
    }

    @Test func devicesAndRTLComeFromTheConfiguration() throws {
        let spec = "listkit: 1\nscreen: S\nviews:\n  - { id: box, type: view, layout: [ top == safeArea.top, leading == parent.leading + 380, size == 40x40 ] }\n"
        let dir = try LintHarness.tree("config-devices", ["a.yaml": spec, ".listkit.yml": "devices: [iphone-se, ipad-11]\n"])
        let messages = LintHarness.run([dir.appendingPathComponent("a.yaml")]).0.diagnostics.map(\.message)
        #expect(messages.contains { $0.hasPrefix("on iphone-se: view 'box'") }, "\(messages)")
        #expect(!messages.contains { $0.contains("iphone-15") })
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
        let dir = try LintHarness.tree("config-errors", ["a.yaml": Self.truncating, ".listkit.yml": config])
        let (_, configurations) = LintHarness.run([dir.appendingPathComponent("a.yaml")])
        let file = dir.appendingPathComponent(".listkit.yml").path
        #expect(configurations.failures.isEmpty)
        #expect(LintHarness.lines(configurations.diagnostics.sorted(by: Diagnostic.ordered)) == [
            "\(file):1:1: error: unknown key 'rulez' in the configuration; did you mean 'rules'? [config]",
            "\(file):2:11: error: unknown device 'iphone-61'; did you mean 'iphone-16'? [config]",
            "\(file):3:20: error: unknown text size 'acessibility5'; did you mean 'accessibility5'? [config]",
            "\(file):4:6: error: 'rtl' must be true or false, not a string [config]",
            "\(file):6:3: error: unknown rule 'truncated-txt'; did you mean 'truncated-text'? [config]",
            "\(file):7:14: error: unknown severity 'warn' for rule 'zero-size'; did you mean 'warning'? [config]",
            "\(file):8:38: error: unknown key 'intended' in rule 'view-off-screen': it has no options, only 'severity' [config]",
            "\(file):9:40: error: unknown key 'intent' in rule 'truncated-text' (known: severity, intended) [config]",
        ])
    }

    @Test func includeAndExcludeSelectWalkedFilesOnly() throws {
        let dir = try LintHarness.tree("config-globs", [
            ".listkit.yml": "include: [specs]\nexclude: ['specs/drafts/**', '**/*.draft.yaml']\n",
            "specs/a.yaml": Self.intended,
            "specs/drafts/b.yaml": Self.truncating,
            "specs/c.draft.yaml": Self.truncating,
            "other/d.yaml": Self.truncating,
        ])
        #expect(LintHarness.run([dir]).0.linted.map(\.file.name) == [dir.path + "/specs/a.yaml"])
        // Named explicitly, an excluded file is linted all the same.
        #expect(Self.severities(LintHarness.run([dir.appendingPathComponent("specs/drafts/b.yaml")]).0) == [.error])
        // So is an excluded folder named on the command line, and only what it holds.
        let folder = LintHarness.run([dir.appendingPathComponent("specs/drafts")]).0
        #expect(folder.linted.count == 1 && Self.severities(folder) == [.error])
    }

    /// A 55-point box with a switch at its leading edge: iOS 18's 49-point switch fits, iOS 26's
    /// 61-point one sticks out (`view-outside-parent`). `.listkit.yml`'s `os:` lays out specs
    /// that name no release; a spec's own `os:` wins; `--os` (`LintRun`'s release) over both.
    static let narrowSwitch = """
    listkit: 1
    screen: S
    views:
      - id: box
        type: view
        layout: [ top == safeArea.top, leading == parent.leading, width == 55, height == 40 ]
        subviews:
          - { id: toggle, type: switch, layout: [ leading == parent.leading, top == parent.top ] }

    """

    @Test func osInTheConfigurationPicksTheRelease() throws {
        func rules(config os: String, spec: String = Self.narrowSwitch, flag: UIKitRelease? = nil) throws -> [String] {
            let dir = try LintHarness.tree("config-os-\(os)-\(flag?.rawValue ?? "none")", ["a.yaml": spec, ".listkit.yml": "os: \(os)\n"])
            let configurations = ConfigurationFinder(explicitPath: nil)
            let run = LintRun(paths: [dir.appendingPathComponent("a.yaml").path], configurations: configurations, release: flag)
            #expect(configurations.diagnostics.isEmpty)
            return run.diagnostics.map(\.rule.rawValue)
        }
        #expect(try rules(config: "ios18") == [])
        #expect(try rules(config: "ios26") == ["view-outside-parent"])
        let pinned = Self.narrowSwitch.replacingOccurrences(of: "screen: S\n", with: "screen: S\nos: ios18\n")
        #expect(try rules(config: "ios26", spec: pinned) == [])
        #expect(try rules(config: "ios18", flag: .iOS26) == ["view-outside-parent"])
    }

    @Test func anUnknownOSInTheConfigurationIsReportedWithASuggestion() throws {
        let dir = try LintHarness.tree("config-os-error", ["a.yaml": Self.narrowSwitch, ".listkit.yml": "os: ios19\n"])
        let (_, configurations) = LintHarness.run([dir.appendingPathComponent("a.yaml")])
        let file = dir.appendingPathComponent(".listkit.yml").path
        #expect(LintHarness.lines(configurations.diagnostics) == [
            "\(file):1:5: error: unknown iOS release 'ios19'; did you mean 'ios18'? [config]",
        ])
    }
}
