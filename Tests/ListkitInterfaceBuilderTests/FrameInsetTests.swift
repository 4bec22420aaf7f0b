import ListkitInterfaceBuilder
import ListkitSpec
import Testing

/// Xcode 8.0 (toolsVersion 11xxx) saved frames as `<frame key="frameInset">`, leaving out a zero
/// `minX`/`minY` (`IBSavedFrame`). The cell below is written by hand in that form: a content
/// view 320 × 44 and a label at (8, 12), 75 × 20, pinned to the content view's leading margin
/// and centred on it.
@Suite struct FrameInsetTests {
    static let cell = IBFixtures.xib(toolsVersion: "11201", objects: """
        <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="45" id="cel-fi-001">
            <rect key="frame" x="0.0" y="0.0" width="320" height="45"/>
            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cel-fi-001" id="cnt-fi-001">
                <frame key="frameInset" width="320" height="44"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Name" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-fi-001">
                        <frame key="frameInset" minX="8" minY="12" width="75" height="20"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="far-fi-001">
                        <frame key="frameInset" maxX="8" minY="4" width="20" height="20"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="lbl-fi-001" firstAttribute="leading" secondItem="cnt-fi-001" secondAttribute="leadingMargin" id="con-fi-001"/>
                    <constraint firstAttribute="centerY" secondItem="lbl-fi-001" secondAttribute="centerY" id="con-fi-002"/>
                    <constraint firstAttribute="trailing" secondItem="far-fi-001" secondAttribute="trailing" constant="8" id="con-fi-003"/>
                    <constraint firstItem="far-fi-001" firstAttribute="top" secondItem="cnt-fi-001" secondAttribute="top" constant="4" id="con-fi-004"/>
                    <constraint firstItem="far-fi-001" firstAttribute="width" constant="20" id="con-fi-005"/>
                    <constraint firstItem="far-fi-001" firstAttribute="height" constant="20" id="con-fi-006"/>
                </constraints>
            </tableViewCellContentView>
        </tableViewCell>
        """)

    /// The content view's size is the screen's, the label's saved frame is read from its insets,
    /// and the view measured from the far edge (`maxX`, no public document to work it out from)
    /// is still a view, laid out by its constraints, without a saved frame to compare.
    @Test func xcode8FramesAreRead() throws {
        let screen = try #require(IBFixtures.screens(Self.cell).first)
        #expect(screen.spec.designDevice?.width == 320 && screen.spec.designDevice?.height == 44)
        #expect(!screen.notes.contains { $0.message.contains("0×0") }, "\(screen.notes.map(\.message))")
        let views = IBFixtures.views(screen.spec)
        let label = try #require(views.first { $0.key.hasSuffix("lbl_fi_001") }?.value)
        #expect(label.savedFrame == Rect(x: 8, y: 12, width: 75, height: 20))
        let far = try #require(views.first { $0.key.hasSuffix("far_fi_001") }?.value)
        #expect(far.savedFrame == nil)
        // 320 − 8 − 20 = 292 from the leading edge, 4 from the top.
        #expect(IBFixtures.frames(screen.spec)[far.id.value] == Rect(x: 292, y: 4, width: 20, height: 20))
    }

    /// A frame inset's numbers are range-checked as a `<rect>`'s are: the cell is rejected at
    /// the attribute, not laid out with a 1e300-point label.
    @Test func aHostileInsetIsAnError() throws {
        let text = String(decoding: Self.cell, as: UTF8.self).replacingOccurrences(of: #"minX="8""#, with: #"minX="1e300""#)
        let document = try IBDocument.read(Array(text.utf8)).get()
        #expect(document.screens().isEmpty)
        let error = try #require(document.rejected.first?.error)
        #expect(error.message.contains("minX"), "\(error.message)")
    }
}
