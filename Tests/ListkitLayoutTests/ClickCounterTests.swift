import Testing
import ListkitLayout
import ListkitSpec

@Suite struct ClickCounterTests {
    @Test func framesOnIPhone15() throws {
        let outcome = LayoutEngine(spec: try loadExample("click-counter")).layout(on: device("iphone-15"))
        let frames = framesByID(outcome.result.views)
        #expect(frames["searchBar"] == rect(0, 59, 393, 56))
        #expect(frames["stack"] == rect(145.5, 366, 102, 120))
        #expect(frames["middleLabel"] == rect(145.5, 366, 102, 21))
        #expect(frames["image"] == rect(151.5, 396, 90, 90))
        #expect(frames["bottomButton"] == rect(18, 764, 357, 36))
        #expect(outcome.findings.isEmpty)
    }
}
