import ListkitDiff
import ListkitSpecDiff

/// `listkit diff --format snapshot`: an `NSDiffableDataSourceSnapshot` function per list, the
/// spec's other changes as comments.
public struct DiffSnapshotReporter: DiffCodeReporter {
    public static let summary = "an NSDiffableDataSourceSnapshot function per list"
    public var options: SwiftCodeOptions

    public init(_ options: DiffReportOptions) {
        self.options = options.swift
    }

    public func code(_ renderer: ChangesetRenderer<FieldList, CellContent>) -> String {
        renderer.snapshot(options: options)
    }
}
