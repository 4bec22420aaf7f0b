import ListkitSpec
import ListkitYAML

/// Lints an Interface Builder document as `listkit lint` lints a spec: every screen's spec
/// through the given rules, with what the reader could not express as `ib-unsupported` notes.
/// A screen where that can change frames gets no layout checks (they would report the gap, not
/// the screen), and a note at the screen says so.
public enum IBLinter {
    /// File names read as Interface Builder documents.
    public static func isDocumentName(_ name: String) -> Bool {
        name.hasSuffix(".xib") || name.hasSuffix(".storyboard")
    }

    /// Whether bytes look like an iOS Interface Builder document (for directory walks).
    public static func looksLikeDocument(_ bytes: [UInt8]) -> Bool {
        let head = String(decoding: bytes.prefix(4096), as: UTF8.self)
        return head.contains("com.apple.InterfaceBuilder3.CocoaTouch.")
    }

    /// - Complexity: reading is O(n) in the bytes; the rules run once per screen.
    public static func lint(_ bytes: [UInt8], path: String, rules: [any SpecRule]) -> [Diagnostic] {
        let document: IBDocument
        switch IBDocument.read(bytes) {
        case .failure(let error):
            return [Diagnostic(.error, error.message, rule: .ibSyntax, at: error.mark, path: path)]
        case .success(let d): document = d
        }
        var diagnostics: [Diagnostic] = []
        for screen in document.screens() {
            var found = screen.notes.map { Diagnostic(.info, $0.message, rule: .ibUnsupported, at: $0.mark) }
            var screenRules = rules
            if screen.affectsLayout {
                screenRules = rules.filter { !$0.requiresValidSpec }
                let count = screen.notes.filter(\.affectsLayout).count
                found.append(Diagnostic(.info, "layout checks skipped for screen '\(screen.name)': \(count) element\(count == 1 ? "" : "s") listkit cannot express yet would change its frames", rule: .ibUnsupported, at: screen.spec.screen.mark))
            }
            diagnostics += Linter(rules: screenRules).check(screen.spec, after: found, path: path)
        }
        return Linter.deduplicated(diagnostics.sorted(by: Diagnostic.ordered))
    }
}
