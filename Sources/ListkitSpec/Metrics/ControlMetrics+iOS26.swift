// UIKit's per-control metrics on iOS 26, each with its source on the comment lines above it. A
// value no public measurement of iOS 26 establishes is iOS 18's, and its comment says so.
// Sources as in UIKitMetrics+iOS26.swift: Xcode 26's saved frames in NetNewsWire's storyboards
// and OpenUIKit's probes of iOS 26.1.

extension ControlMetrics {
    public static let iOS26 = ControlMetrics(
        // Source: iOS 18's priorities: Xcode 26 still writes 251 on new labels and image views and 750 on switches
        // (NetNewsWire Settings.storyboard), and UIKit's documented priorities did not change.
        huggingPriority: 250, compressionResistancePriority: 750, textAndImageHugging: 251,
        // Source: the same (horizontalHuggingPriority="750" verticalHuggingPriority="750" on every Xcode 26 switch).
        compactControlHugging: 750, progressViewHugging: AxisDefaults(horizontal: 250, vertical: 750),
        // Source: OpenUIKit, UISwitch.swift: intrinsicContentSize 61 × 28 and a forced 63 × 28 frame on iOS 26.1;
        // Xcode 26 saves every switch 63 × 28 (NetNewsWire Settings.storyboard, 11 switches).
        switchSize: Extent(width: 61, height: 28),
        // Source: OpenUIKit, UISlider.swift: intrinsicContentSize (none, 34) on iOS 26.1; Xcode 26 saves sliders
        // 34 tall (NetNewsWire Settings.storyboard: top and bottom 10 in a 54-point cell).
        sliderSize: Extent(width: nil, height: 34),
        // Source: iOS 18's (31): OpenUIKit probed iOS 26.1's segmented control at a set height and not its own.
        segmentedControlSize: Extent(width: nil, height: 31),
        // Source: OpenUIKit, UIStepper.swift: intrinsicContentSize (94, 32) read off a live iOS 26.1 control.
        stepperSize: Extent(width: 94, height: 32),
        // Source: iOS 18's (IB frames 20 and 37): no iOS 26 measurement was found.
        activityIndicatorMediumSize: Extent(width: 20, height: 20), activityIndicatorLargeSize: Extent(width: 37, height: 37),
        // Source: iOS 18's (IB frames): no iOS 26 measurement was found.
        progressViewSize: Extent(width: nil, height: 4), pickerSize: Extent(width: 320, height: 216),
        // Source: iOS 18's (56): no iOS 26 measurement was found.
        searchBarSize: Extent(width: nil, height: 56),
        // Source: iOS 18's (UIButton.Configuration's 12 and 6): no iOS 26 measurement was found.
        buttonContentInsets: Insets(top: 6, left: 12, bottom: 6, right: 12),
        // Source: OpenUIKit, UITextField.swift: a rounded-rect field's text rect is its bounds inset by 7 and its
        // intrinsic height 34 on iOS 26.1. Not modelled: its intrinsic width, measured there as the text's + 28.
        textFieldPadding: 7, textFieldHeight: 34,
        // Source: UIKit's documented UITextView defaults (8 and 5), unchanged.
        textViewInsets: Insets(top: 8, left: 5, bottom: 8, right: 5),
        // Source: a switch's frame is 2 wider than its alignment rectangle, as on iOS 18: OpenUIKit's 61-point
        // intrinsic width in a 63-point frame, and Xcode 26's frame of a switch pinned to a 374-point content
        // view's trailing margin (20): x 293, width 63, ending 2 past the margin (NetNewsWire Settings.storyboard).
        switchAlignmentInsets: Insets(right: 2),
        // Source: none: Xcode 26's sliders pinned 16 from both sides of a 414-point view have frame x 16 and width
        // 382 (NetNewsWire Settings.storyboard), where iOS 18's were 2 wider on each side.
        sliderAlignmentInsets: Insets(),
        // Source: iOS 18's (a public xib's height == 31 with frame 32): not measured on iOS 26.
        segmentedControlAlignmentInsets: Insets(bottom: 1),
        // Source: OpenUIKit, UIPageControl.swift: [92, 26] for 4 pages on iOS 26.1.
        pageControlPitch: 18, pageControlPadding: 20, pageControlHeight: 26)
}
