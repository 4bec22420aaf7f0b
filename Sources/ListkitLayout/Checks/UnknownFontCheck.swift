import ListkitSpec

/// `unknown-font`: a view names a user font (`font: { name: … }`) that none of the font files
/// given to listkit (`--font-file`, `--font-dir`, `fonts:`) or found in the repository provides,
/// and that is not a font iOS ships (`IOSFonts`, measured with a stand-in). Its text is then measured in the
/// system font of that size, so the layout goes on; the finding says what to pass.
struct UnknownFontCheck {
    let fonts: FontLibrary

    /// - Complexity: O(views) over the screen and every cell kind.
    func findings(in spec: Spec) -> [LayoutFinding] {
        let trees = [spec.views] + spec.cellKinds.map(\.views)
        var findings: [LayoutFinding] = []
        for roots in trees {
            var pending = roots
            while let view = pending.popLast() {
                // Appended one after the other: `view.subviews + view.arranged` made an array a view.
                pending.append(contentsOf: view.subviews)
                pending.append(contentsOf: view.arranged)
                guard let font = view.font, let family = font.value.family, fonts.measurement(of: font.value) == .unknown else { continue }
                findings.append(LayoutFinding(kind: .unknownFont, mark: font.mark, message: message(family)))
            }
        }
        return findings
    }

    func message(_ family: String) -> String {
        let names = fonts.userFontNames
        if names.isEmpty {
            return "font '\(family)' is not in any font file given; pass its file with --font-file PATH or its folder with --font-dir DIR"
        }
        let hint = DidYouMean.best(family, in: names).map { "; did you mean '\($0)'?" } ?? " (fonts given: \(names.joined(separator: ", ")))"
        return "font '\(family)' is not in the font files given\(hint)"
    }
}
