import ListkitInterfaceBuilder
import ListkitLayout
import ListkitSpec
import Testing

/// A label's Autoshrink: IB writes `adjustsFontSizeToFit="NO"` on a label that keeps its font's
/// size, and a `minimumScaleFactor` (or, in older documents, a `minimumFontSize` in points)
/// without it on one that shrinks its text to fit.
@Suite struct AutoshrinkTests {
    /// Three labels pinned at the top left of an iPhone 15 (safe area top 59), `width` points wide.
    static func screen(width: Int = 100) throws -> IBScreen {
        func label(_ id: String, _ attributes: String, y: Int) -> String {
            """
            <label opaque="NO" text="A headline that is long enough to overflow on a small phone" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="16" y="\(y)" width="\(width)" height="21.5"/>
                <fontDescription key="fontDescription" type="system" pointSize="18"/>
            </label>
            """
        }
        let labels = [("shr-00-001", #"minimumScaleFactor="0.5""#, 59), ("shr-00-002", #"adjustsFontSizeToFit="NO""#, 99), ("shr-00-003", #"minimumFontSize="9""#, 139)]
        let constraints = labels.enumerated().map { i, l in
            """
            <constraint firstItem="\(l.0)" firstAttribute="leading" secondItem="roo-00-001" secondAttribute="leading" constant="16" id="cl\(i)-00-001"/>
            <constraint firstItem="\(l.0)" firstAttribute="top" secondItem="saf-00-001" secondAttribute="top" constant="\(l.2 - 59)" id="ct\(i)-00-001"/>
            <constraint firstItem="\(l.0)" firstAttribute="width" constant="\(width)" id="cw\(i)-00-001"/>
            """
        }
        let bytes = IBFixtures.storyboard(subviews: labels.map { label($0.0, $0.1, y: $0.2) }.joined(separator: "\n"),
                                          constraints: constraints.joined(separator: "\n"), toolsVersion: "22505")
        return try #require(try IBFixtures.screens(bytes).first)
    }

    @Test func theScaleIsRead() throws {
        let views = IBFixtures.views(try Self.screen().spec)
        #expect(views["label_shr_00_001"]?.minimumScaleFactor?.value == 0.5)
        #expect(views["label_shr_00_002"]?.minimumScaleFactor == nil, "adjustsFontSizeToFit=\"NO\": it keeps its size")
        #expect(views["label_shr_00_003"]?.minimumScaleFactor?.value == 0.5, "9 points of 18")
    }

    /// At 18 points the text is far over 200 points wide: shrunk to half it still does not fit
    /// 100 points, so every label is reported; the one that keeps its size is reported alone once
    /// they are 300 wide (the text is under 600 points).
    @Test func aShrinkingLabelIsCutOnlyBelowItsScale() throws {
        let spec = try Self.screen().spec
        let measurer = TextMeasurer(fonts: .standard, scale: 3)
        let width = measurer.singleLine("A headline that is long enough to overflow on a small phone", in: Font(systemSize: 18)).width
        try #require(width > 2 * 100 + 10 && width < 600)
        func truncated(_ spec: Spec) -> [String] {
            LayoutEngine(spec: spec).layout(on: spec.designDevice!).findings.filter { $0.kind == .truncatedText }.map(\.message).map { String($0.prefix(24)) }
        }
        #expect(truncated(spec).count == 3)
        let wide = try Self.screen(width: 300).spec
        #expect(truncated(wide) == ["label 'label_shr_00_002'"])
    }
}
