import ListkitSpec

/// The fonts iOS ships, by PostScript name, and what listkit measures each with: a font a
/// document names that is on every iPhone is never an unknown font.
///
/// Source: the families and PostScript names `UIFont.familyNames` and
/// `UIFont.fontNames(forFamilyName:)` print on iOS (public dumps of iOS 7, 10, 14 and 17.4
/// devices and simulators: "iOS - All Font Names", FontNames-iOS-17.4.swift); a name is the
/// family's PostScript stem, then `-` and the face (`HelveticaNeue-Bold`, `Avenir-Heavy`), or
/// the stem alone for the regular face (`HelveticaNeue`, `GillSans`, `Futura-Medium`'s family
/// `Futura`). Apple's `.AppleSystemUIFont` and `.SFUI…`/`SFPro…` names are the system font.
///
/// Stand-ins are fonts Debian ships (`make deps`): where one is metric-compatible (the same
/// advance widths: Liberation for Arial, Helvetica, Times New Roman, Courier New and Courier;
/// DejaVu Sans Mono, from which Menlo was made) widths are exact; every other family is
/// measured with the stand-in of its kind (sans serif, serif, monospaced), approximate, as Inter
/// is for SF.
public enum IOSFonts {
    /// What a font is measured with.
    public enum Kind: Sendable, Equatable {
        case sans, serif, mono
    }

    public struct Family: Sendable, Equatable {
        /// As `UIFont.familyNames` prints it.
        public var name: String
        public var kind: Kind
        /// Whether the stand-in has the family's advance widths.
        public var metricCompatible: Bool

        /// The family's line height on iOS in em where its stand-in's differs (`lineHeightEms`),
        /// else nil: the stand-in's own.
        public var lineHeightEms: Double? { IOSFonts.lineHeightEms[name] }
    }

    /// Line heights (`UIFont.lineHeight` over the point size) of families whose stand-in's line
    /// is not theirs, fitted to Interface Builder's saved frames: a one-line label is its line
    /// rounded up to the pixel grid, a legacy button its line rounded up to whole points plus its
    /// padding or content edge insets. The stand-ins' own (Liberation Sans, 1.149) would put
    /// these a point or more short.
    static let lineHeightEms: [String: Double] = [
        // Source: 25 of 27 one-line labels and legacy buttons in Helvetica Neue in 5 repositories
        // allow (1.1765, 1.1905]: danielgindi/Charts's 21 "Options" buttons, HelveticaNeue-Light
        // 17 with 7-point vertical content edge insets, are 35 tall (a 21-point line: above
        // 20/17 = 1.1765); Automattic/pocket-casts-ios's 63-point label is 75 tall and
        // openfoodfacts-ios's 21-point light one 25 (at most 1.1905). Core Text's own sum for
        // the regular face (ascent 0.952, descent 0.213, leading 0.028 = 1.193, printed at 16
        // points in a public dump) is just above that bound.
        "Helvetica Neue": 1.19,
        // Source: the family's hhea line (ascender 1000, descender 366 per 1000 em = 1.366),
        // which 5 of 9 one-line labels in Avenir Next in 2 repositories allow: 16, 30, 32 points
        // regular 22, 41 and 44 tall, demibold 28 at 38.5 (kharrison/CodeExamples,
        // HeroTransitions/Hero); the other four are half a point to a point taller.
        "Avenir Next": 1.366,
    ]

    /// Whether a PostScript name is the system font (SF): IB writes `.AppleSystemUIFont` for it.
    public static func isSystemFont(_ postScriptName: String) -> Bool {
        postScriptName.hasPrefix(".AppleSystemUIFont") || postScriptName.hasPrefix(".SFUI") || postScriptName.hasPrefix(".SFNS")
            || postScriptName.hasPrefix("SFPro") || postScriptName.hasPrefix("SFUI") || postScriptName.hasPrefix("SFCompact")
    }

    /// The family of a PostScript name iOS ships, or nil.
    public static func family(of postScriptName: String) -> Family? {
        let stem = postScriptName.split(separator: "-", maxSplits: 1).first.map(String.init) ?? postScriptName
        return byStem[stem] ?? byStem[postScriptName]
    }

    /// The face a PostScript name asks for: its weight (from the name's face part) and slant.
    public static func face(of postScriptName: String) -> (weight: Font.Weight, italic: Bool) {
        let parts = postScriptName.split(separator: "-", maxSplits: 1)
        let face = (parts.count > 1 ? String(parts[1]) : "").lowercased()
        let italic = face.containsASCII("italic") || face.containsASCII("oblique") || face.hasSuffix("it") || face.hasSuffix("ita")
        let weight = faceWeights.first { face.containsASCII($0.0) }?.1 ?? .regular
        return (weight, italic)
    }

    /// The words of a PostScript name's face part that name a weight, the first found deciding.
    static let faceWeights: [(StaticString, Font.Weight)] = [
        ("ultralight", .ultraLight), ("extralight", .ultraLight), ("thin", .thin), ("light", .light),
        ("semibold", .semibold), ("demibold", .semibold), ("medium", .medium), ("extrabold", .heavy), ("ultrabold", .heavy),
        ("extrablack", .black), ("black", .black), ("heavy", .heavy), ("bold", .bold), ("w7", .bold), ("w6", .semibold),
    ]

    static let byStem: [String: Family] = {
        var table: [String: Family] = [:]
        for (name, kind, compatible, stems) in families {
            for stem in stems { table[stem] = Family(name: name, kind: kind, metricCompatible: compatible) }
        }
        return table
    }()

    /// Family, kind, whether the stand-in is metric-compatible, and the PostScript stems.
    static let families: [(String, Kind, Bool, [String])] = [
        ("Arial", .sans, true, ["ArialMT", "Arial"]),
        ("Helvetica", .sans, true, ["Helvetica"]),
        ("Times New Roman", .serif, true, ["TimesNewRomanPSMT", "TimesNewRomanPS"]),
        ("Courier New", .mono, true, ["CourierNewPSMT", "CourierNewPS"]),
        ("Courier", .mono, true, ["Courier"]),
        ("Menlo", .mono, true, ["Menlo"]),
        ("Helvetica Neue", .sans, false, ["HelveticaNeue"]),
        ("Avenir", .sans, false, ["Avenir"]),
        ("Avenir Next", .sans, false, ["AvenirNext"]),
        ("Avenir Next Condensed", .sans, false, ["AvenirNextCondensed"]),
        ("Futura", .sans, false, ["Futura"]),
        ("Gill Sans", .sans, false, ["GillSans"]),
        ("Optima", .sans, false, ["Optima"]),
        ("Trebuchet MS", .sans, false, ["TrebuchetMS", "Trebuchet"]),
        ("Verdana", .sans, false, ["Verdana"]),
        ("Arial Rounded MT Bold", .sans, false, ["ArialRoundedMTBold"]),
        ("Arial Hebrew", .sans, false, ["ArialHebrew"]),
        ("DIN Alternate", .sans, false, ["DINAlternate"]),
        ("DIN Condensed", .sans, false, ["DINCondensed"]),
        ("Galvji", .sans, false, ["Galvji"]),
        ("Kailasa", .sans, false, ["Kailasa"]),
        ("Thonburi", .sans, false, ["Thonburi"]),
        ("Apple SD Gothic Neo", .sans, false, ["AppleSDGothicNeo"]),
        ("Hiragino Sans", .sans, false, ["HiraginoSans"]),
        ("Hiragino Maru Gothic ProN", .sans, false, ["HiraMaruProN"]),
        ("PingFang SC", .sans, false, ["PingFangSC"]),
        ("PingFang TC", .sans, false, ["PingFangTC"]),
        ("PingFang HK", .sans, false, ["PingFangHK"]),
        ("Euphemia UCAS", .sans, false, ["EuphemiaUCAS"]),
        ("Geeza Pro", .sans, false, ["GeezaPro"]),
        ("Damascus", .sans, false, ["Damascus", "DamascusBold", "DamascusLight", "DamascusMedium", "DamascusSemiBold"]),
        ("Kohinoor Bangla", .sans, false, ["KohinoorBangla"]),
        ("Kohinoor Devanagari", .sans, false, ["KohinoorDevanagari"]),
        ("Kohinoor Gujarati", .sans, false, ["KohinoorGujarati"]),
        ("Kohinoor Telugu", .sans, false, ["KohinoorTelugu"]),
        ("Mukta Mahee", .sans, false, ["MuktaMahee"]),
        ("Noto Sans Kannada", .sans, false, ["NotoSansKannada"]),
        ("Noto Sans Myanmar", .sans, false, ["NotoSansMyanmar"]),
        ("Noto Sans Oriya", .sans, false, ["NotoSansOriya"]),
        ("Chalkboard SE", .sans, false, ["ChalkboardSE"]),
        ("Marker Felt", .sans, false, ["MarkerFelt"]),
        ("Noteworthy", .sans, false, ["Noteworthy"]),
        ("Chalkduster", .sans, false, ["Chalkduster"]),
        ("Papyrus", .sans, false, ["Papyrus"]),
        ("Apple Symbols", .sans, false, ["AppleSymbols"]),
        ("Apple Color Emoji", .sans, false, ["AppleColorEmoji"]),
        ("Georgia", .serif, false, ["Georgia"]),
        ("Palatino", .serif, false, ["Palatino"]),
        ("Baskerville", .serif, false, ["Baskerville"]),
        ("Didot", .serif, false, ["Didot"]),
        ("Bodoni 72", .serif, false, ["BodoniSvtyTwoITCTT"]),
        ("Bodoni 72 Oldstyle", .serif, false, ["BodoniSvtyTwoOSITCTT"]),
        ("Bodoni 72 Smallcaps", .serif, false, ["BodoniSvtyTwoSCITCTT"]),
        ("Bodoni Ornaments", .serif, false, ["BodoniOrnamentsITCTT"]),
        ("Cochin", .serif, false, ["Cochin"]),
        ("Hoefler Text", .serif, false, ["HoeflerText"]),
        ("Charter", .serif, false, ["Charter"]),
        ("Iowan Old Style", .serif, false, ["IowanOldStyle"]),
        ("Rockwell", .serif, false, ["Rockwell"]),
        ("Superclarendon", .serif, false, ["Superclarendon"]),
        ("American Typewriter", .serif, false, ["AmericanTypewriter"]),
        ("Copperplate", .serif, false, ["Copperplate"]),
        ("Academy Engraved LET", .serif, false, ["AcademyEngravedLetPlain"]),
        ("Party LET", .serif, false, ["PartyLetPlain"]),
        ("Savoye LET", .serif, false, ["SavoyeLetPlain"]),
        ("Snell Roundhand", .serif, false, ["SnellRoundhand"]),
        ("Bradley Hand", .serif, false, ["BradleyHandITCTT"]),
        ("Zapfino", .serif, false, ["Zapfino"]),
        ("Symbol", .serif, false, ["Symbol"]),
        ("Zapf Dingbats", .serif, false, ["ZapfDingbatsITC"]),
        ("Hiragino Mincho ProN", .serif, false, ["HiraMinProN"]),
        ("Al Nile", .serif, false, ["AlNile"]),
        ("Farah", .serif, false, ["Farah"]),
        ("Mishafi", .serif, false, ["DiwanMishafi"]),
        ("Kefa", .serif, false, ["Kefa"]),
        ("Noto Nastaliq Urdu", .serif, false, ["NotoNastaliqUrdu"]),
        ("Bangla Sangam MN", .serif, false, ["BanglaSangamMN"]),
        ("Devanagari Sangam MN", .serif, false, ["DevanagariSangamMN"]),
        ("Gujarati Sangam MN", .serif, false, ["GujaratiSangamMN"]),
        ("Gurmukhi MN", .serif, false, ["GurmukhiMN"]),
        ("Kannada Sangam MN", .serif, false, ["KannadaSangamMN"]),
        ("Khmer Sangam MN", .serif, false, ["KhmerSangamMN"]),
        ("Lao Sangam MN", .serif, false, ["LaoSangamMN"]),
        ("Malayalam Sangam MN", .serif, false, ["MalayalamSangamMN"]),
        ("Myanmar Sangam MN", .serif, false, ["MyanmarSangamMN"]),
        ("Sinhala Sangam MN", .serif, false, ["SinhalaSangamMN"]),
        ("Tamil Sangam MN", .serif, false, ["TamilSangamMN"]),
        ("Telugu Sangam MN", .serif, false, ["TeluguSangamMN"]),
        ("Oriya Sangam MN", .serif, false, ["OriyaSangamMN"]),
    ]
}
