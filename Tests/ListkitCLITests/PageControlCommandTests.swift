import Foundation
import Testing

/// A page control's width from its page count end to end: `listkit layout` prints the frame,
/// `listkit lint` reports an out-of-range count at its line and column.
@Suite struct PageControlCommandTests {
    static func spec(pages: String) -> String {
        """
        listkit: 1
        screen: Onboarding
        device: iphone-se
        views:
          - { id: dots, type: pageControl, numberOfPages: \(pages), layout: [ centerX == parent, "bottom == safeArea.bottom - 20" ] }
        """
    }

    /// 5 pages: 18 × 5 + 20 = 110 wide, centred on the 375-point screen at 132.5; 26 tall,
    /// 20 above the bottom of a home-button iPhone (667 − 20 − 26 = 621).
    @Test func layoutPrintsTheWidthOfFivePages() throws {
        let path = try CLIRunner.temporaryFile("pages/dots.yaml", Data(Self.spec(pages: "5").utf8))
        let r = try CLIRunner.run(["layout", path, "--format", "json"])
        #expect(r.status == 0, "\(r.stderr)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let view = try #require(((root["layouts"] as? [[String: Any]])?.first?["views"] as? [[String: Any]])?.first)
        #expect(view["frame"] as? [String: Double] == ["x": 132.5, "y": 621, "width": 110, "height": 26])
    }

    @Test func lintReportsAPageCountOutOfRange() throws {
        let path = try CLIRunner.temporaryFile("pages/none.yaml", Data(Self.spec(pages: "0").utf8))
        let r = try CLIRunner.run(["lint", path])
        #expect(r.status == 1)
        #expect((r.stdout + r.stderr).contains("none.yaml:5:"), "\(r.stdout)\(r.stderr)")
        #expect((r.stdout + r.stderr).contains("'numberOfPages'"), "\(r.stdout)\(r.stderr)")
    }
}
