import ListkitInterfaceBuilder
import ListkitRender
import ListkitSpec
import ListkitYAML

/// Where findings are beyond line and column, computed on demand per file: the element they are
/// about (`FileElements`: a spec's view path, a document's object id) and the column where the
/// reported token ends.
public final class LintPlaces {
    private var files: [String: LintedFile] = [:]
    private var elements: [String: FileElements?] = [:]

    public init(_ linted: [LintedFile]) {
        for file in linted { files[file.file.name] = file }
    }

    /// The element a finding is about, or nil (a file not linted this run, a top-level key).
    public func element(of d: Diagnostic) -> String? {
        if elements[d.path] == nil {
            elements[d.path] = .some(files[d.path].map { $0.elements ?? FileElements(bytes: $0.bytes, isDocument: IBSpecLoader.isDocumentName($0.file.name)) })
        }
        return elements[d.path]??.element(at: d.mark)
    }

    public func baselineKey(_ d: Diagnostic, for baseline: Baseline) -> Baseline.Key {
        baseline.key(d, element: element(of: d))
    }

    /// The column just past the token a finding points at, when it is a scalar on one line.
    public func endColumn(of d: Diagnostic) -> Int? {
        guard let line = files[d.path]?.source.line(d.mark.line) else { return nil }
        return TokenExtent.endColumn(in: line, from: d.mark.column)
    }

    public func reportFinding(_ d: Diagnostic) -> LintReport.Finding {
        LintReport.Finding(d, endColumn: endColumn(of: d), element: element(of: d))
    }
}

/// The extent of a YAML scalar token on its line, for report regions.
public enum TokenExtent {
    /// - Returns: the 1-based column after the scalar starting at `column`: a quoted scalar to
    ///   its closing quote, a plain one to before ` #`, `: `, or (in flow style) `,` `]` `}`,
    ///   trailing spaces trimmed. nil where no scalar starts there (`-`, `{`, `[`, end of line).
    public static func endColumn(in line: String, from column: Int) -> Int? {
        let scalars = Array(line.unicodeScalars)
        let start = column - 1
        guard start >= 0, start < scalars.count else { return nil }
        let first = scalars[start]
        if first == "\"" || first == "'" {
            var i = start + 1
            while i < scalars.count {
                if first == "\"" && scalars[i] == "\\" { i += 2; continue }
                if scalars[i] == first {
                    if first == "'" && i + 1 < scalars.count && scalars[i + 1] == "'" { i += 2; continue }
                    return i + 2
                }
                i += 1
            }
            return nil
        }
        if "-{}[],#&*!|>%@`".unicodeScalars.contains(first) || first == " " { return nil }
        let inFlow = scalars[..<start].contains { $0 == "{" || $0 == "[" }
        var end = start
        var i = start
        while i < scalars.count {
            let c = scalars[i]
            let next = i + 1 < scalars.count ? scalars[i + 1] : " "
            if c == "#" && i > start && (scalars[i - 1] == " " || scalars[i - 1] == "\t") { break }
            if c == ":" && (next == " " || next == "\t" || i + 1 == scalars.count || (inFlow && ",]}".unicodeScalars.contains(next))) { break }
            if inFlow && (c == "," || c == "]" || c == "}") { break }
            if c != " " && c != "\t" { end = i + 1 }
            i += 1
        }
        return end > start ? end + 1 : nil
    }
}
