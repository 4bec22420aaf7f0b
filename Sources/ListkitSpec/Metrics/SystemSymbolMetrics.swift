/// What an Interface Builder document says of an SF Symbol (`catalog="system"`) it shows, and
/// what it does not: the symbol's size.
///
/// IB lists every image a document shows under `<resources>`, and for a system symbol writes
/// its proportions there, not its size: `<image name="xmark" catalog="system" width="128"
/// height="113"/>`. The symbol's size comes from Apple's symbol catalogue, which the document
/// does not carry, at the view's symbol configuration (point size or text style, scale, weight),
/// and no one scale of the proportions gives it (see `resourcesLongerSide`). The only
/// measurement of it a document holds is the frame IB saved for a view whose size is its symbol's.
public enum SystemSymbolMetrics {
    /// The longer side of a system symbol's `<resources>` size.
    ///
    /// Source: the public check's documents (none committed): all 47 iOS `catalog="system"`
    /// resources have 128 on their longer side (`xmark` 128 × 113, `chevron.right` 97 × 128 and
    /// 96 × 128, `chevron.up` 128 × 70), whatever size the views showing them were saved at. The
    /// same proportions are drawn at different scales: at the default configuration zotero-ios
    /// `CollectionRowView.xib` saves `checkmark` (128 × 114) 18.5 × 16.5 and `MainInterface.storyboard`
    /// `chevron.right` (97 × 128) 12.5 × 16.5 (the longer sides 18.5 and 16.5); at the large scale
    /// `ItemDetailAddContentView.xib` saves `plus.circle.fill` (128 × 121) 26 × 26, not in its
    /// proportions.
    public static let resourcesLongerSide: Double = 128

    /// Whether a system image's `<resources>` size is a symbol's proportions rather than a size.
    public static func isProportions(_ size: Size) -> Bool {
        max(size.width, size.height) == resourcesLongerSide
    }
}
