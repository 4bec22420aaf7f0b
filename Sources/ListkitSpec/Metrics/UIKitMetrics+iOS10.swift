// UIKit's screen-level metrics for documents Interface Builder saved before Xcode 9 (iOS 7 to 10's
// controls, `InterfaceBuilderEra`): iOS 12's, every one (which are iOS 18's: UIKitMetrics+iOS12.swift
// says why). What sets this era apart is a control iOS 11 changed (ControlMetrics+iOS10.swift); its
// table cells' margins are the era's own (`InterfaceBuilderEra.tableCellContentMargins`).

extension UIKitMetrics {
    public static let iOS10 = UIKitMetrics.iOS12.as(.iOS10)
}
