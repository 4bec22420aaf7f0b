import Foundation
import Testing

/// `.listkit.yml` as the command reports it: problems in a configuration on stderr, exit 2.
/// (How configurations are found and applied is tested in-process: ListkitLintTests.)
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
}
