/// The view types a spec can declare, named as in the spec (`type: label`). What listkit knows
/// about each is its description in ViewTypes/ (`entry`).
public enum ViewType: String, CaseIterable, Sendable {
    case view, label, button, image, stack, table, collection, searchBar, textField, `switch`
    // UIKit's controls and containers (docs/layout.md, "Controls").
    case slider, segmentedControl, stepper, activityIndicator, progressView, pageControl
    case textView, datePicker, pickerView, visualEffect, scrollView

    /// Lists lay out sections of cells.
    public var isList: Bool { self == .table || self == .collection }
}

/// A control's `style`, where it changes its size: `UIActivityIndicatorView.Style` (medium,
/// large), `UIDatePickerStyle` (wheels, compact, inline) and a button without a
/// `UIButton.Configuration`, by its `UIButton.ButtonType` (system, custom).
/// A type's styles are in its catalogue description (`ViewTypeDescription.styles`).
public enum ControlStyle: String, CaseIterable, Sendable {
    case medium, large, wheels, compact, inline, system, custom, borderless
}
