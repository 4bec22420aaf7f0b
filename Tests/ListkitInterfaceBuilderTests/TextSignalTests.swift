import ListkitInterfaceBuilder
import ListkitLayout
import ListkitSpec
import Testing

/// Attributed text and one-axis intrinsic size placeholders (text-signals.storyboard, written by
/// hand; iPhone 15, safe area top 59, @3x). Heights worked out by hand from listkit's 1.19336 em
/// lines rounded up to a third of a point; widths of text are measured, not asserted.
@Suite struct TextSignalTests {
    static func screen(_ selector: String) throws -> IBScreen {
        let screens = try IBFixtures.document("text-signals.storyboard").screens()
        return try #require(IBDocument.select(screens, scene: selector))
    }

    /// `usesAttributedText="YES"`: the fragments' text joined, the first fragment's font
    /// (`metaFont="system" size="20"`); a text view's `<string key="content">` keeps its line
    /// break, and `scrollEnabled="NO"` gives it an intrinsic height.
    @Test func attributedTextIsRead() throws {
        let screen = try Self.screen("Attributed")
        let views = IBFixtures.views(screen.spec)
        #expect(views["greeting"]?.text?.value == "Hello world")
        #expect(views["greeting"]?.font?.value == Font(systemSize: 20))
        #expect(views["notes"]?.text?.value == "Line one\nLine two")
        #expect(views["notes"]?.isScrollEnabled == false)
        let frames = IBFixtures.frames(screen.spec)
        // 20 × 1.19336 = 23.87, up to 24 on the @3x grid.
        #expect(frames["greeting"]?.height == 24)
        // Two 14-point lines (33.41, up to 33.67 on the @3x grid) and the text container's 8 above and below.
        let notes = try #require(frames["notes"])
        #expect(abs(notes.height - 149.0 / 3) < 1e-6 && notes.y == 79 + 24 + 20)
    }

    /// The private faces of the system font in an attributed string (".SFUI-Semibold") are the
    /// system font at their weight.
    @Test func privateSystemFaceNamesAreTheSystemFont() throws {
        #expect(try Self.fontOfAttributedLabel(#"<font key="NSFont" size="20" name=".SFUI-Semibold"/>"#) == Font(systemSize: 20, weight: .semibold))
    }

    /// The font a one-fragment attributed label is read in, its fragment's font element given.
    static func fontOfAttributedLabel(_ fontElement: String) throws -> Font? {
        let bytes = IBFixtures.storyboard(subviews: """
            <label opaque="NO" usesAttributedText="YES" translatesAutoresizingMaskIntoConstraints="NO" id="lab-00-001" userLabel="Title">
                <rect key="frame" x="0.0" y="0.0" width="100" height="24"/>
                <attributedString key="attributedText">
                    <fragment content="Hi"><attributes>\(fontElement)</attributes></fragment>
                </attributedString>
            </label>
            """)
        let screen = try #require(try IBFixtures.screens(bytes).first)
        return IBFixtures.views(screen.spec)["title"]?.font?.value
    }

    /// AppKit's meta fonts, as a Mac archives an attributed string's font, are the system font
    /// at their size (`label`, `message`, `smallSystem`…; public documents: Automattic/
    /// pocket-casts-ios `StarredViewController.xib`, `metaFont="label" size="14"`), bold when
    /// the name says so; the user's fixed-pitch font is not the system font.
    @Test func metaFontsAreTheSystemFont() throws {
        let cases: [(String, Font?)] = [
            ("label", Font(systemSize: 14)), ("message", Font(systemSize: 14)), ("smallSystem", Font(systemSize: 14)),
            ("smallSystemBold", Font(systemSize: 14, weight: .bold)), ("systemBold", Font(systemSize: 14, weight: .bold)),
            ("fixedUser", nil),
        ]
        for (meta, expected) in cases {
            #expect(try Self.fontOfAttributedLabel(#"<font key="NSFont" metaFont="\#(meta)" size="14"/>"#) == expected, "\(meta)")
        }
    }

    /// `placeholderIntrinsicHeight="50"` with an `infinite` width: a height of 50 only, as the two
    /// constraints Auto Layout makes of an intrinsic height (at least 50 at compression
    /// resistance 750, at most 50 at hugging 250); the width comes from the edges. The other way
    /// round for the stack: 120 wide, centred, its height from its constraint.
    @Test func oneAxisPlaceholdersSizeThatAxis() throws {
        let screen = try Self.screen("Placeholders")
        #expect(screen.notes.isEmpty, "\(screen.notes.map(\.message))")
        let layout = IBFixtures.layout(screen.spec)
        #expect(layout.contains("banner: height >= 50 @750") && layout.contains("banner: height <= 50 @250"))
        #expect(layout.contains("dots: width >= 120 @750") && layout.contains("dots: width <= 120 @250"))
        let frames = IBFixtures.frames(screen.spec)
        #expect(frames["banner"] == Rect(x: 0, y: 69, width: 393, height: 50))
        #expect(frames["dots"] == Rect(x: 136.5, y: 159, width: 120, height: 20))
        let outcome = LayoutEngine(spec: screen.spec).layout(on: try #require(screen.spec.designDevice))
        #expect(outcome.findings.isEmpty, "no ambiguity: \(outcome.findings.map(\.message))")
    }
}
