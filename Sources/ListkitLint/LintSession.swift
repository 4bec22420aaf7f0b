import ListkitInterfaceBuilder
import ListkitLayout
import ListkitRender
import ListkitSpec
import ListkitYAML

/// One file's lint, after configuration and suppressions.
public struct LintedFile: Sendable {
    public var file: LintInputs.File
    public var diagnostics: [Diagnostic]
    /// Findings a suppression comment or an ignore in `.listkit.yml` took out, and why.
    public var suppressed: [SuppressedFinding] = []
    /// Where the `ignore:` entries of the file's configuration that covered a finding are.
    public var ignoresUsed: Set<Mark> = []
    /// The file's text, for what is printed about its findings (snippets, the token a finding
    /// is at: `LintPlaces`): an Interface Builder document keeps only its findings' lines, a spec
    /// all of them when it has findings; a file without findings, reported or suppressed, none.
    public var source: SourceText
    /// A spec's bytes when it has findings (`LintPlaces` reads its view paths from them);
    /// empty otherwise. A run holds no document's bytes once it is checked.
    public var bytes: [UInt8]
    /// A document's elements (object ids by where they start), when it has findings and read.
    public var elements: FileElements?
}

/// Lints files as their configurations say: the rules and devices to run, each rule's
/// severity, then the file's suppression comments. Files are independent and run in parallel.
public enum LintSession {
    /// - Parameter strict: also report suppressions that suppress nothing.
    /// One result per file, in order: linted, not a spec (a walked file without a top-level
    /// `listkit` key: nil), or unreadable.
    /// - Parameter textSizes: `--text-size`, over the configuration's `textSizes`; nil: the
    ///   configuration's (or the default, large).
    /// - Parameter release: `--os`, over the configuration's `os`; nil: the configuration's.
    /// - Parameter verbose: every `ib-unsupported` note, not one per document and kind.
    public static func lint(_ files: [LintInputs.File], configurations: ConfigurationFinder, rtl: Bool, strict: Bool,
                     textSizes: [ContentSizeCategory]? = nil, fonts: FontLibrary = .standard, release: UIKitRelease? = nil,
                     verbose: Bool = false)
        -> [Result<LintedFile?, InputFailure>] {
        // Configurations are looked up here, serially (the finder caches and is not shared).
        let bundled = BundledFonts(base: fonts)
        let jobs = files.map { file in
            let config = configurations.configuration(for: file.configPath)
            return (file, config, bundled.library(for: file.configPath, configuration: config))
        }
        return ConcurrentMap.map(jobs) { (file, config, fonts) -> Result<LintedFile?, InputFailure> in
            SpecFiles.read(file.path).map { bytes in
                let isDocument = IBSpecLoader.isDocumentName(file.name)
                guard file.isExplicit || (isDocument ? IBSpecLoader.looksLikeDocument(bytes) : SpecSniffer.isSpec(bytes)) else { return nil }
                return lintOne(file, bytes: bytes, config: config, rtl: rtl, strict: strict, textSizes: textSizes, fonts: fonts,
                               release: release, verbose: verbose)
            }
        }
    }

    /// `Linter.lintRules` with the layout checks set up as the configuration says.
    /// - Parameter devicesFromSpec: lay out on each spec's devices, not the configuration's
    ///   (an Interface Builder document's screens carry the configuration's devices themselves,
    ///   one size class at a time: `IBLinter`).
    /// - Parameter release: `--os`, over the configuration's `os` (specs' own `os:` win over both).
    public static func rules(for config: LintConfiguration, rtl: Bool, textSizes: [ContentSizeCategory]? = nil,
                      fonts: FontLibrary = .standard, release: UIKitRelease? = nil, devicesFromSpec: Bool = false) -> [any SpecRule] {
        let release = release ?? config.os
        return Linter.lintRules(rtl: rtl || config.rtl).map { rule in
            if rule is MisplacedViewRule { return MisplacedViewRule(fonts: fonts, release: release) }
            guard var layout = rule as? LayoutRule else { return rule }
            layout.devices = devicesFromSpec ? nil : config.devices
            layout.reportsIntendedTruncation = config.reportsIntendedTruncation
            layout.textSizes = textSizes ?? config.textSizes.compactMap(ContentSizeCategory.init(rawValue:))
            if layout.textSizes.isEmpty { layout.textSizes = [.default] }
            layout.fonts = fonts
            layout.release = release
            return layout
        }
    }

    public static func lintOne(_ file: LintInputs.File, bytes: [UInt8], config: LintConfiguration, rtl: Bool, strict: Bool,
                        textSizes: [ContentSizeCategory]? = nil, fonts: FontLibrary = .standard, release: UIKitRelease? = nil,
                        verbose: Bool = false) -> LintedFile {
        // Interface Builder documents by name, as a walk finds them; everything else is YAML.
        let isDocument = IBSpecLoader.isDocumentName(file.name)
        let rules = rules(for: config, rtl: rtl, textSizes: textSizes, fonts: fonts, release: release, devicesFromSpec: isDocument)
        let loaded = isDocument ? nil : SpecLoader().load(bytes, path: file.name)
        let document = isDocument ? IBSpecLoader.load(bytes, path: file.name, comments: false) : nil
        var found = loaded.map(Linter(rules: rules).check) ?? document.map { IBLinter.check($0, rules: rules, devices: config.devices) } ?? []
        if isDocument && !verbose { found = NoteSummary.summarized(found) }
        let source = SourceText(bytes)
        var diagnostics: [Diagnostic] = []
        var suppressed: [SuppressedFinding] = []
        var elements: FileElements?
        var ignoresUsed: Set<Mark> = []
        for var d in found {
            guard let severity = config.severity(of: d.rule, default: d.severity) else { continue }
            d.severity = severity
            let ignore = config.ignore(covering: d, path: file.configPath) {
                if elements == nil { elements = isDocument ? Self.elements(bytes, document: document?.document) : FileElements(bytes: bytes, isDocument: false) }
                return elements?.element(at: d.mark)
            }
            if let ignore {
                suppressed.append(SuppressedFinding(d, Suppression(.external, justification: ignore.justification)))
                ignoresUsed.insert(ignore.mark)
            } else {
                diagnostics.append(d)
            }
        }
        var suppressions = Suppressions(source: source, path: file.name, knownRules: RuleRegistry.ids)
        diagnostics = suppressions.filter(diagnostics)
        suppressed += suppressions.suppressed
        diagnostics += suppressions.problems
        if strict, let severity = config.severity(of: .unusedSuppression, default: RuleDescription.unusedSuppression.severity) {
            diagnostics += suppressions.unused(path: file.name).map { var d = $0; d.severity = severity; return d }
        }
        diagnostics.sort(by: Diagnostic.ordered)
        _ = Unmanaged.passRetained(TreeHolder(loaded?.root))  // freed with the process, not node by node
        var linted = LintedFile(file: file, diagnostics: diagnostics, suppressed: suppressed.sorted { Diagnostic.ordered($0.diagnostic, $1.diagnostic) },
                                ignoresUsed: ignoresUsed, source: SourceText([]), bytes: [])
        if !diagnostics.isEmpty || !suppressed.isEmpty {
            if isDocument {
                let all = diagnostics + suppressed.map(\.diagnostic)
                linted.source = source.keeping(lines: all.flatMap { [$0.mark.line] + $0.related.map(\.mark.line) })
                let marks = all.map(\.mark)
                if let elements {
                    linted.elements = elements.keeping(marks: marks)
                } else if let root = document?.document?.root {
                    linted.elements = FileElements(document: root, keeping: marks)
                } else {
                    linted.elements = FileElements(bytes: bytes, isDocument: true).keeping(marks: marks)
                }
            } else {
                (linted.source, linted.bytes) = (source, bytes)
            }
        }
        return linted
    }

    /// A document's elements from the tree lint read, or (when it did not make a document of it)
    /// read again from its bytes.
    static func elements(_ bytes: [UInt8], document: IBDocument?) -> FileElements {
        document.map { FileElements(document: $0.root) } ?? FileElements(bytes: bytes, isDocument: true)
    }
}

private final class TreeHolder: @unchecked Sendable {
    public let root: Node?
    public init(_ root: Node?) { self.root = root }
}
