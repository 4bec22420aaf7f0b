import Foundation
import Testing
@testable import ListkitYAML

/// The public YAML test suite's inputs as a robustness corpus, read from ../shared/yaml-test-suite
/// beside the package (never copied into it).
enum YAMLTestSuiteCorpus {
    static let folder: URL? = {
        let packageRoot = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/yaml-test-suite")
        guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("valid").path) else {
            print("⚠️  WARNING: \(folder.path) is missing: the YAML test-suite robustness tests are SKIPPED.")
            return nil
        }
        return folder
    }()

    /// (case id, bytes) of every file in `valid` or `error`, sorted by id.
    static func cases(_ kind: String) throws -> [(id: String, bytes: [UInt8])] {
        guard let folder else { return [] }
        let directory = folder.appendingPathComponent(kind)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".yaml") }.sorted()
        return try names.map { name in
            (String(name.dropLast(5)), Array(try Data(contentsOf: directory.appendingPathComponent(name))))
        }
    }

    /// Ids of valid cases that libyaml 0.2.5 itself rejects.
    static func rejectedByLibYAML() throws -> Set<String> {
        guard let folder else { return [] }
        let data = try Data(contentsOf: folder.appendingPathComponent("libyaml-0.2.5-results.json"))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return Set(object?["valid_rejected_by_C"] as? [String] ?? [])
    }
}

@Suite("Robustness over the YAML test suite", .enabled(if: YAMLTestSuiteCorpus.folder != nil))
struct YAMLTestSuiteTests {
    /// Every error must point into the file: line ≥ 1, column ≥ 1, and a snippet can be printed.
    private func checkLocated(_ error: YAMLError, in bytes: [UInt8], id: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let text = SourceText(bytes)
        #expect(error.mark.line >= 1 && error.mark.column >= 1, "\(id): \(error)", sourceLocation: sourceLocation)
        #expect(error.mark.line <= text.lineCount, "\(id): \(error) is past the last line", sourceLocation: sourceLocation)
        #expect(!text.snippet(at: error.mark).isEmpty, "\(id)", sourceLocation: sourceLocation)
    }

    @Test func validCasesLoadOrFailForAReason() throws {
        let cases = try YAMLTestSuiteCorpus.cases("valid")
        let libyamlRejects = try YAMLTestSuiteCorpus.rejectedByLibYAML()
        #expect(cases.count > 300)
        var failures: [YAMLError.Kind: [String]] = [:]
        for (id, bytes) in cases {
            guard let error = loadError(bytes) else { continue }
            checkLocated(error, in: bytes, id: id)
            failures[error.kind, default: []].append(id)
            // A syntax error on a valid case is libyaml's own limit, never the loader's.
            if [.reader, .scanner, .parser].contains(error.kind), !error.message.contains("is not a valid !!") {
                #expect(libyamlRejects.contains(id), "\(id): libyaml accepts it but the loader says \(error)")
            }
        }
        let failed = failures.values.reduce(0) { $0 + $1.count }
        print("yaml-test-suite valid: \(cases.count - failed) of \(cases.count) load; not loaded by kind:")
        for (kind, ids) in failures.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            print("  \(kind.rawValue): \(ids.count) — \(ids.joined(separator: " "))")
        }
        #expect(cases.count - failed > cases.count / 2)
    }

    @Test func errorCasesAreRejectedWithALocation() throws {
        let cases = try YAMLTestSuiteCorpus.cases("error")
        #expect(cases.count > 90)
        var accepted: [String] = []
        for (id, bytes) in cases {
            guard let error = loadError(bytes) else {
                accepted.append(id)
                continue
            }
            checkLocated(error, in: bytes, id: id)
        }
        print("yaml-test-suite error: \(cases.count - accepted.count) of \(cases.count) rejected; accepted: \(accepted.joined(separator: " "))")
    }
}
