/// The view types a spec can declare, named as in the spec (`type: label`).
public enum ViewType: String, CaseIterable, Sendable {
    case view, label, button, image, stack, table, collection, searchBar, textField, `switch`
    // UIKit's controls and containers (docs/layout.md, "Controls").
    case slider, segmentedControl, stepper, activityIndicator, progressView, pageControl
    case textView, datePicker, pickerView, visualEffect, scrollView

    /// Lists lay out sections of cells.
    public var isList: Bool { self == .table || self == .collection }
}

/// A control's `style`, where it changes its size: `UIActivityIndicatorView.Style` (medium,
/// large) and `UIDatePickerStyle` (wheels, compact, inline).
public enum ControlStyle: String, CaseIterable, Sendable {
    case medium, large, wheels, compact, inline

    public static func styles(of type: ViewType) -> [ControlStyle] {
        switch type {
        case .activityIndicator: return [.medium, .large]
        case .datePicker: return [.wheels, .compact, .inline]
        default: return []
        }
    }
}
