import ListkitLayout
import ListkitSpec
import ListkitYAML
import Testing

/// One report for lint and `listkit layout`: a finding met on several devices is one diagnostic
/// naming them in the order added, each device once; severity and rule come from the kind.
@Suite struct LayoutFindingReportTests {
    static let zero = LayoutFinding(kind: .zeroSize, mark: Mark(line: 3, column: 5), message: "view 'a' has zero height")
    static let ambiguous = LayoutFinding(kind: .ambiguousLayout, mark: Mark(line: 9, column: 5), message: "view 'b' needs constraints for x position or width")

    @Test func findingsMetOnSeveralDevicesAreMerged() {
        var report = LayoutFindingReport()
        report.add([Self.ambiguous, Self.zero], on: "iphone-se")
        #expect(report.hasErrors)
        report.add([Self.zero, Self.zero], on: "ipad-11")
        let diagnostics = report.diagnostics(path: "s.yaml")
        #expect(diagnostics.map { "\($0.path):\($0.mark): \($0.severity.rawValue): \($0.message) [\($0.rule)]" } == [
            "s.yaml:3:5: warning: on iphone-se, ipad-11: view 'a' has zero height [zero-size]",
            "s.yaml:9:5: error: on iphone-se: view 'b' needs constraints for x position or width [ambiguous-layout]",
        ])
    }

    /// A conflict is one finding on every device it is met on, whatever it caused on each: what
    /// it caused on some devices only says on which.
    @Test func whatAFindingCausedIsMergedPerDevice() {
        func conflict(_ related: [RelatedLocation]) -> LayoutFinding {
            LayoutFinding(kind: .unsatisfiableConstraints, mark: Mark(line: 5, column: 9), message: "unsatisfiable constraints: …", related: related)
        }
        let zero = RelatedLocation("caused by this conflict: view 'a' has zero height [zero-size]", at: Mark(line: 3, column: 5))
        let narrow = RelatedLocation("caused by this conflict: label 't' truncates its text: it needs 20.5 points [truncated-text]", at: Mark(line: 7, column: 5))
        let wide = RelatedLocation("caused by this conflict: label 't' truncates its text: it needs 20.33 points [truncated-text]", at: Mark(line: 7, column: 5))
        var report = LayoutFindingReport()
        report.add([conflict([zero, narrow])], on: "iphone-se")
        report.add([conflict([zero, wide])], on: "iphone-15")
        report.add([conflict([])], on: "ipad-11")
        let diagnostics = report.diagnostics()
        #expect(diagnostics.map(\.message) == ["on iphone-se, iphone-15, ipad-11: unsatisfiable constraints: …"])
        #expect(diagnostics.first?.related.map(\.message) == [
            "on iphone-se, iphone-15: caused by this conflict: view 'a' has zero height [zero-size]",
            "on iphone-se: caused by this conflict: label 't' truncates its text: it needs 20.5 points [truncated-text]",
            "on iphone-15: caused by this conflict: label 't' truncates its text: it needs 20.33 points [truncated-text]",
        ])
    }

    @Test func warningsAloneAreNotErrors() {
        var report = LayoutFindingReport()
        #expect(report.diagnostics().isEmpty && !report.hasErrors)
        report.add([Self.zero], on: "iphone-se")
        #expect(!report.hasErrors)
    }
}
