import Testing
import ListkitLayout
import ListkitSpec
import ListkitYAML

/// The control catalogue, alignment rectangles and baselines, frames worked out by hand from the
/// values docs/layout.md cites ("Controls", "Baselines"). On the iPhone 15 (393 wide, @3x).
@Suite struct ControlLayoutTests {
    func layout(_ views: String, on name: String = "iphone-15") throws -> (frames: [String: Rect], findings: [LayoutFinding]) {
        let yaml = "listkit: 1\nscreen: Controls\nviews:\n" + views
        let outcome = LayoutEngine(spec: try loadSpec(yaml)).layout(on: device(name))
        return (framesByID(outcome.result.views), outcome.findings)
    }

    static func near(_ a: Rect?, _ b: Rect, within tolerance: Double = 0.001) -> Bool {
        guard let a else { return false }
        return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    @Test func constraintsPlaceTheAlignmentRectangleAndFramesAreReported() throws {
        let (f, findings) = try layout("""
              - { id: toggle, type: switch, layout: [ "trailing == parent.trailing - 20", "top == parent.top + 100" ] }
              - { id: slide, type: slider, layout: [ "horizontal == parent + 16", "top == parent.top + 200" ] }
              - { id: segments, type: segmentedControl, layout: [ "leading == parent.leading + 16", "top == parent.top + 300", "width == 200" ] }
            """)
        // Switch: alignment 49 × 31 ends 20 points inside the edge, at 373; its 51-point frame
        // overhangs by 2, as Interface Builder saves it (frame x + 51 = edge − 20 + 2).
        #expect(f["toggle"] == rect(324, 100, 51, 31))
        // Slider: alignment 16…377; the frame is 2 wider on each side (IB: x 14, 347 wide at 375).
        #expect(f["slide"] == rect(14, 200, 365, 31))
        // Segmented control: alignment height 31, frame 32.
        #expect(f["segments"] == rect(16, 300, 200, 32))
        #expect(findings.isEmpty)
    }

    /// A button without a configuration (`style: system` or `custom`) is its title alone: the
    /// width rounded up to whole points, at least 30 for a system button; the 15-point (system) or
    /// 18-point (custom) line rounded up, plus 12 (`LegacyButtonMetrics`). With no style it is a
    /// configuration button, 12 points each side and 7 above and below its title.
    @Test func legacyButtonsAreSizedByTheirTitleAlone() throws {
        let (f, findings) = try layout("""
              - { id: legacy, type: button, title: OK, style: system, layout: [ "leading == parent.leading", "top == parent.top" ] }
              - { id: custom, type: button, title: OK, style: custom, layout: [ "leading == parent.leading", "top == parent.top + 100" ] }
              - { id: configured, type: button, title: OK, font: 15, layout: [ "leading == parent.leading", "top == parent.top + 200" ] }
            """)
        // 15 pt: 17.9 → 18 + 12; "OK" is narrower than the 30-point minimum.
        #expect(f["legacy"] == rect(0, 0, 30, 30))
        // 18 pt: 21.48 → 22 + 12; no minimum, whole points.
        let custom = try #require(f["custom"])
        #expect(custom.height == 34 && custom.width == custom.width.rounded(.up) && custom.width < 30)
        // 17.9 on the @3x grid (18) + 7 + 7; the title's width + 24.
        let configured = try #require(f["configured"])
        #expect(configured.height == 32 && configured.width > 24)
        #expect(findings.isEmpty)
    }

    /// `contentEdgeInsets` replace a legacy button's padding: 18 + 4 + 6 tall, 10 + 20 wider than
    /// the same title without them.
    @Test func legacyButtonContentEdgeInsets() throws {
        let (f, _) = try layout("""
              - { id: plain, type: button, title: Continue, style: system, layout: [ "leading == parent.leading", "top == parent.top" ] }
              - { id: inset, type: button, title: Continue, style: system, contentEdgeInsets: { top: 4, left: 10, bottom: 6, right: 20 }, layout: [ "leading == parent.leading", "top == parent.top + 100" ] }
            """)
        let plain = try #require(f["plain"]), inset = try #require(f["inset"])
        #expect(inset.height == 28)
        #expect(inset.width == plain.width + 30)
    }

    /// Negative insets (UIKit takes them; Interface Builder saves them) take from the title's
    /// line: 18 − 4 − 6 = 8 tall; where they take more than the line, the size is 0, not negative.
    @Test func negativeContentEdgeInsets() throws {
        let (f, _) = try layout("""
              - { id: plain, type: button, title: Continue, style: system, layout: [ "leading == parent.leading", "top == parent.top" ] }
              - { id: tight, type: button, title: Continue, style: system, contentEdgeInsets: { top: -4, left: -2, bottom: -6, right: -3 }, layout: [ "leading == parent.leading", "top == parent.top + 100" ] }
              - { id: gone, type: button, title: Continue, style: system, contentEdgeInsets: { top: -20, left: 0, bottom: -20, right: 0 }, layout: [ "leading == parent.leading", "top == parent.top + 200" ] }
            """)
        let plain = try #require(f["plain"]), tight = try #require(f["tight"]), gone = try #require(f["gone"])
        #expect(tight.height == 8)
        #expect(tight.width == plain.width - 5)
        #expect(gone.height == 0)
    }

    /// Each control's default hugging against a 60-point height at priority 500: what
    /// Interface Builder gives a new one (ViewTypes/, sources there). A segmented control and a
    /// page control hug at UIView's 250 (IB writes no priority on them), so they stretch; a
    /// progress view hugs at 750 vertically, a stepper and an activity indicator at 750 on both
    /// axes, so they keep their heights.
    @Test func defaultHuggingOfTheControls() throws {
        let (f, findings) = try layout("""
              - { id: segments, type: segmentedControl, layout: [ "leading == parent.leading", "width == 200", "top == parent.top", "height == 60 @500" ] }
              - { id: pages, type: pageControl, layout: [ "horizontal == parent", "top == parent.top + 100", "height == 60 @500" ] }
              - { id: progress, type: progressView, layout: [ "horizontal == parent", "top == parent.top + 200", "height == 60 @500" ] }
              - { id: stepper, type: stepper, layout: [ "leading == parent.leading", "top == parent.top + 300", "height == 60 @500" ] }
              - { id: spinner, type: activityIndicator, layout: [ "leading == parent.leading", "top == parent.top + 400", "height == 60 @500" ] }
            """)
        #expect(f["segments"] == rect(0, 0, 200, 61))
        #expect(f["pages"] == rect(0, 100, 393, 60))
        #expect(f["progress"] == rect(0, 200, 393, 4))
        #expect(f["stepper"] == rect(0, 300, 94, 32))
        #expect(f["spinner"] == rect(0, 400, 20, 20))
        #expect(findings.isEmpty)
    }

    @Test func intrinsicSizesOfTheCatalogue() throws {
        let (f, findings) = try layout("""
              - { id: stepper, type: stepper, layout: [ "leading == parent.leading", "top == parent.top" ] }
              - { id: spinner, type: activityIndicator, layout: [ "leading == parent.leading", "top == parent.top + 100" ] }
              - { id: bigSpinner, type: activityIndicator, style: large, layout: [ "leading == parent.leading", "top == parent.top + 200" ] }
              - { id: progress, type: progressView, layout: [ "horizontal == parent", "top == parent.top + 300" ] }
              - { id: pages, type: pageControl, layout: [ "horizontal == parent", "top == parent.top + 400" ] }
              - { id: picker, type: pickerView, layout: [ "leading == parent.leading", "top == parent.top + 500" ] }
              - { id: date, type: datePicker, layout: [ "leading == parent.leading", "top == parent.top + 500" ] }
            """)
        #expect(f["stepper"] == rect(0, 0, 94, 32))
        #expect(f["spinner"] == rect(0, 100, 20, 20))
        #expect(f["bigSpinner"] == rect(0, 200, 37, 37))
        #expect(f["progress"] == rect(0, 300, 393, 4))
        #expect(f["pages"] == rect(0, 400, 393, 26))
        #expect(f["picker"] == rect(0, 500, 320, 216))
        #expect(f["date"] == rect(0, 500, 320, 216))
        #expect(findings.isEmpty)
    }

    /// A page control with `numberOfPages` is 18 points per page + 20 wide (OpenUIKit measured
    /// `intrinsicContentSize` [92, 26] for 4 pages: 10-point slots on an 18-point pitch, 14
    /// points at each end), centred here by its constraint: 4 pages at x (393 − 92) / 2 = 150.5;
    /// 1 page is 38. Without a page count it has no intrinsic width, as before: a spec that
    /// leaves the width open is ambiguous.
    @Test func pageControlsAreAsWideAsTheirPages() throws {
        let (f, findings) = try layout("""
              - { id: four, type: pageControl, numberOfPages: 4, layout: [ centerX == parent, "top == parent.top + 100" ] }
              - { id: one, type: pageControl, numberOfPages: 1, layout: [ "leading == parent.leading", "top == parent.top + 200" ] }
            """)
        #expect(f["four"] == rect(150.5, 100, 92, 26))
        #expect(f["one"] == rect(0, 200, 38, 26))
        #expect(findings.isEmpty)
        let (_, open) = try layout("""
              - { id: dots, type: pageControl, layout: [ centerX == parent, "top == parent.top + 100" ] }
            """)
        #expect(open.contains { $0.kind == .ambiguousLayout })
    }

    @Test func numberOfPagesIsAWholeNumberOfPagesOnPageControlsOnly() throws {
        let yaml = """
        listkit: 1
        screen: S
        views:
          - { id: a, type: pageControl, numberOfPages: 0 }
          - { id: b, type: pageControl, numberOfPages: 2.5 }
          - { id: c, type: label, text: x, numberOfPages: 3 }
        """
        var decoder = SpecDecoder()
        _ = decoder.decode(try YAMLLoader().load(yaml))
        let found = decoder.diagnostics.map { "\($0.mark.line):\($0.rule)" }
        #expect(found == ["4:invalid-value", "5:invalid-value", "6:unknown-key"], "\(decoder.diagnostics.map(\.message))")
    }

    @Test func textViewsScrollOrGrowWithTheirText() throws {
        let (f, findings) = try layout("""
              - { id: grows, type: textView, isScrollEnabled: false, text: Hi, layout: [ "leading == parent.leading", "top == parent.top", "width == 200" ] }
              - { id: scrolls, type: textView, text: Hi, layout: [ "leading == parent.leading", "top == parent.top + 100", "width == 200" ] }
            """)
        // One body line, which TextKit sets at body's leading (22, where a label's first line is
        // 20.29), plus the 8-point text container insets (docs/layout.md, "Text").
        #expect(Self.near(f["grows"], rect(0, 0, 200, 22 + 16)))
        // A scrolling text view has no intrinsic height: nothing sets it, which lint reports.
        #expect(findings.map(\.message).contains { $0.contains("'scrolls' needs constraints for y position or height") })
    }

    @Test func firstBaselinesLineUpALabelWithAFieldsText() throws {
        let (f, _) = try layout("""
              - { id: field, type: textField, placeholder: Name, layout: [ "leading == parent.leading + 100", "trailing == parent.trailing", "top == parent.top + 100" ] }
              - { id: name, type: label, text: Name, layout: [ "leading == parent.leading + 16", "firstBaseline == field.firstBaseline" ] }
              - { id: big, type: label, text: Big, font: largeTitle, layout: [ "leading == parent.leading + 16", "lastBaseline == name.lastBaseline" ] }
            """)
        // The field's text is centred in 34 points: (34 − 20.287) / 2 = 6.856 above the line;
        // the label's baseline is its ascender (16.187) below its top, so its top is at 106.856.
        let body = 17 * 1.19336, ascender17 = 17 * 1950.0 / 2048, descender17 = 17 * 494.0 / 2048
        let nameTop = 100 + (34 - body) / 2 + ascender17 - ascender17
        #expect(Self.near(f["name"].map { rect($0.x, $0.y, 0, 0) }, rect(16, nameTop, 0, 0)))
        // Last baselines: the label's descender above its bottom; the large title's (34 pt,
        // 40⅔ tall at @3x, descender 8.2) lines up with it.
        let nameBaseline = nameTop + (20 + 1.0 / 3) - descender17
        let bigTop = nameBaseline + 34 * 494.0 / 2048 - (40 + 2.0 / 3)
        #expect(Self.near(f["big"].map { rect(0, $0.y, 0, $0.height) }, rect(0, bigTop, 0, 40 + 2.0 / 3)))
    }

    /// `style: borderless` (`UITextField.borderStyle` `.none`): its line plus 1.5, rounded up to
    /// the @3x grid, as wide as its text (no inset), its text centred in that height.
    @Test func aBorderlessFieldIsItsLineTall() throws {
        let (f, _) = try layout("""
              - { id: body, type: textField, style: borderless, placeholder: Name, layout: [ "horizontal == parent + 20", "top == parent.top + 100" ] }
              - { id: small, type: textField, style: borderless, font: 15, placeholder: Name, layout: [ "horizontal == parent + 20", "top == parent.top + 200" ] }
              - { id: name, type: label, text: Name, layout: [ "leading == parent.leading + 16", "firstBaseline == body.firstBaseline" ] }
            """)
        // Body: 17 × 1.19336 = 20.287 + 1.5 = 21.787 → 22 (66 pixels); 15 points: 17.900 + 1.5 =
        // 19.400 → 19⅔ (59 pixels). Rounded-rect fields are 34 (above).
        #expect(Self.near(f["body"], rect(20, 100, 353, 22)))
        #expect(Self.near(f["small"], rect(20, 200, 353, 19 + 2.0 / 3)))
        // The label's text lines up with the field's, centred in 22: (22 − 20.287) / 2 below its top.
        #expect(Self.near(f["name"].map { rect(0, $0.y, 0, 0) }, rect(0, 100 + (22 - 17 * 1.19336) / 2, 0, 0)))
    }

    /// `segments:` give a segmented control its width: every segment the widest title in
    /// semibold 13 points + 17.5, or each its own with `apportionsSegmentWidthsByContent`, the
    /// total rounded up to the @3x grid. Without titles it has none: centred alone, it is
    /// ambiguous.
    @Test func segmentTitlesGiveASegmentedControlItsWidth() throws {
        let (f, findings) = try layout("""
              - { id: equal, type: segmentedControl, segments: [Solid, Gradient], layout: [ "centerX == parent.centerX", "top == parent.top + 100" ] }
              - { id: byContent, type: segmentedControl, segments: [Solid, Gradient], apportionsSegmentWidthsByContent: true, layout: [ "leading == parent.leading + 20", "top == parent.top + 200" ] }
              - { id: untitled, type: segmentedControl, layout: [ "centerX == parent.centerX", "top == parent.top + 300" ] }
            """)
        let measurer = TextMeasurer(scale: 3), font = Font(systemSize: 13, weight: .semibold)
        let solid = measurer.width(of: "Solid", in: font), gradient = measurer.width(of: "Gradient", in: font)
        let equal = (2 * (max(solid, gradient) + 17.5) * 3).rounded(.up) / 3
        #expect(abs(equal - 145) <= 0.5, "IB saved 145 for these titles (Juanpe/SkeletonView): \(equal)")
        #expect(Self.near(f["equal"], rect((393 - equal) / 2, 100, equal, 32)))
        let byContent = ((solid + gradient + 35) * 3).rounded(.up) / 3
        #expect(Self.near(f["byContent"], rect(20, 200, byContent, 32)))
        #expect(byContent < equal, "the shorter title's segment is narrower")
        #expect(!findings.contains { $0.message.contains("'equal'") }, "\(findings.map(\.message))")
        #expect(findings.contains { $0.message.contains("'untitled' needs constraints for x position or width") })
    }

    @Test func horizontalStacksAlignBaselines() throws {
        let (f, findings) = try layout("""
              - id: row
                type: stack
                alignment: firstBaseline
                spacing: 8
                layout: [ "leading == parent.leading", "top == parent.top + 100" ]
                arranged:
                  - { id: big, type: label, text: Big, font: largeTitle }
                  - { id: small, type: label, text: small, font: footnote }
            """)
        // The large title rises highest above the shared baseline, so it meets the stack's top;
        // the footnote's top is lower by the difference of the ascenders (34 and 13 points).
        let drop = (34.0 - 13) * 1950 / 2048
        #expect(f["big"]?.y == 100)
        #expect(Self.near(f["small"].map { rect(0, $0.y, 0, 0) }, rect(0, 100 + drop, 0, 0)))
        // The stack hugs them: from the title's top to the lower of the two bottoms.
        let smallBottom = 100 + drop + (15 + 2.0 / 3)
        #expect(Self.near(f["row"].map { rect(0, 0, 0, $0.height) }, rect(0, 0, 0, max(40 + 2.0 / 3, smallBottom - 100))))
        #expect(findings.isEmpty)
    }

    @Test func scrollViewContentSizeComesFromTheContentGuide() throws {
        let (f, findings) = try layout("""
              - id: scroll
                type: scrollView
                layout: [ "edges == safeArea" ]
                subviews:
                  - id: content
                    type: view
                    layout: [ "edges == scroll.contentLayoutGuide", "width == scroll.frameLayoutGuide.width", "height == 2000" ]
            """)
        // The content is as wide as the frame and 2000 tall, from the scroll view's origin; it
        // extends past the scroll view's frame, which is no finding: that is what scrolls.
        #expect(f["scroll"] == rect(0, 59, 393, 852 - 59 - 34))
        #expect(f["content"] == rect(0, 59, 393, 2000))
        #expect(findings.isEmpty)
    }
}
