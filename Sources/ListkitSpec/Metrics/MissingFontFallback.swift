/// What Interface Builder measured a label in when the Mac that saved its document did not have
/// the label's font (a font the app bundles, not installed there): one face of one family for
/// every face asked for, with a line shorter than that family's on iOS.
///
/// Source: Ramotion/folding-cell's `Main.storyboard` (two copies, 60 one-line labels in Open
/// Sans regular, semibold and light, 10 to 24 points, @2x). Its history shows the same labels
/// saved in both: at 8d86ae4 (2015-12-23) "TODAY" in 10-point Open Sans is 32 × 14, Open Sans's
/// own width and line (1.362 em); at 97388b6 (2015-12-28, the same author, Xcode 7.2's 9531,
/// with the project's font references and Info.plist unchanged) it is 33 × 12, with 30 views
/// marked `misplaced="YES"`, and at 265084a the same day every label is saved at the line below
/// without a mark, kept so by Xcode 8, 9 and 11 (11201, 13771, 15400) since.
public enum MissingFontFallback {
    /// The face drawn: Helvetica Neue, regular, whatever face was asked for. Source: the same
    /// labels' widths: digits 0.556 em at every weight ("$150" in semibold 18 saved 40.5, "2"
    /// 10.5), "light" in semibold 18 saved 34.5, a regular face's width (a bold one's is 38);
    /// capitals about 4 % narrower than Helvetica's ("REQUESTS" at 10 points 53, Helvetica 55.5),
    /// as Helvetica Neue's are.
    public static let postScriptName = "HelveticaNeue"

    /// Line height in em. Source: the heights of those 60 labels, each its line rounded up to the
    /// half point, allow only (1.1538, 1.1667]: 10 points 12 tall, 12 → 14, 13 → 15.5, 14 →
    /// 16.5, 15 → 17.5, 18 → 21, 24 → 28. That is Helvetica Neue's ascent and descent (0.952 +
    /// 0.213 = 1.165) without its leading (0.028; iOS's line, `IOSFonts.lineHeightEms`, has it).
    public static let lineHeightEms = 1.165
}
