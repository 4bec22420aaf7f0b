import ListkitLayout
import ListkitSpec
import Testing

/// A variable that only a broken constraint determined is the conflict's finding, not an
/// ambiguity (`SystemSolution.brokenVariables`, read by `ConstraintDescriber.ambiguityFindings`).
/// The screen's system is converted and added one constraint at a time; the broken
/// constraint's variables are read back from the layout constraint its tag names.
@Suite struct BrokenConstraintAmbiguityTests {
    /// `box`'s leading edge is bounded below at 100, then above at 50: the second bound cannot
    /// hold and is broken, which leaves the box free to the right of 100. Its vertical axis is
    /// fixed, and `other` is placed fully.
    static let spec = """
    listkit: 1
    screen: Broken
    device: { name: "d", width: 375, height: 667, safeArea: { top: 0, left: 0, bottom: 0, right: 0 }, scale: 2, idiom: phone }
    views:
      - id: box
        type: view
        layout:
          - leading >= parent.leading + 100
          - leading <= parent.leading + 50
          - width == 40
          - top == parent.top + 10
          - height == 20
      - id: other
        type: view
        layout: [ "leading == parent.leading + 8", "top == parent.top + 40", "size == 30x30" ]
    """

    @Test func theBrokenBoundIsReportedAndItsViewIsNotAmbiguous() throws {
        let spec = try loadSpec(Self.spec)
        let outcome = LayoutEngine(spec: spec).layout(on: try #require(spec.devices.first?.value))
        let kinds = outcome.findings.map(\.kind)
        #expect(kinds == [.unsatisfiableConstraints], "\(outcome.findings.map(\.message))")
        #expect(outcome.findings.first?.message.contains("leading <= parent.leading + 50") == true, "\(outcome.findings.map(\.message))")
        let frames = framesByID(outcome.result.views)
        #expect(frames["other"] == Rect(x: 8, y: 40, width: 30, height: 30))
        #expect(frames["box"]?.x ?? 0 >= 100 - 1e-9)
        #expect(frames["box"]?.y == 10 && frames["box"]?.height == 20 && frames["box"]?.width == 40)
    }
}
