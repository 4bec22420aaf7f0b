import ListkitSpec

/// How exactly a font's text is measured: what a check that compares a text's size with its
/// view's may conclude from it.
public enum FontMeasurement: Sendable, Equatable {
    /// With the font's own file (one given or bundled, SF Pro's where the user has them) or a
    /// metric-compatible stand-in (Liberation for Arial, Helvetica, Times New Roman, Courier;
    /// DejaVu Sans Mono for Menlo, in the weights they have): widths are the font's.
    case exact
    /// With a stand-in whose widths are close, not the font's: Inter for SF, a stand-in of its
    /// kind for the other fonts iOS ships (`IOSFonts`). A width may be off by
    /// `FontMeasurement.standInError` (docs/layout.md, "Accuracy").
    case standIn
    /// Not at all: a font no file given or found provides and iOS does not ship. Its text is
    /// measured in the system font of its size, and `unknown-font` reports it.
    case unknown

    /// How far a stand-in's size of a text may be from the font's own: × 1.05 + 1 point either
    /// way. Source: docs/layout.md "Accuracy" (Inter against Interface Builder's saved frames of
    /// 182 labels, about 0.6–0.7 pt mean error, a few percent per text); of the 55 system-font
    /// labels of the public check that listkit lays out wider than Interface Builder saved them
    /// (at 14962a5), all but 4 are within it: three wrap or are sized by other views, and a "•"
    /// saved 6.5 wide is 8 in Inter.
    public static let standInError = (factor: 1.05, points: 1.0)

    /// The least a text measured `size` wide (or tall) can be in the font itself.
    public func least(_ size: Double) -> Double {
        switch self {
        case .exact, .unknown: return size
        case .standIn: return max(0, (size - Self.standInError.points) / Self.standInError.factor)
        }
    }

    /// The most a text measured `size` wide (or tall) can be in the font itself.
    public func most(_ size: Double) -> Double {
        switch self {
        case .exact, .unknown: return size
        case .standIn: return size * Self.standInError.factor + Self.standInError.points
        }
    }
}

extension FontLibrary {
    /// How this library measures a font's text at `size` points (nil: the font's `pointSize`,
    /// a text style's at the Large setting; `TextMeasurer.measurement(of:)` gives the setting's).
    /// The system font is exact where SF Pro's own file of its weight and optical size is here.
    public func measurement(of font: Font, size: Double? = nil) -> FontMeasurement {
        guard let family = font.family, !IOSFonts.isSystemFont(family) else {
            return sfProFace(weight: font.weight, size: size ?? font.pointSize) == nil ? .standIn : .exact
        }
        if hasUserFont(named: family) { return .exact }
        // Interface Builder's fallback is measured with Helvetica Neue's stand-in.
        if drawsFallback(family) { return .standIn }
        guard let shipped = IOSFonts.family(of: family) else { return .unknown }
        // Liberation and DejaVu have a regular and a bold face: another weight is a neighbour's.
        let weight = IOSFonts.face(of: family).weight
        let exact = shipped.metricCompatible && (weight == .regular || weight == .bold)
            && StandInFonts.shared.face(for: shipped, postScriptName: family) != nil
        return exact ? .exact : .standIn
    }
}
