import ListkitInterfaceBuilder
import ListkitLayout
import ListkitSpec
import ListkitYAML
import Testing

/// Every number read from a document is finite and in its range, or the document is an
/// `ib-syntax` error at the attribute (IBNumberAttributes): issue #34's hostile values.
@Suite struct NumberAttributeTests {
    /// The error that rejects the document, or else the first scene's it rejects (a number inside
    /// a scene skips that scene only: IBRejectedSceneTests).
    static func error(_ bytes: [UInt8]) -> XMLReadError? {
        switch IBDocument.read(bytes) {
        case .failure(let error): return error
        case .success(let document): return document.rejected.first?.error
        }
    }

    static func savedFrames(replacing old: String, with new: String) throws -> [UInt8] {
        let text = String(decoding: try IBFixtures.bytes("saved-frames.storyboard"), as: UTF8.self)
        #expect(text.contains(old))
        return Array(text.replacingOccurrences(of: old, with: new).utf8)
    }

    @Test(arguments: ["nan", "inf", "-inf", "1e400", "-1e400", "123456789012345678901234567890", "", "wide", "0:0"])
    func hostileRootWidthIsAnErrorAtTheAttribute(value: String) throws {
        // saved-frames.storyboard line 15: the root view's <rect key="frame" … width="390" …/>.
        let bytes = try Self.savedFrames(replacing: #"y="0.0" width="390""#, with: #"y="0.0" width="\#(value)""#)
        let error = try #require(Self.error(bytes))
        #expect(error.mark == Mark(line: 15, column: 59))
        #expect(error.message == "<rect> width must be a finite number between -100000 and 100000, not '\(value)'")
    }

    @Test func hostilePointSizeIsAnErrorAtTheAttribute() throws {
        let bytes = try Self.savedFrames(replacing: #"pointSize="17""#, with: #"pointSize="1e400""#)
        let error = try #require(Self.error(bytes))
        #expect(error.mark == Mark(line: 20, column: 86))
        #expect(error.message == "<fontDescription> pointSize must be a finite number between 0 and 10000, not '1e400'")
    }

    @Test func outOfRangeValuesOfEachKind() throws {
        let cases: [(old: String, new: String, message: String)] = [
            (#"spacing="8""#, #"spacing="-1e9""#, "<stackView> spacing must be a finite number between -10000 and 10000, not '-1e9'"),
            (#"horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Title""#,
             #"horizontalHuggingPriority="1001" verticalHuggingPriority="251" text="Title""#,
             "<label> horizontalHuggingPriority must be a finite number between 0 and 1000, not '1001'"),
            (#"placeholderIntrinsicWidth="100""#, #"placeholderIntrinsicWidth="-1""#,
             "<view> placeholderIntrinsicWidth must be a finite number between 0 and 10000, not '-1'"),
            (#"toolsVersion="22505""#, #"toolsVersion="nan""#, "<document> toolsVersion must be a build number (whole numbers joined by dots, the first between 0 and 1000000), not 'nan'"),
            (#"text="Title""#, #"text="Title" numberOfLines="2.5""#, "<label> numberOfLines must be a whole number, not '2.5'"),
            (#"text="Title""#, #"text="Title" minimumScaleFactor="1.5""#, "<label> minimumScaleFactor must be a finite number between 0 and 1, not '1.5'"),
        ]
        for c in cases {
            let error = try #require(Self.error(try Self.savedFrames(replacing: c.old, with: c.new)))
            #expect(error.message == c.message)
        }
    }

    @Test func constraintNumbers() throws {
        func read(_ attributes: String) -> XMLReadError? {
            Self.error(IBFixtures.storyboard(subviews: #"<view id="aaa-00-001"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#,
                                             constraints: #"<constraint firstItem="aaa-00-001" firstAttribute="width" secondItem="aaa-00-001" secondAttribute="height" \#(attributes) id="con-00-001"/>"#))
        }
        #expect(read(#"multiplier="16:9""#) == nil)
        // Interface Builder also writes a ratio with a slash (public documents, e.g. "1/3").
        #expect(read(#"multiplier="1/3""#) == nil)
        #expect(read(#"multiplier="1/0""#)?.message.hasPrefix("<constraint> multiplier must be a finite number or a ratio a:b or a/b") == true)
        #expect(read(#"multiplier="1:0""#)?.message.hasPrefix("<constraint> multiplier must be a finite number or a ratio a:b or a/b") == true)
        #expect(read(#"multiplier="nan""#) != nil)
        #expect(read(#"constant="inf""#)?.message == "<constraint> constant must be a finite number between -10000 and 10000, not 'inf'")
        #expect(read(#"priority="-1""#)?.message == "<constraint> priority must be a finite number between 0 and 1000, not '-1'")
    }

    /// The numbers #29's signals read: an attributed string's font size, a legacy button's
    /// content edge insets, a rendered @IBDesignable's size (-1 is IB's "none").
    @Test func numbersOfTheSignals() throws {
        func read(_ view: String, extra: String = "") -> XMLReadError? {
            Self.error(IBFixtures.storyboard(subviews: view, extra: extra))
        }
        let label = #"<label usesAttributedText="YES" id="lab-00-001"><rect key="frame" x="0" y="0" width="10" height="10"/><attributedString key="attributedText"><fragment content="A"><attributes><font key="NSFont" metaFont="system" size="SIZE"/></attributes></fragment></attributedString></label>"#
        #expect(read(label.replacingOccurrences(of: "SIZE", with: "17")) == nil)
        #expect(read(label.replacingOccurrences(of: "SIZE", with: "inf"))?.message == "<font> size must be a finite number between 0 and 10000, not 'inf'")
        let button = #"<button id="btn-00-001"><rect key="frame" x="0" y="0" width="10" height="10"/><inset key="contentEdgeInsets" minX="nan" minY="0.0" maxX="0.0" maxY="0.0"/></button>"#
        #expect(read(button)?.message == "<inset> minX must be a finite number between -10000 and 10000, not 'nan'")
        let view = #"<view id="vie-00-001"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#
        func designable(_ width: String) -> String {
            #"<designables><designable name="vie-00-001"><size key="intrinsicContentSize" width="\#(width)" height="30"/></designable></designables>"#
        }
        #expect(read(view, extra: designable("-1")) == nil)
        #expect(read(view, extra: designable("1e400"))?.message == "<size> width must be a finite number between -1 and 10000, not '1e400'")
    }

    /// Layout margins have the spec's range (import writes them as `layoutMargins`, which refused
    /// -1: IBAttributeFuzzTests seed 16); other insets may be negative.
    @Test func layoutMarginsAreNotNegative() {
        func read(_ insets: String) -> XMLReadError? {
            Self.error(IBFixtures.storyboard(subviews: #"<view id="vie-00-001"><rect key="frame" x="0" y="0" width="10" height="10"/>\#(insets)</view>"#))
        }
        #expect(read(#"<edgeInsets key="layoutMargins" top="4" left="30" bottom="-1" right="30"/>"#)?.message
                == "<edgeInsets> bottom must be a finite number between 0 and 10000, not '-1'")
        #expect(read(#"<directionalEdgeInsets key="directionalLayoutMargins" top="0" leading="-2" bottom="0" trailing="0"/>"#)?.message
                == "<directionalEdgeInsets> leading must be a finite number between 0 and 10000, not '-2'")
        #expect(read(#"<edgeInsets key="layoutMargins" top="4" left="30" bottom="0" right="30"/>"#) == nil)
        #expect(read(#"<inset key="contentEdgeInsets" minX="-4" minY="0.0" maxX="0.0" maxY="0.0"/>"#) == nil)
    }

    /// Xcode 15 and later save three-part build numbers; the document is read, not refused.
    @Test func threePartToolsVersionIsABuildNumber() throws {
        #expect(Self.error(try Self.savedFrames(replacing: #"toolsVersion="22505""#, with: #"toolsVersion="32700.99.1234""#)) == nil)
        #expect(Self.error(try Self.savedFrames(replacing: #"toolsVersion="22505""#, with: #"toolsVersion="32700..1""#)) != nil)
        #expect(Self.error(try Self.savedFrames(replacing: #"toolsVersion="22505""#, with: #"toolsVersion="2e9.1""#)) != nil)
    }

    /// IB's own word for an axis without a placeholder metric is not a number and not an error.
    @Test func infinitePlaceholderIsIBsWord() throws {
        let bytes = try Self.savedFrames(replacing: #"placeholderIntrinsicWidth="100""#, with: #"placeholderIntrinsicWidth="infinite""#)
        #expect(Self.error(bytes) == nil)
    }

    /// The attribute is found by name in the tag, not in another attribute's value.
    @Test func attributeMarkSkipsQuotedValues() throws {
        let bytes = Array(#"<document a=" width=1" width="x"/>"#.utf8)
        let root = try XMLTreeReader.read(bytes).get()
        #expect(root.mark(ofAttribute: "width") == Mark(line: 1, column: 24))
        #expect(root.mark(ofAttribute: "height") == root.mark)
    }

    /// The model's formatting cannot trap, whatever a font's size.
    @Test func fontNameOfAnyDouble() {
        #expect(Font(systemSize: 17).name == "17")
        #expect(Font(systemSize: 17.5).name == "17.5")
        #expect(Font(systemSize: .infinity).name == "inf")
        #expect(Font(systemSize: .nan, weight: .bold).name == "bold nan")
        #expect(Font(named: "Avenir", size: 1e300).name == "Avenir 1e+300")
    }
}
