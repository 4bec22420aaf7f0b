import Testing
import ListkitLayout
import ListkitSpec

/// The layout checks on the two deliberately bad fixtures, checked exactly.
@Suite struct LayoutLintTests {
    func lint(_ fixture: String) throws -> [String] { try lintFindings(ofFixture: fixture) }

    @Test func conflictingSpec() throws {
        #expect(try lint("conflicting.yaml") == [
            "12:9 error [unsatisfiable-constraints] on iphone-se, iphone-15: unsatisfiable constraints: 'height >= 120' conflicts with 'height == 100' (11:9); Auto Layout breaks 'height >= 120'",
            "19:9 error [unsatisfiable-constraints] on iphone-se, iphone-15: unsatisfiable constraints: UISV-hiding of hidden view 'share' (size along the stack's axis == 0) conflicts with 'width == 80' (19:75); Auto Layout breaks UISV-hiding of hidden view 'share' (size along the stack's axis == 0)",
            "34:78 error [unsatisfiable-constraints] on iphone-se, iphone-15: in cell kind 'row': unsatisfiable constraints: 'height == 30' conflicts with UIView-Encapsulated-Layout-Height 'height == 40' (29:13), 'top == parent.top + 12' (34:20), 'bottom == parent.bottom - 12' (34:46); Auto Layout breaks 'height == 30'",
        ])
    }

    /// The cell kind's conflict leaves its title 16 points tall: the clipped text is what the
    /// conflict caused, in the cell at the field, on each device by its own amount (a 17-point
    /// line is 20.287 tall: 20 1/3 on the @3x iPhone 15, 20.5 on the @2x SE). Centred in 16
    /// points, its baseline is 2.14 above SF's 16.19-point ascender, at 14.04, and the "y" of
    /// "Play" reaches 3.48 below it (Inter's 0.205 em): to 17.5, cut.
    @Test func aCellKindsConflictCarriesWhatItCausedOnEachDevice() throws {
        let text = try loadFixture("conflicting.yaml")
        let diagnostics = Linter(rules: Linter.lintRules()).check(SpecLoader().load(Array(text.utf8), path: "conflicting.yaml"))
        let cell = try #require(diagnostics.first { $0.message.contains("in cell kind 'row'") })
        #expect(cell.related.map { "\($0.mark) \($0.message)" } == [
            "26:44 on iphone-se: caused by this conflict: in cell 'first' (kind 'row'): label 'title' clips its text 'Play': it needs 20.5 points of height and has 16 [truncated-text]",
            "26:44 on iphone-15: caused by this conflict: in cell 'first' (kind 'row'): label 'title' clips its text 'Play': it needs 20.33 points of height and has 16 [truncated-text]",
        ])
    }

    @Test func ambiguousSpec() throws {
        #expect(try lint("ambiguous.yaml") == [
            "6:5 error [ambiguous-layout] on iphone-15: view 'title' needs constraints for y position or height",
            "10:5 error [ambiguous-layout] on iphone-15: view 'panel' needs constraints for x position or width",
            "10:5 error [ambiguous-layout] on iphone-15: view 'panel' needs constraints for y position or height",
        ])
    }

    @Test func conflictFindingCarriesEveryConstraintOfTheSet() throws {
        let spec = try loadSpec(try loadFixture("conflicting.yaml"))
        let findings = LayoutEngine(spec: spec).layout(on: device("iphone-se")).findings
        let cell = try #require(findings.first { $0.message.hasPrefix("in cell kind 'row'") })
        #expect(cell.constraints.map(\.text) == [
            "UIView-Encapsulated-Layout-Height 'height == 40'", "'top == parent.top + 12'",
            "'bottom == parent.bottom - 12'", "'height == 30'",
        ])
        #expect(cell.constraints.map(\.isBroken) == [false, false, false, true])
        #expect(cell.constraints.map(\.isFromSpec) == [false, true, true, true])
    }

    @Test func truncationNamesTheDevice() throws {
        let yaml = """
        listkit: 1
        screen: Narrow
        device: [iphone-15-pro-max, iphone-se]
        views:
          - id: title
            type: label
            text: A headline that is long enough to overflow on a small phone
            layout: [ "top == safeArea.top", "horizontal == safeArea + 16" ]
        """
        let text = Array(yaml.utf8)
        let diagnostics = Linter(rules: [LayoutRule()]).check(SpecLoader().load(text, path: "narrow.yaml"))
        // Shaped in Inter, × 0.997, with 17-point tracking: 452.31 points (uharfbuzz,
        // scripts/text_check.py), 452 1/3 on the Pro Max's @3x grid and 452.5 on the SE's @2x;
        // 398 on the Pro Max and 343 on the SE.
        #expect(diagnostics.map { "\($0.mark) \($0.message)" } == [
            "5:5 on iphone-15-pro-max: label 'title' truncates its text 'A headline that is long enoug…': it needs 452.33 points of width and has 398",
            "5:5 on iphone-se: label 'title' truncates its text 'A headline that is long enoug…': it needs 452.5 points of width and has 343",
        ])
    }

    @Test func geometryWarnings() throws {
        let yaml = """
        listkit: 1
        screen: Geometry
        device: iphone-se
        views:
          - id: offscreen
            type: view
            layout: [ "top == parent.top + 100", "leading == parent.leading + 300", "size == 100x50" ]
          - id: box
            type: view
            layout: [ "top == parent.top + 200", "leading == parent.leading", "size == 100x100" ]
            subviews:
              - id: spill
                type: view
                layout: [ "top == parent.top", "leading == parent.leading + 50", "size == 80x0" ]
        """
        let diagnostics = Linter(rules: [LayoutRule()]).check(SpecLoader().load(Array(yaml.utf8), path: "g.yaml"))
        #expect(diagnostics.map { "\($0.mark) \($0.severity) [\($0.rule)] \($0.message)" } == [
            "5:5 warning [view-off-screen] on iphone-se: view 'offscreen' (300, 100, 100×50) extends beyond the screen (0, 0, 375×667)",
            "12:9 warning [view-outside-parent] on iphone-se: view 'spill' (50, 200, 80×0) extends outside its parent 'box' (0, 200, 100×100)",
            "12:9 warning [zero-size] on iphone-se: view 'spill' has zero height",
        ])
    }
}
