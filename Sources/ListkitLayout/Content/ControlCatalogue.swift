import ListkitSpec

/// UIKit's controls as Auto Layout sees them, iOS 17 and 18 on iPhone and iPad (docs/layout.md,
/// "Controls", gives each value's source).
///
/// A control's intrinsic size is its **alignment rectangle**'s: constraints place that
/// rectangle, and the frame is it grown by the alignment insets (a switch is laid out 49 points
/// wide, its frame is 51). Sizes per device family are the same on iPhone and iPad for these
/// controls (their metrics do not follow the size class).
enum ControlCatalogue {
    /// Edges the frame extends past the alignment rectangle, in points (left and right on
    /// screen, as UIKit's `alignmentRectInsets`).
    static func alignmentInsets(_ type: ViewType) -> Insets {
        switch type {
        case .switch: return Insets(right: 2)                    // frame 51, alignment 49 (radar 31777116; IB frames)
        case .slider: return Insets(left: 2, right: 2)          // IB: 16-point constraints, frame x 14 and 4 wider
        case .segmentedControl: return Insets(bottom: 1)        // IB: height constraint 31, frame height 32
        default: return Insets()
        }
    }

    /// The intrinsic size of a control (alignment rectangle); nil on an axis without one.
    /// - Returns: nil for types that are not controls of this catalogue.
    static func intrinsicSize(of view: ViewSpec) -> (width: Double?, height: Double?)? {
        switch view.type.value {
        case .switch: return (49, 31)
        case .slider: return (nil, 31)
        case .segmentedControl: return (nil, 31)
        case .stepper: return (94, 32)
        case .activityIndicator: return view.controlStyle?.value == .large ? (37, 37) : (20, 20)
        case .progressView: return (nil, 4)
        case .pageControl: return (view.numberOfPages.map { pageControlWidth(pages: $0.value) }, 26)
        case .pickerView: return (320, 216)
        case .datePicker:
            switch view.controlStyle?.value ?? .wheels {
            case .wheels: return (320, 216)
            default: return (nil, nil)   // compact and inline: not modelled (docs/layout.md)
            }
        case .visualEffect, .scrollView: return (nil, nil)
        default: return nil
        }
    }

    /// A non-scrolling text view's insets around its text: `textContainerInset` (8 top and
    /// bottom) and the text container's `lineFragmentPadding` (5 each side). Nil for other views.
    static func textInsets(of view: ViewSpec) -> Insets? {
        guard view.type.value == .textView, !view.isScrollEnabled else { return nil }
        return textViewInsets
    }

    static let textViewInsets = Insets(top: 8, left: 5, bottom: 8, right: 5)

    /// `UIPageControl.size(forNumberOfPages:)`'s width: 10-point indicator slots on an 18-point
    /// pitch, 14 points of padding at the start and the end of the row (OpenUIKit's
    /// measurement, docs/layout.md "Controls").
    static func pageControlWidth(pages: Int) -> Double {
        18 * Double(pages) + 20
    }

    /// The frame of a view whose alignment rectangle the layout solved.
    static func frame(_ type: ViewType, alignmentRect r: Rect) -> Rect {
        let i = alignmentInsets(type)
        guard i != Insets() else { return r }
        return Rect(x: r.x - i.left, y: r.y - i.top, width: r.width + i.left + i.right, height: r.height + i.top + i.bottom)
    }
}
