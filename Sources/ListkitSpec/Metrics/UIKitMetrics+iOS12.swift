// UIKit's screen-level metrics for documents Interface Builder saved before Xcode 11 (iOS 7 to 12's
// controls, `InterfaceBuilderEra`): iOS 18's, every one. What listkit knows of that era is its
// controls (ControlMetrics+iOS12.swift), measured from the frames those Xcodes saved; the status bar
// they simulated is the era's own (`InterfaceBuilderEra`), and no public measurement of iOS 12's devices
// (an old document's device is its saved root size), size classes (HIG "Layout"), bars, margins, table
// metrics, accessories or content configurations that differs from iOS 18's was found.

extension UIKitMetrics {
    public static let iOS12 = UIKitMetrics.iOS18.as(.iOS12)
}
