import ListkitSpec
import ListkitYAML

/// SARIF 2.1.0 (OASIS), the format code-scanning services read: one run of listkit, its rules
/// with descriptions and help URIs, one result per finding with a region.
///
/// Columns are Unicode code points, as the loader's marks count them (`columnKind`). Paths are
/// written as relative URI references against `%SRCROOT%` (absolute paths as `file://` URIs).
public struct SARIFReporter: Sendable {
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

    public init() {}

    public func render(_ report: LintReport) -> String {
        var w = JSONWriter()
        w.beginObject()
        w.field("$schema", Self.schemaURI)
        w.field("version", "2.1.0")
        w.key("runs")
        w.beginArray()
        w.beginObject()
        writeTool(report, into: &w)
        w.field("columnKind", "unicodeCodePoints")
        w.key("originalUriBaseIds")
        w.beginObject()
        w.key("%SRCROOT%")
        w.beginObject()
        w.key("description")
        w.beginObject()
        w.field("text", "The directory listkit ran in.")
        w.endObject()
        w.endObject()
        w.endObject()
        let ruleIndex = Dictionary(report.rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
        w.key("results")
        w.beginArray()
        for finding in report.findings + report.suppressed {
            writeResult(finding, ruleIndex: ruleIndex[finding.diagnostic.rule], into: &w)
        }
        w.endArray()
        w.endObject()
        w.endArray()
        w.endObject()
        return w.text + "\n"
    }

    func writeTool(_ report: LintReport, into w: inout JSONWriter) {
        w.key("tool")
        w.beginObject()
        w.key("driver")
        w.beginObject()
        w.field("name", report.toolName)
        w.field("version", report.toolVersion)
        w.field("semanticVersion", report.toolVersion)
        w.field("informationUri", report.informationURI)
        w.key("rules")
        w.beginArray()
        for rule in report.rules {
            w.beginObject()
            w.field("id", rule.id.rawValue)
            w.key("shortDescription")
            w.beginObject()
            w.field("text", rule.summary)
            w.endObject()
            if let uri = rule.helpURI { w.field("helpUri", uri) }
            if let help = rule.help {
                w.key("help")
                w.beginObject()
                w.field("text", help)
                w.field("markdown", help)
                w.endObject()
            }
            w.key("defaultConfiguration")
            w.beginObject()
            w.field("level", Self.level(rule.defaultSeverity))
            w.endObject()
            w.endObject()
        }
        w.endArray()
        w.endObject()
        w.endObject()
    }

    func writeResult(_ finding: LintReport.Finding, ruleIndex: Int?, into w: inout JSONWriter) {
        let d = finding.diagnostic
        w.beginObject()
        w.field("ruleId", d.rule.rawValue)
        if let ruleIndex { w.field("ruleIndex", ruleIndex) }
        w.field("level", Self.level(d.severity))
        w.key("message")
        w.beginObject()
        w.field("text", d.message)
        w.endObject()
        w.key("locations")
        w.beginArray()
        w.beginObject()
        writePhysicalLocation(path: d.path, at: d.mark, endColumn: finding.endColumn, into: &w)
        if let element = finding.element {
            w.key("logicalLocations")
            w.beginArray()
            w.beginObject()
            w.field("fullyQualifiedName", element)
            w.field("kind", "element")
            w.endObject()
            w.endArray()
        }
        w.endObject()
        w.endArray()
        writeRelatedLocations(finding, into: &w)
        w.key("partialFingerprints")
        w.beginObject()
        w.field("listkitFinding/v2", finding.fingerprint)
        w.endObject()
        if let suppression = finding.suppression {
            w.key("suppressions")
            w.beginArray()
            w.beginObject()
            w.field("kind", suppression.kind.rawValue)
            w.field("justification", suppression.justification)
            w.endObject()
            w.endArray()
        }
        w.endObject()
    }

    /// `"physicalLocation": {artifactLocation, region}` for a place in a file.
    func writePhysicalLocation(path: String, at mark: Mark, endColumn: Int?, into w: inout JSONWriter) {
        w.key("physicalLocation")
        w.beginObject()
        w.key("artifactLocation")
        w.beginObject()
        let (uri, isRelative) = Self.uri(forPath: path)
        w.field("uri", uri)
        if isRelative { w.field("uriBaseId", "%SRCROOT%") }
        w.endObject()
        w.key("region")
        w.beginObject()
        w.field("startLine", max(mark.line, 1))
        w.field("startColumn", max(mark.column, 1))
        if let end = endColumn, end > mark.column { w.field("endColumn", end) }
        w.endObject()
        w.endObject()
    }

    /// The same cause's other places, each with its message (`Diagnostic.related`).
    func writeRelatedLocations(_ finding: LintReport.Finding, into w: inout JSONWriter) {
        let d = finding.diagnostic
        guard !d.related.isEmpty else { return }
        w.key("relatedLocations")
        w.beginArray()
        for (index, related) in d.related.enumerated() {
            w.beginObject()
            w.field("id", index)
            writePhysicalLocation(path: d.path, at: related.mark, endColumn: nil, into: &w)
            w.key("message")
            w.beginObject()
            w.field("text", related.message)
            w.endObject()
            w.endObject()
        }
        w.endArray()
    }

    /// SARIF levels: `note` is SARIF's name for information.
    static func level(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }

    /// A path as a URI reference: percent-encoded (RFC 3986), relative to %SRCROOT% unless absolute.
    static func uri(forPath path: String) -> (uri: String, isRelative: Bool) {
        var trimmed = path
        while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
        let encoded = percentEncoded(trimmed)
        return trimmed.hasPrefix("/") ? ("file://" + encoded, false) : (encoded, true)
    }

    static func percentEncoded(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }
}

extension SARIFReporter: Reporter {
    public static let summary = "SARIF 2.1.0 for code scanning"

    public init(_ options: LintReportOptions) {
        self.init()
    }

    public func write(_ input: LintOutput, into out: inout some TextOutputStream) {
        out.write(render(input.report()))
    }
}
