import ListkitSpec
import Testing

/// Every iOS release has every metric (the memberwise initializers make a missing one a
/// compiler error; these check the values), and iOS 26 differs from iOS 18 exactly where its
/// data file gives a source for the difference (UIKitMetrics+iOS26.swift, ControlMetrics+iOS26.swift).
@Suite struct ReleaseMetricsTests {
    /// Every number of a value, by its path of labels ("bars.navigationBar").
    static func numbers(_ value: Any, path: String = "") -> [String: Double] {
        var found: [String: Double] = [:]
        switch value {
        case let d as Double: found[path] = d
        case let i as Int: found[path] = Double(i)
        default:
            for (index, child) in Mirror(reflecting: value).children.enumerated() {
                let label = child.label ?? String(index)
                found.merge(numbers(child.value, path: path.isEmpty ? label : "\(path).\(label)")) { a, _ in a }
            }
        }
        return found
    }

    static func metrics(_ release: UIKitRelease) -> [String: Double] {
        numbers(release.metrics).merging(numbers(release.metrics.controls, path: "controls")) { a, _ in a }
    }

    @Test func everyReleaseHasEveryValue() {
        let reference = Set(Self.metrics(.iOS18).keys)
        #expect(reference.count > 100, "the metrics are read: \(reference.count)")
        for release in UIKitRelease.allCases {
            let values = Self.metrics(release)
            #expect(Set(values.keys) == reference, "\(release.rawValue)")
            for (path, value) in values {
                #expect(value.isFinite && value >= 0, "\(release.rawValue): \(path) = \(value)")
            }
            #expect(release.metrics.release == release)
        }
    }

    /// The values iOS 26 changes, each sourced in its data file; any other difference is a
    /// change to review.
    @Test func iOS26DiffersWhereItsSourcesSay() {
        let old = Self.metrics(.iOS18), new = Self.metrics(.iOS26)
        let changed = old.keys.filter { old[$0] != new[$0] }.sorted()
        #expect(changed == [
            "bars.navigationBar", "bars.prompt",
            "controls.searchBarSize.height",
            "controls.sliderAlignmentInsets.bottom", "controls.sliderAlignmentInsets.left", "controls.sliderAlignmentInsets.right",
            "controls.sliderSize.height",
            "controls.switchSize.height", "controls.switchSize.width",
            "margins.tableCellSideWideFrom", "margins.tableCellVertical",
        ])
        #expect(new["margins.tableCellSideWideFrom"] == 393 && old["margins.tableCellSideWideFrom"] == 414)
        #expect(new["controls.switchSize.width"] == 61 && new["controls.switchSize.height"] == 28)
        #expect(new["margins.tableCellVertical"] == 15 && new["bars.navigationBar"] == 54)
        #expect(new["controls.searchBarSize.height"] == 64 && old["controls.searchBarSize.height"] == 56)
    }

    /// The values iOS 12 (Interface Builder before Xcode 11) changes, each sourced in its data
    /// file (ControlMetrics+iOS12.swift); its legacy buttons' system images are 22 × 22.
    @Test func iOS12DiffersWhereItsSourcesSay() {
        let old = Self.metrics(.iOS12), new = Self.metrics(.iOS18)
        let changed = new.keys.filter { old[$0] != new[$0] }.sorted()
        #expect(changed == [
            "controls.pageControlHeight", "controls.pageControlOnePageWidth", "controls.pageControlPitch",
            "controls.progressViewSize.height", "controls.segmentedControlSize.height", "controls.stepperSize.height",
            "controls.textFieldHeight",
        ])
        #expect(old["controls.pageControlPitch"] == 16 && old["controls.pageControlOnePageWidth"] == 7 && old["controls.pageControlHeight"] == 37)
        #expect(old["controls.stepperSize.height"] == 29 && old["controls.progressViewSize.height"] == 2)
        #expect(old["controls.segmentedControlSize.height"] == 28 && old["controls.textFieldHeight"] == 30)
        #expect(LegacyButtonMetrics.of(.iOS12).systemImageButtonSize == Size(width: 22, height: 22))
        #expect(LegacyButtonMetrics.of(.iOS18).systemImageButtonSize == Size(width: 25, height: 24))
    }

    /// The values iOS 13 (Interface Builder in Xcode 11) changes from iOS 18's, each sourced in its
    /// data file (ControlMetrics+iOS13.swift): the page control iOS 14 redesigned, 37 tall with
    /// 7-point dots 16 apart, and the 2-point progress view.
    @Test func iOS13DiffersWhereItsSourcesSay() {
        let old = Self.metrics(.iOS13), new = Self.metrics(.iOS18)
        let changed = new.keys.filter { old[$0] != new[$0] }.sorted()
        #expect(changed == [
            "controls.pageControlHeight", "controls.pageControlOnePageWidth", "controls.pageControlPitch",
            "controls.progressViewSize.height",
        ])
        #expect(old["controls.pageControlPitch"] == 16 && old["controls.pageControlOnePageWidth"] == 7 && old["controls.pageControlHeight"] == 37)
        #expect(old["controls.progressViewSize.height"] == 2 && new["controls.progressViewSize.height"] == 4)
        #expect(LegacyButtonMetrics.of(.iOS13) == LegacyButtonMetrics.of(.iOS18))
    }

    /// The values iOS 10 (Interface Builder before Xcode 9) changes from iOS 12's, each sourced in
    /// its data file (ControlMetrics+iOS10.swift): the search bar, 44 before iOS 11's 56.
    @Test func iOS10DiffersWhereItsSourcesSay() {
        let old = Self.metrics(.iOS10), new = Self.metrics(.iOS12)
        let changed = new.keys.filter { old[$0] != new[$0] }.sorted()
        #expect(changed == ["controls.searchBarSize.height"])
        #expect(old["controls.searchBarSize.height"] == 44 && new["controls.searchBarSize.height"] == 56)
        #expect(LegacyButtonMetrics.of(.iOS10) == LegacyButtonMetrics.of(.iOS12))
    }

    @Test func releasesAreNamedAsSpecsNameThem() {
        #expect(UIKitRelease.allCases.map(\.rawValue) == ["ios18", "ios26", "ios13", "ios12", "ios10"])
        #expect(UIKitRelease(rawValue: "ios26") == .iOS26)
    }

    /// An Interface Builder document's release is the saving Xcode's.
    @Test func theEraOfADocument() {
        #expect(InterfaceBuilderEra(toolsVersion: 24506).release == .iOS26)
        #expect(InterfaceBuilderEra(toolsVersion: 23727).release == .iOS18)
        #expect(InterfaceBuilderEra(toolsVersion: 0).release == .iOS18)
        #expect(InterfaceBuilderEra(toolsVersion: 14810).release == .iOS13)
        #expect(InterfaceBuilderEra(toolsVersion: 16999).release == .iOS13)
        #expect(InterfaceBuilderEra(toolsVersion: 17000).release == .iOS18)
        #expect(InterfaceBuilderEra(toolsVersion: 14800).release == .iOS12)
        #expect(InterfaceBuilderEra(toolsVersion: 13000).release == .iOS12)
        #expect(InterfaceBuilderEra(toolsVersion: 12999).release == .iOS10)
        #expect(InterfaceBuilderEra(toolsVersion: 5053).release == .iOS10)
        #expect(InterfaceBuilderEra(toolsVersion: 22505).portraitTop(deviceID: "retina5_9") == 50)
        #expect(InterfaceBuilderEra(toolsVersion: 22505).portraitTop(deviceID: "retina6_12") == nil)
        #expect(InterfaceBuilderEra(toolsVersion: 23727).portraitTop(deviceID: "retina5_9") == 50)
        #expect(InterfaceBuilderEra(toolsVersion: 24506).portraitTop(deviceID: "retina5_9") == nil)
        #expect(InterfaceBuilderEra(toolsVersion: 20037).portraitTop(deviceID: "retina6_1") == nil)
        #expect(InterfaceBuilderEra(toolsVersion: 21225).portraitTop(deviceID: "retina6_1") == 48)
        #expect(InterfaceBuilderEra(toolsVersion: 19529).portraitTop(deviceID: "retina6_0") == 44)
        #expect(InterfaceBuilderEra(toolsVersion: 17506).portraitTop(deviceID: "retina6_7") == 44)
        #expect(InterfaceBuilderEra(toolsVersion: 21225).portraitTop(deviceID: "retina6_0") == nil)
        #expect(InterfaceBuilderEra(toolsVersion: 0).portraitTop(deviceID: "retina6_7") == nil)
        #expect(InterfaceBuilderEra(toolsVersion: 20037).freeformXibWithoutHomeIndicator)
        #expect(!InterfaceBuilderEra(toolsVersion: 19529).freeformXibWithoutHomeIndicator)
        #expect(!InterfaceBuilderEra(toolsVersion: 21701).freeformXibWithoutHomeIndicator)
        #expect(InterfaceBuilderEra(toolsVersion: 23504).notchedSafeAreaMultiplier == 1)
        #expect(InterfaceBuilderEra(toolsVersion: 23727).notchedSafeAreaMultiplier == 2)
        #expect(InterfaceBuilderEra(toolsVersion: 14490).simulatesHomeButtonStatusBar)
        #expect(!InterfaceBuilderEra(toolsVersion: 14810).simulatesHomeButtonStatusBar)
        #expect(!InterfaceBuilderEra(toolsVersion: 21507).simulatesHomeButtonStatusBar)
        #expect(InterfaceBuilderEra(toolsVersion: 21701).simulatesHomeButtonStatusBar)
        #expect(InterfaceBuilderEra(toolsVersion: 22000).simulatesHomeButtonStatusBar)
    }
}
