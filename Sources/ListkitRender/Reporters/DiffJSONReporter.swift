import ListkitSpecDiff

/// `listkit diff --format json`: the lists' changesets and the spec's other changes as one JSON
/// document (schema in docs/changesets.md).
public struct DiffJSONReporter: Reporter {
    public static let summary = "everything as JSON (schema in docs/changesets.md)"
    public var states: Bool

    public init(_ options: DiffReportOptions) {
        states = options.states
    }

    public func write(_ comparison: SpecComparison, into out: inout some TextOutputStream) {
        out.write(DiffOutputRenderer.renderer(comparison).json(members: SpecChangeRenderer.jsonMembers(comparison), states: states))
    }
}
