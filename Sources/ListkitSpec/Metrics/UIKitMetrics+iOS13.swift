// UIKit's screen-level metrics for documents Interface Builder saved in Xcode 11 (iOS 13's controls,
// `InterfaceBuilderEra`): iOS 18's, every one. What listkit knows of that release apart from iOS 18 is two
// controls (ControlMetrics+iOS13.swift), measured from the frames Xcode 11 saved; no public measurement of
// iOS 13's devices, bars, margins, table metrics, accessories or content configurations that differs from
// iOS 18's was found (Xcode 11's own simulated safe areas and cell margins are the era's: InterfaceBuilderEra,
// docs/interface-builder.md "The document's era").

extension UIKitMetrics {
    public static let iOS13 = UIKitMetrics.iOS18.as(.iOS13)
}
