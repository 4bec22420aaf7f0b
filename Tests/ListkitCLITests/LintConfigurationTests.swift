import Foundation
import Testing

/// `.listkit.yml` as the command reports it: problems in a configuration on stderr, then exit 2
/// before any spec is reported. (How configurations are found, decoded and
/// applied is tested in-process: ListkitLintTests.LintConfigurationTests.)
@Suite struct LintConfigurationTests {
    @Test func aConfigurationWithProblemsStopsTheRun() throws {
        let dir = try CLIRunner.temporaryTree("config-errors", [
            "a.yaml": "listkit: 1\nscreen: S\nviews: [ { id: a, type: lable } ]\n",
            ".listkit.yml": "rulez: {}\nrules: { zero-size: warn }\n",
        ])
        let r = try CLIRunner.run(["lint", "a.yaml"], in: dir)
        #expect(r.status == 2)
        #expect(r.stdout.isEmpty, "no finding of a spec is reported: \(r.stdout)")
        #expect(r.stderr == """
            .listkit.yml:1:1: error: unknown key 'rulez' in the configuration; did you mean 'rules'? [config]
            .listkit.yml:2:21: error: unknown severity 'warn' for rule 'zero-size'; did you mean 'warning'? [config]
            error: the configuration has errors; fix them first

            """, "\(r.stderr)")
    }
}
