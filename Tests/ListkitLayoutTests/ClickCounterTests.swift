import Testing
import ListkitLayout
import ListkitSpec

@Suite struct ClickCounterTests {
    @Test func framesOnIPhone15() throws {
        let outcome = LayoutEngine(spec: try loadExample("click-counter")).layout(on: device("iphone-15"))
        let frames = framesByID(outcome.result.views)
        #expect(frames["searchBar"] == rect(0, 59, 393, 56))
        // "MIDDLE LABEL" in body: 115.65 points shaped, scaled and tracked, 115 2/3 on the @3x grid;
        // 20 1/3 tall (17 × 1.19336 rounded up). The stack (9 spacing, 90 image) is centred.
        #expect(frames["stack"] == rect(138.666667, 366.333333, 115.666667, 119.333333))
        #expect(frames["middleLabel"] == rect(138.666667, 366.333333, 115.666667, 20.333333))
        #expect(frames["image"] == rect(151.5, 395.666667, 90, 90))
        #expect(frames["bottomButton"] == rect(18, 764, 357, 36))
        #expect(outcome.findings.isEmpty)
    }
}
