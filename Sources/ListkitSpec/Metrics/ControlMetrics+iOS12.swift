// UIKit's per-control metrics of iOS 7 to 12, as Interface Builder laid controls out before Xcode 11
// (toolsVersion below 14810, `InterfaceBuilderEra`): iOS 18's, but where a public document of that era
// establishes another value, each with its source on the comment lines above it. The sources are the
// frames those Xcodes saved in public documents (fetched 2026-12-06, none committed): Apple's UICatalog
// sample (appium/ios-uicatalog `UICatalog/Base.lproj/Main_iPad.storyboard`, toolsVersion 5053, and
// `Main_iPhone.storyboard`, 10117), kharrison/CodeExamples, haiwen/seafile-iOS, ReactiveX/RxSwift and
// artsy/eidolon.
//
// iOS 18's values that documents of this era agree with: the priorities (UICatalog's steppers and
// switches carry horizontalHuggingPriority="750" verticalHuggingPriority="750" as Xcode 11 and later
// write them), the switch (51 × 31 frames around a 49-point switch in Main_iPhone.storyboard, 10117),
// the activity indicators (Main_iPhone.storyboard's two are 20 × 20), the stepper's width (94) and the
// rounded-rect field's text inset. Not measured apart, so iOS 18's: the slider, the picker, the search
// bar, the text view's insets (UIKit's documented defaults, unchanged since iOS 7), the alignment
// insets. Button content insets are `UIButton.Configuration`'s, iOS 15's: no
// button of this era has one.

extension ControlMetrics {
    public static let iOS12: ControlMetrics = {
        var metrics = ControlMetrics.iOS18
        // Source: segmented controls saved 29 tall by Xcode 5 to 9 (UICatalog Main_iPad.storyboard 5053 and
        // Main_iPhone.storyboard 10117, four each; kharrison/CodeExamples RemindMe10, 11542 and 11762), where
        // Xcode 11 and later save 32: the frame is this height and iOS 18's 1-point bottom inset.
        metrics.segmentedControlSize.height = 28
        // Source: steppers saved 94 × 29 (UICatalog Main_iPad.storyboard 5053 and Main_iPhone.storyboard 10117,
        // three each; kharrison/CodeExamples Designable, 13196, two), 94 × 32 from Xcode 11 (15505 on).
        metrics.stepperSize.height = 29
        // Source: progress views saved 2 tall (UICatalog Main_iPad.storyboard 5053 and Main_iPhone.storyboard 10117,
        // haiwen/seafile-iOS SeafUploadingFileCell.xib 10117 and SeafSyncInfoCell.xib 13529), 4 tall by Xcode 13 and
        // later (19455 on; the Xcodes between saved 2 and 4, not told apart here).
        metrics.progressViewSize.height = 2
        // Source: rounded-rect text fields saved 30 tall by Xcode 9 and earlier: 27 of 27 in appium/ios-uicatalog,
        // ReactiveX/RxSwift, artsy/eidolon and kharrison/CodeExamples (toolsVersion 12118 and below), 34 from
        // 14810 (7 of 8).
        metrics.textFieldHeight = 30
        // Source: page controls saved 39 × 37 for 3 pages by Xcode 5 and 7 (UICatalog Main_iPad.storyboard 5053, centred
        // with no width of its own; Main_iPhone.storyboard 10117) and 37 tall by Xcode 11 (UIKitCatalog
        // PageControlViewController.storyboard, 14810.12), where iOS 14's page control is 26 (zotero-ios
        // OnboardingViewController.xib, 19529): iOS 7's 7-point dots 9 apart, `size(forNumberOfPages:)` 16 per page less
        // one gap (Spaceman Labs' SMPageControl, a drop-in UIPageControl, draws iOS 7's style with 7-point indicators,
        // 9-point margins: 3 × 7 + 2 × 9 = 39). The pitch: 7 + 9.
        metrics.pageControlPitch = 16
        // Source: as the pitch: one page is one 7-point dot.
        metrics.pageControlOnePageWidth = 7
        // Source: as the pitch: the 37-point frames of Xcode 5, 7 and 11.
        metrics.pageControlHeight = 37
        return metrics
    }()
}
