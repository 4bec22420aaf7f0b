import ListkitSpec
import ListkitYAML

/// Turns an Interface Builder document into specs, one per screen, as `SpecLoader` turns YAML
/// into one: what reading found comes with them (a document that does not read, as an
/// `ib-syntax` error; what a screen cannot express, as `ib-unsupported` notes), and checking
/// them is the linters' job (`IBLinter`, `Linter`).
public enum IBSpecLoader {
    /// File names read as Interface Builder documents.
    public static func isDocumentName(_ name: String) -> Bool {
        name.hasSuffix(".xib") || name.hasSuffix(".storyboard")
    }

    /// Whether bytes look like an iOS Interface Builder document (for directory walks).
    public static func looksLikeDocument(_ bytes: [UInt8]) -> Bool {
        let marker = Array("com.apple.InterfaceBuilder3.CocoaTouch.".utf8)
        let head = bytes.prefix(4096)
        guard head.count >= marker.count else { return false }
        return (0...head.count - marker.count).contains { start in head[start] == marker[0] && head[start..<start + marker.count].elementsEqual(marker) }
    }

    /// A document, loaded.
    public struct Loaded: Sendable {
        /// The name findings are reported under.
        public var path: String
        /// The document, when it read.
        public var document: IBDocument?
        /// Why it did not read (`ib-syntax`); empty when it did.
        public var diagnostics: [Diagnostic]
        /// Why scenes or top-level objects were skipped (`ib-syntax`, a number out of range in
        /// them: `IBDocument.rejected`), when the document read; their screens are not in `screens`.
        public var skipped: [Diagnostic] = []
        /// Its screens as built for the size classes asked for (the design device's by default).
        public var screens: [IBScreen]
        /// Whether its screens keep `listkit import`'s comments (`IBScreen.comments`).
        public var keepsComments = true

        /// The document's screens built with another device's size-class variations, in the
        /// same order (empty when the document did not read).
        public func screens(classes: SizeClasses) -> [IBScreen] {
            document?.screens(classes: classes, comments: keepsComments) ?? []
        }

        /// What reading a screen found: its notes as `ib-unsupported` findings, with one at the
        /// screen when they keep its layout from being checked.
        public func findings(_ screen: IBScreen) -> [Diagnostic] {
            var found = screen.notes.map { RuleDescription.ibUnsupported.finding($0.message, at: $0.mark, path: path) }
            if screen.affectsLayout {
                let count = screen.notes.filter(\.affectsLayout).count
                let message = "layout checks skipped for screen '\(screen.name)': \(count) element\(count == 1 ? "" : "s") listkit cannot express yet would change its frames"
                found.append(RuleDescription.ibUnsupported.finding(message, at: screen.spec.screen.mark, path: path))
            }
            return found
        }
    }

    /// - Parameter classes: the size classes whose variations to build the screens with (nil:
    ///   the design device's).
    /// - Parameter comments: whether the screens keep `listkit import`'s comments (`lint`'s do not).
    public static func load(_ bytes: [UInt8], path: String, classes: SizeClasses? = nil, comments: Bool = true) -> Loaded {
        switch IBDocument.read(bytes) {
        case .failure(let error):
            let d = RuleDescription.ibSyntax.finding(error.message, at: error.mark, path: path)
            return Loaded(path: path, document: nil, diagnostics: [d], screens: [])
        case .success(let document):
            let skipped = document.rejected.map { scene in
                RuleDescription.ibSyntax.finding("\(scene.error.message); the screens of '\(scene.name)' are skipped",
                                                 at: scene.error.mark, path: path)
            }
            return Loaded(path: path, document: document, diagnostics: [], skipped: skipped,
                          screens: document.screens(classes: classes, comments: comments), keepsComments: comments)
        }
    }
}
