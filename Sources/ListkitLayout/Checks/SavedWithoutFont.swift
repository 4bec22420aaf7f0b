import ListkitSpec

/// The user fonts (found in the repository or given) a screen's saved frames say the Mac that
/// saved it did not have: Interface Builder measured their labels in its fallback
/// (`MissingFontFallback`), and `misplaced-view` compares them so.
///
/// Nothing in a document or its repository tells it: Ramotion/folding-cell's `Main.storyboard`
/// was saved with Open Sans's own lines at 8d86ae4 and with the fallback's five days later
/// (97388b6), with the same project, font files and Info.plist (none lists `UIAppFonts`), so it
/// was the saving Mac's fonts. Its labels do: a one-line label as tall as the fallback's line
/// and not its font's votes for the fallback, one as tall as its font's line against it. A font
/// name is measured as the fallback where its labels vote for it and none against; a screen
/// without such labels keeps its fonts. Evidence against applying it to every bundled font:
/// ChatSecure/ChatSecure-iOS `OTRMessageNewDeviceCell.xib` (13771), a Material Icons label in
/// 11 points saved 14 tall, its own font's line; its Info.plist lists the file under
/// `UIAppFonts` (the app embeds it), folding-cell's lists none, so a listed font does not vote.
public enum SavedWithoutFont {
    /// The user font names `spec`'s one-line labels say Interface Builder did not have, laid out
    /// on `device`; empty where none says so.
    ///
    /// A label votes only where its height follows its font: the screen is laid out in the
    /// fonts and in the fallback, and a label as tall in both (a height constraint, both edges
    /// held by other views, a fill stack, an equal height) says nothing of the font (review9).
    /// - Complexity: two layouts, without findings, where a screen has a voter; none otherwise.
    public static func told(_ spec: Spec, on device: Device, fonts: FontLibrary, release: UIKitRelease? = nil) -> Set<String> {
        var voters: [(id: String, family: String, font: Font, text: String, saved: Rect)] = []
        var pending = spec.views
        while let view = pending.popLast() {
            pending += view.children
            if let (family, font, text, saved) = voter(view, fonts: fonts) { voters.append((view.id.value, family, font, text, saved)) }
        }
        guard !voters.isEmpty else { return [] }
        let fallback = fonts.drawingFallback(for: Set(voters.map(\.family)))
        func frames(_ library: FontLibrary) -> [String: Rect] {
            var engine = LayoutEngine(spec: spec, options: LayoutOptions(full: false, findings: false, release: release), fonts: library)
            engine.buildsTextLines = false  // frames are read, no text's lines
            return engine.layout(on: device).result.framesByID
        }
        let inOwn = frames(fonts), inFallback = frames(fallback)
        let drawn = TextMeasurer(fonts: fallback, scale: device.scale)
        var fallbackVotes: Set<String> = [], ownVotes: Set<String> = []
        for voter in voters {
            guard let own = inOwn[voter.id], let fell = inFallback[voter.id], abs(own.height - fell.height) >= 0.01 else { continue }
            let asOwn = abs(own.height - voter.saved.height) < 0.01
            let asFallback = abs(fell.height - voter.saved.height) < 0.01
                && drawn.measurement(of: voter.font).least(drawn.singleLine(voter.text, in: voter.font).width) <= voter.saved.width + MisplacedViewRule.tolerance
            if asOwn && !asFallback { ownVotes.insert(voter.family) }
            if asFallback && !asOwn { fallbackVotes.insert(voter.family) }
        }
        return fallbackVotes.subtracting(ownVotes)
    }

    /// `fonts` with the user fonts `spec`'s labels say IB did not have measured as IB drew them:
    /// the library `misplaced-view` and the public check compare a screen's frames in.
    public static func library(for spec: Spec, on device: Device, fonts: FontLibrary, release: UIKitRelease? = nil) -> FontLibrary {
        fonts.drawingFallback(for: told(spec, on: device, fonts: fonts, release: release))
    }

    /// A label that may vote: a text of one paragraph in a user font (not one iOS ships
    /// measured with a stand-in) that no Info.plist lists under `UIAppFonts` (one the app
    /// embeds IB draws on any Mac), with a saved frame IB did not mark, laid out itself (not a
    /// cell's built-in label), no paragraph style of its own, and a height its text gives: one
    /// a height constraint or a placeholder size fixes says nothing of the font (review9).
    static func voter(_ view: ViewSpec, fonts: FontLibrary) -> (String, Font, String, Rect)? {
        guard case .label = view.sizing, view.intrinsicSize == nil,
              !view.layout.contains(where: { $0.text.hasPrefix("height") }),
              let font = view.font?.value, let family = font.family,
              fonts.userFace(named: family) != nil, !fonts.isListedInAppFonts(family), let saved = view.savedFrame, view.savedFrameFlag == nil,
              view.roomFromContainer == nil, view.lineHeightMultiple == nil, view.lineSpacing == nil,
              let text = view.text?.value, !text.isEmpty, !text.contains("\n") else { return nil }
        return (family, font, text, saved)
    }
}
