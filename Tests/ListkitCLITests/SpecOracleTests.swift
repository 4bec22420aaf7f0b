import Foundation
import Testing

/// scripts/spec_oracle.py on seeded random screens of plain views: listkit's frames, broken
/// constraints and ambiguous axes against an exact lexicographic LP (issue #33). `make fuzz`
/// runs a longer one.
@Suite struct SpecOracleTests {
    @Test func seededSpecsAgreeWithTheExactOracle() throws {
        let script = CLIRunner.packageRoot.appendingPathComponent("scripts/spec_oracle.py").path
        let r = try CLIRunner.execute("/usr/bin/env", ["python3", script, "check", CLIRunner.binary.path, "200", "--seed", "1"],
                                      mergeErrors: true, timeout: 900)
        #expect(r.status == 0, "\(r.stdout)")
        #expect(r.stdout.contains("spec oracle: seed 1, 200 specs, 0 disagreeing"), "\(r.stdout)")
    }

    /// The oracle can fail: a spec whose frame it computes differently is reported.
    @Test func theOracleSeesADisagreement() throws {
        let script = CLIRunner.packageRoot.appendingPathComponent("scripts/spec_oracle.py").path
        let r = try CLIRunner.execute("/usr/bin/env", ["python3", script, "selftest", CLIRunner.binary.path],
                                      mergeErrors: true, timeout: 120)
        #expect(r.status == 0, "\(r.stdout)")
    }
}
