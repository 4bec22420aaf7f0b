import ListkitInterfaceBuilder
import ListkitSpec
import Testing

/// `listkit import`'s comments are made only when asked for: `lint` loads documents without
/// them (`IBSpecLoader.load(_:path:comments: false)`), and its screens are the same otherwise.
@Suite struct CommentsForImportTests {
    static let document = IBFixtures.storyboard(subviews: """
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="T" customClass="TitleLabel" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-00-001">
                                    <rect key="frame" x="16" y="100" width="50" height="21"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                                <view contentMode="scaleToFill" id="box-00-001">
                                    <rect key="frame" x="16" y="200" width="50" height="50"/>
                                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                </view>
    """, constraints: """
                                <constraint firstItem="lbl-00-001" firstAttribute="top" secondItem="saf-00-001" secondAttribute="top" constant="56" identifier="titleTop" id="con-00-001"/>
                                <constraint firstItem="lbl-00-001" firstAttribute="leading" secondItem="saf-00-001" secondAttribute="leading" constant="16" placeholder="YES" id="con-00-002"/>
    """)

    @Test func keptByDefaultAndLeftOutWhenNotAskedFor() throws {
        let kept = try #require(IBSpecLoader.load(Self.document, path: "t.storyboard").screens.first)
        let left = try #require(IBSpecLoader.load(Self.document, path: "t.storyboard", comments: false).screens.first)
        #expect(kept.comments.values.sorted() == [
            "IB con-00-001, identifier titleTop",
            "IB con-00-002, a placeholder (removed at build time)",
            "a view controller's root view: its margins are the screen's (the system minimum beside the safe area)",
            "custom class TitleLabel",
            "from the autoresizing mask (translatesAutoresizingMaskIntoConstraints)",
        ])
        #expect(left.comments.isEmpty)
        // The screens are the same otherwise.
        #expect(IBFixtures.layout(left.spec) == IBFixtures.layout(kept.spec))
        // The root's pin to the screen, the label's two, the box's four from its mask.
        #expect(IBFixtures.layout(left.spec).count == 7)
        #expect(left.notes.map(\.message) == kept.notes.map(\.message))
    }

    /// A document's screens for other size classes keep (or leave out) comments as it was loaded.
    @Test func otherSizeClassesFollowTheLoad() throws {
        let classes = SizeClasses(width: .regular, height: .regular)
        #expect(try #require(IBSpecLoader.load(Self.document, path: "t.storyboard", comments: false).screens(classes: classes).first).comments.isEmpty)
        #expect(try #require(IBSpecLoader.load(Self.document, path: "t.storyboard").screens(classes: classes).first).comments.count == 5)
    }
}
