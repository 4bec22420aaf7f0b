import ListkitInterfaceBuilder
import ListkitRender
import ListkitSpec
import ListkitYAML

/// Loads one screen of an Interface Builder document for the commands that work on one spec
/// (layout, diff, import): the screen `--scene` names, or the document's first, with a note
/// naming the others.
enum IBScreenLoading {
    static func load(_ bytes: [UInt8], name: String, rules: [any SpecRule], scene: String?,
                     classes: SizeClasses? = nil) -> Result<SpecLoading.Loaded, SpecLoading.Failure> {
        switch screen(bytes, name: name, scene: scene, classes: classes) {
        case .failure(let failure): return .failure(failure)
        case .success(let (screen, note)):
            let errors = Linter(rules: rules).check(screen.spec, path: name).filter { $0.severity == .error }
            guard errors.isEmpty else {
                return .failure(.invalid(path: name, report: DiagnosticPrinter(format: .text).render(errors, fileCount: 1)))
            }
            return .success(SpecLoading.Loaded(spec: screen.spec, warnings: note))
        }
    }

    /// The screen asked for and a note for stderr (empty when nothing needs saying): the errors
    /// of skipped scenes (`IBSpecLoader.Loaded.skipped`) come first in it.
    /// - Parameter classes: the size classes whose variations to apply (nil: the design device's).
    static func screen(_ bytes: [UInt8], name: String, scene: String?, classes: SizeClasses? = nil) -> Result<(IBScreen, String), SpecLoading.Failure> {
        let loaded = IBSpecLoader.load(bytes, path: name, classes: classes)
        func report(_ diagnostics: [Diagnostic]) -> String {
            let source = SourceText(bytes, lineLimit: diagnostics.lazy.map(\.mark.line).max() ?? 0)
            return DiagnosticPrinter(format: .text, sources: [name: source]).render(diagnostics, fileCount: 1)
        }
        guard loaded.diagnostics.isEmpty else { return .failure(.invalid(path: name, report: report(loaded.diagnostics))) }
        let screens = loaded.screens
        // Worked around (the screen asked for is another), so said as warnings, as SpecLoading does.
        let skipped = loaded.skipped.isEmpty ? "" : report(loaded.skipped.map { var d = $0; d.severity = .warning; return d })
        if let scene, let index = loaded.document?.rejected.firstIndex(where: { $0.selectors.contains(scene) || $0.name == scene }),
           IBDocument.select(screens, scene: scene) == nil {
            return .failure(.invalid(path: name, report: report([loaded.skipped[index]])))
        }
        guard let first = screens.first else {
            if !loaded.skipped.isEmpty { return .failure(.invalid(path: name, report: report(loaded.skipped))) }
            return .failure(.io(.io(path: name, reason: "the document has no view to lay out (no scene's root view, top-level view or cell)")))
        }
        let choices = screens.map { "'\($0.name)'" }.joined(separator: ", ")
        guard let scene else {
            let note = screens.count > 1 ? "\(name): note: \(screens.count) screens; this is '\(first.name)' (choose with --scene ID: \(choices))\n" : ""
            return .success((first, skipped + note))
        }
        guard let chosen = IBDocument.select(screens, scene: scene) else {
            let hint = DidYouMean.best(scene, in: screens.flatMap(\.selectors)).map { "; did you mean '\($0)'?" } ?? ""
            return .failure(.io(.io(path: name, reason: "no screen '\(scene)'\(hint) (screens: \(choices))")))
        }
        return .success((chosen, skipped))
    }
}
