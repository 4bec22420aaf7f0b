import ListkitSpecDiff

/// `listkit diff --format swift`: a `performBatchUpdates` function per list, the spec's other
/// changes as comments.
public struct DiffSwiftReporter: Reporter {
    public static let summary = "a performBatchUpdates function per list"
    public var options: SwiftCodeOptions

    public init(_ options: DiffReportOptions) {
        self.options = options.swift
    }

    public func write(_ comparison: SpecComparison, into out: inout some TextOutputStream) {
        let renderer = DiffOutputRenderer.renderer(comparison)
        out.write(DiffOutputRenderer.swiftDocument(renderer.lists.isEmpty ? "" : renderer.swift(options: options), comparison))
    }
}
