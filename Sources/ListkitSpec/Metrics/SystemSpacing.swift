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

    /// The standard spacing (Interface Builder's "Use Standard Value", `symbolic="YES"`) between
    /// a view and a safe area guide: none, whatever constant Interface Builder writes beside it
    /// (20 at the sides, 8 above and below: the spacing to a superview's edge).
    // Source: Apple Developer Forums thread 87028 ("the 'standard value' seems to be 0" for
    // constraints migrated to the safe area); public documents saved so (fetched 2026-12-07,
    // none committed): Alamofire and danielgindi/Charts launch storyboards (13142, 13529) and
    // kharrison/CodeExamples `AllVisible` (15505), labels `leading == safeArea.leading + 20`
    // (symbolic) saved at x 0 and as wide as the screen; kharrison/CodeExamples `RefreshScroll`
    // (15505), a scroll view 8 (symbolic) above the safe area's bottom saved on it.
    public static let toSafeArea: Double = 0

    /// The standard spacing (`symbolic="YES"`) between a view and a view controller's legacy top
    /// or bottom layout guide (`<viewControllerLayoutGuide>`): a sibling's 8, whatever constant
    /// Interface Builder writes beside it.
    // Source: Apple Developer Forums thread 87028 (constraints "pinned to the Top and Bottom layout
    // guides did have access to 'Use Standard Value'"); public documents saved so (fetched
    // 2026-12-06, none committed): kharrison/CodeExamples `Stacks` (11762) and `AnimatedConstraints`
    // (15400) and ReactiveX/RxSwift `Calculator` (11542), 10 symbolic constraints to a top or bottom
    // layout guide written 8 and saved 8 from it; kharrison/CodeExamples `SpeakEasy` (15505), a text
    // field `top == topLayoutGuide.bottom + 20` (symbolic) saved at y 8 on a guide at 0, and the
    // three views below it 12 higher than 20 would put them.
    public static let toLayoutGuide: Double = 8
}
