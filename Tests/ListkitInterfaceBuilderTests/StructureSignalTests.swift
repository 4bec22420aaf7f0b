import ListkitInterfaceBuilder
import ListkitLayout
import ListkitSpec
import Testing

/// Structural signals of #29 read as Interface Builder laid the documents out: the status bar of
/// the "Any, Any" canvas before Xcode 8, and a stack view's own margins. Documents given inline,
/// written for these tests; frames worked out by hand.
@Suite struct StructureSignalTests {
    /// A storyboard saved by Xcode 7 (toolsVersion 9531): no `<device>`, the scene's root on the
    /// 600 × 600 canvas, a 100 × 30 view 32 below the top layout guide.
    /// `standard`: the constraint to the guide is IB's "Use Standard Value" (`symbolic="YES"`).
    static func canvasDocument(width: Int = 600, height: Int = 600, statusBar: String = "", standard: Bool = false) -> [UInt8] {
        Array("""
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="9531" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
            <scenes>
                <scene sceneID="sce-00-001">
                    <objects>
                        <viewController id="vco-00-001" sceneMemberID="viewController">
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="top-00-001"/>
                                <viewControllerLayoutGuide type="bottom" id="bot-00-001"/>
                            </layoutGuides>
                            <view key="view" contentMode="scaleToFill" id="roo-00-001">
                                <rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-00-001">
                                        <rect key="frame" x="36" y="52" width="100" height="30"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="100" id="con-01-001"/>
                                            <constraint firstAttribute="height" constant="30" id="con-01-002"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="box-00-001" firstAttribute="top" secondItem="top-00-001" secondAttribute="bottom" constant="32"\(standard ? #" symbolic="YES""# : "") id="con-02-001"/>
                                    <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="roo-00-001" secondAttribute="leading" constant="36" id="con-02-002"/>
                                </constraints>
                            </view>
                            \(statusBar)
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """.utf8)
    }

    static func box(_ document: [UInt8]) throws -> Rect? {
        let screen = try #require(try IBFixtures.screens(document).first)
        return IBFixtures.frames(screen.spec)["view_box_00_001"]
    }

    /// IB of Xcode 7 showed a status bar on the square canvas: the top layout guide's bottom is
    /// at 20, so the view sits at 20 + 32 = 52 (kharrison/CodeExamples `Encode`'s launch screen,
    /// 9531). A hidden status bar gives the 20 back (32); a freeform root of another size keeps
    /// none (32).
    @Test func theAnyAnyCanvasHasAStatusBar() throws {
        #expect(try Self.box(Self.canvasDocument()) == Rect(x: 36, y: 52, width: 100, height: 30))
        let noStatusBar = Self.canvasDocument(statusBar: #"<nil key="simulatedStatusBarMetrics"/>"#)
        #expect(try Self.box(noStatusBar) == Rect(x: 36, y: 32, width: 100, height: 30))
        #expect(try Self.box(Self.canvasDocument(width: 500)) == Rect(x: 36, y: 32, width: 100, height: 30))
        // A root as tall as a screen (appium/ios-uicatalog `Main_iPad.storyboard`, 5053: 703 × 768
        // split-view panes, their views under the status bar) has the status bar too.
        #expect(try Self.box(Self.canvasDocument(width: 703, height: 768)) == Rect(x: 36, y: 52, width: 100, height: 30))
    }

    /// A stack view's margins where IB saved none are 0 when a constraint names them: an arranged
    /// view's top on the stack's top margin is on its top edge (y 100), where 8-point margins
    /// would conflict with the stack's own edge constraint. A stack whose margins nothing names
    /// keeps UIKit's default in the spec (nothing written).
    @Test func aStacksUnsavedMarginsAreZero() throws {
        let stack = { (constraint: String) in IBFixtures.storyboard(subviews: """
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-001">
                                <rect key="frame" x="0.0" y="100" width="390" height="30"/>
                                <subviews>
        \(IBFixtures.fixedHeightView("box-00-001", frame: #"x="0.0" y="0.0" width="390" height="30""#, height: 30))
                                </subviews>
                                <constraints>
        \(constraint)
                                </constraints>
                            </stackView>
        """, constraints: """
                            <constraint firstItem="stk-00-001" firstAttribute="top" secondItem="roo-00-001" secondAttribute="top" constant="100" id="con-01-001"/>
                            <constraint firstItem="stk-00-001" firstAttribute="leading" secondItem="roo-00-001" secondAttribute="leading" id="con-01-002"/>
                            <constraint firstAttribute="trailing" secondItem="stk-00-001" secondAttribute="trailing" id="con-01-003"/>
        """) }
        let named = try #require(try IBFixtures.screens(stack(#"<constraint firstItem="box-00-001" firstAttribute="top" secondItem="stk-00-001" secondAttribute="topMargin" id="con-03-001"/>"#)).first)
        #expect(IBFixtures.views(named.spec)["stack_stk_00_001"]?.layoutMargins?.value == LayoutMargins(top: 0, leading: 0, bottom: 0, trailing: 0, isDirectional: true))
        let outcome = LayoutEngine(spec: named.spec).layout(on: named.spec.designDevice!)
        #expect(!outcome.findings.contains { $0.kind == .unsatisfiableConstraints }, "\(outcome.findings.map(\.message))")
        #expect(outcome.result.framesByID["view_box_00_001"] == Rect(x: 0, y: 100, width: 390, height: 30))
        let unnamed = try #require(try IBFixtures.screens(stack("")).first)
        #expect(IBFixtures.views(unnamed.spec)["stack_stk_00_001"]?.layoutMargins == nil)
    }

    /// A `<toolbar>` or `<navigationBar>` placed as a view has a bar's intrinsic height: pinned to
    /// the root's bottom, leading and trailing edges with no height constraint, a toolbar is 44
    /// tall (appium/ios-uicatalog's `ToolbarViewControllers.storyboard` saves 9 such toolbars 44
    /// tall at the bottom) and laid out, not ambiguous; a navigation bar is 44, 54 in a document
    /// of Xcode 26 (bryceco/GoMap `Display.storyboard`, 24765).
    @Test(arguments: [("toolbar", "16097", 44.0), ("navigationBar", "16097", 44), ("navigationBar", "24765", 54)])
    func aBarPlacedAsAViewHasItsHeight(_ element: String, _ version: String, _ height: Double) throws {
        let bytes = IBFixtures.storyboard(device: "retina4_7", width: 375, height: 667, subviews: """
                            <\(element) contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bar-00-001">
                                <rect key="frame" x="0.0" y="\(667 - height)" width="375" height="\(height)"/>
                            </\(element)>
        """, constraints: """
                            <constraint firstAttribute="bottom" secondItem="bar-00-001" secondAttribute="bottom" id="con-00-001"/>
                            <constraint firstItem="bar-00-001" firstAttribute="leading" secondItem="roo-00-001" secondAttribute="leading" id="con-00-002"/>
                            <constraint firstAttribute="trailing" secondItem="bar-00-001" secondAttribute="trailing" id="con-00-003"/>
        """, toolsVersion: version)
        let screen = try #require(try IBFixtures.screens(bytes).first)
        let frames = IBFixtures.frames(screen.spec)
        let bar = try #require(frames.first { $0.key.hasSuffix("bar_00_001") }?.value)
        #expect(bar == Rect(x: 0, y: 667 - height, width: 375, height: height))
        let findings = IBLinter.check(IBSpecLoader.load(bytes, path: "bar.storyboard"), rules: Linter.lintRules())
        #expect(!findings.contains { $0.rule == .ambiguousLayout }, "\(findings.map(\.message))")
    }

    /// Constraints placing `stk-00-001` on the root, 100 down and 20 from both sides.
    static let firstStackPlaced = """
                            <constraint firstItem="stk-00-001" firstAttribute="top" secondItem="roo-00-001" secondAttribute="top" constant="100" id="con-02-001"/>
                            <constraint firstItem="stk-00-001" firstAttribute="leading" secondItem="roo-00-001" secondAttribute="leading" constant="20" id="con-02-002"/>
                            <constraint firstAttribute="trailing" secondItem="stk-00-001" secondAttribute="trailing" constant="20" id="con-02-003"/>
        """

    /// Constraints placing two stacks on the root: `stk-00-001` as `firstStackPlaced`,
    /// `stk-00-002` `secondTop` down and 20 from the leading side.
    static func twoStacksPlaced(secondTop: Int) -> String {
        firstStackPlaced + "\n" + """
                            <constraint firstItem="stk-00-002" firstAttribute="top" secondItem="roo-00-001" secondAttribute="top" constant="\(secondTop)" id="con-02-004"/>
                            <constraint firstItem="stk-00-002" firstAttribute="leading" secondItem="roo-00-001" secondAttribute="leading" constant="20" id="con-02-005"/>
        """
    }

    /// An arranged view that nothing sizes across its stack's axis keeps the size IB saved for
    /// it, where UIKit's `UISV-ambiguity-suppression` would make it zero: a vertical stack
    /// aligned `center` at x 20, 350 wide, holds a view 13 tall with no width saved 240 wide
    /// (centred: x 20 + (350 − 240) / 2 = 75) and, 10 below it, a view with `width == 100` saved
    /// 120 wide (its constraint wins: 100 wide at x 145). A horizontal stack aligned `top` at y 200
    /// holds a view 50 wide with no height saved 20 tall beside a 30 × 40 one that makes the stack
    /// 40 tall. Evidence: ChatSecure-iOS
    /// `Purchase.storyboard` (15400, three such views), pocket-casts-ios `ProfileViewController.xib`
    /// (21701), woocommerce-ios `ULErrorViewController.xib` (23094, two) and
    /// `CardPresentPaymentsModalViewController.xib` (21507), all saved 240 wide (a new view's
    /// width), none marked misplaced.
    @Test func anArrangedViewNothingSizesKeepsItsSavedSize() throws {
        func view(_ id: String, frame: String, constraints: String) -> String {
            """
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                        <rect key="frame" \(frame)/>
                                        <constraints>
            \(constraints)
                                        </constraints>
                                    </view>
            """
        }
        let bytes = IBFixtures.storyboard(subviews: """
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-001">
                                <rect key="frame" x="20" y="100" width="350" height="53"/>
                                <subviews>
        \(view("spc-00-001", frame: #"x="55" y="0.0" width="240" height="13""#, constraints: #"<constraint firstAttribute="height" constant="13" id="con-01-001"/>"#))
        \(view("box-00-001", frame: #"x="115" y="23" width="120" height="30""#, constraints: """
                                            <constraint firstAttribute="height" constant="30" id="con-01-002"/>
                                            <constraint firstAttribute="width" constant="100" id="con-01-003"/>
        """))
                                </subviews>
                            </stackView>
                            <stackView opaque="NO" contentMode="scaleToFill" alignment="top" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-002">
                                <rect key="frame" x="20" y="200" width="80" height="40"/>
                                <subviews>
        \(view("spc-00-002", frame: #"x="0.0" y="0.0" width="50" height="20""#, constraints: #"<constraint firstAttribute="width" constant="50" id="con-01-004"/>"#))
        \(view("box-00-002", frame: #"x="50" y="0.0" width="30" height="40""#, constraints: """
                                            <constraint firstAttribute="height" constant="40" id="con-01-005"/>
                                            <constraint firstAttribute="width" constant="30" id="con-01-006"/>
        """))
                                </subviews>
                            </stackView>
        """, constraints: Self.twoStacksPlaced(secondTop: 200))
        let screen = try #require(try IBFixtures.screens(bytes).first)
        let frames = IBFixtures.frames(screen.spec)
        #expect(frames["view_spc_00_001"] == Rect(x: 75, y: 100, width: 240, height: 13))
        #expect(frames["view_box_00_001"] == Rect(x: 145, y: 123, width: 100, height: 30))
        #expect(frames["view_spc_00_002"] == Rect(x: 20, y: 200, width: 50, height: 20))
        #expect(frames["view_box_00_002"] == Rect(x: 70, y: 200, width: 30, height: 40))
        let findings = IBLinter.check(IBSpecLoader.load(bytes, path: "stack.storyboard"), rules: Linter.lintRules())
        #expect(findings.map(\.rule) == [.misplacedView], "\(findings.map(\.message))")
    }

    /// An equalSpacing or equalCentering stack that nothing sizes along its axis is as long as
    /// its views and the minimum spacing (UIStackView's `size == 0 @49` along the axis, as
    /// TZStackView's constraint-by-constraint tests against UIStackView show; kharrison/CodeExamples
    /// `Buttons`, two 33-point buttons 20 apart in a stack saved 86 tall). A vertical equalSpacing
    /// stack 20 from both sides of the 390 × 844 root and centred on it holds views 30 and 40 tall,
    /// 20 apart: 90 tall at y 422 − 45 = 377. A horizontal equalCentering stack 44 tall at (20, 100)
    /// holds views 40 and 60 wide, 10 apart: 110 wide. Without the constraint both are ambiguous.
    @Test func anEqualSpacingStackIsAsShortAsItsViews() throws {
        let bytes = IBFixtures.storyboard(subviews: """
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="equalSpacing" spacing="20" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-001">
                                <rect key="frame" x="20" y="377" width="350" height="90"/>
                                <subviews>
        \(IBFixtures.fixedSizeView("box-00-001", frame: #"x="0.0" y="0.0" width="350" height="30""#, "height", 30))
        \(IBFixtures.fixedSizeView("box-00-002", frame: #"x="0.0" y="50" width="350" height="40""#, "height", 40))
                                </subviews>
                            </stackView>
                            <stackView opaque="NO" contentMode="scaleToFill" distribution="equalCentering" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-002">
                                <rect key="frame" x="20" y="100" width="110" height="44"/>
                                <subviews>
        \(IBFixtures.fixedSizeView("box-00-003", frame: #"x="0.0" y="0.0" width="40" height="44""#, "width", 40))
        \(IBFixtures.fixedSizeView("box-00-004", frame: #"x="50" y="0.0" width="60" height="44""#, "width", 60))
                                </subviews>
                                <constraints>
                                    <constraint firstAttribute="height" constant="44" id="con-01-001"/>
                                </constraints>
                            </stackView>
        """, constraints: """
                            <constraint firstItem="stk-00-001" firstAttribute="centerY" secondItem="roo-00-001" secondAttribute="centerY" id="con-02-001"/>
                            <constraint firstItem="stk-00-001" firstAttribute="leading" secondItem="roo-00-001" secondAttribute="leading" constant="20" id="con-02-002"/>
                            <constraint firstAttribute="trailing" secondItem="stk-00-001" secondAttribute="trailing" constant="20" id="con-02-003"/>
                            <constraint firstItem="stk-00-002" firstAttribute="top" secondItem="roo-00-001" secondAttribute="top" constant="100" id="con-02-004"/>
                            <constraint firstItem="stk-00-002" firstAttribute="leading" secondItem="roo-00-001" secondAttribute="leading" constant="20" id="con-02-005"/>
        """)
        let screen = try #require(try IBFixtures.screens(bytes).first)
        let frames = IBFixtures.frames(screen.spec)
        #expect(frames["stack_stk_00_001"] == Rect(x: 20, y: 377, width: 350, height: 90))
        #expect(frames["view_box_00_001"] == Rect(x: 20, y: 377, width: 350, height: 30))
        #expect(frames["view_box_00_002"] == Rect(x: 20, y: 427, width: 350, height: 40))
        #expect(frames["stack_stk_00_002"] == Rect(x: 20, y: 100, width: 110, height: 44))
        #expect(frames["view_box_00_004"] == Rect(x: 70, y: 100, width: 60, height: 44))
        let findings = IBLinter.check(IBSpecLoader.load(bytes, path: "stack.storyboard"), rules: Linter.lintRules())
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    /// A fill-proportionally stack shares its room by its arranged views' sizes where they have no
    /// intrinsic size: UIKit takes their current sizes, which for views read from a document are
    /// the saved frames. A vertical stack at (20, 100), 350 wide and `height == 128`, 8 between its
    /// views, holds plain views saved 30 and 90 tall (128 − 8 = 120 shared 30 : 90): at y 100 and
    /// 138. A horizontal one at (20, 300), `width == 110` and 44 tall, 10 between, holds two
    /// views saved 50 wide: 50 each, at x 20 and 80. Without the saved sizes nothing sizes them
    /// along the axis (ambiguous). Evidence: Stack Overflow question 46253248 (views of equal
    /// frames and no intrinsic size shared equally), woocommerce-ios `LedgerTableViewCell.xib`
    /// (21701: six plain views of 51.5 to 88.5 points in a 436-point fill-proportionally stack,
    /// every one of its 23 views on its saved frame with it).
    /// An arranged plain view with a saved frame and nothing else: no intrinsic size, no constraint.
    static func plainView(_ id: String, frame: String) -> String {
        """
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                    <rect key="frame" \(frame)/>
                                </view>
        """
    }

    @Test func aFillProportionallyStackSharesItsRoomBySavedSizes() throws {
        let bytes = IBFixtures.storyboard(subviews: """
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillProportionally" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-001">
                                <rect key="frame" x="20" y="100" width="350" height="128"/>
                                <subviews>
        \(Self.plainView("box-00-001", frame: #"x="0.0" y="0.0" width="350" height="30""#))
        \(Self.plainView("box-00-002", frame: #"x="0.0" y="38" width="350" height="90""#))
                                </subviews>
                                <constraints>
                                    <constraint firstAttribute="height" constant="128" id="con-01-001"/>
                                </constraints>
                            </stackView>
                            <stackView opaque="NO" contentMode="scaleToFill" distribution="fillProportionally" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-002">
                                <rect key="frame" x="20" y="300" width="110" height="44"/>
                                <subviews>
        \(Self.plainView("box-00-003", frame: #"x="0.0" y="0.0" width="50" height="44""#))
        \(Self.plainView("box-00-004", frame: #"x="60" y="0.0" width="50" height="44""#))
                                </subviews>
                                <constraints>
                                    <constraint firstAttribute="width" constant="110" id="con-01-002"/>
                                    <constraint firstAttribute="height" constant="44" id="con-01-003"/>
                                </constraints>
                            </stackView>
        """, constraints: Self.twoStacksPlaced(secondTop: 300))
        let screen = try #require(try IBFixtures.screens(bytes).first)
        let frames = IBFixtures.frames(screen.spec)
        #expect(frames["view_box_00_001"] == Rect(x: 20, y: 100, width: 350, height: 30))
        #expect(frames["view_box_00_002"] == Rect(x: 20, y: 138, width: 350, height: 90))
        #expect(frames["view_box_00_003"] == Rect(x: 20, y: 300, width: 50, height: 44))
        #expect(frames["view_box_00_004"] == Rect(x: 80, y: 300, width: 50, height: 44))
        let findings = IBLinter.check(IBSpecLoader.load(bytes, path: "stack.storyboard"), rules: Linter.lintRules())
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    /// The saved sizes are proportions, not sizes: a vertical fill-proportionally stack held at
    /// `height == 248` whose views were saved 30 and 90 tall (spacing 8) shares its 240 points
    /// 1 : 3, 60 and 180, where keeping the saved sizes would give 30 and 90.
    @Test func aFillProportionallyStackScalesItsSavedSizesToItsRoom() throws {
        let bytes = IBFixtures.storyboard(subviews: """
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillProportionally" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stk-00-001">
                                <rect key="frame" x="20" y="100" width="350" height="128"/>
                                <subviews>
        \(Self.plainView("box-00-001", frame: #"x="0.0" y="0.0" width="350" height="30""#))
        \(Self.plainView("box-00-002", frame: #"x="0.0" y="38" width="350" height="90""#))
                                </subviews>
                                <constraints>
                                    <constraint firstAttribute="height" constant="248" id="con-01-001"/>
                                </constraints>
                            </stackView>
        """, constraints: Self.firstStackPlaced)
        let screen = try #require(try IBFixtures.screens(bytes).first)
        let frames = IBFixtures.frames(screen.spec)
        #expect(frames["view_box_00_001"] == Rect(x: 20, y: 100, width: 350, height: 60))
        #expect(frames["view_box_00_002"] == Rect(x: 20, y: 168, width: 350, height: 180))
    }

    /// IB's standard spacing (`symbolic="YES"`) to a safe area is 0, whatever constant it writes:
    /// a view `leading == safeArea.leading + 20` and `safeArea.trailing == trailing + 20`, both
    /// symbolic, on the 390-point root's safe area (0 at the sides) is at x 0, 390 wide; a
    /// symbolic 8 above the safe area's bottom (34 up on retina6_12) puts its bottom at 844 − 34;
    /// the same constants written without `symbolic` keep their 20 and 8. Evidence: Alamofire's
    /// and danielgindi/Charts's launch storyboards, kharrison/CodeExamples `AllVisible` and
    /// `RefreshScroll`; Apple Developer Forums thread 87028.
    @Test(arguments: [true, false])
    func standardSpacingToTheSafeAreaIsNone(_ symbolic: Bool) throws {
        let standard = symbolic ? #" symbolic="YES""# : ""
        let bytes = IBFixtures.storyboard(subviews: IBFixtures.fixedSizeView("box-00-001", frame: #"x="0.0" y="700" width="390" height="30""#, "height", 30),
                                          constraints: """
                            <constraint firstItem="box-00-001" firstAttribute="leading" secondItem="saf-00-001" secondAttribute="leading" constant="20"\(standard) id="con-02-001"/>
                            <constraint firstItem="saf-00-001" firstAttribute="trailing" secondItem="box-00-001" secondAttribute="trailing" constant="20"\(standard) id="con-02-002"/>
                            <constraint firstItem="saf-00-001" firstAttribute="bottom" secondItem="box-00-001" secondAttribute="bottom" constant="8"\(standard) id="con-02-003"/>
        """)
        let screen = try #require(try IBFixtures.screens(bytes).first)
        let box = try #require(IBFixtures.frames(screen.spec)["view_box_00_001"])
        let expected = symbolic ? Rect(x: 0, y: 844 - 34 - 30, width: 390, height: 30) : Rect(x: 20, y: 844 - 34 - 8 - 30, width: 350, height: 30)
        #expect(box == expected)
    }

    /// IB's standard spacing (`symbolic="YES"`) to a legacy top layout guide is a sibling's 8,
    /// whatever constant it writes: the view 32 (symbolic) below the guide's bottom at 20 sits at
    /// 28, not 52. Evidence: kharrison/CodeExamples `SpeakEasy` (15505), a text field written 20
    /// below the top layout guide and saved 8 below it; `Stacks`, `AnimatedConstraints` and
    /// ReactiveX/RxSwift `Calculator`, 10 such constraints written and saved at 8; Apple Developer
    /// Forums thread 87028.
    @Test func standardSpacingToALegacyLayoutGuideIsASiblings() throws {
        #expect(try Self.box(Self.canvasDocument(standard: true)) == Rect(x: 36, y: 28, width: 100, height: 30))
        #expect(try Self.box(Self.canvasDocument(standard: false)) == Rect(x: 36, y: 52, width: 100, height: 30))
    }
}
