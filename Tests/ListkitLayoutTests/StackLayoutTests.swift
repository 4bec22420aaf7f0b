import Testing
import ListkitLayout
import ListkitSpec

/// Frames for each UIStackView distribution and alignment, worked out by hand.
///
/// The stack is 320 wide at (10, 100), spacing 10; arranged views have intrinsic sizes 30×20,
/// 60×30 and 90×40, so 120 points are left over along the axis.
@Suite struct StackLayoutTests {
    static func spec(axis: String = "horizontal", distribution: String = "fill", alignment: String = "fill",
                     hugging: (a: Double, b: Double, c: Double) = (250, 200, 250), hiddenB: String = "") -> String {
        """
        listkit: 1
        screen: Stacks
        device: iphone-se
        views:
          - id: stack
            type: stack
            axis: \(axis)
            distribution: \(distribution)
            alignment: \(alignment)
            spacing: 10
            layout: [ "leading == parent.leading + 10", "top == parent.top + 100", "\(axis == "horizontal" ? "width == 320" : "height == 320")" ]
            arranged:
              - { id: a, type: view, intrinsicSize: 30x20, hugging: { \(axis): \(hugging.a) } }
              - { id: b, type: view, intrinsicSize: 60x30, hugging: { \(axis): \(hugging.b) }\(hiddenB) }
              - { id: c, type: view, intrinsicSize: 90x40, hugging: { \(axis): \(hugging.c) } }
        """
    }

    func layout(_ yaml: String, rtl: Bool = false) throws -> (frames: [String: Rect], findings: [LayoutFinding]) {
        let outcome = LayoutEngine(spec: try loadSpec(yaml), options: LayoutOptions(rtl: rtl)).layout(on: device("iphone-se"))
        return (framesByID(outcome.result.views), outcome.findings)
    }

    /// `UISV-text-width-disambiguation`: a wrapping label (`lines: 0`) in a horizontal fill stack
    /// takes 320 / 3 − 10 × 2 / 3 = 100 of the 320-point stack at 760 (its compression
    /// resistance, 750, + 10), above every hugging; c keeps its 90 and b, hugging least (200),
    /// takes the rest: 320 − 100 − 90 − 2 × 10 = 110. With `lines: 1` the label is its text's
    /// width and b takes what that leaves.
    @Test func wrappingLabelsTakeAnEqualShareOfAFillStack() throws {
        func yaml(lines: Int) -> String {
            Self.spec().replacingOccurrences(of: "- { id: a, type: view, intrinsicSize: 30x20, hugging: { horizontal: 250.0 } }",
                                             with: "- { id: a, type: label, text: \"Hi\", lines: \(lines) }")
        }
        let wrapping = try layout(yaml(lines: 0))
        #expect(wrapping.frames["a"]?.x == 10 && wrapping.frames["a"]?.width == 100)
        #expect(wrapping.frames["b"]?.x == 120 && wrapping.frames["b"]?.width == 110)
        #expect(wrapping.frames["c"]?.x == 240 && wrapping.frames["c"]?.width == 90)
        let single = try layout(yaml(lines: 1)).frames
        let text = try #require(single["a"]?.width)
        #expect(text < 30 && single["b"]?.width == 320 - text - 20 - 90)
    }

    /// `layoutMarginsRelativeArrangement`: the views fill the stack's margins, not its edges
    /// (directional: 20 leading, 10 trailing); equal
    /// distribution shares the 320 − 30 − 20 = 270 points left after margins and spacing.
    @Test func arrangementInsideTheMargins() throws {
        let yaml = Self.spec(distribution: "fillEqually").replacingOccurrences(of: "    spacing: 10\n", with: "    spacing: 10\n    layoutMarginsRelativeArrangement: true\n    directionalLayoutMargins: { top: 4, leading: 20, bottom: 6, trailing: 10 }\n")
        let (f, findings) = try layout(yaml)
        #expect(findings.isEmpty, "\(findings.map(\.message))")
        #expect(f["stack"] == rect(10, 100, 320, 50))
        #expect(f["a"] == rect(30, 104, 90, 40))
        #expect(f["c"] == rect(230, 104, 90, 40))
        let (r, _) = try layout(yaml, rtl: true)
        // Right to left the stack sits 10 from the right (45 … 365); its leading 20 is on the right.
        #expect(r["a"] == rect(255, 104, 90, 40))
        #expect(r["c"] == rect(55, 104, 90, 40))
        let plain = try layout(Self.spec(distribution: "fillEqually")).frames
        #expect(plain["a"] == rect(10, 100, 100, 40))
    }

    @Test func fillStretchesTheLowestHugging() throws {
        let (f, findings) = try layout(Self.spec())
        #expect(f["stack"] == rect(10, 100, 320, 40))
        #expect(f["a"] == rect(10, 100, 30, 40))
        #expect(f["b"] == rect(50, 100, 180, 40))
        #expect(f["c"] == rect(240, 100, 90, 40))
        #expect(findings.isEmpty)
    }

    @Test func fillEquallyGivesEqualWidths() throws {
        let (f, findings) = try layout(Self.spec(distribution: "fillEqually"))
        #expect(f["a"] == rect(10, 100, 100, 40))
        #expect(f["b"] == rect(120, 100, 100, 40))
        #expect(f["c"] == rect(230, 100, 100, 40))
        #expect(findings.isEmpty)
    }

    @Test func fillProportionallyFollowsIntrinsicWidths() throws {
        // 300 points for views, in the ratio 30 : 60 : 90.
        let (f, findings) = try layout(Self.spec(distribution: "fillProportionally"))
        #expect(f["a"] == rect(10, 100, 50, 40))
        #expect(f["b"] == rect(70, 100, 100, 40))
        #expect(f["c"] == rect(180, 100, 150, 40))
        #expect(findings.isEmpty)
    }

    @Test func equalSpacingSplitsTheLeftover() throws {
        // Views keep their intrinsic widths; the 140 points left become two gaps of 70.
        let (f, findings) = try layout(Self.spec(distribution: "equalSpacing"))
        #expect(f["a"] == rect(10, 100, 30, 40))
        #expect(f["b"] == rect(110, 100, 60, 40))
        #expect(f["c"] == rect(240, 100, 90, 40))
        #expect(findings.isEmpty)
    }

    @Test func equalCenteringSpacesCentres() throws {
        // Centres at 25 and 285, so b's centre is at 155.
        let (f, findings) = try layout(Self.spec(distribution: "equalCentering"))
        #expect(f["a"] == rect(10, 100, 30, 40))
        #expect(f["b"] == rect(125, 100, 60, 40))
        #expect(f["c"] == rect(240, 100, 90, 40))
        #expect(findings.isEmpty)
    }

    @Test(arguments: [
        ("top", [100.0, 100, 100]), ("leading", [100.0, 100, 100]),
        ("center", [110.0, 105, 100]), ("bottom", [120.0, 110, 100]), ("trailing", [120.0, 110, 100]),
    ])
    func crossAxisAlignment(alignment: String, ys: [Double]) throws {
        // The stack hugs its tallest view (40); the others keep their intrinsic heights.
        let (f, findings) = try layout(Self.spec(alignment: alignment))
        #expect(f["stack"] == rect(10, 100, 320, 40))
        #expect(f["a"] == rect(10, ys[0], 30, 20))
        #expect(f["b"] == rect(50, ys[1], 180, 30))
        #expect(f["c"] == rect(240, ys[2], 90, 40))
        #expect(findings.isEmpty)
    }

    @Test func verticalStackCentersWidths() throws {
        let (f, findings) = try layout(Self.spec(axis: "vertical", alignment: "center"))
        // Heights 20, 30 + 210 left over (b hugs least), 40; widths hug, centred on the widest (90).
        #expect(f["stack"] == rect(10, 100, 90, 320))
        #expect(f["a"] == rect(40, 100, 30, 20))
        #expect(f["b"] == rect(25, 130, 60, 240))
        #expect(f["c"] == rect(10, 380, 90, 40))
        #expect(findings.isEmpty)
    }

    @Test func verticalStackTrailingFlipsInRightToLeft() throws {
        let ltr = try layout(Self.spec(axis: "vertical", alignment: "trailing")).frames
        #expect(ltr["a"] == rect(70, 100, 30, 20))
        let rtl = try layout(Self.spec(axis: "vertical", alignment: "trailing"), rtl: true).frames
        // The stack hangs 10 points from the right edge (375 wide screen); trailing is its left.
        #expect(rtl["stack"] == rect(275, 100, 90, 320))
        #expect(rtl["a"] == rect(275, 100, 30, 20))
        #expect(rtl["c"] == rect(275, 380, 90, 40))
    }

    @Test func horizontalStackRunsFromTheRightInRightToLeft() throws {
        let (f, findings) = try layout(Self.spec(), rtl: true)
        #expect(f["stack"] == rect(45, 100, 320, 40))
        #expect(f["a"] == rect(335, 100, 30, 40))
        #expect(f["b"] == rect(145, 100, 180, 40))
        #expect(f["c"] == rect(45, 100, 90, 40))
        #expect(findings.isEmpty)
    }

    @Test func hiddenArrangedViewCollapsesAndTakesNoSpacing() throws {
        let (f, findings) = try layout(Self.spec(hugging: (250, 200, 240), hiddenB: ", hidden: true"))
        #expect(f["a"] == rect(10, 100, 30, 40))
        #expect(f["b"]?.width == 0)
        #expect(f["c"] == rect(50, 100, 280, 40))
        #expect(findings.isEmpty)
    }

    @Test func hiddenViewWithARequiredWidthFightsTheCollapse() throws {
        let (_, findings) = try layout(Self.spec(hugging: (250, 200, 240), hiddenB: ", hidden: true, layout: [ \"width == 60\" ]"))
        let conflicts = findings.filter { $0.kind == .unsatisfiableConstraints }
        #expect(conflicts.count == 1)
        #expect(conflicts.first?.constraints.contains { $0.text.hasPrefix("UISV-hiding") } == true)
        #expect(conflicts.first?.constraints.contains { $0.text == "'width == 60'" } == true)
    }
}
