import Testing
import ListkitLayout
import ListkitSpec

/// `truncated-text` cuts a label's text by height where the height its text is drawn in, the
/// font's line height unrounded (`TextMeasurer.drawnHeight`), is more than half a point over its
/// frame: UILabel's rounding up to the pixel grid sizes the label, not its text. A 16-point
/// system line is 16 × 1.19336 = 19.09 points (19.5 at @2x, the height a finding names); two
/// lines 38.19 (38.5). videolan/vlc-ios `VideoFiltersView.xib` saves 16-point labels 18.95 tall,
/// a fill-proportionally stack's shares. A line of the system font over its label cuts its text
/// only where its glyphs reach past the label (`GeometryChecks.inkFits`).
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

    /// 18 tall: 1.09 under the drawn line, so its baseline is 0.55 above where a 19.09-point
    /// line puts it, 15.23 (SF's ascender, 0.952 em) − 0.55 = 14.69 from the top, and the "g"
    /// of "Brightness" reaches 3.45 below it (Inter's outline, 608/2816 em): to 18.14, cut. Two
    /// lines in 37.5: 0.69 under. Both are cut, and named by the height the label needs.
    @Test func aLineMoreThanHalfAPointOverIsCut() throws {
        #expect(try truncations(Self.labels(height: 18, lines: 37.5)) == [
            "label 'brightness' clips its text 'Brightness': it needs 19.5 points of height and has 18",
            "label 'filters' truncates its text 'Brightness Contrast': it needs 38.5 points of height (2 lines) and has 37.5",
        ])
    }

    /// A line over its label by more than half a point cuts the text only where the glyphs reach
    /// past the label: UILabel centres the line, so its baseline sits at (height − 19.09) / 2 +
    /// 15.23. "Brightness" 18.5 tall: baseline 14.94, its "g" down to 18.39 and its "h" up to
    /// 2.94 (12 points above the baseline): inside. "Contrast" 14 tall, 5.09 over: baseline
    /// 12.69, its capitals up to 0.89 (11.8 above it), its round letters down to 12.89: inside;
    /// 12 tall: baseline 11.69, the capitals up to −0.11, cut.
    @Test func aLineOverItsLabelCutsOnlyWhereItsGlyphsReachPastIt() throws {
        func labels(_ brightness: Double, _ contrast: Double) -> String {
            """
            listkit: 1
            screen: Filters
            device: { name: "panel", width: 200, height: 200, safeArea: { top: 0, left: 0, bottom: 0, right: 0 }, scale: 2, idiom: phone }
            views:
              - id: brightness
                type: label
                text: Brightness
                font: "16"
                layout: [ "top == parent.top", "leading == parent.leading", "height == \(brightness)" ]
              - id: contrast
                type: label
                text: Contrast
                font: "16"
                layout: [ "top == parent.top + 100", "leading == parent.leading", "height == \(contrast)" ]
            """
        }
        #expect(try truncations(labels(18.5, 14)) == [])
        #expect(try truncations(labels(18.5, 12)) == ["label 'contrast' clips its text 'Contrast': it needs 19.5 points of height and has 12"])
    }
}
