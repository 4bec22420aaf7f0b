// UIKit's screen-level metrics for documents Interface Builder saved in Xcode 11 (iOS 13's controls,
// `InterfaceBuilderEra`): iOS 18's, every one. What listkit knows of that release apart from iOS 18 is two
// controls (ControlMetrics+iOS13.swift), measured from the frames Xcode 11 saved; no public measurement of
// iOS 13's bars, margins, table metrics, accessories or content configurations that differs from iOS 18's
// was found (Xcode 11's own simulated safe areas and cell margins are the era's: InterfaceBuilderEra).

extension UIKitMetrics {
    public static let iOS13: UIKitMetrics = {
        let reference = UIKitMetrics.iOS18
        return UIKitMetrics(
            release: .iOS13,
            // Source: iOS 18's device table: an Xcode 11 document's device is its saved root size, and its safe
            // area the era's (InterfaceBuilderEra, docs/interface-builder.md "The document's era").
            devices: reference.devices,
            // Source: iOS 18's (HIG "Layout", size classes).
            idiom: reference.idiom,
            // Source: iOS 18's bars, margins, table metrics, accessories and content configurations: not measured
            // apart for iOS 13.
            bars: reference.bars, margins: reference.margins, tables: reference.tables,
            accessories: reference.accessories, contentConfiguration: reference.contentConfiguration)
    }()
}
