/// A review as a short markdown summary for a pull request comment or a CI job summary: the
/// counts, then a table of the screens that changed, pointing at the HTML page for the pictures.
/// Names are escaped for markdown and HTML (GitHub renders HTML in comments).
public struct ReviewMarkdown: Sendable {
    /// Where the page is (a file name or a URL), or nil when none was written.
    public var page: String?

    public init(page: String?) {
        self.page = page
    }

    public func render(_ review: Review) -> String {
        let c = review.counts
        var out = "## listkit review\n\n\(ReviewWords.headline(c)).\n"
        if c.failures > 0 { out += "\n\(c.failures) version\(c.failures == 1 ? "" : "s") could not be read; the page says why.\n" }
        let rows = review.files.flatMap { file in file.screens.filter { $0.status != .unchanged }.map { (file.path, $0) } }
        if !rows.isEmpty {
            out += "\n| File | Screen | Status | Views changed | Lists changed | New findings | Fixed findings |\n"
            out += "| --- | --- | --- | ---: | ---: | ---: | ---: |\n"
            for (path, screen) in rows {
                let new = screen.findings.filter { $0.status == .new }.count
                let fixed = screen.findings.filter { $0.status == .fixed }.count
                out += "| \(Self.cell(path)) | \(Self.cell(screen.name)) | \(screen.status.rawValue) | \(screen.notes.count) "
                    + "| \(screen.lists.count) | \(new) | \(fixed) |\n"
            }
        }
        if let page { out += "\nBefore and after pictures: \(Self.cell(page)) (open it in a browser).\n" }
        return out
    }

    /// Text for a table cell: one line, no markup (`|`, backticks, `*`, `_`, `[`, `]` and `\`
    /// backslash-escaped; `<`, `>` and `&` as entities).
    static func cell(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "|", "`", "*", "_", "[", "]", "\\", "#", "~": out += "\\" + String(scalar)
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            default:
                if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
                    || scalar == "\u{2028}" || scalar == "\u{2029}" {
                    out += " "
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
