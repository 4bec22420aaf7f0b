import Foundation
import Testing

/// Code comments say why; measured figures live in commit messages and docs/perf-log/. A
/// before→after pair such as `63.96M → 61.87M` or `40 ms -> 0.5 ms` in a comment is history
/// that goes stale (and did contradict itself).
@Suite struct CodeCommentTests {
    static var measurement: Regex<(Substring, Substring?, Substring, Substring)> { #/[0-9][0-9.,]*\s*(M|k|ms|µs|s|MB|KB|GB|%|×|x)?\s*(→|->)\s*~?[0-9][0-9.,]*\s*(M|k|ms|µs|s|MB|KB|GB|%|×|x|instructions)\b/# }
    /// A measured cost quoted on its own: `~120 instructions`, `1.7M instructions`, `~3 ms`.
    static var measuredCost: Regex<Substring> { #/(?:~\s*[0-9][0-9.,]*\s*(?:k|M)?\s*(?:instructions|ms|µs|ns)\b)|(?:\b[0-9][0-9.,]*\s*(?:k|M)\s*instructions\b)/# }

    /// Comment lines of the Swift, shell and Python sources under `folder` holding a
    /// before→after measurement, as `path:line: text`.
    static func figures(under folder: String) -> [String] {
        let root = CLIRunner.packageRoot.appendingPathComponent(folder)
        let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        var found: [String] = []
        for path in paths.sorted() where [".swift", ".sh", ".py"].contains(where: path.hasSuffix) {
            guard let text = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8) else { continue }
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let trimmed = line.drop { $0 == " " }
                let comment = trimmed.hasPrefix("//") || trimmed.hasPrefix("#") || line.contains(" // ")
                if comment, line.contains(measurement) || line.contains(measuredCost) { found.append("\(folder)/\(path):\(number + 1): \(trimmed)") }
            }
        }
        return found
    }

    @Test func noBeforeAfterFiguresInComments() {
        for folder in ["Sources", "Benchmarks", "scripts"] {
            #expect(Self.figures(under: folder) == [], "move these figures to the commit message or docs/perf-log/")
        }
    }

    @Test func thePatternCatchesFigures() {
        for line in ["cells 1,000 63.96M → 61.87M instructions", "40 ms → 0.5 ms", "decode 0.45× -> 0.16×", "(91.3M → 89.0M)"] {
            #expect(line.contains(Self.measurement), "\(line)")
        }
        for line in ["(~2.6k instructions a section)", "~120 instructions per `add`", "1.7M instructions of `swift_getKeyPath`", "~3 ms a call"] {
            #expect(line.contains(Self.measuredCost), "\(line)")
        }
        for line in ["`title \"Old\" → \"New\"`", "move item [0,1] → [1,4]", "key → value", "1,000-view chain", "instructions per level", "a 64 KB window"] {
            #expect(!line.contains(Self.measurement) && !line.contains(Self.measuredCost), "\(line)")
        }
    }
}
