import ArgumentParser
import ListkitRender
import ListkitSpec
import ListkitYAML

/// Loads a spec for a command that needs a valid one (diff, layout): read, lint with the
/// spec rules, and stop with the findings on stderr and exit 2 when there are errors.
enum SpecLoading {
    static func load(_ path: String, rules: [any SpecRule] = Linter.specRules) throws -> Spec {
        let name = SpecFiles.displayName(path)
        let bytes: [UInt8]
        switch SpecFiles.read(path) {
        case .success(let b): bytes = b
        case .failure(let failure): throw failure.report()
        }
        let result = Linter(rules: rules).lint(bytes, path: name)
        guard !result.hasErrors, let spec = result.spec else {
            let printer = DiagnosticPrinter(format: .text, sources: [name: SourceText(bytes)])
            printError(printer.render(result.diagnostics.filter { $0.severity == .error }, fileCount: 1), terminator: "")
            printError("\(name): error: the spec has errors; fix them first (listkit lint \(name))")
            throw ExitCode(2)
        }
        return spec
    }
}
