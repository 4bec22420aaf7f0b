import ListkitDiff
import ListkitSpecDiff

/// `listkit diff --format swift`: a `performBatchUpdates` function per list, the spec's other
/// changes as comments.
public struct DiffSwiftReporter: DiffCodeReporter {
    public static let summary = "a performBatchUpdates function per list"
    public var options: SwiftCodeOptions

    public init(_ options: DiffReportOptions) {
        self.options = options.swift
    }

    public func code(_ renderer: ChangesetRenderer<FieldList, CellContent>) -> String {
        renderer.swift(options: options)
    }
}
