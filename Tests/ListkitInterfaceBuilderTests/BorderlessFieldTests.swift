import ListkitInterfaceBuilder
import ListkitLayout
import ListkitSpec
import Testing

/// Text fields without a `borderStyle` (UITextField's `.none`; borderless-fields.storyboard,
/// written by hand) are their line plus 1.5 tall, rounded up to the iPhone 15's @3x grid; a
/// rounded-rect field keeps its 34. Heights worked out by hand from listkit's line (1.19336 em):
/// body 20.287 + 1.5 = 21.787 → 22; 15 points 17.900 + 1.5 = 19.400 → 19⅔; 16 points 19.094 +
/// 1.5 = 20.594 → 20⅔. Each starts 8 below the one before, the first 20 below the safe area (59).
@Suite struct BorderlessFieldTests {
    static func screen() throws -> IBScreen {
        try #require(IBFixtures.document("borderless-fields.storyboard").screens().first)
    }

    @Test func theBorderStyleIsRead() throws {
        let views = IBFixtures.views(try Self.screen().spec)
        #expect(views["body"]?.controlStyle?.value == .borderless, "no borderStyle is .none")
        #expect(views["small"]?.controlStyle?.value == .borderless, "borderStyle=\"none\"")
        #expect(views["rounded"]?.controlStyle == nil, "a rounded rect is the type's own sizing")
    }

    @Test func framesAreTheirLinePlusPadding() throws {
        let screen = try Self.screen()
        let frames = IBFixtures.frames(screen.spec)
        #expect(frames["body"] == Rect(x: 20, y: 79, width: 353, height: 22))
        #expect(IBFixtures.near(frames["small"], Rect(x: 20, y: 109, width: 353, height: 59.0 / 3)))
        #expect(IBFixtures.near(frames["sixteen"], Rect(x: 20, y: 410.0 / 3, width: 353, height: 62.0 / 3)))
        #expect(IBFixtures.near(frames["rounded"], Rect(x: 20, y: 496.0 / 3, width: 353, height: 34)))
        var warnings: [Diagnostic] = []
        MisplacedViewRule().check(LintContext(spec: screen.spec), into: &warnings)
        #expect(warnings.isEmpty, "every saved frame matches: \(warnings.map(\.message))")
    }
}
