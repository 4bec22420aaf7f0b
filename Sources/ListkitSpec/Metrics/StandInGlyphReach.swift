/// Where Inter's outlines may stand in for SF's when `truncated-text` asks whether a line of the
/// system font taller than its one-line label cuts its glyphs (`GeometryChecks.inkFits`).
///
/// Source: the glyph extents (HarfBuzz) of SF Pro Display Regular and Bold, the files
/// videolan/vlc-ios ships for its screenshots, against Inter and Inter Display Regular and Bold,
/// every printable ASCII character in all four pairs (review10 of eb6787c found SF's reaching
/// further than Inter's for accented letters, "/", "_", "~" and others). For `characters`, SF's
/// glyph reaches at most `marginEms` further above or below the baseline than Inter's; the ones
/// where it reaches further at all are listed (`furtherAbove`, `furtherBelow`: the x-height's
/// and the baseline's overshoots, 0.012 and 0.013 em at most), and their Inter reach is taken
/// `marginEms` longer, so the test never finds room that SF's glyphs do not leave. Left out,
/// because SF's glyph reaches further by more than the margin in some pair:
/// `` " ' * + , - / < > \ ^ _ ` ~ `` ("/" and "_" 0.04 em below, "~" 0.06 above), and every character
/// beyond ASCII (SF's "Ñ" 0.07 em above Inter Display's, "ã" 0.09; other scripts not compared).
/// Text with any of those keeps the line's height as the test. Weights from regular to bold
/// only: SF's other weights' outlines were not compared.
public enum StandInGlyphReach {
    /// Characters whose reach in Inter (with `marginEms` where listed) covers SF's. The space
    /// has no outline.
    public static let characters: Set<Unicode.Scalar> =
        Set(" !#$%&().0123456789:;=?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[]abcdefghijklmnopqrstuvwxyz{|}".unicodeScalars)

    /// Of `characters`, those whose glyph SF draws reaching further above the baseline.
    public static let furtherAbove: Set<Unicode.Scalar> = Set("@acegmnopqrsuvwxyz".unicodeScalars)

    /// Of `characters`, those whose glyph SF draws reaching further below the baseline.
    public static let furtherBelow: Set<Unicode.Scalar> = Set("!&()035689=?CGJOQSU[]abcdeostu{}".unicodeScalars)

    /// How much further than Inter's SF's glyphs of `furtherAbove` and `furtherBelow` may reach, in em.
    public static let marginEms = 0.015

    /// The weights the comparison covers (between the regular and bold faces compared).
    public static let weights: ClosedRange<Font.Weight> = .regular ... .bold

    /// How much to add to Inter's reach of `scalar`'s glyph, above and below, in em; nil for a
    /// character whose reach was not compared or differs too much.
    public static func allowance(_ scalar: Unicode.Scalar) -> (above: Double, below: Double)? {
        guard characters.contains(scalar) else { return nil }
        return (furtherAbove.contains(scalar) ? marginEms : 0, furtherBelow.contains(scalar) ? marginEms : 0)
    }
}
