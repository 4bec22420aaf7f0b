import ListkitSpec

/// GitLab's Code Quality report (a subset of the Code Climate issue format): a JSON array of
/// issues with a description, check name, severity, location and a fingerprint GitLab uses to
/// tell new findings from old ones.
///
/// The fingerprint leaves the line out (rule, path, element, message kind, and an occurrence
/// number among identical ones), so a finding that only moved is not reported as new.
public struct CodeClimateReporter: Sendable {
    public init() {}

    public func render(_ report: LintReport) -> String {
        var w = JSONWriter()
        var occurrences: [String: Int] = [:]
        w.beginArray()
        for finding in report.findings {
            let d = finding.diagnostic
            let key = finding.fingerprint
            let occurrence = occurrences[key, default: 0]
            occurrences[key] = occurrence + 1
            w.beginObject()
            w.field("type", "issue")
            w.field("check_name", d.rule.rawValue)
            w.field("description", d.message)
            w.key("categories")
            w.beginArray()
            w.string(d.rule.rawValue.hasPrefix("yaml-") ? "Compatibility" : "Bug Risk")
            w.endArray()
            w.field("severity", Self.severity(d.severity))
            w.field("fingerprint", occurrence == 0 ? key : Fingerprint.hex(key, String(occurrence)))
            w.key("location")
            w.beginObject()
            w.field("path", d.path)
            w.key("positions")
            w.beginObject()
            w.key("begin")
            w.beginObject()
            w.field("line", d.mark.line)
            w.field("column", d.mark.column)
            w.endObject()
            w.endObject()
            w.endObject()
            w.endObject()
        }
        w.endArray()
        return w.text + "\n"
    }

    /// Code Climate severities: info, minor, major, critical, blocker.
    static func severity(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: return "major"
        case .warning: return "minor"
        case .info: return "info"
        }
    }
}

extension CodeClimateReporter: Reporter {
    public static let summary = "GitLab Code Quality (Code Climate) JSON"

    public init(_ options: LintReportOptions) {
        self.init()
    }

    public func write(_ input: LintOutput, into out: inout some TextOutputStream) {
        out.write(render(input.report()))
    }
}
