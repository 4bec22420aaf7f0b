import Foundation
import Testing

/// The one switch that rewrites golden files from the current output: `LISTKIT_UPDATE_GOLDEN=1`.
public let goldenUpdateVariable = "LISTKIT_UPDATE_GOLDEN"

/// Whether this run rewrites golden files instead of comparing against them.
public var isUpdatingGoldens: Bool {
    ProcessInfo.processInfo.environment[goldenUpdateVariable] == "1"
}

/// Compares `actual` with the golden file at `url` byte for byte. With `LISTKIT_UPDATE_GOLDEN=1`
/// it rewrites the file instead (review the diff before committing). On a mismatch the issue
/// names the first differing lines with their numbers and the command that updates the file, and
/// points at the caller.
public func expectGolden(_ actual: String, matches url: URL, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let command = goldenUpdateCommand(for: sourceLocation)
    if isUpdatingGoldens {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try actual.write(to: url, atomically: true, encoding: .utf8)
        return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        Issue.record("no golden file \(url.lastPathComponent); create it with: \(command)", sourceLocation: sourceLocation)
        return
    }
    if let report = goldenMismatchReport(expected: expected, actual: actual) {
        Issue.record("\(url.lastPathComponent) differs from its golden file:\n\(report)\nif intended, update it with: \(command)",
                     sourceLocation: sourceLocation)
    }
}

/// The golden file next to the calling test file: `Fixtures/<relativePath>` beside `filePath`.
public func goldenURL(_ relativePath: String, besides filePath: String = #filePath) -> URL {
    URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").appendingPathComponent(relativePath)
}

/// The command that rewrites the goldens of the calling suite; the suite is named after its file.
func goldenUpdateCommand(for location: SourceLocation) -> String {
    let suite = location.fileName.hasSuffix(".swift") ? String(location.fileName.dropLast(6)) : location.fileName
    return "\(goldenUpdateVariable)=1 swift test --filter \(location.moduleName).\(suite)"
}

/// Nil when the texts are equal; otherwise the first differing line and up to `context - 1`
/// lines after it on each side, numbered from 1, and both line counts.
public func goldenMismatchReport(expected: String, actual: String, context: Int = 3) -> String? {
    if expected == actual { return nil }
    let want = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let got = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let common = min(want.count, got.count)
    let first = (0..<common).first { want[$0] != got[$0] } ?? common
    var lines = ["first difference at line \(first + 1) (golden has \(want.count) lines, output \(got.count)):"]
    for index in first..<(first + context) where index < max(want.count, got.count) {
        lines.append("  golden \(index + 1): " + (index < want.count ? quoted(want[index]) : "(end of file)"))
        lines.append("  output \(index + 1): " + (index < got.count ? quoted(got[index]) : "(end of file)"))
    }
    return lines.joined(separator: "\n")
}

/// A line with its invisible ends shown: quotes around it, escapes for tabs and carriage returns.
private func quoted(_ line: Substring) -> String {
    "\"" + line.replacingOccurrences(of: "\t", with: "\\t").replacingOccurrences(of: "\r", with: "\\r") + "\""
}
