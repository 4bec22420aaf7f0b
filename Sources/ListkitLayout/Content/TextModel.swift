import ListkitSpec

/// What SF Pro does that Inter's files do not say, from Apple's published tables and from
/// Interface Builder's saved frames (docs/layout.md, "Text"):
///
/// - **Tracking**: SF adds a size-dependent amount after every character (the HIG's "Tracking
///   values" for SF Pro on iOS, in points); between listed sizes it is interpolated linearly.
/// - **Weight width factors**: SF's heavier weights run a little wider than Inter's; widths
///   shaped in Inter's file for the weight are scaled by 1.00 (regular and lighter), 1.01
///   medium, 1.02 semibold, 1.03 bold and heavier.
/// - **Optical size**: SF Pro Display from 20 points, so Inter Display from there, with a
///   tracking fitted on Interface Builder's frames (`interTracking(atSize:)`); SF Pro's own
///   Display file takes its own tracking table (`displayTracking(atSize:)`).
/// - **Line height**: SF's is 1.19336 em (`UIFont.lineHeight` is 20.29 at 17 points), its
///   ascender 0.952 em and descender 0.241 em (baselines).
/// - **Pixels**: UIKit rounds text sizes up to the device's pixel grid.
enum TextModel {
    static let lineHeightEms = 1.19336
    /// SF Pro's ascender and descender: 1950 and 494 of its 2048 units per em, whose sum is the
    /// line height (`UIFont.systemFont(ofSize: 17)`: ascender 16.19, descender −4.10).
    static let ascenderEms = 1950.0 / 2048
    static let descenderEms = 494.0 / 2048
    static let displayFromSize = 20.0

    /// Advances of characters the font has no glyph for (docs/layout.md): an East Asian wide
    /// character a full em (CJK fonts are square), an emoji 1.25 em (Apple Color Emoji is
    /// wider than an em), anything else 0.6 em.
    static let missingWideEms = 1.0
    static let missingEmojiEms = 1.25
    static let missingOtherEms = 0.6

    /// The factor Inter's advances are scaled by where Inter stands in for SF: its weight's
    /// (`widthFactor(_:)`), and below 20 points `interTextScale` (semibold
    /// `interSemiboldTextScale`) too.
    static func interWidthFactor(_ weight: Font.Weight, atSize size: Double) -> Double {
        guard size < displayFromSize else { return widthFactor(weight) }
        return widthFactor(weight) * (weight == .semibold ? interSemiboldTextScale : interTextScale)
    }

    /// Inter's text faces run 0.3 % wider than SF Pro Text in every weight, on top of the
    /// weight factors. Interface Builder's saved widths of single-line labels in the system
    /// font or a text style below 20 points whose width is their text's (within 2 % of Inter's
    /// measure; 683 labels in 29 repositories of public documents) are Inter's width ÷ 1.0027 in regular
    /// (509 labels), ÷ 1.0041 medium (48), ÷ 1.0040 semibold (103), ÷ 1.0018 bold (22), taking
    /// 0.2 points off each saved width for UIKit's rounding up to the pixel. From 20 points
    /// Inter Display is narrower than SF Pro Display instead (docs/interface-builder.md).
    static let interTextScale = 0.997

    /// Inter SemiBold's text face runs 0.4 % wider than SF Pro Text Semibold on top of its
    /// weight factor, not 0.3 %. SF Pro Text Semibold's own widths (13.0d1e33) of the 225
    /// semibold label texts below 20 points of the public check's documents (31 repositories;
    /// texts with a character either font lacks left out) against Inter's: fitted by least
    /// squares on either half of the repositories the scale is 0.9957 or 0.9941, and 0.996
    /// brings the other half's texts within half a point of SF's from 49 to 53 of 76 and from
    /// 76 to 86 of 149. Interface Builder's saved widths say the same (÷ 1.0040 for 103
    /// semibold labels, above). Bold's halves disagreed (0.9965 and 0.9917, and held out one
    /// lost), and medium has no SF Pro Text file to compare: both keep `interTextScale`.
    static let interSemiboldTextScale = 0.996

    /// A legacy button's title, measured in Inter for SF, is scaled by this too before UIKit's
    /// rounding up to whole points. Fitted by repository halves on Interface Builder's saved
    /// widths of 108 legacy system-font buttons of 16 repositories whose width is their title's
    /// (more than the 30-point minimum; contentEdgeInsets and an image beside it taken off),
    /// scales 0.97 to 1.03 tried: the best on either half is 0.9975 (equal at 0.997), which lifts
    /// the other, held-out half from 42 to 48 of 67 and from 30 to 32 of 41 buttons (72 → 80 of
    /// 108 in all; 13 gained, 5 lost). A shift of the width did not carry over to the other half.
    /// Labels, whose widths round to the pixel, are best at no extra scale (docs/layout.md, "Text").
    /// Below `displayFromSize` only, as `interTextScale`: Inter Display is narrower than SF Pro
    /// Display from there.
    static let interLegacyTitleScale = 0.9975

    static func widthFactor(_ weight: Font.Weight) -> Double {
        switch weight {
        case .ultraLight, .thin, .light, .regular: return 1.00
        case .medium: return 1.01
        case .semibold: return 1.02
        case .bold, .heavy, .black: return 1.03
        }
    }

    /// SF Pro's tracking at a point size, in points per character (negative: tighter).
    /// - Complexity: O(table) — 60 rows.
    static func tracking(atSize size: Double) -> Double {
        let table = trackingTable
        guard let first = table.first, let last = table.last else { return 0 }
        if size <= first.size { return size * first.ems / 1000 }
        if size >= last.size { return 0 }
        var lower = first
        for row in table.dropFirst() {
            if size <= row.size {
                let t = (size - lower.size) / (row.size - lower.size)
                return lower.points + t * (row.points - lower.points)
            }
            lower = row
        }
        return 0
    }

    /// The tracking added to Inter's advances where Inter stands in for SF: the HIG's below 20
    /// points; from 20, `interDisplayTrackingEms`, not the HIG's (whose rows there are the
    /// variable font's, tighter than SF Pro Display's: `displayTracking(atSize:)`). SF Pro's own
    /// files take the tracking Core Text adds to them (`sfProTracking(atSize:)`).
    static func interTracking(atSize size: Double) -> Double {
        size >= displayFromSize ? size * interDisplayTrackingEms / 1000 : tracking(atSize: size)
    }

    /// What Inter Display is short of SF Pro Display's tracked text, in 1/1000 em after each
    /// character: fitted (scripts/sf_width_fit.py) on Interface Builder's saved widths of 39
    /// single-line system-font labels from 20 to 140 points whose width is their text's, in
    /// documents saved by Xcode 8 to Xcode 26 in 10 repositories (pocket-casts-ios, Hero,
    /// CodeExamples, vlc-ios, GoMap, simplenote-ios, NetNewsWire, ChatSecure-iOS, seafile-iOS,
    /// ios-uicatalog), IB's rounding up to the pixel (or to the whole point, for a whole width)
    /// taken as an interval. Inter Display without it measured 4 of them within half a point,
    /// with it 15 (14 more, 3 fewer); fitted on either half of the repositories it is 3.0 or 5.8,
    /// and each half's value lifts the other half's labels from 1 to 5 of 22 and from 3 to 7 of
    /// 17. A tracking per size or per weight, or a width factor, did no better held out
    /// (docs/layout.md, "Text").
    static let interDisplayTrackingEms = 4.5

    /// The tracking Core Text adds to SF Pro's own files (`FontLibrary.sfProFace`): the HIG's
    /// below 20 points, where the Text file is used; from 20, the Display file's own table
    /// (`displayTracking(atSize:)`).
    static func sfProTracking(atSize size: Double) -> Double {
        size >= displayFromSize ? displayTracking(atSize: size) : tracking(atSize: size)
    }

    /// SF Pro Display's tracking at a point size, in points per character: Apple's table for
    /// the static Display face, in 1/1000 em, each row holding from its size up to the next
    /// row's.
    ///
    /// The HIG's one table (`trackingTable`) is the variable system font's since iOS 14, whose
    /// glyphs between 17 and 28 points are drawn between the Text and Display designs (HIG,
    /// Typography: "dynamic optical sizes"); its 20- to 27-point rows are tighter than the
    /// Display face's because those glyphs are wider. The static Display file takes the Display
    /// face's own table, as design tools apply Apple's tables (charliecm/figma-fix-sf `code.ts`:
    /// `TRACKING_DISPLAY` for `SF Pro Display`, 19 at 20 points, 16 at 22, 13 at 27…; the HIG's
    /// one table for the variable `SF Pro`). Interface Builder's
    /// saved widths of system-font labels and buttons from 20 to 34 points, in documents from
    /// Xcode 9 to Xcode 26 (Automattic/pocket-casts-ios, kharrison/CodeExamples,
    /// HeroTransitions/Hero, ChatSecure/ChatSecure-iOS, bryceco/GoMap, videolan/vlc-ios,
    /// haiwen/seafile-iOS, Automattic/simplenote-ios), are the Display face's advances plus
    /// 15/1000 em a character on average, as this table says.
    static func displayTracking(atSize size: Double) -> Double {
        let row = displayTrackingTable.last { $0.fromSize <= size } ?? displayTrackingTable[0]
        return size * row.ems / 1000
    }

    /// SF Pro Display's tracking table: from a point size, 1/1000 em.
    static let displayTrackingTable: [(fromSize: Double, ems: Double)] = [
        (20, 19), (21, 17), (22, 16), (24, 15), (25, 14), (27, 13), (30, 12), (33, 11), (36, 10), (41, 9), (44, 8),
        (49, 7), (52, 6), (56, 5), (60, 4), (66, 3), (68, 2), (76, 1), (80, 0),
    ]

    /// The HIG's SF Pro tracking table for iOS: point size, 1/1000 em, points.
    static let trackingTable: [(size: Double, ems: Double, points: Double)] = [
        (6, 41, 0.24), (7, 34, 0.23), (8, 26, 0.21), (9, 19, 0.17), (10, 12, 0.12), (11, 6, 0.06), (12, 0, 0),
        (13, -6, -0.08), (14, -11, -0.15), (15, -16, -0.23), (16, -20, -0.31), (17, -26, -0.43), (18, -25, -0.44),
        (19, -24, -0.45), (20, -23, -0.45), (21, -18, -0.36), (22, -12, -0.26), (23, -4, -0.10), (24, 3, 0.07),
        (25, 6, 0.15), (26, 8, 0.22), (27, 11, 0.29), (28, 14, 0.38), (29, 14, 0.40), (30, 14, 0.40), (31, 13, 0.39),
        (32, 13, 0.41), (33, 12, 0.40), (34, 12, 0.40), (35, 11, 0.38), (36, 10, 0.37), (37, 10, 0.36), (38, 10, 0.37),
        (39, 10, 0.38), (40, 10, 0.37), (41, 9, 0.36), (42, 9, 0.37), (43, 9, 0.38), (44, 8, 0.37), (45, 8, 0.35),
        (46, 8, 0.36), (47, 8, 0.37), (48, 8, 0.35), (49, 7, 0.33), (50, 7, 0.34), (51, 7, 0.35), (52, 6, 0.33),
        (53, 6, 0.31), (54, 6, 0.32), (56, 6, 0.30), (58, 5, 0.28), (60, 4, 0.26), (62, 4, 0.24), (64, 4, 0.22),
        (66, 3, 0.19), (68, 2, 0.17), (70, 2, 0.14), (72, 2, 0.14), (76, 1, 0.07), (80, 0, 0),
    ]

    /// Up to the device's pixel grid (1/2 point @2x, 1/3 @3x). A value within a millionth of a
    /// pixel above a grid line stays on it, so 20.333… is not pushed to 20.667.
    static func roundUp(_ value: Double, scale: Double) -> Double {
        guard value > 1e-9 else { return 0 }
        return (value * scale - 1e-6).rounded(.up) / scale
    }

    /// East Asian wide characters: lines may break between any two of them.
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
             0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}

extension Font {
    /// Whether iOS draws this size with the system font's Display face (SF Pro Display), which
    /// Inter Display stands in for.
    public var usesDisplayFace: Bool { pointSize >= TextModel.displayFromSize }
}
