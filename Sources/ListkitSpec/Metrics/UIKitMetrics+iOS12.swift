// UIKit's screen-level metrics for documents Interface Builder saved before Xcode 11 (iOS 7 to 12's
// controls, `InterfaceBuilderEra`): iOS 18's, every one. What listkit knows of that era is its
// controls (ControlMetrics+iOS12.swift), measured from the frames those Xcodes saved; the status bar
// they simulated is the era's own (`InterfaceBuilderEra`), and no public measurement of iOS 12's bars,
// margins, table metrics, accessories or content configurations that differs from iOS 18's was found.

extension UIKitMetrics {
    public static let iOS12: UIKitMetrics = {
        let reference = UIKitMetrics.iOS18
        return UIKitMetrics(
            release: .iOS12,
            // Source: iOS 18's device table: an old document's device is its saved root size, and its safe area the
            // era's (InterfaceBuilderEra, docs/interface-builder.md "The document's era").
            devices: reference.devices,
            // Source: iOS 18's (HIG "Layout", size classes).
            idiom: reference.idiom,
            // Source: iOS 18's bars, margins, table metrics, accessories and content configurations: not measured
            // apart for iOS 12.
            bars: reference.bars, margins: reference.margins, tables: reference.tables,
            accessories: reference.accessories, contentConfiguration: reference.contentConfiguration)
    }()
}
