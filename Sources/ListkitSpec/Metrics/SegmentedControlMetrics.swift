/// How UIKit sizes a segmented control by its segments' titles (`UISegmentedControl`'s intrinsic
/// width; its height is `ControlMetrics.segmentedControlSize`'s): every segment as wide as the
/// widest title plus a padding, or, with `apportionsSegmentWidthsByContent`, each its own
/// title's width plus the padding. The view-type catalogue reads these
/// (`ViewTypeDescription.segmentedControl`).
public struct SegmentedControlMetrics: Sendable, Hashable {
    /// The font a title is measured in: the selected segment's, the widest.
    public var titleFont: Font
    /// Added to each segment's title width (both sides together).
    public var segmentPadding: Double

    public init(titleFont: Font, segmentPadding: Double) {
        self.titleFont = titleFont
        self.segmentPadding = segmentPadding
    }

    /// iOS 13 to 18, as Interface Builder lays segmented controls out from Xcode 11.
    static let iOS18 = SegmentedControlMetrics(
        // Source: since iOS 13 the selected segment's title is semibold 13 points, the others
        // regular (UIKit's default title attributes). IB's saved widths of segmented controls
        // without a width constraint are their segments' titles in that font plus 17.5 each:
        // "Solid" | "Gradient" 145 wide (Juanpe/SkeletonView, two storyboards, 15702 and 19455:
        // 2 × (54.9 + 17.5) = 144.8), "First" | "Second" 131 (zotero/zotero-ios, 23727:
        // 2 × (48.1 + 17.5) = 131.3), and, apportioned by content, "Primary" | "All" 101
        // (bryceco/GoMap, 24093: 49.3 + 16.3 + 2 × 17.5 = 100.6). With the regular face the
        // three ask for 20.3, 19.4 and 19.9: the semibold one fits them closer.
        titleFont: Font(systemSize: 13, weight: .semibold), segmentPadding: 17.5)

    /// The metrics of a release.
    public static func of(_ release: UIKitRelease) -> SegmentedControlMetrics {
        switch release {
        // Not measured: the documents of Xcode 10 and earlier examined give their segmented
        // controls widths, and no Xcode 26 one without a width was seen. iOS 18's.
        case .iOS10, .iOS12, .iOS13, .iOS18, .iOS26: return iOS18
        }
    }

    /// The release listkit lays out for (as `ControlMetrics.current`).
    public static let current = of(.default)
}
