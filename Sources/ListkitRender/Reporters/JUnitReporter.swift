import ListkitSpec

/// JUnit XML, as CI test tabs (GitLab, Jenkins, Azure) read it: a test suite per file, a passing
/// test case for a clean file, and a test case per finding. Errors fail; warnings fail only when
/// the run fails on them (`--strict`), otherwise their text is the case's output.
public struct JUnitReporter: Sendable {
    public var warningsFail: Bool

    public init(warningsFail: Bool = false) {
        self.warningsFail = warningsFail
    }

    public func render(_ report: LintReport) -> String {
        let groups = report.findingsByFile()
        var suites = ""
        var totalTests = 0, totalFailures = 0
        for (file, findings) in groups {
            let failures = findings.count { fails($0.diagnostic) }
            let tests = max(findings.count, 1)
            totalTests += tests
            totalFailures += failures
            suites += "  <testsuite name=\"\(XMLText.escaped(file))\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
            if findings.isEmpty {
                suites += "    <testcase name=\"lint\" classname=\"\(XMLText.escaped(file))\"/>\n"
            }
            for finding in findings { suites += testCase(finding) }
            suites += "  </testsuite>\n"
        }
        return XMLText.declaration
            + "<testsuites name=\"\(XMLText.escaped(report.toolName))\" tests=\"\(totalTests)\" failures=\"\(totalFailures)\" errors=\"0\">\n"
            + suites + "</testsuites>\n"
    }

    func fails(_ d: Diagnostic) -> Bool {
        d.severity == .error || (warningsFail && d.severity == .warning)
    }

    func testCase(_ finding: LintReport.Finding) -> String {
        let d = finding.diagnostic
        // Named by what the finding is about, not by line, so a CI's test history follows it
        // across edits: rule, element (view path or Interface Builder object id) and kind.
        let name = [d.rule.rawValue, finding.element, finding.kind].compactMap { $0 }.joined(separator: " ")
        let line = "\(d.path):\(d.mark.line):\(d.mark.column): \(d.severity.rawValue): \(d.message) [\(d.rule)]"
        var out = "    <testcase name=\"\(XMLText.escaped(name))\" classname=\"\(XMLText.escaped(d.path))\">\n"
        if fails(d) {
            out += "      <failure type=\"\(XMLText.escaped(d.rule.rawValue))\" message=\"\(XMLText.escaped(d.message))\">\(XMLText.escaped(line))</failure>\n"
        } else {
            out += "      <system-out>\(XMLText.escaped(line))</system-out>\n"
        }
        return out + "    </testcase>\n"
    }
}

extension JUnitReporter: Reporter {
    public static let summary = "JUnit XML for CI test tabs"

    public init(_ options: LintReportOptions) {
        self.init(warningsFail: options.strict)
    }

    public func write(_ input: LintOutput, into out: inout some TextOutputStream) {
        out.write(render(input.report()))
    }
}
