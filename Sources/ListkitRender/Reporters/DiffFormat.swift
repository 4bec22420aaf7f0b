import ListkitSpecDiff

/// The ways a spec diff can be printed, as `listkit diff --format` names them: a reporter each.
public enum DiffFormat: String, ReportFormat {
    /// Stages and the spec's other changes as text.
    case text
    /// Everything as JSON (schema in docs/changesets.md).
    case json
    /// A `performBatchUpdates` function per list (`ChangesetRenderer.swift`).
    case swift
    /// An `NSDiffableDataSourceSnapshot` function per list (`ChangesetRenderer.snapshot`).
    case snapshot

    public var reporter: any Reporter<SpecComparison, DiffReportOptions>.Type {
        switch self {
        case .text: return DiffTextReporter.self
        case .json: return DiffJSONReporter.self
        case .swift: return DiffSwiftReporter.self
        case .snapshot: return DiffSnapshotReporter.self
        }
    }
}

/// How a spec diff is printed, whatever the format; each reporter uses the options that apply.
public struct DiffReportOptions: Sendable {
    /// The Swift formats' animation and refresh styles.
    public var swift: SwiftCodeOptions
    /// JSON only: each stage also carries the list's state after it (`"state"`).
    public var states: Bool

    public init(swift: SwiftCodeOptions = SwiftCodeOptions(), states: Bool = false) {
        self.swift = swift
        self.states = states
    }
}
