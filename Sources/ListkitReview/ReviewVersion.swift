import ListkitInterfaceBuilder
import ListkitLayout
import ListkitLint
import ListkitSpec
import ListkitYAML

/// One version of a file read for a review: its screens (a spec's one, an Interface Builder
/// document's every scene), its lint findings as `listkit lint` reports them with the file's
/// configuration, and each finding's screen and view.
struct ReviewVersion {
    struct Screen {
        var name: String
        var spec: Spec
        /// Laid out on the configuration's devices: a spec's screen, or a document's full
        /// screen (a cell or a freeform view keeps its own size, as `IBLinter` lays it out).
        var takesConfiguredDevices = true
        /// Findings about this screen, each with the screen view it is inside (nil: the screen).
        var findings: [(Diagnostic, String?)] = []
    }

    var screens: [Screen] = []
    /// Why the version has no screens to show: it does not load, or has errors that stop layout.
    var failure: String?

    init(_ bytes: [UInt8], path: String, configuration: LintConfiguration, fonts: FontLibrary) {
        let isDocument = IBSpecLoader.isDocumentName(path)
        let file = LintInputs.File(path: SpecPath(bytes: nil, displayName: path), name: path, isExplicit: true, configPath: path)
        let findings = LintSession.lintOne(file, bytes: bytes, config: configuration, rtl: false, strict: false, fonts: fonts).diagnostics
        if isDocument {
            readDocument(bytes, path: path, findings: findings)
        } else {
            readSpec(bytes, path: path, findings: findings)
        }
    }

    private mutating func readSpec(_ bytes: [UInt8], path: String, findings: [Diagnostic]) {
        let loaded = SpecLoader().load(bytes, path: path)
        let errors = Linter(rules: Linter.specRules).check(loaded).filter { $0.severity == .error }
        guard errors.isEmpty, let spec = loaded.spec, let root = loaded.root else {
            failure = Self.describe(errors.first, path: path) ?? "\(path): the spec does not load"
            return
        }
        let places = ViewPaths(root)
        let ids = Set(LintContext(spec: spec).hierarchies[0].entries.map(\.view.id.value))
        var screen = Screen(name: spec.screen.value, spec: spec)
        for finding in findings {
            // The innermost named place around the finding, when it is one of the screen's views.
            let last = places.path(at: finding.mark).flatMap { $0.split(separator: "/").last.map(String.init) }
            screen.findings.append((finding, last.flatMap { ids.contains($0) ? $0 : nil }))
        }
        screens = [screen]
    }

    private mutating func readDocument(_ bytes: [UInt8], path: String, findings: [Diagnostic]) {
        let loaded = IBSpecLoader.load(bytes, path: path)
        guard loaded.diagnostics.isEmpty else {
            failure = Self.describe(loaded.diagnostics.first, path: path) ?? "\(path): the document does not load"
            return
        }
        var problems: [String] = []
        for screen in loaded.screens {
            let errors = Linter(rules: Linter.specRules).check(screen.spec, path: path).filter { $0.severity == .error }
            if let error = errors.first { problems.append(Self.describe(error, path: path) ?? ""); continue }
            screens.append(Screen(name: screen.name, spec: screen.spec, takesConfiguredDevices: screen.isFullScreen))
        }
        if screens.isEmpty {
            failure = problems.first ?? Self.describe(loaded.skipped.first, path: path) ?? "\(path): the document has no view to lay out"
        }
        place(findings)
    }

    /// A document's findings by position: each goes to the screen view whose element starts
    /// last before it (the views' marks are their elements' starts), or to the first screen.
    private mutating func place(_ findings: [Diagnostic]) {
        var starts: [(mark: Mark, screen: Int, view: String)] = []
        for (index, screen) in screens.enumerated() {
            for entry in LintContext(spec: screen.spec).hierarchies[0].entries {
                starts.append((entry.view.mark, index, entry.view.id.value))
            }
        }
        starts.sort { $0.mark < $1.mark }
        guard !screens.isEmpty else { return }
        for finding in findings {
            let before = starts.last { $0.mark <= finding.mark }
            screens[before?.screen ?? 0].findings.append((finding, before?.view))
        }
    }

    static func describe(_ diagnostic: Diagnostic?, path: String) -> String? {
        diagnostic.map { "\(path):\($0.mark.line):\($0.mark.column): \($0.severity.rawValue): \($0.message) [\($0.rule.rawValue)]" }
    }
}
