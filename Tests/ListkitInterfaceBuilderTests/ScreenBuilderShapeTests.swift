import ListkitInterfaceBuilder
import ListkitSpec
import Testing

/// How a screen's views are named and its constraints find their items in shapes the public
/// documents do not have (or have rarely): ids given twice, elements without an id, items no view
/// of the screen has, ids reused in another scene, guides and placeholders, size-class masks that
/// leave a view out, and elements in an unusual order. Documents written for these tests; the
/// names and constraint texts worked out by hand from the naming rules (an outlet's property, a
/// user label, else the type and the element id as an identifier; a repeated or missing id is
/// given the walk's count) and the constraint language.
@Suite struct ScreenBuilderShapeTests {
    static func label(_ id: String, y: Int, attributes: String = "", inside: String = "") -> String {
        """
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="T" \(attributes)translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                                        <rect key="frame" x="16" y="\(y)" width="50" height="21"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
        \(inside)
                                    </label>
        """
    }

    static func notes(_ screen: IBScreen) -> [String] { screen.notes.map(\.message) }

    @Test func repeatedAndMissingIDsAreNamedByTheWalk() throws {
        // The second `lbl-00-001` is the walk's third view (the root is its first), the view
        // without an id its fourth: "lbl-00-001_2" and "_3", as identifiers.
        let subviews = Self.label("lbl-00-001", y: 100) + Self.label("lbl-00-001", y: 200) + """
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO">
                                        <rect key="frame" x="16" y="300" width="50" height="50"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="50" id="con-00-009"/>
                                        </constraints>
                                    </view>
        """
        let constraints = """
                                    <constraint firstItem="lbl-00-001" firstAttribute="top" secondItem="saf-00-001" secondAttribute="top" constant="56" id="con-00-001"/>
                                    <constraint firstItem="lbl-00-001" firstAttribute="leading" secondItem="saf-00-001" secondAttribute="leading" constant="16" id="con-00-002"/>
        """
        let screen = try #require(try IBFixtures.screens(IBFixtures.storyboard(subviews: subviews, constraints: constraints)).first)
        let names = screen.spec.views[0].subviews.map(\.id.value)
        #expect(names == ["label_lbl_00_001", "label_lbl_00_001_2", "view_3"])
        // A constraint naming the repeated id is the first view's.
        #expect(IBFixtures.layout(screen.spec) == [
            "view: edges == parent",
            "label_lbl_00_001: top == safeArea.top + 56",
            "label_lbl_00_001: leading == safeArea.leading + 16",
            "view_3: height == 50",
        ])
        #expect(Self.notes(screen).isEmpty)
    }

    @Test func anItemNoViewOfTheScreenHasIsLeftOutWithANote() throws {
        let constraints = """
                                    <constraint firstItem="lbl-00-001" firstAttribute="top" secondItem="gon-00-001" secondAttribute="bottom" constant="8" id="con-00-001"/>
                                    <constraint firstItem="gon-00-002" firstAttribute="width" constant="10" id="con-00-002"/>
                                    <constraint firstItem="lbl-00-001" firstAttribute="leading" secondItem="saf-00-001" secondAttribute="leading" constant="16" id="con-00-003"/>
        """
        let screen = try #require(try IBFixtures.screens(IBFixtures.storyboard(subviews: Self.label("lbl-00-001", y: 100), constraints: constraints)).first)
        #expect(IBFixtures.layout(screen.spec) == ["view: edges == parent", "label_lbl_00_001: leading == safeArea.leading + 16"])
        #expect(Self.notes(screen) == [
            "constraint not expressible yet: item 'gon-00-001' is not a view of this screen; left out",
            "constraint not expressible yet: item 'gon-00-002' is not a view of this screen; left out",
        ])
        #expect(screen.affectsLayout)
    }

    /// Two scenes with the same ids (copied scenes keep none of them in Xcode, but hand-merged
    /// storyboards can): each screen's constraints name its own views.
    @Test func idsReusedInAnotherSceneNameThatScenesViews() throws {
        func scene(_ number: Int, label: String) -> String {
            """
                    <scene sceneID="sce-00-00\(number)">
                        <objects>
                            <viewController id="vco-00-00\(number)" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="roo-00-001">
                                    <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                    <subviews>
            \(Self.label("lbl-00-001", y: 100 * number, attributes: "userLabel=\"\(label)\" "))
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="saf-00-001"/>
                                    <constraints>
                                        <constraint firstItem="lbl-00-001" firstAttribute="top" secondItem="saf-00-001" secondAttribute="top" constant="\(10 * number)" id="con-00-001"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
            """
        }
        let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
        \(scene(1, label: "First Title"))
        \(scene(2, label: "Second Title"))
            </scenes>
        </document>
        """
        let screens = try IBFixtures.screens(Array(document.utf8))
        #expect(screens.count == 2)
        #expect(screens.map { IBFixtures.layout($0.spec) } == [
            ["view: edges == parent", "firstTitle: top == safeArea.top + 10"],
            ["view: edges == parent", "secondTitle: top == safeArea.top + 20"],
        ])
    }

    /// A placeholder constraint is kept with a note; constraints to a view's own safe area and to
    /// a scene's legacy top layout guide name the guide, and one between the legacy guide's top
    /// and the root view's top is the root view's, naming its own attribute (`top == top`).
    @Test func placeholdersAndGuides() throws {
        let card = """
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="crd-00-001">
                                        <rect key="frame" x="0.0" y="100" width="390" height="200"/>
                                        <subviews>
        \(Self.label("lbl-00-001", y: 20))
                                        </subviews>
                                        <viewLayoutGuide key="safeArea" id="csa-00-001"/>
                                        <constraints>
                                            <constraint firstItem="lbl-00-001" firstAttribute="top" secondItem="csa-00-001" secondAttribute="top" constant="20" id="con-01-001"/>
                                            <constraint firstItem="csa-00-001" firstAttribute="leading" secondItem="lbl-00-001" secondAttribute="leading" constant="-16" id="con-01-002"/>
                                        </constraints>
                                    </view>
        """
        let constraints = """
                                    <constraint firstItem="crd-00-001" firstAttribute="top" secondItem="tlg-00-001" secondAttribute="bottom" constant="44" placeholder="YES" id="con-00-001"/>
                                    <constraint firstItem="tlg-00-001" firstAttribute="top" secondItem="roo-00-001" secondAttribute="top" id="con-00-002"/>
                                    <constraint firstItem="crd-00-001" firstAttribute="leading" secondItem="roo-00-001" secondAttribute="leading" id="con-00-003"/>
        """
        let controller = """
                            <layoutGuides>
                                <viewControllerLayoutGuide type="top" id="tlg-00-001"/>
                                <viewControllerLayoutGuide type="bottom" id="blg-00-001"/>
                            </layoutGuides>
        """
        let screen = try #require(try IBFixtures.screens(IBFixtures.storyboard(controller: controller, subviews: card, constraints: constraints)).first)
        #expect(IBFixtures.layout(screen.spec) == [
            "view: edges == parent",
            "view: top == top",
            "view_crd_00_001: top == safeArea.top + 44",
            "view_crd_00_001: leading == view.leading",
            "label_lbl_00_001: top == view_crd_00_001.safeArea.top + 20",
            "label_lbl_00_001: leading == view_crd_00_001.safeArea.leading + 16",
        ])
        #expect(Self.notes(screen) == ["placeholder constraint (removed at build time): kept, as Interface Builder lays the screen out with it"])
    }

    /// A view a size-class mask leaves out is no view of the screen, and constraints naming it
    /// are left out with it, silently (UIKit does not install them either).
    @Test func aMaskedOutViewTakesItsConstraintsWithIt() throws {
        let subviews = Self.label("lbl-00-001", y: 100) + Self.label("lbl-00-002", y: 200)
        let constraints = """
                                    <constraint firstItem="lbl-00-002" firstAttribute="top" secondItem="lbl-00-001" secondAttribute="bottom" constant="8" id="con-00-001"/>
                                    <constraint firstItem="lbl-00-001" firstAttribute="top" secondItem="saf-00-001" secondAttribute="top" constant="10" id="con-00-002"/>
        """
        let variation = """
                                <variation key="default">
                                    <mask key="subviews">
                                        <exclude reference="lbl-00-002"/>
                                    </mask>
                                </variation>
        """
        let bytes = IBFixtures.storyboard(subviews: subviews, constraints: constraints)
        let masked = Array(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: #"<viewLayoutGuide key="safeArea" id="saf-00-001"/>"#, with: variation + #"<viewLayoutGuide key="safeArea" id="saf-00-001"/>"#).utf8)
        let screen = try #require(try IBFixtures.screens(masked).first)
        #expect(screen.spec.views[0].subviews.map(\.id.value) == ["label_lbl_00_001"])
        #expect(IBFixtures.layout(screen.spec) == ["view: edges == parent", "label_lbl_00_001: top == safeArea.top + 10"])
        #expect(Self.notes(screen).isEmpty)
    }

    /// A view's `<constraints>` before its `<subviews>`, its frame last, a constraint naming a
    /// view written after it, and an outlet that names a view before the view is met.
    @Test func elementsInAnUnusualOrder() throws {
        let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="sce-00-001">
                    <objects>
                        <viewController id="vco-00-001" sceneMemberID="viewController">
                            <connections>
                                <outlet property="titleLabel" destination="lbl-00-002" id="out-00-001"/>
                            </connections>
                            <view key="view" contentMode="scaleToFill" id="roo-00-001">
                                <constraints>
                                    <constraint firstItem="lbl-00-002" firstAttribute="top" secondItem="lbl-00-001" secondAttribute="bottom" constant="8" id="con-00-001"/>
                                    <constraint firstItem="lbl-00-001" firstAttribute="top" secondItem="saf-00-001" secondAttribute="top" constant="10" id="con-00-002"/>
                                </constraints>
                                <viewLayoutGuide key="safeArea" id="saf-00-001"/>
                                <subviews>
        \(Self.label("lbl-00-001", y: 100))
        \(Self.label("lbl-00-002", y: 200))
                                </subviews>
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
        let screen = try #require(try IBFixtures.screens(Array(document.utf8)).first)
        #expect(screen.spec.views[0].subviews.map(\.id.value) == ["label_lbl_00_001", "titleLabel"])
        #expect(screen.spec.views[0].subviews.map { $0.savedFrame?.y } == [100, 200])
        #expect(IBFixtures.layout(screen.spec) == [
            "view: edges == parent",
            "label_lbl_00_001: top == safeArea.top + 10",
            "titleLabel: top == label_lbl_00_001.bottom + 8",
        ])
    }
}
