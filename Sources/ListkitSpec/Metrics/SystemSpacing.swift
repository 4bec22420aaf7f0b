/// Auto Layout's standard spacing between sibling views (Interface Builder's "Standard"
/// spacing, `UIStackView.spacingUseSystem`), where UIKit gives no number for it.
public enum SystemSpacing {
    /// A stack view's spacing with `spacingUseSystem` between its arranged views, as Interface
    /// Builder lays it out.
    // Source: Interface Builder's saved frames of stack views with `spacingType="standard"`
    // (public documents, fetched 2026-12-06, none committed): 8 between arranged labels,
    // switches, buttons, text fields and views in 20 of 24 such stacks (kharrison/CodeExamples
    // `DynamicText`, `StackMargin`, `AdaptType`, `BlastOff`; openfoodfacts-ios `Settings.storyboard`).
    public static let stack: Double = 8
}
