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

    @Test func warningsAloneAreNotErrors() {
        var report = LayoutFindingReport()
        #expect(report.diagnostics().isEmpty && !report.hasErrors)
        report.add([Self.zero], on: "iphone-se")
        #expect(!report.hasErrors)
    }
}
