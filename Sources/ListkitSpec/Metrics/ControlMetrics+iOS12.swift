// UIKit's per-control metrics of iOS 7 to 12, as Interface Builder laid controls out before Xcode 11
// (toolsVersion below 14810, `InterfaceBuilderEra`), each with its source on the comment lines above it.
// A value no public document of that era establishes is iOS 18's, and its comment says so. The sources
// are the frames those Xcodes saved in public documents (fetched 2026-12-06, none committed): Apple's
// UICatalog sample (appium/ios-uicatalog `UICatalog/Base.lproj/Main_iPad.storyboard`, toolsVersion 5053,
// and `Main_iPhone.storyboard`, 10117), kharrison/CodeExamples, haiwen/seafile-iOS, ReactiveX/RxSwift
// and artsy/eidolon.

extension ControlMetrics {
    public static let iOS12 = ControlMetrics(
        // Source: iOS 18's priorities: UICatalog's steppers and switches carry horizontalHuggingPriority="750"
        // verticalHuggingPriority="750" as Xcode 11 and later write them.
        huggingPriority: 250, compressionResistancePriority: 750, textAndImageHugging: 251,
        // Source: the same.
        compactControlHugging: 750, progressViewHugging: AxisDefaults(horizontal: 250, vertical: 750),
        // Source: iOS 18's (51 × 31 frames in UICatalog's Main_iPhone.storyboard, 10117).
        switchSize: Extent(width: 49, height: 31), sliderSize: Extent(width: nil, height: 31),
        // Source: segmented controls saved 29 tall by Xcode 5 to 9 (UICatalog Main_iPad.storyboard 5053 and
        // Main_iPhone.storyboard 10117, four each; kharrison/CodeExamples RemindMe10, 11542 and 11762), where
        // Xcode 11 and later save 32: the frame is this height and iOS 18's 1-point bottom inset.
        segmentedControlSize: Extent(width: nil, height: 28),
        // Source: steppers saved 94 × 29 (UICatalog Main_iPad.storyboard 5053 and Main_iPhone.storyboard 10117,
        // three each; kharrison/CodeExamples Designable, 13196, two), 94 × 32 from Xcode 11 (15505 on).
        stepperSize: Extent(width: 94, height: 29),
        // Source: iOS 18's (IB frames 20 and 37): UICatalog's Main_iPhone.storyboard's two indicators are 20 × 20.
        activityIndicatorMediumSize: Extent(width: 20, height: 20), activityIndicatorLargeSize: Extent(width: 37, height: 37),
        // Source: progress views saved 2 tall (UICatalog Main_iPad.storyboard 5053 and Main_iPhone.storyboard 10117,
        // haiwen/seafile-iOS SeafUploadingFileCell.xib 10117 and SeafSyncInfoCell.xib 13529), 4 tall by Xcode 13 and
        // later (19455 on; the Xcodes between saved 2 and 4, not told apart here). The picker: iOS 18's 320 × 216.
        progressViewSize: Extent(width: nil, height: 2), pickerSize: Extent(width: 320, height: 216),
        // Source: iOS 18's (56): not measured apart.
        searchBarSize: Extent(width: nil, height: 56),
        // Source: iOS 18's (UIButton.Configuration is iOS 15's: no button of this era has one).
        buttonContentInsets: Insets(top: 6, left: 12, bottom: 6, right: 12),
        // Source: rounded-rect text fields saved 30 tall by Xcode 9 and earlier: 27 of 27 in appium/ios-uicatalog,
        // ReactiveX/RxSwift, artsy/eidolon and kharrison/CodeExamples (toolsVersion 12118 and below), 34 from
        // 14810 (7 of 8). The text inset: iOS 18's 7.
        textFieldPadding: 7, textFieldHeight: 30,
        // Source: UIKit's documented UITextView defaults (8 and 5), unchanged since iOS 7.
        textViewInsets: Insets(top: 8, left: 5, bottom: 8, right: 5),
        // Source: iOS 18's (a 51-point frame around a 49-point switch; UICatalog's switches are 51 wide).
        switchAlignmentInsets: Insets(right: 2),
        // Source: iOS 18's: not measured apart.
        sliderAlignmentInsets: Insets(left: 2, right: 2),
        // Source: iOS 18's (1 below): not measured apart.
        segmentedControlAlignmentInsets: Insets(bottom: 1),
        // Source: iOS 18's (iOS 14's page control): no page control of this era was compared.
        pageControlPitch: 18, pageControlPadding: 20, pageControlHeight: 26)
}
