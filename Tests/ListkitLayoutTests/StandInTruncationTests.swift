import Testing
import ListkitLayout
import ListkitSpec

/// `truncated-text` where the text is measured with a stand-in: reported only when the text
/// cannot fit even at the least width the font itself may give it (`FontMeasurement`), and not
/// for a font listkit does not have (`unknown-font` is that finding).
@Suite struct StandInTruncationTests {
    /// A 17-point label of the given font in a fixed width on the SE (@2x).
    static func label(width: Double, font: String = "body", text: String = "A headline that is long enough to overflow on a small phone") -> String {
        """
        listkit: 1
        screen: StandIn
        device: iphone-se
        views:
          - id: title
            type: label
            text: \(text)
            font: \(font)
            layout: [ "top == safeArea.top", "leading == parent.leading + 16", "width == \(width)" ]
        """
    }

    func findings(_ yaml: String) throws -> [LayoutFinding] {
        let spec = try loadSpec(yaml)
        return LayoutEngine(spec: spec).layout(on: device("iphone-se")).findings
    }

    /// The text is 452.5 points in Inter at @2x (LayoutLintTests.truncationNamesTheDevice). In SF
    /// it may be as narrow as (452.5 − 1) / 1.05 = 430: 440 points may hold it, 420 cannot.
    @Test func aStandInsWidthIsReportedOnlyBeyondItsError() throws {
        #expect(try findings(Self.label(width: 440)).filter { $0.kind == .truncatedText }.isEmpty)
        let narrow = try findings(Self.label(width: 420)).filter { $0.kind == .truncatedText }
        #expect(narrow.map(\.message) == ["label 'title' truncates its text 'A headline that is long enoug…': it needs 452.5 points of width and has 420"])
    }

    /// Helvetica is measured with Liberation Sans, which has its widths: two points short is
    /// truncated, where the system font's stand-in two points short is not.
    @Test func aMetricCompatibleFontIsExact() throws {
        let library = FontLibrary.standard
        let helvetica = Font(named: "Helvetica", size: 17)
        try #require(library.measurement(of: helvetica) == .exact, "Liberation Sans is installed by make deps")
        let measurer = TextMeasurer(fonts: library, scale: 2)
        let text = "Settings and more"
        let exact = measurer.singleLine(text, in: helvetica).width
        let cut = try findings(Self.label(width: exact - 2, font: "{ name: Helvetica, size: 17 }", text: text)).filter { $0.kind == .truncatedText }
        #expect(cut.count == 1)
        let system = measurer.singleLine(text, in: Font(systemSize: 17)).width
        #expect(try findings(Self.label(width: system - 2, font: "17", text: text)).filter { $0.kind == .truncatedText }.isEmpty)
    }

    /// A font no file provides is `unknown-font`; its text, measured in the system font, is not
    /// also reported as truncated.
    @Test func anUnknownFontsTextIsNotCheckedForTruncation() throws {
        let found = try findings(Self.label(width: 40, font: "{ name: NoSuchFont-Regular, size: 17 }"))
        #expect(found.map(\.kind) == [.unknownFont])
    }

    /// A label that shrinks its text (`minimumScaleFactor`) cuts it only below that scale: the
    /// 452.5-point text, at least 430 in SF, is 215 at half its size (fits 300 points) and 301
    /// at 0.7 (does not).
    @Test func aShrinkingLabelIsCutOnlyBelowItsScale() throws {
        func truncated(_ scale: Double) throws -> [String] {
            let yaml = Self.label(width: 300).replacingOccurrences(of: "    font: body", with: "    font: body\n    minimumScaleFactor: \(scale)")
            return try findings(yaml).filter { $0.kind == .truncatedText }.map(\.message)
        }
        #expect(try truncated(0.5).isEmpty)
        #expect(try truncated(0.7) == ["label 'title' truncates its text 'A headline that is long enoug…': it needs 452.5 points of width, 316.75 at its minimum scale factor 0.7, and has 300"])
        #expect(try truncated(0).count == 1, "UIKit takes 0 as no scale")
    }

    @Test func theStandInsErrorBoundsASizeBothWays() {
        #expect(abs(FontMeasurement.standIn.least(454) - 431.428_571) < 1e-6)
        #expect(FontMeasurement.standIn.most(100) == 106)
        #expect(FontMeasurement.exact.least(454) == 454 && FontMeasurement.exact.most(100) == 100)
        let library = FontLibrary.standard
        #expect(library.measurement(of: Font(systemSize: 17)) == (library.sfProDirectory == nil ? .standIn : .exact))
        #expect(library.measurement(of: Font(named: "HelveticaNeue-Bold", size: 17)) == .standIn)
        #expect(library.measurement(of: Font(named: "NoSuchFont-Regular", size: 17)) == .unknown)
    }
}
