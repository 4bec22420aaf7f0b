import ListkitSpec

/// Text measured as iOS measures it (docs/layout.md, "Text"): shaped with HarfBuzz in Inter,
/// SF Pro's stand-in, with SF's tracking and weight widths; 1.19336 em lines; sizes rounded up
/// to the device's pixel grid; text styles sized for a Dynamic Type setting.
///
/// A measurer keeps what it shaped, per text and way of measuring it (face, size, SF's width
/// factor and tracking), so a text measured again — the same label in many cells, a wrapping
/// label re-measured at its solved width — costs a lookup. It is meant for one layout at a time (one thread).
public struct TextMeasurer {
    public let fonts: FontLibrary
    /// Pixels per point (2 or 3).
    public let scale: Double
    public let textSize: ContentSizeCategory
    /// The text styles' line pitch (several lines of a text style are its first line and a
    /// leading per further line).
    public let leading: TextStyleLeading
    /// The iOS release the content is measured for: a control's size and insets around its
    /// text are its release's (`ViewType.entry(on:)`).
    public let release: UIKitRelease
    private let cache = ShapingCache()

    public init(fonts: FontLibrary = .standard, scale: Int = Device.defaultScale, textSize: ContentSizeCategory = .default,
                leading: TextStyleLeading = .current, release: UIKitRelease = .default) {
        self.fonts = fonts
        self.scale = Double(scale)
        self.textSize = textSize
        self.leading = leading
        self.release = release
    }

    /// A measured text: its size and how many lines it takes.
    public struct Measurement: Sendable, Hashable {
        public var width: Double
        public var height: Double
        public var lines: Int

        public init(width: Double, height: Double, lines: Int) {
            self.width = width
            self.height = height
            self.lines = lines
        }
    }

    /// The font's point size at this measurer's Dynamic Type setting.
    public func pointSize(_ font: Font) -> Double {
        font.pointSize(at: textSize)
    }

    /// How exactly a font's text is measured here, at its size at this measurer's Dynamic Type
    /// setting (`FontLibrary.measurement(of:size:)`).
    public func measurement(of font: Font) -> FontMeasurement {
        fonts.measurement(of: font, size: pointSize(font))
    }

    /// How a font is measured here, for renderers.
    public func appearance(_ font: Font) -> TextAppearance {
        let style = self.style(font)
        let userFont = style.tracking == 0 && style.widthFactor == 1 && font.family != nil && style.face != nil && fonts.userFace(named: font.family!) != nil
        return TextAppearance(size: style.size, weight: font.weight, tracking: style.tracking, family: userFont ? font.family : nil)
    }

    /// One line's height, rounded up to the pixel grid.
    public func lineHeight(_ font: Font) -> Double {
        height(lines: 1, font: font)
    }

    /// One line's height and `extra` points, rounded up to the pixel grid once.
    public func lineHeight(_ font: Font, plus extra: Double) -> Double {
        TextModel.roundUp(rawLineHeight(font) + extra, scale: scale)
    }

    /// The height of `lines` lines: the total rounded up once, as UILabel does (not each line).
    /// A text style's lines after the first are its leading apart (`TextStyleLeading`).
    public func height(lines: Int, font: Font) -> Double {
        TextModel.roundUp(drawnHeight(lines: lines, font: font), scale: scale)
    }

    /// The height the text of `lines` lines is drawn in: `height(lines:font:)` before it is
    /// rounded up to the pixel grid, which sizes the label, not its text.
    public func drawnHeight(lines: Int, font: Font) -> Double {
        drawnHeight(lines: lines, rawLineHeight: rawLineHeight(font), pitch: lines > 1 ? leading.leading(of: font, at: textSize) : nil)
    }

    /// The height of `lines` lines (at least one) of a text view's text: TextKit sets every line of
    /// a text style its leading apart, the first too, where a label's first line is the font's own
    /// line (docs/layout.md, "Text"); other fonts as a label's lines. Rounded up once.
    public func textViewHeight(lines: Int, font: Font) -> Double {
        let lines = max(lines, 1)
        guard let pitch = leading.leading(of: font, at: textSize) else { return height(lines: lines, font: font) }
        return TextModel.roundUp(Double(lines) * pitch, scale: scale)
    }

    /// `drawnHeight(lines:font:)` from the font's raw line height and its text style's leading (nil: none).
    private func drawnHeight(lines: Int, rawLineHeight: Double, pitch: Double?) -> Double {
        if lines > 1, let pitch { return rawLineHeight + Double(lines - 1) * pitch }
        return Double(lines) * rawLineHeight
    }

    /// The height of `lines` lines set in a paragraph style (`NSParagraphStyle`): each line the
    /// font's line height × `lineHeightMultiple` (0: × 1), and `lineSpacing` points between one
    /// line and the next, not after the last; the total rounded up once. Apple's
    /// `NSParagraphStyle` documentation: the natural line height is multiplied by
    /// `lineHeightMultiple`; `lineSpacing` is the distance between the bottom of one line
    /// fragment and the top of the next. A text style's leading gives way to the paragraph's.
    public func height(lines: Int, font: Font, lineHeightMultiple: Double, lineSpacing: Double) -> Double {
        TextModel.roundUp(drawnHeight(lines: lines, font: font, lineHeightMultiple: lineHeightMultiple, lineSpacing: lineSpacing), scale: scale)
    }

    /// `height(lines:font:lineHeightMultiple:lineSpacing:)` before it is rounded up to the pixel grid.
    public func drawnHeight(lines: Int, font: Font, lineHeightMultiple: Double, lineSpacing: Double) -> Double {
        guard lines > 0 else { return 0 }
        let line = rawLineHeight(font) * (lineHeightMultiple > 0 ? lineHeightMultiple : 1)
        return Double(lines) * line + Double(lines - 1) * lineSpacing
    }

    /// A font's ascender, descender (positive) and line height in points, unrounded: where
    /// its baselines sit (`BaselineOffsets`).
    func verticalMetrics(_ font: Font) -> (ascender: Double, descender: Double, lineHeight: Double) {
        let size = pointSize(font)
        if let face = namedFace(font) {
            return (face.ascenderEms * size, face.descenderEms * size, namedLineHeightEms(font, face) * size)
        }
        return (TextModel.ascenderEms * size, TextModel.descenderEms * size, TextModel.lineHeightEms * size)
    }

    /// How far `text`'s glyphs reach above and below its baseline, in points, in the face it is
    /// measured with; nil where no file measures it. With `standInAllowance` the face stands in
    /// for the font (Inter for SF, whose reach differs: `StandInGlyphReach`): its characters'
    /// own glyphs are measured, each lengthened by its character's allowance (in em); without,
    /// the face is the font's own and its glyphs are measured as shaped.
    func inkExtents(_ text: String, in font: Font,
                    standInAllowance: ((Unicode.Scalar) -> (above: Double, below: Double))?) -> (above: Double, below: Double)? {
        let style = self.style(font)
        guard let face = style.face else { return nil }
        let ink = standInAllowance.map { face.nominalInkExtents(text, allowance: $0) } ?? face.inkExtents(text)
        return (ink.above * style.size, ink.below * style.size)
    }

    func rawLineHeight(_ font: Font) -> Double {
        let size = pointSize(font)
        if let face = namedFace(font) { return namedLineHeightEms(font, face) * size }
        return TextModel.lineHeightEms * size
    }

    /// The width of one line of text, unrounded, without wrapping (newlines count as nothing).
    /// - Complexity: O(n) in the text's length; a lookup when measured before.
    public func width(of text: Substring, in font: Font) -> Double {
        var total = 0.0
        let shaped = shape(String(text), in: font)
        for i in 0..<shaped.count { total += shaped.advances[i] }
        return total
    }

    /// The text on one line per paragraph (no wrapping): the widest paragraph's width.
    public func singleLine(_ text: String, in font: Font) -> Measurement {
        measure(text, in: font, wrapWidth: nil, maxLines: 0)
    }

    /// The text wrapped at `wrapWidth` (nil: only at newlines), cut to `maxLines` (0: no limit).
    /// The height is that of the lines shown; `lines` counts the lines the text needs.
    /// - Complexity: O(n) in the text's length (shaping, cached, and line breaking).
    public func measure(_ text: String, in font: Font, wrapWidth: Double?, maxLines: Int) -> Measurement {
        if text.isEmpty { return Measurement(width: 0, height: 0, lines: 0) }
        // The font looked up once for its shapes and its lines' height.
        let known = known(font)
        let lines = TextLineBreaker(text: shape(text, style: known.style, tag: known.tag), limit: wrapWidth).summary(maxLines: maxLines)
        return Measurement(width: TextModel.roundUp(lines.widest, scale: scale),
                           height: TextModel.roundUp(drawnHeight(lines: lines.shown, rawLineHeight: known.rawLineHeight, pitch: known.pitch), scale: scale),
                           lines: lines.count)
    }

    /// The lines the text breaks into at `wrapWidth`, as the text they show, at most
    /// `maxLines` (0: all); when lines are left out, or a line is wider than `wrapWidth`, the
    /// last line shown ends in "…" within the width, as UILabel truncates its tail.
    public func displayLines(_ text: String, in font: Font, wrapWidth: Double?, maxLines: Int) -> [TextLine] {
        if text.isEmpty { return [] }
        let shaped = shape(text, in: font)
        let lines = TextLineBreaker(text: shaped, limit: wrapWidth).lines()
        let shown = maxLines == 0 ? lines[...] : lines.prefix(maxLines)
        let utf8 = Array(text.utf8)
        func string(_ start: Int, _ end: Int) -> String {
            String(decoding: utf8[shaped.offsets[start]..<shaped.offsets[end]], as: UTF8.self)
        }
        var texts = shown.map { TextLine(string($0.start, $0.end), width: $0.width) }
        guard let last = shown.last, let limit = wrapWidth else { return texts }
        let cut = shown.count < lines.count
        guard cut || last.width > limit + TextLineBreaker.tolerance else { return texts }
        // Tail truncation: the last line shown runs on to its paragraph's end, then loses
        // characters until it and its ellipsis fit.
        var end = last.start, width = 0.0
        while end < shaped.count && shaped.kinds[end] != .newline {
            width += shaped.advances[end]
            end += 1
        }
        let ellipsis = self.width(of: "…", in: font)
        while end > last.start && width + ellipsis > limit + TextLineBreaker.tolerance {
            end -= 1
            width -= shaped.advances[end]
        }
        var cutText = string(last.start, end)
        while cutText.last == " " {
            cutText.removeLast()
            end -= 1
            width -= shaped.advances[end]
        }
        texts[texts.count - 1] = TextLine(cutText + "…", width: width + ellipsis)
        return texts
    }

    func breakLines(_ text: String, in font: Font, wrapWidth: Double?) -> [TextLineBreaker.Line] {
        TextLineBreaker(text: shape(text, in: font), limit: wrapWidth).lines()
    }

    /// The text shaped in the font, from the cache when it was shaped before.
    func shape(_ text: String, in font: Font) -> ShapedText {
        let (style, tag) = styleAndTag(font)
        return shape(text, style: style, tag: tag)
    }

    private func shape(_ text: String, style: ShapedText.Style, tag: UInt64) -> ShapedText {
        var text = text
        return text.withUTF8 { utf8 in
            let place = cache.texts.find(utf8, tag: tag)
            if case .found(let index) = place { return cache.texts.values[index] }
            let shaped = ShapedText(utf8: utf8, style: style, cache: cache)
            if case .vacant(let slot, let hash) = place { cache.texts.insert(utf8, tag: tag, value: shaped, slot: slot, hash: hash) }
            return shaped
        }
    }

    /// The face, size and SF adjustments a font is measured with. A user font not found is
    /// measured as the system font of its size (the layout reports it as `unknown-font`). The
    /// system font is SF Pro's own files where the library has them (with SF's tracking, which
    /// Core Text adds and the files do not), else Inter with the adjustments of `TextModel`.
    func style(_ font: Font) -> ShapedText.Style {
        styleAndTag(font).style
    }

    /// The font's style and the tag its shaped texts are kept under (`ShapingCache.tag`).
    private func styleAndTag(_ font: Font) -> (style: ShapedText.Style, tag: UInt64) {
        let known = known(font)
        return (known.style, known.tag)
    }

    /// What measuring text in a font needs of it: its style and tag (`styleAndTag`), its line
    /// height (`rawLineHeight`) and its text style's leading. A layout uses a handful of fonts,
    /// and every measurement asks: found by a short search of the fonts alone (copying out a
    /// font and its style retains both), kept for the first `ShapingCache.stylesKept` fonts.
    private func known(_ font: Font) -> ShapingCache.KnownFont {
        if let index = cache.styleFonts.firstIndex(where: { Self.sameFont($0, font) }) { return cache.known[index] }
        let made = makeStyle(font)
        let known = ShapingCache.KnownFont(style: made, tag: cache.tag(made), rawLineHeight: rawLineHeight(font),
                                           pitch: leading.leading(of: font, at: textSize))
        if cache.known.count < ShapingCache.stylesKept {
            cache.styleFonts.append(font)
            cache.known.append(known)
        }
        return known
    }

    /// `Font`'s equality, field by field without copying the family name out.
    private static func sameFont(_ a: Font, _ b: Font) -> Bool {
        guard a.pointSize == b.pointSize && a.weight == b.weight && a.style == b.style else { return false }
        guard let x = a.family else { return b.family == nil }
        guard let y = b.family else { return false }
        return x == y
    }

    /// A legacy button's title width before UIKit rounds it up to whole points: `measured`
    /// (the title's `measure`, rounded up to the pixel), or where Inter's text faces stand in
    /// for SF (the system font or a text style below `TextModel.displayFromSize`, what the scale
    /// was fitted on, without SF Pro's files) and the title is one line, its unrounded width
    /// scaled by `TextModel.interLegacyTitleScale`. From 20 points Inter Display is narrower
    /// than SF Pro Display already (review10: the scale moved nine 24-point titles of the public
    /// check from 1 to 2 points narrow), so it is not scaled there.
    func legacyTitleWidth(_ title: String, measured: Double, in font: Font) -> Double {
        let system = font.family.map(IOSFonts.isSystemFont) ?? true
        let size = pointSize(font)
        guard system, size < TextModel.displayFromSize, fonts.sfProFace(weight: font.weight, size: size) == nil,
              !title.contains(where: \.isNewline) else { return measured }
        return width(of: title[...], in: font) * TextModel.interLegacyTitleScale
    }

    private func makeStyle(_ font: Font) -> ShapedText.Style {
        let size = pointSize(font)
        if let face = namedFace(font) {
            return ShapedText.Style(face: face, size: size, widthFactor: 1, tracking: 0)
        }
        if let face = fonts.sfProFace(weight: font.weight, size: size) {
            return ShapedText.Style(face: face, size: size, widthFactor: 1, tracking: TextModel.sfProTracking(atSize: size))
        }
        return ShapedText.Style(face: fonts.interFace(weight: font.weight, size: size), size: size,
                                widthFactor: TextModel.interWidthFactor(font.weight, atSize: size), tracking: TextModel.interTracking(atSize: size))
    }

    /// A named font's line height in em: its own file's, or, for a font iOS ships measured with a
    /// stand-in, the family's line on iOS where the stand-in's differs (`IOSFonts.lineHeightEms`).
    /// A font Interface Builder drew as its fallback has the fallback's line (`MissingFontFallback`).
    func namedLineHeightEms(_ font: Font, _ face: FontFace) -> Double {
        if let family = font.family, fonts.drawsFallback(family) { return MissingFontFallback.lineHeightEms }
        guard let family = font.family, fonts.userFace(named: family) == nil else { return face.lineHeightEms }
        return IOSFonts.family(of: family)?.lineHeightEms ?? face.lineHeightEms
    }

    /// The file a font named by PostScript name is measured with: one given or bundled, else the
    /// stand-in of a font iOS ships (`IOSFonts`), or of the face Interface Builder drew a user
    /// font in on a Mac without it (`MissingFontFallback`, whatever face was asked for); nil
    /// for the system font and unknown names.
    func namedFace(_ font: Font) -> FontFace? {
        guard let family = font.family, !IOSFonts.isSystemFont(family) else { return nil }
        if let face = fonts.userFace(named: family) { return face }
        if fonts.drawsFallback(family) {
            let fallback = MissingFontFallback.postScriptName
            return IOSFonts.family(of: fallback).flatMap { StandInFonts.shared.face(for: $0, postScriptName: fallback) }
        }
        return IOSFonts.family(of: family).flatMap { StandInFonts.shared.face(for: $0, postScriptName: family) }
    }
}

/// What a measurer shaped: whole texts per font face and size, and words per face (in em, so
/// every size shares them). A class so copies of a measurer share it.
final class ShapingCache {
    // Unchecked: a class's stored property is otherwise checked for exclusive access at run
    // time on every lookup; a measurer is used from one thread and no method re-enters another.
    /// Shaped texts by their bytes, tagged with how they were measured (`tag`). Bounded by the
    /// bytes of the texts kept (256 KB; ~17 bytes of shaped text each): more than a screen
    /// measures, and less than a long list's texts. A list's long texts are measured again
    /// within their own cell (its wrapping passes, its checks), its short ones across cells;
    /// keeping every text of a 10,000-cell list cost more in fresh memory (its page faults) than
    /// shaping again the few short texts a restart drops, whose words stay in `words`.
    @exclusivity(unchecked) var texts: ByteKeyedTable<ShapedText>
    /// Taken from `pool` (the process's kept tables) and given back when this cache is freed:
    /// words shaped for one layout serve the next.
    let words: WordShapes
    private let pool: WordShapes.Pool
    let stretches = TextStretches()
    let scratch = ShapingScratch()
    /// Fonts and how they are measured (`TextMeasurer.style`), the first `stylesKept` met, with
    /// their tags.
    @exclusivity(unchecked) var styleFonts: [Font] = []
    @exclusivity(unchecked) var known: [KnownFont] = []
    static let stylesKept = 16

    /// A font as a measurer measures it (`TextMeasurer.known`).
    struct KnownFont {
        var style: ShapedText.Style
        var tag: UInt64
        var rawLineHeight: Double
        /// The text style's leading (`TextStyleLeading`), nil for none.
        var pitch: Double?
    }
    /// What each tag stands for, by tag.
    private var tagged: [(face: ObjectIdentifier?, size: Double, widthFactor: Double, tracking: Double)] = []

    init(maxTextBytes: Int = 1 << 18, pool: WordShapes.Pool = .shared) {
        texts = ByteKeyedTable(maxBytes: maxTextBytes)
        self.pool = pool
        words = pool.take()
    }

    deinit {
        pool.giveBack(words)
    }

    /// The tag of a style: texts shaped in one face at one size with one width factor and one
    /// tracking are kept under one tag. Every field of the style is in it, since each changes
    /// the advances: two weights can share a face (a weight without its file falls back to
    /// regular's, and no face at all is the estimate for every weight) and differ only in
    /// their width factor.
    func tag(_ style: ShapedText.Style) -> UInt64 {
        let id = style.face.map(ObjectIdentifier.init)
        if let known = tagged.firstIndex(where: {
            $0.face == id && $0.size == style.size && $0.widthFactor == style.widthFactor && $0.tracking == style.tracking
        }) { return UInt64(known) }
        tagged.append((id, style.size, style.widthFactor, style.tracking))
        return UInt64(tagged.count - 1)
    }
}
