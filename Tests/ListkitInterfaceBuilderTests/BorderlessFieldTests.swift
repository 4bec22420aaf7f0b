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

    /// A borderless field with secure text entry is its line alone rounded up to whole points
    /// (NetNewsWire's password fields beside its other fields, pocket-casts-ios). Two fields in
    /// the 17-point system font on an iPhone 8 (@2x; Xcode 11: safe area's top 0), 16 from the
    /// leading edge: "name" 20 below the top, 20.287 + 1.5 = 21.787 → 22 tall; "password",
    /// secure, 8 below it (y 50), 20.287 → 21 tall (not 20.5, the pixel grid); "below" 8 under
    /// the password (y 79), 22 tall. Its baseline sits in the middle as the other's does.
    @Test func aSecureFieldIsItsLineToTheWholePoint() throws {
        func field(_ id: String, y: Double, height: Double, secure: Bool) -> String {
            """
            <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" text="abc" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="16" y="\(y)" width="200" height="\(height)"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <textInputTraits key="textInputTraits"\(secure ? " secureTextEntry=\"YES\"" : "")/>
            </textField>
            """
        }
        let subviews = field("nam-00-001", y: 20, height: 22, secure: false) + field("pwd-00-001", y: 50, height: 21, secure: true)
            + field("bel-00-001", y: 79, height: 22, secure: false)
        var constraints = """
            <constraint firstItem="nam-00-001" firstAttribute="top" secondItem="saf-00-001" secondAttribute="top" constant="20" id="con-00-001"/>
            <constraint firstItem="pwd-00-001" firstAttribute="top" secondItem="nam-00-001" secondAttribute="bottom" constant="8" id="con-00-002"/>
            <constraint firstItem="bel-00-001" firstAttribute="top" secondItem="pwd-00-001" secondAttribute="bottom" constant="8" id="con-00-003"/>
            """
        for (n, id) in ["nam-00-001", "pwd-00-001", "bel-00-001"].enumerated() {
            constraints += "\n<constraint firstItem=\"\(id)\" firstAttribute=\"leading\" secondItem=\"roo-00-001\" secondAttribute=\"leading\" constant=\"16\" id=\"led-00-00\(n)\"/>"
            constraints += "\n<constraint firstItem=\"\(id)\" firstAttribute=\"width\" constant=\"200\" id=\"wid-00-00\(n)\"/>"
        }
        let bytes = IBFixtures.storyboard(device: "retina4_7", width: 375, height: 667, subviews: subviews, constraints: constraints, toolsVersion: "15505")
        let spec = try #require(try IBFixtures.screens(bytes).first).spec
        let views = IBFixtures.views(spec)
        #expect(views["textField_pwd_00_001"]?.secureTextEntry == true, "\(views.keys.sorted())")
        #expect(views["textField_nam_00_001"]?.secureTextEntry == false)
        let frames = IBFixtures.frames(spec)
        #expect(frames["textField_nam_00_001"] == Rect(x: 16, y: 20, width: 200, height: 22), "\(frames)")
        #expect(frames["textField_pwd_00_001"] == Rect(x: 16, y: 50, width: 200, height: 21), "\(frames)")
        #expect(frames["textField_bel_00_001"] == Rect(x: 16, y: 79, width: 200, height: 22), "\(frames)")
    }
}
