// UIKit's per-control metrics of iOS 13, as Interface Builder laid controls out in Xcode 11 (toolsVersion
// 14810 to 16999, `InterfaceBuilderEra`): iOS 18's, but the two controls iOS 14 redesigned, each with its
// source on the comment lines above it. The sources are the frames Xcode 11 saved in public documents
// (fetched 2026-12-06, none committed). iOS 14 gave UIPageControl its new indicators, background styles
// and scrubbing (`backgroundStyle`, `preferredIndicatorImage`, `allowsContinuousInteraction`, new in the
// iOS 14 SDK; mszpro.com, "Build a paged UIScrollView with UIPageControl, plus iOS 14 upgrades").
//
// iOS 18's values that Xcode 11's documents agree with: system image buttons 25 × 24, rounded-rect text
// fields 34 tall (UIKitCatalog `ButtonViewController.storyboard` and 7 of 8 fields from 14810), steppers
// 94 × 32 (15505 on), segmented controls 32 (frame), search bars 56.

extension ControlMetrics {
    public static let iOS13: ControlMetrics = {
        var metrics = ControlMetrics.iOS18
        // Source: page controls saved 37 tall by Xcode 11 (Apple's UIKitCatalog as in appium/ios-uicatalog,
        // `PageControlViewController.storyboard`, 14810.12: 37 between its constraints, which give no height), as
        // by Xcode 5 and 7 (ControlMetrics+iOS12.swift); 26 from iOS 14 (zotero-ios `OnboardingViewController.xib`,
        // 19529). The indicators are iOS 7 to 13's: the pitch and one page as iOS 12's.
        metrics.pageControlHeight = ControlMetrics.iOS12.pageControlHeight
        // Source: as the height: iOS 7 to 13's indicators, 7-point dots 9 apart.
        metrics.pageControlPitch = ControlMetrics.iOS12.pageControlPitch
        // Source: as the height: one page is one 7-point dot.
        metrics.pageControlOnePageWidth = ControlMetrics.iOS12.pageControlOnePageWidth
        // Source: progress views saved 2 tall by Xcode 11 (openfoodfacts-ios `InitialView.xib`, 15702: in a stack,
        // with a width constraint and no height; kharrison/CodeExamples `Archive/Styles/…/MainStoryboard.storyboard`,
        // 15505), as before it
        // (ControlMetrics+iOS12.swift); 4 by Xcode 13 and later (19455 on: woocommerce-ios, haiwen/seafile-iOS,
        // videolan/vlc-ios).
        metrics.progressViewSize.height = ControlMetrics.iOS12.progressViewSize.height
        return metrics
    }()
}
