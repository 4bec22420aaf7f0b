/// How much further than Inter's SF's glyphs reach above and below the baseline, per character:
/// what `truncated-text` adds to Inter's outlines when it asks whether a line of the system font
/// taller than its one-line label cuts its glyphs (`GeometryChecks.inkFits`), so that the test
/// never finds room that SF's glyphs do not leave.
///
/// Source: `scripts/glyph_reach.py` (docs/interface-builder.md, "Figures"), every printable ASCII
/// character in every string of one to three of them, SF shaped with its default features (its
/// raised colon between digits included) against Inter's own glyph of the character, in the
/// pairs the system font is drawn and measured in: SF Pro Text 13.0d1e33 Regular, Semibold and
/// Bold (below 20 points: the files wcandillon/react-native-gestures-and-animations-workshop
/// bundles) against Inter's text faces of the same weights; SF Pro Display Regular 13.0d3e20
/// and Bold 15.0d4e20 (from 20 points: videolan/vlc-ios's) against Inter and Inter Display
/// Regular and Bold; and, for the weights between, Inter and Inter Display Medium and SemiBold
/// against the SF faces either side. A character's allowance is the largest amount by which
/// SF's reach exceeds Inter's over all of these, plus 0.002 em, rounded up to 0.005 em (0 where
/// Inter's reaches as far everywhere). Largest: ":" 0.085 above (SF raises it between digits),
/// "~" 0.075 above, "_" 0.075 below; Inter Bold's ascenders are 0.017 em lower than SF Pro
/// Text Bold's ("b", "d", "h", "k", "l"). Every character beyond ASCII is left out (SF's "Ñ"
/// reaches 0.07 em above Inter Display's, "ã" 0.09; other scripts not compared): text with any
/// of those keeps the line's height as the test. Weights from regular to bold only: SF's other
/// weights' outlines were not compared.
public enum StandInGlyphReach {
    /// Characters and their allowance above and below the baseline, in em. The space has no
    /// outline and no allowance.
    private static let groups: [(characters: String, above: Double, below: Double)] = [
        (" #$1247ABDEFHIKLMNPRTVWXYZf|", 0.000, 0.000),
        ("%", 0.000, 0.005),
        ("!&06?SU", 0.000, 0.010),
        ("3589CGJO", 0.000, 0.015),
        (";Q", 0.000, 0.020),
        ("-", 0.000, 0.040),
        ("/\\", 0.000, 0.045),
        ("\"'", 0.000, 0.055),
        ("_", 0.000, 0.075),
        ("t", 0.005, 0.005),
        ("vwxyz", 0.010, 0.000),
        ("()[]u{}", 0.010, 0.010),
        ("@gijmnpqr", 0.015, 0.000),
        ("a", 0.015, 0.005),
        ("ceos", 0.015, 0.010),
        ("^", 0.015, 0.035),
        ("hkl", 0.020, 0.000),
        ("bd", 0.020, 0.005),
        (".", 0.020, 0.010),
        ("*", 0.025, 0.000),
        (",", 0.025, 0.020),
        ("`", 0.025, 0.025),
        ("=", 0.025, 0.030),
        ("+", 0.030, 0.040),
        ("<>", 0.035, 0.025),
        ("~", 0.075, 0.020),
        (":", 0.085, 0.010),
    ]

    private static let allowances: [Unicode.Scalar: (above: Double, below: Double)] = {
        var table: [Unicode.Scalar: (above: Double, below: Double)] = [:]
        for group in groups {
            for scalar in group.characters.unicodeScalars { table[scalar] = (group.above, group.below) }
        }
        return table
    }()

    /// The weights the comparison covers (between the regular and bold faces compared).
    public static let weights: ClosedRange<Font.Weight> = .regular ... .bold

    /// How much to add to Inter's reach of `scalar`'s own glyph, above and below, in em; nil
    /// for a character whose reach was not compared.
    public static func allowance(_ scalar: Unicode.Scalar) -> (above: Double, below: Double)? {
        allowances[scalar]
    }
}
