/// Which screens are iPads, and which phones have a regular width in landscape: the one iPad
/// test every reader uses (a custom device's idiom, Interface Builder's design devices, size
/// classes).
public struct IdiomThresholds: Sendable {
    /// A screen whose shorter side is at least this is an iPad's: the smallest iPad screen's
    /// short side (the device table's), above every iPhone's.
    public var padShortSideFrom: Double
    /// The landscape widths of the phones whose width class is regular in landscape.
    public var regularWidthLandscapePhones: Set<Double>

    public init(padShortSideFrom: Double, regularWidthLandscapePhones: Set<Double>) {
        self.padShortSideFrom = padShortSideFrom
        self.regularWidthLandscapePhones = regularWidthLandscapePhones
    }

    public func isPad(width: Double, height: Double) -> Bool {
        min(width, height) >= padShortSideFrom
    }

    public func idiom(width: Double, height: Double) -> Device.Idiom {
        isPad(width: width, height: height) ? .pad : .phone
    }

    /// Whether a phone this wide in landscape has a regular width class.
    public func hasRegularWidthInLandscape(width: Double) -> Bool {
        regularWidthLandscapePhones.contains(width)
    }
}
