import ListkitSpec

/// Checkstyle XML (format 4.3), which many CI and review tools import (Jenkins' warnings
/// plugin, reviewdog, Danger): a `<file>` per linted file, an `<error>` per finding with its
/// severity and `source` naming the rule.
public struct CheckstyleReporter: Sendable {
    public init() {}

    public func render(_ report: LintReport) -> String {
        var out = XMLText.declaration + "<checkstyle version=\"4.3\">\n"
        for (file, findings) in report.findingsByFile() {
            if findings.isEmpty {
                out += "  <file name=\"\(XMLText.escaped(file))\"/>\n"
                continue
            }
            out += "  <file name=\"\(XMLText.escaped(file))\">\n"
            for finding in findings {
                let d = finding.diagnostic
                out += "    <error line=\"\(d.mark.line)\" column=\"\(d.mark.column)\" severity=\"\(d.severity.rawValue)\""
                    + " message=\"\(XMLText.escaped(d.message))\" source=\"listkit.\(XMLText.escaped(d.rule.rawValue))\"/>\n"
            }
            out += "  </file>\n"
        }
        return out + "</checkstyle>\n"
    }
}

extension CheckstyleReporter: Reporter {
    public static let summary = "Checkstyle XML"

    public init(_ options: LintReportOptions) {
        self.init()
    }

    public func write(_ input: LintOutput, into out: inout some TextOutputStream) {
        out.write(render(input.report()))
    }
}
