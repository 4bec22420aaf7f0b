import ArgumentParser
import ListkitInterfaceBuilder
import ListkitLint
import ListkitRender
import ListkitSpec
import ListkitYAML

/// Loads a spec for a command that needs a valid one (diff, layout): load it, check it with the
/// spec rules, and stop with the findings on stderr and exit 2 when there are errors.
enum SpecLoading {
    /// - Parameter classes: for an Interface Builder document, the size classes whose
    ///   variations to apply (nil: the design device's).
    static func load(_ path: String, rules: [any SpecRule] = Linter.specRules, scene: String? = nil, classes: SizeClasses? = nil) throws -> Spec {
        try unwrap(loadResult(path, rules: rules, scene: scene, classes: classes)).spec
    }

    /// A spec that loaded, and the findings it was forgiven (rendered as warnings), which the
    /// caller prints in argument order (loads run concurrently).
    struct Loaded: Sendable {
        var spec: Spec
        var warnings: String
    }

    /// Findings a command can work around, reported on stderr as warnings instead of
    /// stopping it (diff pairs duplicate ids itself and says how).
    static let duplicateIDs: Set<RuleID> = [.duplicateSectionID, .duplicateCellID]

    enum Failure: Error, Sendable {
        case io(CLIFailure)
        /// The spec's error findings, rendered.
        case invalid(path: String, report: String)
    }

    /// Loads and checks without printing, so several specs can load concurrently.
    /// - Parameter scene: for an Interface Builder document, the screen to load (`--scene`).
    static func loadResult(_ path: String, rules: [any SpecRule] = Linter.specRules, tolerating tolerated: Set<RuleID> = [],
                           scene: String? = nil, classes: SizeClasses? = nil) -> Result<Loaded, Failure> {
        let specPath = path == SpecFiles.stdinPath ? SpecPath.standardInput : SpecPath(bytes: CommandLineBytes.bytes(of: path))
        let name = specPath.displayName
        let loaded: SpecLoader.Loaded
        // A regular file's spec is read in chunks while it loads; anything else is read whole.
        var bytes: [UInt8]?
        if !IBSpecLoader.isDocumentName(name), let stream = FileByteStream(specPath) {
            guard let read = SpecLoader().load(stream, path: name) else {
                return .failure(.io(.io(path: name, reason: "cannot read: \(stream.failureReason)")))
            }
            loaded = read
        } else {
            switch SpecFiles.read(specPath) {
            case .success(let b): bytes = b
            case .failure(let failure): return .failure(.io(failure))
            }
            if IBSpecLoader.isDocumentName(name) {
                return IBScreenLoading.load(bytes ?? [], name: name, rules: rules, scene: scene, classes: classes)
            }
            loaded = SpecLoader().load(bytes ?? [], path: name)
        }
        var diagnostics = Linter(rules: rules).check(loaded)
        let toleratedFindings = diagnostics.filter { $0.severity == .error && tolerated.contains($0.rule) }
        let warnings = DiagnosticPrinter(format: .text).render(toleratedFindings.map { var d = $0; d.severity = .warning; return d }, fileCount: 1)
        diagnostics.removeAll { tolerated.contains($0.rule) }
        let errors = diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty, let spec = loaded.spec else {
            // A file read in chunks is read again, for the snippets of its errors only.
            if bytes == nil, case .success(let b) = SpecFiles.read(specPath) { bytes = b }
            let source = SourceText(bytes ?? [], lineLimit: errors.lazy.map(\.mark.line).max() ?? 0)
            let printer = DiagnosticPrinter(format: .text, sources: [name: source])
            return .failure(.invalid(path: name, report: warnings + printer.render(errors, fileCount: 1)))
        }
        _ = Unmanaged.passRetained(TreeKeeper(loaded.root))  // see TreeKeeper
        return .success(Loaded(spec: spec, warnings: warnings))
    }

    /// The spec, its forgiven findings printed on stderr; or the failure printed there and exit
    /// status 2.
    static func unwrap(_ result: Result<Loaded, Failure>) throws -> Loaded {
        try unwrap(result.map { ($0, ()) }).0
    }

    /// As `unwrap`, for a spec loaded with something prepared from it on the same thread.
    static func unwrap<Prepared>(_ result: Result<(Loaded, Prepared), Failure>) throws -> (Loaded, Prepared) {
        switch result {
        case .success(let loaded):
            printError(loaded.0.warnings, terminator: "")
            return loaded
        case .failure(.io(let failure)):
            throw failure.report()
        case .failure(.invalid(let name, let report)):
            printError(report, terminator: "")
            printError("\(name): error: the spec has errors; fix them first (listkit lint \(name))")
            throw ExitCode(2)
        }
    }
}

/// Holds a YAML tree that is never released: commands that load, report and exit leave it to
/// the process's end instead of freeing it node by node on the way out.
private final class TreeKeeper: @unchecked Sendable {
    let root: Node?
    init(_ root: Node?) { self.root = root }
}
