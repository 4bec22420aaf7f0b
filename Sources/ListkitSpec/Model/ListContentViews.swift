import ListkitYAML

/// The views and constraints a built-in list content configuration stands for
/// (`ListContentSpec`), with UIKit's metrics (docs/layout.md, "Content configurations", has
/// each number's source and whether it is measured or documented):
///
/// - margins: the content view's layout margins, 11 top and bottom, the cell's leading margin
///   (16, or 20 from 414 points of table width), and the cell's trailing margin without an
///   accessory; beside an accessory, the configuration's own trailing margin, 8 (a logged
///   `UIListContentConfiguration`: `directionalLayoutMargins = {11, 16, 11, 8};
///   axesPreservingSuperviewLayoutMargins = [Horizontal]`: the cell's margins win where they
///   reach, and they do not reach past an accessory);
/// - `imageToTextPadding` 16 and `textToSecondaryTextVerticalPadding` 3 (the same log);
/// - `textToSecondaryTextHorizontalPadding` 8 (assumed: no logged value was found);
/// - text `body`, the subtitle cell's secondary text `subheadline`, the value cell's `body`;
///   every text wraps (`numberOfLines` 0);
/// - everything centred vertically, the row at least 44 points (`minimumHeight`).
public enum ListContentViews {
    /// The configurations' metrics: the default release's, as specs are decoded before a
    /// release is chosen.
    static let metrics = UIKitRelease.default.metrics.contentConfiguration
    public static let trailingMarginBesideAccessory = metrics.trailingMarginBesideAccessory
    public static let imageToTextPadding = metrics.imageToTextPadding
    public static let textToSecondaryTextVerticalPadding = metrics.textToSecondaryTextVerticalPadding
    public static let textToSecondaryTextHorizontalPadding = metrics.textToSecondaryTextHorizontalPadding
    /// A row with a configuration is at least UITableView's standard row height.
    public static let minimumHeight = UIKitRelease.default.metrics.tables.standardRowHeight

    /// The ids of the views made (a kind with `content:` has no other views).
    public static let imageID = "image", textID = "text", secondaryTextID = "secondaryText", textStackID = "texts"

    /// The kind's views for `content`; `besideAccessory` says whether an accessory narrows the
    /// content view (the trailing margin is then the configuration's own).
    public static func views(for content: ListContentSpec, besideAccessory: Bool) -> [ViewSpec] {
        let config = content.configuration.value
        let trailingBound = besideAccessory ? "parent.trailing - \(formatNumber(trailingMarginBesideAccessory))" : "parent.trailingMargin"
        var views: [ViewSpec] = []
        var leadingAnchor = "parent.leadingMargin"
        if let image = content.image {
            var view = ViewSpec(id: Located(imageID, at: image.mark), type: Located(.image, at: image.mark), mark: image.mark)
            switch image {
            case .size(let size): view.intrinsicSize = size
            case .bound(let template): view.bindings = [PropertyBinding(property: .image, template: template)]
            }
            view.layout = constraints(["leading == parent.leadingMargin"] + centred, at: image.mark)
            views.append(view)
            leadingAnchor = "\(imageID).trailing + \(formatNumber(imageToTextPadding))"
        }
        let textMark = content.text?.mark ?? content.mark
        var text = label(textID, content.text, font: .body, at: textMark)
        let secondary = content.secondaryText.map { label(secondaryTextID, $0, font: config == .subtitleCell ? .subheadline : .body, at: $0.mark) }
        let stacked = config == .subtitleCell && secondary != nil
        if stacked, var secondary {
            // The text above the secondary text, the pair centred: a vertical stack, as
            // UIStackView would lay them out.
            text.layout = []
            secondary.layout = []
            var stack = ViewSpec(id: Located(textStackID, at: textMark), type: Located(.stack, at: textMark), mark: textMark)
            stack.stack = StackSpec(axis: .vertical, alignment: .leading, spacing: textToSecondaryTextVerticalPadding)
            stack.arranged = [text, secondary]
            stack.layout = constraints(["leading == \(leadingAnchor)", "trailing <= \(trailingBound)"] + centred, at: textMark)
            views.append(stack)
            return views
        }
        text.layout = constraints(["leading == \(leadingAnchor)", "trailing <= \(trailingBound)"] + centred, at: textMark)
        views.append(text)
        if config == .valueCell, var secondary {
            // The value gives way first, so the text keeps its width (UIKit would stack the two
            // instead when they do not fit side by side: not modelled).
            secondary.compressionResistance = AxisPriorities(horizontal: Located(749, at: secondary.mark))
            secondary.layout = constraints(["trailing == \(trailingBound)",
                                            "leading >= \(textID).trailing + \(formatNumber(textToSecondaryTextHorizontalPadding))"] + centred,
                                           at: secondary.mark)
            views.append(secondary)
        }
        return views
    }

    /// Centred vertically, inside the top and bottom margins.
    static let centred = ["centerY == parent.centerY", "top >= parent.topMargin", "bottom <= parent.bottomMargin"]

    static func label(_ id: String, _ text: Located<String>?, font: Font.TextStyle, at mark: Mark) -> ViewSpec {
        var view = ViewSpec(id: Located(id, at: mark), type: Located(.label, at: mark), mark: mark)
        view.text = text
        view.font = Located(Font(style: font), at: mark)
        view.lines = Located(0, at: mark)
        return view
    }

    static func constraints(_ texts: [String], at mark: Mark) -> [ConstraintSpec] {
        texts.map { ConstraintSpec(generated: $0, at: mark) }
    }
}
