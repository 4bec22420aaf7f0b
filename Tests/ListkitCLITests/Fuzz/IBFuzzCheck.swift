import Foundation
import ListkitSpec

/// What every IB fuzz case runs and checks (issue #34): `lint`, `layout --format json --full`,
/// `diff` against the unmutated document and `import` on the mutated document. A case fails on
/// what `FuzzTests.problems` finds (an exit status beyond 2, a signal, a timeout, raw control
/// characters, an unlocated finding), on a non-finite number in the output, and on an `import`
/// whose spec does not load: linted, it must exit 0 or 1 with no error of the schema or the YAML
/// loader (the importer wrote something its own reader refuses).
enum IBFuzzCheck {
    /// Rules whose errors mean the imported YAML is not a valid spec. `unknown-font` is not one:
    /// it says the machine lacks a font the document names (a font the app bundles but its
    /// repository leaves out, as public documents do), which the document's own lint reports too.
    static let loadingRules: Set<String> = Set((RuleDescription.decoding + RuleDescription.loading).map(\.id.rawValue))
        .subtracting([RuleDescription.unknownFont.id.rawValue])

    /// The problems of one mutated document, each naming the command.
    static func problems(path: String, original: String) throws -> [String] {
        var found: [String] = []
        let input = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        for arguments in [["lint", path], ["layout", "--format", "json", "--full", path], ["diff", original, path], ["import", path]] {
            let r = try CLIRunner.run(arguments, timeout: 20)
            let problem = FuzzTests.problems(r, arguments: arguments)
                ?? IBAttributeFuzzTests.nonFinite(withoutQuotedSource(r.stdout, input)).map { "non-finite number '\($0)' in stdout" }
            if let problem { found.append("listkit \(arguments.joined(separator: " ")): \(problem)") }
            if arguments[0] == "import", problem == nil, r.status == 0, let imported = try importedSpecProblem(r.stdout, from: path) {
                found.append("listkit import \(path): \(imported)")
            }
        }
        return found.isEmpty ? [] : ["input kept at \(keep(path))"] + found
    }

    /// The output without the lines that quote the document: a finding's source snippet
    /// (`    …horizontalHuggingPriority="-inf" verticalHuggingP…`) shows the hostile value as it
    /// was written, cut at arbitrary points (so its quotes need not pair), and is no number
    /// listkit computed.
    static func withoutQuotedSource(_ output: String, _ input: String) -> String {
        output.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            guard line.hasPrefix("    ") else { return true }
            let quoted = line.dropFirst(4).trimmingPrefix("…")
            let excerpt = quoted.hasSuffix("…") ? quoted.dropLast() : quoted
            return excerpt.isEmpty || !input.contains(excerpt)
        }.joined(separator: "\n")
    }

    /// Keeps a failing input where it outlives the test run (the scratch folder does not), and
    /// says where: `/tmp/listkit-fuzz-failures/NAME`.
    static func keep(_ path: String) -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listkit-fuzz-failures")
        let kept = folder.appendingPathComponent(URL(fileURLWithPath: path).lastPathComponent)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: kept)
        return (try? FileManager.default.copyItem(atPath: path, toPath: kept.path)) != nil ? kept.path : path
    }

    /// Why an imported spec does not lint as a spec, or nil.
    static func importedSpecProblem(_ yaml: String, from path: String) throws -> String? {
        let file = try CLIRunner.temporaryFile("ib-fuzz-import/\(URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent).yaml", Data(yaml.utf8))
        let r = try CLIRunner.run(["lint", "--format", "json", file], timeout: 20)
        guard r.status <= 1, !r.signaled, !r.timedOut else { return "its output does not lint: exit \(r.status)\n\(r.stderr)" }
        let report = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        let diagnostics = report?["diagnostics"] as? [[String: Any]] ?? []
        let refused = diagnostics.filter { ($0["rule"] as? String).map(loadingRules.contains) ?? false }
            .map { "\($0["line"] ?? "?"):\($0["column"] ?? "?"): \($0["message"] ?? "") [\($0["rule"] ?? "")]" }
        return refused.isEmpty ? nil : "its output is not a valid spec:\n\(refused.joined(separator: "\n"))\n\(yaml.prefix(2000))"
    }
}
