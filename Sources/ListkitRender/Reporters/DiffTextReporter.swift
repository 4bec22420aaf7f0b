import ListkitSpecDiff

/// `listkit diff --format text`: the lists' stages, then the spec's other changes, as text.
public struct DiffTextReporter: Reporter {
    public static let summary = "stages and the spec's other changes as text"

    public init(_ options: DiffReportOptions) {}

    public func write(_ comparison: SpecComparison, into out: inout some TextOutputStream) {
        if DiffOutputRenderer.hasNothingToSay(comparison) { return out.write("no changes\n") }
        let renderer = DiffOutputRenderer.renderer(comparison)
        out.write((renderer.lists.isEmpty ? "" : renderer.text()) + SpecChangeRenderer.text(comparison))
    }
}
