import Foundation
@testable import ListkitLint
import ListkitRender
import ListkitSpec

/// What the in-process lint tests share: folders of files to lint, and findings as the text
/// format prints them (without snippets).
enum LintHarness {
    /// A fresh folder under this test run's scratch folder, holding these files (relative path
    /// → contents); returned with its absolute path, so no test depends on the working directory.
    static func tree(_ name: String, _ files: [String: String]) throws -> URL {
        let root = scratch.appendingPathComponent(name)
        try? FileManager.default.removeItem(at: root)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (path, contents) in files { try write(contents, to: root.appendingPathComponent(path)) }
        return root
    }

    static func write(_ contents: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
    }

    /// `listkit lint` over these paths in-process, each file's `.listkit.yml` found as lint
    /// finds it (or `config` for every file).
    static func run(_ paths: [URL], config: URL? = nil, strict: Bool = false) -> (LintRun, ConfigurationFinder) {
        let configurations = ConfigurationFinder(explicitPath: config?.path)
        return (LintRun(paths: paths.map(\.path), configurations: configurations, strict: strict), configurations)
    }

    /// One spec linted as standard input is (named `name`), with the default configuration.
    static func lint(_ spec: String, name: String = SpecPath.standardInput.displayName, strict: Bool = false) -> [Diagnostic] {
        let file = LintInputs.File(path: .standardInput, name: name, isExplicit: true, configPath: name)
        return LintSession.lintOne(file, bytes: Array(spec.utf8), config: .defaults(baseDirectory: "/"), rtl: false, strict: strict).diagnostics
    }

    /// The findings' lines in the text format.
    static func lines(_ diagnostics: [Diagnostic]) -> [String] {
        DiagnosticPrinter(format: .text).render(diagnostics, fileCount: 1).split(separator: "\n").map(String.init)
    }

    static var scratch: URL { URL(fileURLWithPath: scratchPath) }
}

private let scratchPath: String = {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("listkit-lint-tests-\(getpid())").path
    atexit { try? FileManager.default.removeItem(atPath: scratchPath) }
    return path
}()
