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
/// 11 points saved 14 tall, its own font's line.
public enum SavedWithoutFont {
    /// The user font names `spec`'s one-line labels say Interface Builder did not have, on a
    /// device of `scale` pixels a point; empty where none says so.
    public static func told(_ spec: Spec, scale: Int, fonts: FontLibrary) -> Set<String> {
        var fallbackVotes: Set<String> = [], ownVotes: Set<String> = []
        lazy var own = TextMeasurer(fonts: fonts, scale: scale)
        // One fallback measurer a family, not one a label.
        var drawnByFamily: [String: TextMeasurer] = [:]
        var pending = spec.views
        while let view = pending.popLast() {
            pending += view.children
            guard let (family, font, text, saved) = voter(view, fonts: fonts) else { continue }
            let drawn = drawnByFamily[family] ?? TextMeasurer(fonts: fonts.drawingFallback(for: [family]), scale: scale)
            drawnByFamily[family] = drawn
            let asOwn = abs(own.lineHeight(font) - saved.height) < 0.01
            let asFallback = abs(drawn.lineHeight(font) - saved.height) < 0.01
                && drawn.fonts.measurement(of: font).least(drawn.singleLine(text, in: font).width) <= saved.width + MisplacedViewRule.tolerance
            if asOwn && !asFallback { ownVotes.insert(family) }
            if asFallback && !asOwn { fallbackVotes.insert(family) }
        }
        return fallbackVotes.subtracting(ownVotes)
    }

    /// `fonts` with the user fonts `spec`'s labels say IB did not have measured as IB drew them:
    /// the library `misplaced-view` and the public check compare a screen's frames in.
    public static func library(for spec: Spec, scale: Int, fonts: FontLibrary) -> FontLibrary {
        fonts.drawingFallback(for: told(spec, scale: scale, fonts: fonts))
    }

    /// A label that may vote: a text of one paragraph in a user font (not one iOS ships
    /// measured with a stand-in), with a saved frame IB did not mark, laid out itself (not a
    /// cell's built-in label), no paragraph style of its own, and a height its text gives: one
    /// a height constraint or a placeholder size fixes says nothing of the font (review9).
    static func voter(_ view: ViewSpec, fonts: FontLibrary) -> (String, Font, String, Rect)? {
        guard case .label = view.sizing, view.intrinsicSize == nil,
              !view.layout.contains(where: { $0.text.hasPrefix("height") }),
              let font = view.font?.value, let family = font.family,
              fonts.userFace(named: family) != nil, let saved = view.savedFrame, view.savedFrameFlag == nil,
              view.roomFromContainer == nil, view.lineHeightMultiple == nil, view.lineSpacing == nil,
              let text = view.text?.value, !text.isEmpty, !text.contains("\n") else { return nil }
        return (family, font, text, saved)
    }
}
