import ListkitInterfaceBuilder
import ListkitLayout
import ListkitSpec
import Testing

/// Labels whose text ends a paragraph in spaces (closing-spaces.storyboard, written by hand;
/// iPhone 15, @3x, safe area top 59). UIKit counts those spaces in the label's width, as
/// Interface Builder's saved frames show (docs/interface-builder.md, "What is read"): the
/// label after "23 episodes " is 5 points after the space, and a label of one space is the
/// space's width, not zero. Widths of text are measured, not asserted; positions and heights
/// are worked out by hand (14 × 1.19336 = 16.71 → 17; 17 × 1.19336 = 20.29 → 20⅓; two 38-point
/// lines 90.70 → 91 on the @3x grid).
@Suite struct ClosingSpaceTests {
    static func screen() throws -> IBScreen {
        try #require(IBFixtures.document("closing-spaces.storyboard").screens().first)
    }

    /// Up to the @3x pixel grid, as UIKit rounds an intrinsic size.
    static func up(_ width: Double) -> Double { (width * 3).rounded(.up) / 3 }

    @Test func closingSpacesWidenTheLabel() throws {
        let frames = IBFixtures.frames(try Self.screen().spec)
        let m = TextMeasurer()
        let body = Font(systemSize: 14), large = Font(systemSize: 17), title = Font(systemSize: 38, weight: .light)
        let count = Self.up(m.width(of: "23 episodes", in: body) + m.width(of: " ", in: body))
        #expect(count > Self.up(m.width(of: "23 episodes", in: body)))
        #expect(IBFixtures.near(frames["count"], Rect(x: 16, y: 79, width: count, height: 17)))
        #expect(abs((frames["dot"]?.x ?? .nan) - (16 + count + 5)) < 1e-5)
        #expect(IBFixtures.near(frames["blank"], Rect(x: 16, y: 119, width: Self.up(m.width(of: " ", in: large)), height: 61.0 / 3)))
        let kingfisher = m.width(of: "Kingfisher", in: title) + m.width(of: " ", in: title)
        #expect(kingfisher > m.width(of: "Sample", in: title))
        #expect(IBFixtures.near(frames["title"], Rect(x: 16, y: 159, width: Self.up(kingfisher), height: 91)))
    }

    /// The saved frames are the measured ones, so nothing is misplaced.
    @Test func savedFramesMatch() throws {
        let screen = try Self.screen()
        var warnings: [Diagnostic] = []
        MisplacedViewRule().check(LintContext(spec: screen.spec), into: &warnings)
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")
    }
}
