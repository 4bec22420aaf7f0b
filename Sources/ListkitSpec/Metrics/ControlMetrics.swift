/// UIKit's per-control metrics, one value each with its source beside it (docs/layout.md,
/// "Intrinsic content size" and "Controls", gives the measurements in full).
///
/// Keyed by iOS release: a release's values are data (`ControlMetrics.iOS18`, and
/// `ControlMetrics+iOS26.swift`), so another release is one more value and one more
/// `UIKitRelease` case. The view-type catalogue (ViewTypes/) builds each release's descriptions
/// from them once (`ViewTypeCatalogue.descriptions(for:)`); nothing reads these per cell.
public struct ControlMetrics: Sendable, Hashable {
    /// The iOS releases: the screen-level metrics' (`UIKitMetrics`), one release axis for both.
    public typealias Release = UIKitRelease

    /// A width and a height in points, nil on an axis without an intrinsic metric
    /// (`UIView.noIntrinsicMetric`).
    public struct Extent: Sendable, Hashable {
        public var width: Double?
        public var height: Double?
        public init(width: Double?, height: Double?) {
            self.width = width
            self.height = height
        }
    }

    /// A priority per axis.
    public struct AxisDefaults: Sendable, Hashable {
        public var horizontal: Double
        public var vertical: Double
        public init(horizontal: Double, vertical: Double) {
            self.horizontal = horizontal
            self.vertical = vertical
        }
        public init(_ both: Double) { self.init(horizontal: both, vertical: both) }
    }

    // Priorities.
    /// `UIView`'s content hugging (`UILayoutPriority.defaultLow`): what a view has unless its
    /// class or Interface Builder sets another, and what IB assumes where it writes no
    /// `…HuggingPriority` attribute.
    public var huggingPriority: Double
    /// `UIView`'s compression resistance (`UILayoutPriority.defaultHigh`), every view's default.
    public var compressionResistancePriority: Double
    /// What Interface Builder sets on text and image views it creates (it writes `251` on every
    /// new label and image view).
    public var textAndImageHugging: Double
    /// What Interface Builder sets on a new switch, stepper and activity indicator (written
    /// as `horizontalHuggingPriority="750" verticalHuggingPriority="750"` on each in Apple's
    /// UIKitCatalog sample storyboards, and on every public switch and activity indicator found).
    public var compactControlHugging: Double
    /// What Interface Builder sets on a new progress view: vertical 750 only (UIKitCatalog's
    /// progress views carry `verticalHuggingPriority="750"` and no horizontal one).
    public var progressViewHugging: AxisDefaults

    // Sizes (alignment rectangles).
    /// `UISwitch.intrinsicContentSize` (iOS 18: 49 × 31, openradar 31777116, IB frames 51 wide).
    public var switchSize: Extent
    /// A slider's height; it has no intrinsic width (IB frames: 31 tall, the next view in a
    /// stack 30 below its top — ReactiveX/RxSwift APIWrappers.storyboard, danielgindi/Charts'
    /// demo .xib files).
    public var sliderSize: Extent
    /// A segmented control's height, no width modelled (a public xib's `height == 31`).
    public var segmentedControlSize: Extent
    /// IB's saved stepper frames (iOS 13+).
    public var stepperSize: Extent
    /// `UIActivityIndicatorView.Style.medium` and `.large` (IB frames 20 and 37).
    public var activityIndicatorMediumSize: Extent
    public var activityIndicatorLargeSize: Extent
    /// A progress view's bar height (IB frames); no width.
    public var progressViewSize: Extent
    /// UIPickerView's standard size, IB's default frame; a wheels date picker is one.
    public var pickerSize: Extent
    /// A search bar's height, no width (`UISearchBar` at its default style).
    public var searchBarSize: Extent

    // Text insets.
    /// `UIButton.Configuration`'s content insets: 12 leading and trailing, 7 top and bottom
    /// (Interface Builder's saved frames of configuration buttons without a font or a height
    /// constraint, every one in the public documents examined: onevcat/Kingfisher "Tap Me"
    /// 79.67 × 34.33 at @3x, the body line 20.33 + 14 and the title 55.67 + 24; woocommerce-ios
    /// "Button" 75 × 34.5 at @2x, 20.5 + 14; bryceco/GoMap's "+" 34.33 tall and SF Symbol
    /// buttons 34; videolan/vlc-ios's 24 × 24 image 48 × 38).
    public var buttonContentInsets: Insets
    /// A rounded-rect text field's text inset from each side.
    public var textFieldPadding: Double
    /// A rounded-rect text field's height (IB's frames, 34).
    public var textFieldHeight: Double
    /// `UITextView.textContainerInset` (8 top and bottom) plus `NSTextContainer`'s
    /// `lineFragmentPadding` (5 each side): UIKit's documented defaults.
    public var textViewInsets: Insets

    // Alignment rectangle insets (`alignmentRectInsets`: the frame beyond the rectangle).
    /// A switch's frame is 2 wider on the right (frame 51, alignment 49; radar 31777116, IB frames).
    public var switchAlignmentInsets: Insets
    /// IB: sliders pinned 16 from both edges have frame x 14 and are 4 wider; the 31-point frame
    /// is 1 below a 30-point alignment rectangle (a slider pinned 26 above its superview's bottom
    /// is saved with its frame's bottom 25 above it: danielgindi/Charts' demo .xib files).
    public var sliderAlignmentInsets: Insets
    /// IB: a `height == 31` constraint, frame height 32.
    public var segmentedControlAlignmentInsets: Insets

    // Page control.
    /// `UIPageControl.size(forNumberOfPages:)`: 10-point indicators on an 18-point pitch, 20
    /// points of padding in all (OpenUIKit's measurement, [92, 26] for 4 pages): 38 for one
    /// page and 18 for each further page; height 26 (IB frames of iOS 14+ page controls).
    public var pageControlPitch: Double
    public var pageControlOnePageWidth: Double
    public var pageControlHeight: Double

    /// iOS 17 and 18 on iPhone and iPad (these controls do not follow the size class).
    public static let iOS18 = ControlMetrics(
        huggingPriority: 250, compressionResistancePriority: 750, textAndImageHugging: 251,
        compactControlHugging: 750, progressViewHugging: AxisDefaults(horizontal: 250, vertical: 750),
        switchSize: Extent(width: 49, height: 31), sliderSize: Extent(width: nil, height: 30),
        segmentedControlSize: Extent(width: nil, height: 31), stepperSize: Extent(width: 94, height: 32),
        activityIndicatorMediumSize: Extent(width: 20, height: 20), activityIndicatorLargeSize: Extent(width: 37, height: 37),
        progressViewSize: Extent(width: nil, height: 4), pickerSize: Extent(width: 320, height: 216),
        searchBarSize: Extent(width: nil, height: 56),
        buttonContentInsets: Insets(top: 7, left: 12, bottom: 7, right: 12), textFieldPadding: 7, textFieldHeight: 34,
        textViewInsets: Insets(top: 8, left: 5, bottom: 8, right: 5),
        switchAlignmentInsets: Insets(right: 2), sliderAlignmentInsets: Insets(left: 2, bottom: 1, right: 2),
        segmentedControlAlignmentInsets: Insets(bottom: 1),
        pageControlPitch: 18, pageControlOnePageWidth: 38, pageControlHeight: 26)

    /// The metrics of a release.
    public static func of(_ release: Release) -> ControlMetrics {
        switch release {
        case .iOS10: return iOS10
        case .iOS12: return iOS12
        case .iOS13: return iOS13
        case .iOS18: return iOS18
        case .iOS26: return iOS26
        }
    }

    /// The default release's (`UIKitRelease.default`): what the schema quotes and where no
    /// release is chosen; layout reads the metrics of the release it lays out for.
    public static let current = of(.default)
}
