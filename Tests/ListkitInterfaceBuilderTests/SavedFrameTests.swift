import ListkitInterfaceBuilder
import ListkitLayout
import ListkitSpec
import ListkitYAML
import Testing

/// The storyboard whose saved frames the solution must equal. Its frames were worked out by hand
/// from UIKit's rules (the independent oracle here), not by listkit: on a 390×844 iPhone 12–14
/// (safe area 47 top, 34 bottom), a body label is 20⅓ points tall (17 × 1.19336 = 20.29, up to the
/// @3x pixel); an image's intrinsic size is its resource's; a fillEqually stack of two 44-point
/// rows 8 apart is 96 tall; an autoresizing view keeps its frame on its design size; a 2:1 ratio
/// view 100 wide is 50 tall; a switch centred on it, its 49-point alignment rectangle 20 inside
/// the safe area and its 51-point frame overhanging that by 2, as IB saves switches.
@Suite struct SavedFrameTests {
    static let expected: [String: Rect] = [
        "view": Rect(x: 0, y: 0, width: 390, height: 844),
        "titleLabel": Rect(x: 20, y: 63, width: 350, height: 20 + 1.0 / 3),
        "avatar": Rect(x: 145, y: 83 + 1.0 / 3 + 8, width: 100, height: 100),
        "stack_stk_aa_001": Rect(x: 20, y: 211 + 1.0 / 3, width: 350, height: 96),
        "firstRow": Rect(x: 20, y: 211 + 1.0 / 3, width: 350, height: 44),
        "view_row_aa_002": Rect(x: 20, y: 263 + 1.0 / 3, width: 350, height: 44),
        "banner": Rect(x: 10, y: 700, width: 370, height: 30),
        "view_rat_aa_001": Rect(x: 20, y: 740, width: 100, height: 50),
        "switch_swt_aa_001": Rect(x: 321, y: 749.5, width: 51, height: 31),
    ]

    @Test func savedFramesAreReadInScreenCoordinates() throws {
        let screen = try #require(try IBFixtures.document("saved-frames.storyboard").screens().first)
        let views = IBFixtures.views(screen.spec)
        #expect(Set(views.keys) == Set(Self.expected.keys))
        for (id, frame) in Self.expected {
            let saved = try #require(views[id]?.savedFrame, "\(id)")
            for (a, b) in [(saved.x, frame.x), (saved.y, frame.y), (saved.width, frame.width), (saved.height, frame.height)] {
                #expect(abs(a - b) < 0.001, "\(id): saved \(saved), by hand \(frame)")
            }
        }
    }

    @Test func theSolutionEqualsTheSavedFrames() throws {
        let screen = try #require(try IBFixtures.document("saved-frames.storyboard").screens().first)
        // retina6_12 is 390×844 with 47 and 34 points of safe area: listkit's preset of that size.
        let device = try #require(screen.spec.designDevice)
        #expect((device.width, device.height, device.safeArea, device.scale) == (390, 844, Insets(top: 47, bottom: 34), 3))
        #expect(device == Device.presets.first { $0.width == 390 && $0.height == 844 && $0.safeArea == device.safeArea })
        let frames = IBFixtures.frames(screen.spec)
        for (id, frame) in Self.expected {
            let solved = try #require(frames[id], "\(id)")
            for (a, b) in [(solved.x, frame.x), (solved.y, frame.y), (solved.width, frame.width), (solved.height, frame.height)] {
                #expect(abs(a - b) < 0.01, "\(id): solved \(solved), IB saved \(frame)")
            }
        }
    }

    @Test func lintFindsNothingButThePlaceholderNote() throws {
        let findings = IBLinter.check(IBSpecLoader.load(try IBFixtures.bytes("saved-frames.storyboard"), path: "s.storyboard"), rules: Linter.lintRules())
        #expect(findings.map { "\($0.mark) \($0.severity) \($0.rule)" } == ["68:29 info ib-unsupported"])
    }
}
