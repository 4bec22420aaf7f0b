import ListkitInterfaceBuilder
import ListkitLayout
import ListkitSpec
import Testing

/// Labels UIStackView and Interface Builder size by rules of their own
/// (stack-text-shares.storyboard, written by hand; iPhone 15, safe area top 59). Frames worked
/// out by hand: a system button's title of 15 points is 17.9 → 18 + 12 = 30 tall (docs/layout.md,
/// "Controls"); a 17-point line is 20.29 → 20⅓ on the @3x grid.
@Suite struct StackTextShareTests {
    static func screen(_ name: String) throws -> IBScreen {
        let screens = try IBFixtures.document("stack-text-shares.storyboard").screens()
        return try #require(IBDocument.select(screens, scene: name))
    }

    /// `UISV-text-width-disambiguation`: a multi-line label arranged in a horizontal fill stack
    /// is pulled to `stack.width / N − spacing × (N − 1) / N` at its compression resistance + 10
    /// (760), above both views' hugging: beside a button in a 393-point stack it is 393 / 2 =
    /// 196.5 wide and the button the other half; in a 94-point stack spaced 4, (94 − 4) / 2 = 45
    /// each, as Interface Builder saved woocommerce-ios's `SurveySubmittedViewController.xib`.
    @Test func multiLineLabelsTakeAnEqualShare() throws {
        let frames = IBFixtures.frames(try Self.screen("Shares").spec)
        #expect(frames["wrapping"] == Rect(x: 0, y: 79, width: 196.5, height: 30))
        #expect(frames["action"] == Rect(x: 196.5, y: 79, width: 196.5, height: 30))
        #expect(frames["spacedLabel"] == Rect(x: 20, y: 129, width: 45, height: 30))
        #expect(frames["spacedButton"] == Rect(x: 69, y: 129, width: 45, height: 30))
    }

    /// Without the share: a single-line label keeps its text's width and the button, hugging at
    /// 250 below the label's 251, takes the rest; so does a multi-line label in a stack aligned
    /// by baselines, and one Interface Builder gives an intrinsic size placeholder (46 wide).
    @Test func singleLinesBaselinesAndPlaceholdersKeepTheirWidth() throws {
        let frames = IBFixtures.frames(try Self.screen("Shares").spec)
        let text = try #require(frames["single"]?.width)
        #expect(text < 196.5 && text == (TextMeasurer().width(of: "Short", in: Font(systemSize: 17)) * 3).rounded(.up) / 3)
        #expect(frames["singleButton"] == Rect(x: text, y: 179, width: 393 - text, height: 30))
        #expect(frames["baselineLabel"]?.width == text && frames["baselineButton"]?.width == 393 - text)
        #expect(frames["placeholderLabel"]?.width == 46 && frames["placeholderButton"] == Rect(x: 46, y: 279, width: 347, height: 30))
    }

    /// A label without text keeps the size Interface Builder saved it at, where UIKit would make
    /// it 0 × 0: 50 tall between two labels of a vertical stack spaced 16 (79 + 20⅓ + 16 = 115⅓,
    /// then the footer at 115⅓ + 50 + 16 = 181⅓), 60 × 18 on its own; one saved 0 × 0 stays so.
    @Test func emptyLabelsKeepTheirSavedSize() throws {
        let frames = IBFixtures.frames(try Self.screen("Empty").spec)
        #expect(IBFixtures.near(frames["output"], Rect(x: 20, y: 79 + 61.0 / 3 + 16, width: 353, height: 50)))
        #expect(IBFixtures.near(frames["footer"], Rect(x: 20, y: 79 + 61.0 / 3 + 16 + 50 + 16, width: 353, height: 61.0 / 3)))
        #expect(frames["sized"] == Rect(x: 20, y: 279, width: 60, height: 18))
        #expect(frames["collapsed"] == Rect(x: 20, y: 329, width: 0, height: 0))
    }

    /// The saved frames are these, so no view is misplaced in either scene.
    @Test(arguments: ["Shares", "Empty"])
    func savedFramesMatch(scene: String) throws {
        var warnings: [Diagnostic] = []
        MisplacedViewRule().check(LintContext(spec: try Self.screen(scene).spec), into: &warnings)
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")
    }
}
