import Foundation
import ListkitLint
import ListkitSpec

/// The rules' examples (`RuleDescription.examples`) as files, for tests that run the CLI over
/// every spec the repository has: each failing example under its own name, each fixed one
/// under `fixed/` with the same name.
enum RuleExampleFiles {
    static let folder: URL = {
        var files: [String: String] = [:]
        for example in RuleRegistry.descriptions.flatMap(\.examples) {
            files[example.file] = example.triggering
            if let fixed = example.fixed { files["fixed/" + example.file] = fixed }
        }
        do {
            return try CLIRunner.temporaryTree("rule-examples", files)
        } catch {
            fatalError("cannot write the rule examples: \(error)")
        }
    }()

    /// The paths of the files with these extensions, failing examples first, sorted.
    static func paths(extensions: [String]) -> [String] {
        let names = (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? [])
            .filter { name in extensions.contains { name.hasSuffix("." + $0) } }
        return names.sorted { ($0.hasPrefix("fixed/") ? 1 : 0, $0) < ($1.hasPrefix("fixed/") ? 1 : 0, $1) }.map { folder.appendingPathComponent($0).path }
    }
}
