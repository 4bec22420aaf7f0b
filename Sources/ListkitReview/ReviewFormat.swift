/// What `listkit review` prints besides writing the page (`--format`).
public enum ReviewFormat: String, CaseIterable, Sendable {
    /// One line: where the page is and the counts.
    case html
    /// A summary for a pull request comment or a CI job summary (`ReviewMarkdown`).
    case markdown

    public var summary: String {
        switch self {
        case .html: return "write the page; print where it is and the counts"
        case .markdown: return "write the page; print a markdown summary pointing at it"
        }
    }
}
