import ArgumentParser
import ListkitInterfaceBuilder
import ListkitLint

/// Completes `--scene` with the screens of the Interface Builder documents on the command line:
/// each screen's selectors (scene, view controller, view and cell ids, storyboard and reuse
/// identifiers, custom classes), as `--scene` accepts them (`IBDocument.select`).
enum SceneCompletion {
    static let kind = CompletionKind.custom { words, _, prefix in selectors(in: words).filter { $0.hasPrefix(prefix) } }

    static func selectors(in words: [String]) -> [String] {
        var seen = Set<String>()
        var result: [String] = []
        for word in words where IBSpecLoader.isDocumentName(word) {
            guard case .success(let bytes) = SpecFiles.read(SpecPath(bytes: Array(word.utf8))) else { continue }
            for screen in IBSpecLoader.load(bytes, path: word).screens {
                for selector in screen.selectors where seen.insert(selector).inserted { result.append(selector) }
            }
        }
        return result
    }
}
