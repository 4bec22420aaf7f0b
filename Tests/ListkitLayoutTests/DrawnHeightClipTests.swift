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
    /// (`StandInGlyphReach`: printable ASCII). "Ñandú" (24 in 24: baseline (24 − 28.64) / 2 +
    /// 22.85 = 20.53): SF's "Ñ" reaches 0.901 em = 21.62 above it, 1.1 past the top; Inter
    /// Display's 0.827 em, inside. It keeps the line's height as the test, and is cut.
    @Test func charactersWhoseReachWasNotComparedKeepTheLinesHeight() throws {
        let yaml = """
            listkit: 1
            screen: Ink
            device: { name: "panel", width: 300, height: 300, safeArea: { top: 0, left: 0, bottom: 0, right: 0 }, scale: 2, idiom: phone }
            views:
              - { id: nandu, type: label, text: "Ñandú", font: "24", layout: [ "top == parent.top", "leading == parent.leading", "height == 24" ] }
            """
        #expect(try truncations(yaml) == ["label 'nandu' clips its text 'Ñandú': it needs 29 points of height and has 24"])
    }

    /// Inter's glyph of each character is taken as long as its allowance more (`StandInGlyphReach`,
    /// the most SF Pro Text's or Display's reaches further, rounded up): "/" 0.045 em below, "_"
    /// 0.075. 17 points, its line 20.29: in a label h tall the baseline is at (h − 20.29) / 2 +
    /// 16.19 (SF's ascender, 0.952 em). "km/h" in 16 (baseline 14.04): Inter's "/" reaches
    /// 0.109 + 0.045 = 0.154 em = 2.63 below it, to 16.67, cut, as SF Pro Text's (0.150 em, to
    /// 16.59); in 17.5 (baseline 14.79) to 17.42, inside (SF's to 17.34), and "k" and "h" up to
    /// (0.727 + 0.02) × 17 = 12.7 above it, inside. "user_name" in 15.5 (baseline 13.79): Inter's
    /// "_" to 13.79 + (0.078 + 0.075) × 17 = 16.4, cut, as SF's (0.115 em, to 15.74).
    @Test func aComparedCharacterIsCutWhereSFsGlyphIsCut() throws {
        let yaml = """
            listkit: 1
            screen: Ink
            device: { name: "panel", width: 300, height: 300, safeArea: { top: 0, left: 0, bottom: 0, right: 0 }, scale: 2, idiom: phone }
            views:
              - { id: speed, type: label, text: "km/h", font: "17", layout: [ "top == parent.top", "leading == parent.leading", "height == 16" ] }
              - { id: roomy, type: label, text: "km/h", font: "17", layout: [ "top == parent.top + 50", "leading == parent.leading", "height == 17.5" ] }
              - { id: user, type: label, text: "user_name", font: "17", layout: [ "top == parent.top + 100", "leading == parent.leading", "height == 15.5" ] }
            """
        #expect(try truncations(yaml) == [
            "label 'speed' clips its text 'km/h': it needs 20.5 points of height and has 16",
            "label 'user' clips its text 'user_name': it needs 20.5 points of height and has 15.5",
        ])
    }

    /// ChatSecure's "Last Seen: Nov 11, 2016" (OMEMODeviceFingerprintCell.xib): 13 points (line
    /// 15.51) in a label 15 tall, baseline (15 − 15.51) / 2 + 12.38 = 12.12. Its lowest glyph is
    /// the comma: Inter's reaches 0.178 em below, with its allowance 0.198 em = 2.57, to 14.69,
    /// inside (SF Pro Text's, 0.179 em, to 14.45), and its highest "S", "2", "0" and "6" 0.737 em
    /// = 9.58 above it, to 2.54. Not cut: the comma was left out of the comparison before, and
    /// the label was reported. In 13.5 (baseline 11.37) SF's comma reaches 13.7 and is cut, and
    /// Inter's with its allowance 13.94: reported.
    @Test func aCommaIsCutOnlyWhereSFsIs() throws {
        func label(_ height: Double) -> String {
            """
            listkit: 1
            screen: Ink
            device: { name: "panel", width: 300, height: 300, safeArea: { top: 0, left: 0, bottom: 0, right: 0 }, scale: 2, idiom: phone }
            views:
              - { id: seen, type: label, text: "Last Seen: Nov 11, 2016", font: "13", layout: [ "top == parent.top", "leading == parent.leading", "height == \(height)" ] }
            """
        }
        #expect(try truncations(label(15)) == [])
        #expect(try truncations(label(13.5)) == ["label 'seen' clips its text 'Last Seen: Nov 11, 2016': it needs 16 points of height and has 13.5"])
    }

    /// SF Pro Text Bold's ascenders reach 0.744 em, 0.017 higher than Inter Bold's 0.727: "b",
    /// "d", "h", "k" and "l" are allowed 0.02 em above (compared with SF Pro Display alone they
    /// had none). "hello" in bold 17 points in 13 (baseline (13 − 20.29) / 2 + 16.19 = 12.54):
    /// SF's "h" and "l" reach 12.65 above it, 0.11 past the top, cut; Inter's 12.36 would leave
    /// 0.18, and with the allowance reach 12.7: reported. Its "e" and "o" reach (0.011 + 0.01) ×
    /// 17 = 0.35 below, to 12.9, inside.
    @Test func boldAscendersSFProTextDrawsHigherAreAllowedFor() throws {
        let yaml = """
            listkit: 1
            screen: Ink
            device: { name: "panel", width: 300, height: 300, safeArea: { top: 0, left: 0, bottom: 0, right: 0 }, scale: 2, idiom: phone }
            views:
              - { id: hello, type: label, text: "hello", font: "bold 17", layout: [ "top == parent.top", "leading == parent.leading", "height == 13" ] }
            """
        #expect(try truncations(yaml) == ["label 'hello' clips its text 'hello': it needs 20.5 points of height and has 13"])
    }

    /// Inter's reach is its characters' own glyphs', not the ones it shapes in context: after
    /// capitals Inter raises its brackets (case-sensitive forms, contextual alternates), which SF
    /// does not. "(ABC)" at 17 points in 16.5 (baseline (16.5 − 20.29) / 2 + 16.19 = 14.29):
    /// SF Pro Text's "(" reaches 0.150 em = 2.55 below it, to 16.84, cut. Inter's raised "("
    /// reaches only 0.091 em below, to 16.01 with its allowance (0.01): inside; its own "("
    /// 0.148 em, to 16.97 with the allowance: reported.
    @Test func theStandInsOwnGlyphsAreMeasuredNotItsContextualAlternates() throws {
        let yaml = """
            listkit: 1
            screen: Ink
            device: { name: "panel", width: 300, height: 300, safeArea: { top: 0, left: 0, bottom: 0, right: 0 }, scale: 2, idiom: phone }
            views:
              - { id: abc, type: label, text: "(ABC)", font: "17", layout: [ "top == parent.top", "leading == parent.leading", "height == 16.5" ] }
            """
        #expect(try truncations(yaml) == ["label 'abc' clips its text '(ABC)': it needs 20.5 points of height and has 16.5"])
    }

    /// Where SF's glyph of a compared character reaches further than Inter's, Inter's reach is
    /// taken longer by its allowance: "Q" 0.02 em below. "Q" at 16 points: SF Pro Text's tail
    /// reaches 0.080 em below the baseline, Inter's 0.068. In a label 13.75 tall the baseline is
    /// (13.75 − 19.09) / 2 + 15.23 = 12.56: SF's tail ends at 12.56 + 1.27 = 13.83, 0.08 past the
    /// bottom (cut); Inter's at 13.65, inside, and at 13.97 with the allowance: cut, as in SF.
    /// At 14.25 tall (baseline 12.81) SF's tail ends at 14.08 and Inter's, allowance included, at
    /// 14.22: inside.
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
