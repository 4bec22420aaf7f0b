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

    /// Inter's outlines stand in for SF's only where their reach was compared with SF's
    /// (`StandInGlyphReach`; SF Pro Display's outlines against Inter's, review10 of eb6787c).
    /// "km/h" (17 points in 16: baseline at (16 − 20.29) / 2 + 16.19 = 14.04): SF's "/" reaches
    /// 0.150 em = 2.55 below it, to 16.59, cut; Inter's only 0.109 em, to 15.89. "user_name"
    /// (17 in 15.5: baseline 13.79): SF's "_" to 13.79 + 0.115 × 17 = 15.74, cut; Inter's to
    /// 15.12. "Ñandú" (24 in 24: baseline (24 − 28.64) / 2 + 22.85 = 20.53): SF's "Ñ" reaches
    /// 0.901 em = 21.62 above it, 1.1 past the top; Inter Display's 0.827 em, inside. Each keeps
    /// the line's height as the test, and is cut.
    @Test func charactersWhoseReachWasNotComparedKeepTheLinesHeight() throws {
        let yaml = """
            listkit: 1
            screen: Ink
            device: { name: "panel", width: 300, height: 300, safeArea: { top: 0, left: 0, bottom: 0, right: 0 }, scale: 2, idiom: phone }
            views:
              - { id: speed, type: label, text: "km/h", font: "17", layout: [ "top == parent.top", "leading == parent.leading", "height == 16" ] }
              - { id: user, type: label, text: "user_name", font: "17", layout: [ "top == parent.top + 50", "leading == parent.leading", "height == 15.5" ] }
              - { id: nandu, type: label, text: "Ñandú", font: "24", layout: [ "top == parent.top + 100", "leading == parent.leading", "height == 24" ] }
            """
        #expect(try truncations(yaml) == [
            "label 'speed' clips its text 'km/h': it needs 20.5 points of height and has 16",
            "label 'user' clips its text 'user_name': it needs 20.5 points of height and has 15.5",
            "label 'nandu' clips its text 'Ñandú': it needs 29 points of height and has 24",
        ])
    }

    /// Where SF's glyph of a compared character reaches further than Inter's, Inter's reach is
    /// taken 0.015 em longer. "Q" at 16 points: SF's tail reaches 0.080 em below the baseline,
    /// Inter's 0.068. In a label 13.75 tall the baseline is (13.75 − 19.09) / 2 + 15.23 = 12.56:
    /// SF's tail ends at 12.56 + 1.28 = 13.84, 0.09 past the bottom (cut); Inter's at 13.65,
    /// inside, and at 13.89 with the allowance: cut, as in SF. At 14.25 tall (baseline 12.81)
    /// SF's tail ends at 14.09 and Inter's, allowance included, at 14.14: inside.
    @Test func aComparedCharacterThatSFDrawsLongerIsAllowedFor() throws {
        func label(_ height: Double) -> String {
            """
            listkit: 1
            screen: Ink
            device: { name: "panel", width: 300, height: 300, safeArea: { top: 0, left: 0, bottom: 0, right: 0 }, scale: 2, idiom: phone }
            views:
              - { id: q, type: label, text: "Q", font: "16", layout: [ "top == parent.top", "leading == parent.leading", "height == \(height)" ] }
            """
        }
        #expect(try truncations(label(13.75)) == ["label 'q' clips its text 'Q': it needs 19.5 points of height and has 13.75"])
        #expect(try truncations(label(14.25)) == [])
    }

    /// The glyph test is the system font's, in a one-line label without a paragraph style, in
    /// weights from regular to bold (review10's S1): a named font, a label with a line height
    /// multiple and the heavy system weight keep the line's height, so "First" is cut in each,
    /// although its glyphs would fit. The system font's line at 17 points is 20.29 tall: in 16,
    /// baseline (16 − 20.29) / 2 + 16.19 = 14.04, the capital 12.4 above it (Inter's 0.727 em),
    /// the "s" and "t" 0.4 below (allowance included): inside, so the regular weight is not
    /// cut and the heavy one is only by its line. With a line height multiple of 1.1 the line is
    /// 22.3: baseline 13.03, glyphs from 0.67 to 13.46, inside. Helvetica 17 (Liberation Sans's
    /// line, 1.149 em = 19.53) in 18.5: 1.03 over, baseline 14.87 (ascender 0.905 em), its
    /// capital's top at 2.5: inside.
    @Test func outsideItsScopeTheLineHeightStaysTheTest() throws {
        let yaml = """
            listkit: 1
            screen: Ink
            device: { name: "panel", width: 300, height: 400, safeArea: { top: 0, left: 0, bottom: 0, right: 0 }, scale: 2, idiom: phone }
            views:
              - { id: system, type: label, text: "First", font: "17", layout: [ "top == parent.top", "leading == parent.leading", "height == 16" ] }
              - { id: named, type: label, text: "First", font: { name: Helvetica, size: 17 }, layout: [ "top == parent.top + 50", "leading == parent.leading", "height == 18.5" ] }
              - { id: spaced, type: label, text: "First", font: "17", lineHeightMultiple: 1.1, layout: [ "top == parent.top + 100", "leading == parent.leading", "height == 16" ] }
              - { id: heavy, type: label, text: "First", font: "heavy 17", layout: [ "top == parent.top + 150", "leading == parent.leading", "height == 16" ] }
            """
        let cut = try truncations(yaml)
        #expect(!cut.contains { $0.hasPrefix("label 'system'") })
        #expect(cut.contains { $0.hasPrefix("label 'named' clips its text 'First'") })
        #expect(cut.contains { $0.hasPrefix("label 'spaced' clips its text 'First'") })
        #expect(cut.contains { $0.hasPrefix("label 'heavy' clips its text 'First'") })
    }
}
