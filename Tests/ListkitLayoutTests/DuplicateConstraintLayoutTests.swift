import Testing
import ListkitLayout
import ListkitSpec

/// Copies of an optional constraint weigh as many times as they are written (issue #33): Auto
/// Layout minimises each constraint's own error.
@Suite struct DuplicateConstraintLayoutTests {
    @Test func twoCopiesOutweighOne() throws {
        let spec = try loadSpec(try loadFixture("duplicate-optional-copies.yaml"))
        let outcome = LayoutEngine(spec: spec).layout(on: spec.effectiveDevices[0])
        #expect(framesByID(outcome.result.views)["box"] == rect(10, 10, 200, 44))
        let loaded = SpecLoader().load(Array(try loadFixture("duplicate-optional-copies.yaml").utf8), path: "d.yaml")
        #expect(Linter(rules: Linter.lintRules()).check(loaded).isEmpty)
    }
}
