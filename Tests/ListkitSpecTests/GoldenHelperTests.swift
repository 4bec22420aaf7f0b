import Foundation
import ListkitTestSupport
import Testing

/// `expectGolden` itself: a mismatch is reported with the first differing line, its number and
/// the update command, at the caller; equal text passes; a missing golden file is an issue.
@Suite struct GoldenHelperTests {
    static func temporaryGolden(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("listkit-golden-\(UUID().uuidString).txt")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test func reportNamesTheFirstDifferingLines() throws {
        #expect(goldenMismatchReport(expected: "a\nb\n", actual: "a\nb\n") == nil)
        let report = try #require(goldenMismatchReport(expected: "a\nb\nc\n", actual: "a\nB\nc\nd\n"))
        #expect(report.hasPrefix("first difference at line 2 (golden has 4 lines, output 5):"))
        #expect(report.contains("  golden 2: \"b\"\n  output 2: \"B\""))
        let shorter = try #require(goldenMismatchReport(expected: "a\n", actual: "a\nmore\n"))
        #expect(shorter.contains("  golden 3: (end of file)\n  output 3: \"\""))
        #expect(goldenMismatchReport(expected: "a\t\n", actual: "a \n")?.contains("\"a\\t\"") == true)
    }

    @Test func mismatchIsRecordedWithTheUpdateCommandAtTheCaller() throws {
        guard !isUpdatingGoldens else { return }
        let url = try Self.temporaryGolden("one\ntwo\n")
        defer { try? FileManager.default.removeItem(at: url) }
        let line = #_sourceLocation.line + 2
        try withKnownIssue {
            try expectGolden("one\nthree\n", matches: url)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("line 2") && text.contains("output 2: \"three\"")
                && text.contains("LISTKIT_UPDATE_GOLDEN=1 swift test --filter ListkitSpecTests.GoldenHelperTests")
                && issue.sourceLocation?.line == line
        }
        try expectGolden("one\ntwo\n", matches: url)
    }

    @Test func missingGoldenIsAnIssue() throws {
        guard !isUpdatingGoldens else { return }
        try withKnownIssue {
            try expectGolden("x", matches: URL(fileURLWithPath: "/nonexistent/listkit/golden.txt"))
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("no golden file golden.txt")
        }
    }
}
