import Testing
import ListkitLayout
import ListkitRender
import ListkitSpec
import ListkitYAML

/// The pictures draw text as the layout measured it: the same line breaks, the same "…" cut,
/// the same widths, so what an SVG or wireframe shows is what lint checked.
@Suite struct RenderMeasuredTextTests {
    static let yaml = """
    listkit: 1
    screen: Cut
    device: { name: phone, width: 300, height: 400, scale: 3 }
    views:
      - { id: one, type: label, text: A label far too long for its hundred points, layout: [ "top == parent.top", "leading == parent.leading", "width == 100" ] }
      - { id: two, type: label, lines: 2, font: semibold 15, text: Wrapping text that needs three lines here, layout: [ "top == one.bottom", "leading == parent.leading", "width == 120" ] }
    """

    func layout() throws -> LayoutOutcome {
        var decoder = SpecDecoder()
        let spec = decoder.decode(try YAMLLoader().load(Self.yaml))
        return LayoutEngine(spec: spec).layout(on: spec.effectiveDevices[0])
    }

    @Test func viewsCarryTheLinesTheEngineMeasured() throws {
        let outcome = try layout()
        let one = try #require(outcome.result.views.first { $0.id == "one" })
        let two = try #require(outcome.result.views.first { $0.id == "two" })
        let cut = try #require(one.textLines)
        #expect(cut.count == 1 && cut[0].text.hasSuffix("…") && cut[0].width <= 100)
        let wrapped = try #require(two.textLines)
        #expect(wrapped.count == 2 && wrapped[1].text.hasSuffix("…") && wrapped.allSatisfy { $0.width <= 120 })
        #expect(two.textAppearance == TextAppearance(size: 15, weight: .semibold, tracking: -0.23))
        // Lint reports both, with the same measurement.
        #expect(outcome.findings.filter { $0.kind == .truncatedText }.count == 2)
    }

    /// A button without a configuration (`style: system`) shows its whole title in its type's
    /// 15-point font, as wide as the button sized for it, not cut within a configuration's
    /// 12-point insets.
    @Test func legacyButtonsShowTheirWholeTitle() throws {
        var decoder = SpecDecoder()
        let spec = decoder.decode(try YAMLLoader().load("""
        listkit: 1
        screen: Legacy
        device: { name: phone, width: 300, height: 400, scale: 3 }
        views:
          - { id: next, type: button, style: system, title: Next, layout: [ "top == parent.top", "leading == parent.leading" ] }
        """))
        let outcome = LayoutEngine(spec: spec).layout(on: spec.effectiveDevices[0])
        let next = try #require(outcome.result.views.first { $0.id == "next" })
        let lines = try #require(next.textLines)
        #expect(lines.map(\.text) == ["Next"] && lines[0].width <= next.frame.width)
        #expect(next.textAppearance?.size == 15)
        #expect(outcome.findings.isEmpty)
    }

    @Test func svgDrawsThoseLinesAtTheirWidths() throws {
        let result = try layout().result
        let svg = SVGRenderer().render([result], screen: "Cut")
        for view in result.views {
            for line in view.textLines ?? [] {
                let escaped = line.text.replacingOccurrences(of: "&", with: "&amp;")
                #expect(svg.contains("textLength=\"\(LayoutNumberFormat.string(line.width))\" lengthAdjust=\"spacingAndGlyphs\">\(escaped)</text>"),
                        "\(line)")
            }
        }
        #expect(svg.contains("font-weight=\"600\" letter-spacing=\"-0.23\""))
    }

    @Test func wireframeShowsTheSameBreaksAndCut() throws {
        let result = try layout().result
        let wireframe = WireframeRenderer(columns: 120).render([result], screen: "Cut")
        for view in result.views {
            for line in view.textLines ?? [] {
                #expect(wireframe.contains(line.text), "\(line.text)")
            }
        }
    }
}
