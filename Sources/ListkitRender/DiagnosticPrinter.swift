#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif
import ListkitSpec
import ListkitYAML

/// Turns diagnostics into text (with caret snippets), JSON, or GitHub workflow annotations.
/// The one place that decides how a finding looks.
public struct DiagnosticPrinter {
    /// The printer's three ways, each `listkit lint --format`'s through its reporter
    /// (`LintTextReporter`, `LintJSONReporter`, `GitHubReporter`).
    public enum Format: String, CaseIterable, Sendable {
        case text, json, github
    }

    public var format: Format
    /// ANSI colours in text output (callers decide: a terminal, and NO_COLOR unset).
    public var color: Bool
    /// Source of each path, for snippets under text findings.
    public var sources: [String: SourceText]

    public init(format: Format, color: Bool = false, sources: [String: SourceText] = [:]) {
        self.format = format
        self.color = color
        self.sources = sources
    }

    /// The whole report for these diagnostics (already sorted) over `fileCount` files;
    /// `suppressed` findings were not reported (the JSON summary counts them).
    public func render(_ diagnostics: [Diagnostic], fileCount: Int, unreadable: Int = 0, suppressed: Int = 0) -> String {
        var out = ""
        render(diagnostics, fileCount: fileCount, unreadable: unreadable, suppressed: suppressed, into: &out)
        return out
    }

    /// The report written finding by finding into `out` (a large report is never held whole).
    public func render(_ diagnostics: [Diagnostic], fileCount: Int, unreadable: Int = 0, suppressed: Int = 0,
                       into out: inout some TextOutputStream) {
        switch format {
        case .text:
            var cursors: [String: SnippetCursor] = [:]
            for d in diagnostics { out.write(text(d, cursor: &cursors[d.path, default: SnippetCursor()])) }
        case .github: for d in diagnostics { out.write(github(d)) }
        case .json: out.write(json(diagnostics, fileCount: fileCount, unreadable: unreadable, suppressed: suppressed))
        }
    }

    /// `path:line:col: error: message [rule]`, then the source line and a caret. The path, the
    /// message and the source line are escaped: none can end the line or drive the terminal.
    func text(_ d: Diagnostic, cursor: inout SnippetCursor) -> String {
        let severity = color ? Self.colored(d.severity) : d.severity.rawValue
        var out = "\(TextEscaping.escaped(d.path)):\(d.mark.line):\(d.mark.column): \(severity): \(Self.oneLine(d.message)) [\(d.rule)]\n"
        if let source = sources[d.path], d.mark.line >= 1, d.mark.line <= source.lineCount {
            let snippet = source.snippetLines(at: d.mark, cursor: &cursor, escaping: TextEscaping.snippetEscape)
            out += "    " + snippet.source + "\n    " + snippet.caret + "\n"
        }
        // The same cause's other places (what a conflict made of other views, the cell that
        // brings out a cell kind's finding), one line each.
        for related in d.related {
            out += "\(TextEscaping.escaped(d.path)):\(related.mark.line):\(related.mark.column): note: \(Self.oneLine(related.message))\n"
        }
        return out
    }

    static func colored(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: return "\u{1B}[1;31merror\u{1B}[0m"
        case .warning: return "\u{1B}[1;33mwarning\u{1B}[0m"
        case .info: return "\u{1B}[1;36minfo\u{1B}[0m"
        }
    }

    /// `::error file=…,line=…,col=…,title=…::message`, escaped as the workflow commands require.
    func github(_ d: Diagnostic) -> String {
        func property(_ s: String) -> String {
            percentEncoding(escapeData(s), [":", ","])
        }
        func escapeData(_ s: String) -> String {
            percentEncoding(s, ["%", "\r", "\n"])
        }
        let command = d.severity == .info ? "notice" : d.severity.rawValue
        return "::\(command) file=\(property(d.path)),line=\(d.mark.line),col=\(d.mark.column),title=\(property(d.rule.rawValue))::\(escapeData(Self.oneLine(d.message)))\n"
    }

    /// `text` with each of `scalars` written `%XX` (uppercase hex), compared by Unicode scalar as
    /// Foundation's literal `replacingOccurrences` compared them.
    private static let hexDigits = Array("0123456789ABCDEF".unicodeScalars)

    private func percentEncoding(_ text: String, _ scalars: Set<Unicode.Scalar>) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard scalars.contains(scalar) else { out.append(scalar); continue }
            out.append("%")
            out.append(Self.hexDigits[Int(scalar.value >> 4)])
            out.append(Self.hexDigits[Int(scalar.value & 0xF)])
        }
        return String(out)
    }

    /// Messages quote user text, which may hold newlines, tabs or megabytes: a finding stays
    /// one readable line (escaped as `TextEscaping.escaped`, length capped).
    static func oneLine(_ message: String, limit: Int = 500) -> String {
        // A message within the cap with nothing to escape (most) is its own one-line form: no
        // copy, no append per character. Printable ASCII is told by its bytes alone.
        if message.utf8.count <= limit, !message.utf8.contains(where: { $0 < 0x20 || $0 >= 0x7F }) { return message }
        var scalars = 0, plain = true
        for scalar in message.unicodeScalars {
            scalars += 1
            if scalars > limit || TextEscaping.isControl(scalar) { plain = false; break }
        }
        if plain { return message }
        var out = ""
        var count = 0
        for scalar in message.unicodeScalars {
            if count >= limit { return out + "…" }
            TextEscaping.appendEscaped(scalar, to: &out)
            count += 1
        }
        return out
    }

    /// The lint JSON's format version (docs/lint-json.md); raised when a field changes meaning.
    public static let jsonVersion = 1

    func json(_ diagnostics: [Diagnostic], fileCount: Int, unreadable: Int, suppressed: Int) -> String {
        var w = JSONWriter()
        w.beginObject()
        w.field("version", Self.jsonVersion)
        w.key("diagnostics")
        w.beginArray()
        for d in diagnostics {
            w.beginObject()
            w.field("path", d.path)
            w.field("line", d.mark.line)
            w.field("column", d.mark.column)
            w.field("severity", d.severity.rawValue)
            w.field("rule", d.rule.rawValue)
            w.field("message", d.message)
            if !d.related.isEmpty {
                w.key("related")
                w.beginArray()
                for related in d.related {
                    w.beginObject()
                    w.field("line", related.mark.line)
                    w.field("column", related.mark.column)
                    w.field("message", related.message)
                    w.endObject()
                }
                w.endArray()
            }
            w.endObject()
        }
        w.endArray()
        w.key("summary")
        w.beginObject()
        w.field("files", fileCount)
        w.field("unreadable", unreadable)
        w.field("errors", diagnostics.count { $0.severity == .error })
        w.field("warnings", diagnostics.count { $0.severity == .warning })
        w.field("infos", diagnostics.count { $0.severity == .info })
        w.field("suppressed", suppressed)
        w.endObject()
        w.endObject()
        return w.text + "\n"
    }

    /// The closing line on stderr: "2 errors and 1 warning in 3 files", and how many paths could
    /// not be read ("no problems" only when every one could).
    /// - Parameter suppressed: findings not reported (suppression comments, ignores in
    ///   `.listkit.yml`, baseline entries), said after the count when there are any.
    public static func summary(_ diagnostics: [Diagnostic], fileCount: Int, unreadable: Int = 0, suppressed: Int = 0) -> String {
        let counts = summaryCounts(diagnostics, fileCount: fileCount, unreadable: unreadable)
        return suppressed == 0 ? counts : "\(counts); \(suppressed) suppressed"
    }

    static func summaryCounts(_ diagnostics: [Diagnostic], fileCount: Int, unreadable: Int) -> String {
        let errors = diagnostics.count { $0.severity == .error }
        let warnings = diagnostics.count { $0.severity == .warning }
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        let infos = diagnostics.count { $0.severity == .info }
        let files = plural(fileCount, "file")
        guard unreadable == 0 else {
            let infoPart = infos > 0 ? ", \(plural(infos, "info"))" : ""
            return "\(plural(errors, "error")) and \(plural(warnings, "warning"))\(infoPart) in \(files) read; \(plural(unreadable, "path")) could not be read"
        }
        if errors == 0 && warnings == 0 && infos == 0 { return "no problems in \(files)" }
        if infos > 0 { return "\(plural(errors, "error")), \(plural(warnings, "warning")) and \(plural(infos, "info")) in \(files)" }
        return "\(plural(errors, "error")) and \(plural(warnings, "warning")) in \(files)"
    }
}
