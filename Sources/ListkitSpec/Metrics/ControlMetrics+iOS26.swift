// UIKit's per-control metrics on iOS 26: iOS 18's, but where a public measurement of iOS 26
// establishes another value, each with its source on the comment lines above it. Sources as in
// UIKitMetrics+iOS26.swift: Xcode 26's saved frames in NetNewsWire's storyboards and OpenUIKit's
// probes of iOS 26.1.
//
// iOS 18's values that iOS 26 measurements agree with: the priorities (Xcode 26 still writes 251 on
// new labels and image views and horizontalHuggingPriority="750" verticalHuggingPriority="750" on every
// switch, NetNewsWire Settings.storyboard; UIKit's documented priorities did not change); the stepper
// (OpenUIKit, UIStepper.swift: intrinsicContentSize (94, 32) read off a live iOS 26.1 control); the
// rounded-rect text field (OpenUIKit, UITextField.swift: its text rect is its bounds inset by 7 and its
// intrinsic height 34 — not modelled: its intrinsic width, the text's + 28); the text view's documented
// insets; the switch's frame 2 wider than its alignment rectangle (OpenUIKit's 61-point intrinsic width
// in a 63-point frame, and Xcode 26's frame of a switch pinned to a 374-point content view's trailing
// margin (20): x 293, width 63, ending 2 past the margin); the page control (OpenUIKit,
// UIPageControl.swift: [92, 26] for 4 pages). Not measured on iOS 26, so iOS 18's: the segmented
// control (OpenUIKit probed it at a set height, not its own) and its inset, the activity indicators,
// the progress view, the picker and `UIButton.Configuration`'s insets.

extension ControlMetrics {
    public static let iOS26: ControlMetrics = {
        var metrics = ControlMetrics.iOS18
        // Source: OpenUIKit, UISwitch.swift: intrinsicContentSize 61 × 28 and a forced 63 × 28 frame on iOS 26.1;
        // Xcode 26 saves every switch 63 × 28 (NetNewsWire Settings.storyboard, 11 switches).
        metrics.switchSize = Extent(width: 61, height: 28)
        // Source: OpenUIKit, UISlider.swift: intrinsicContentSize (none, 34) on iOS 26.1; Xcode 26 saves sliders
        // 34 tall (NetNewsWire Settings.storyboard: top and bottom 10 in a 54-point cell).
        metrics.sliderSize.height = 34
        // Source: Xcode 26's sliders pinned 16 from both sides of a 414-point view have frame x 16 and width 382
        // (NetNewsWire Settings.storyboard), where iOS 18's were 2 wider on each side: no inset.
        metrics.sliderAlignmentInsets = Insets()
        // Source: Xcode 26's search bars with no height constraint are saved 64 tall: hackiftekhar/IQKeyboardManager
        // SpecialCase.storyboard (24127), a minimal one pinned to the safe area's top and sides with a button 5 below
        // it, the button and 7 views below at y 96 + 64 + 5; bryceco/GoMap MainStoryboard.storyboard (24765), a
        // default-style one between two views, 64. Search bars of Xcode 9 to 16 are 56 (iOS 18's).
        metrics.searchBarSize.height = 64
        return metrics
    }()
}
