import Foundation
import Testing

/// `listkit layout` when the solver cannot vouch for its values (docs/solver.md, "When it
/// fires"): exit 2, the spec named in a located error on stderr, no frames on stdout. The
/// iteration bound is forced through `LISTKIT_SOLVER_PIVOT_BUDGET` (the solver's test seam): a
/// budget of 0 stops the first simplex loop that must pivot. The exact fallback then takes
/// over, unless `LISTKIT_SOLVER_EXACT_LIMIT=0` puts it out of reach.
@Suite struct SolverInternalErrorTests {
    @Test func internalErrorExitsTwoNamingTheSpec() throws {
        let spec = "specs/examples/click-counter.yaml"
        let r = try CLIRunner.run(["layout", spec, "--format", "json"],
                                  environment: ["LISTKIT_SOLVER_PIVOT_BUDGET": "0", "LISTKIT_SOLVER_EXACT_LIMIT": "0"])
        #expect(r.status == 2 && !r.signaled && !r.timedOut, "status \(r.status): \(r.stderr)")
        #expect(r.stderr.hasPrefix("\(spec): error: solver internal error: the simplex made"), "\(r.stderr)")
        #expect(r.stdout.isEmpty, "frames were printed: \(r.stdout.prefix(200))")
    }

    /// With the bound hit but the exact fallback in reach, the layout is the exact solver's:
    /// exit 0 and the same frames as the float engine's.
    @Test func exactFallbackTakesOverFromTheBound() throws {
        let spec = "specs/examples/click-counter.yaml"
        let fallback = try CLIRunner.run(["layout", spec, "--format", "json"], environment: ["LISTKIT_SOLVER_PIVOT_BUDGET": "0"])
        let float = try CLIRunner.run(["layout", spec, "--format", "json"])
        #expect(fallback.status == 0, "status \(fallback.status): \(fallback.stderr)")
        #expect(fallback.stdout == float.stdout)
    }

    /// The same spec without the seam lays out (the error above comes from the bound, not the spec).
    @Test func sameSpecLaysOutWithoutTheSeam() throws {
        let r = try CLIRunner.run(["layout", "specs/examples/click-counter.yaml", "--format", "json"])
        #expect(r.status == 0, "status \(r.status): \(r.stderr)")
        #expect(!r.stdout.isEmpty)
    }
}
