import ListkitLayout
import ListkitRender
import ListkitSpec

/// One lint run over command-line paths, without printing: the files its arguments name or
/// find (`LintInputs`), each linted as its configuration says (`LintSession`), and what could
/// not be linted, in argument order. `listkit lint` prints it; tests read it in-process.
public struct LintRun {
    /// What the run tells about its inputs besides findings, in argument order.
    public enum Notice: Sendable {
        /// Something a walk skipped (a FIFO, a socket), said once.
        case note(String)
        /// A path that could not be read or used.
        case failure(InputFailure)
    }

    /// The files linted (walked files that are not specs are left out).
    public private(set) var linted: [LintedFile] = []
    public private(set) var notices: [Notice] = []
    /// The paths that could not be read or used.
    public private(set) var unreadable = 0

    /// With `--strict`, the `ignore:` entries of `.listkit.yml` that ignored nothing (`UnusedIgnores`).
    public private(set) var configurationFindings: [Diagnostic] = []

    /// Every finding of the files linted, file by file, then those about their configurations.
    public var diagnostics: [Diagnostic] { linted.flatMap(\.diagnostics) + configurationFindings }
    /// Every finding a suppression comment or an ignore took out, file by file.
    public var suppressed: [SuppressedFinding] { linted.flatMap(\.suppressed) }

    /// - Parameters:
    ///   - paths: files, directories and quoted globs; `-` is standard input.
    ///   - stdinName: what findings call standard input (`--stdin-filepath`).
    ///   - configurations: where each file's `.listkit.yml` comes from; the problems found in
    ///     them stay there (`ConfigurationFinder.diagnostics`, `failures`).
    ///   - textSizes: over the configurations' `textSizes`; nil: the configurations'.
    ///   - release: `--os`, over the configurations' `os`; nil: the configurations'.
    ///   - filtersNamedFiles: named files are filtered as a walk's are (`LintInputs`).
    ///   - verbose: every `ib-unsupported` note, not one per document and kind (`NoteSummary`).
    public init(paths: [String], stdinName: String = SpecPath.standardInput.displayName, configurations: ConfigurationFinder,
                rtl: Bool = false, strict: Bool = false, textSizes: [ContentSizeCategory]? = nil, fonts: FontLibrary = .standard,
                release: UIKitRelease? = nil, filtersNamedFiles: Bool = false, verbose: Bool = false) {
        let inputs = LintInputs(paths, stdinName: stdinName, configurations: configurations, filtersNamedFiles: filtersNamedFiles)
        let results = LintSession.lint(inputs.files, configurations: configurations, rtl: rtl, strict: strict,
                                       textSizes: textSizes, fonts: fonts, release: release, verbose: verbose)
        var next = results.makeIterator()
        for entry in inputs.entries {
            switch entry {
            case .note(let note): notices.append(.note(note))
            case .failure(let failure): add(failure)
            case .file:
                switch next.next() {
                case .success(let file?)?: linted.append(file)
                case .failure(let failure)?: add(failure)
                case .success(nil)?, nil: break
                }
            }
        }
        if strict { configurationFindings = UnusedIgnores.findings(linted, configurations: configurations) }
    }

    private mutating func add(_ failure: InputFailure) {
        notices.append(.failure(failure))
        unreadable += 1
    }
}
