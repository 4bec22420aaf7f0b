import Testing
import ListkitLayout
import ListkitSpec

/// `truncated-text` cuts a label's text by height where the height its text is drawn in, the
/// font's line height unrounded (`TextMeasurer.drawnHeight`), is more than half a point over its
/// frame: UILabel's rounding up to the pixel grid sizes the label, not its text. A 16-point
/// system line is 16 × 1.19336 = 19.09 points (19.5 at @2x, the height a finding names); two
/// lines 38.19 (38.5). videolan/vlc-ios `VideoFiltersView.xib` saves 16-point labels 18.95 tall,
/// a fill-proportionally stack's shares.
@Suite struct DrawnHeightClipTests {
    static func labels(height: Double, lines: Double) -> String {
        """
        listkit: 1
        screen: Filters
        device: { name: "panel", width: 200, height: 200, safeArea: { top: 0, left: 0, bottom: 0, right: 0 }, scale: 2, idiom: phone }
        views:
          - id: brightness
            type: label
            text: Brightness
            font: "16"
            layout: [ "top == parent.top", "leading == parent.leading", "height == \(height)" ]
          - id: filters
            type: label
            text: "Brightness\\nContrast"
            font: "16"
            lines: 0
            layout: [ "top == parent.top + 100", "leading == parent.leading", "height == \(lines)" ]
        """
    }

    func truncations(_ yaml: String) throws -> [String] {
        let spec = try loadSpec(yaml)
        return LayoutEngine(spec: spec).layout(on: spec.effectiveDevices[0]).findings.filter { $0.kind == .truncatedText }.map(\.message)
    }

    /// 18.95 tall: 0.14 under the drawn 19.09 (0.55 under the rounded 19.5). Two lines in 37.75:
    /// 0.44 under 38.19 (0.75 under 38.5). Neither is cut.
    @Test func aLineWithinHalfAPointOfItsDrawnHeightIsNotCut() throws {
        #expect(try truncations(Self.labels(height: 18.95, lines: 37.75)) == [])
    }

    /// 18.5 tall: 0.59 under the drawn line; two lines in 37.5: 0.69 under. Both are cut, and
    /// named by the height the label needs.
    @Test func aLineMoreThanHalfAPointOverIsCut() throws {
        #expect(try truncations(Self.labels(height: 18.5, lines: 37.5)) == [
            "label 'brightness' clips its text 'Brightness': it needs 19.5 points of height and has 18.5",
            "label 'filters' truncates its text 'Brightness Contrast': it needs 38.5 points of height (2 lines) and has 37.5",
        ])
    }
}
