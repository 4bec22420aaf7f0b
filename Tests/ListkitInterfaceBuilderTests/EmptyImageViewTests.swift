import ListkitInterfaceBuilder
import ListkitLayout
import ListkitSpec
import Testing

/// Image views without an image (empty-image-views.storyboard, written by hand; frames worked out
/// by hand from its constraints): Interface Builder's canvas keeps such a view at the size it was
/// saved with, as it keeps an empty label, where UIKit gives it no intrinsic size until code sets
/// an image (docs/interface-builder.md, "What is read").
@Suite struct EmptyImageViewTests {
    static func screen() throws -> IBScreen {
        let screens = try IBFixtures.document("empty-image-views.storyboard").screens()
        return try #require(IBDocument.select(screens, scene: "EmptyImages"))
    }

    /// The banner, first of a vertical fill stack with no height of its own, keeps its 120
    /// points, so the 2-point rule sits at 200 + 120 + 8 = 328 and the stack is 130 tall. An image
    /// of the document's resources keeps the image's size (24 × 24).
    @Test func emptyImageViewsInAStackKeepTheirSavedSize() throws {
        let frames = IBFixtures.frames(try Self.screen().spec)
        #expect(frames["banner"] == Rect(x: 20, y: 200, width: 353, height: 120))
        #expect(frames["rule"] == Rect(x: 20, y: 328, width: 353, height: 2))
        #expect(frames["column"] == Rect(x: 20, y: 200, width: 353, height: 130))
        #expect(frames["icon"] == Rect(x: 20, y: 400, width: 24, height: 24))
    }

    /// The badge, placed by its leading and top alone, has no size: Interface Builder calls that
    /// ambiguous (it asks for size constraints or a placeholder intrinsic size), and so does lint;
    /// its saved 60 × 40 does not size it (review9).
    @Test func aFreeEmptyImageViewIsAmbiguous() throws {
        var findings: [Diagnostic] = []
        LayoutRule(kinds: [.ambiguousLayout]).check(LintContext(spec: try Self.screen().spec), into: &findings)
        #expect(findings.contains { $0.message.contains("'badge'") }, "\(findings.map(\.message))")
        #expect(!findings.contains { $0.message.contains("'banner'") }, "\(findings.map(\.message))")
    }

    /// An image view naming an image the document's `<resources>` do not hold (Interface Builder
    /// found none to show, so wrote no size) is one without an image: arranged in the leading-aligned
    /// strip it keeps its saved 60 × 40, so the strip, held by its leading and top alone, is
    /// 60 × 40 at (20, 500); the free "ghost" beside it is ambiguous, as the badge is.
    @Test func anImageMissingFromTheResourcesIsNoImage() throws {
        let spec = try Self.screen().spec
        let frames = IBFixtures.frames(spec)
        #expect(frames["unresolved"] == Rect(x: 20, y: 500, width: 60, height: 40), "\(frames)")
        #expect(frames["strip"] == Rect(x: 20, y: 500, width: 60, height: 40), "\(frames)")
        var findings: [Diagnostic] = []
        LayoutRule(kinds: [.ambiguousLayout]).check(LintContext(spec: spec), into: &findings)
        #expect(findings.contains { $0.message.contains("'ghost'") }, "\(findings.map(\.message))")
        #expect(!findings.contains { $0.message.contains("'unresolved'") || $0.message.contains("'strip'") }, "\(findings.map(\.message))")
    }

    /// The stack's saved frames are these, so none of its views is misplaced.
    @Test func savedFramesMatch() throws {
        var warnings: [Diagnostic] = []
        MisplacedViewRule().check(LintContext(spec: try Self.screen().spec), into: &warnings)
        #expect(!warnings.contains { ["banner", "rule", "column", "icon"].contains(where: $0.message.contains) }, "\(warnings.map(\.message))")
    }
}
