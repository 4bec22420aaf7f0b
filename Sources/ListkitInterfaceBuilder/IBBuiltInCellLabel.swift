import ListkitSpec

/// Where `UITableViewCell` places a styled cell's built-in title when the document gives no
/// frame and no constraint for it (Xcode 4 writes `translatesAutoresizingMaskIntoConstraints="NO"`
/// on it and, for a label it has not drawn, no `<rect>`: kharrison/CodeExamples
/// `NavStoryboard.storyboard`, 3084). The cell lays it out itself at run time, whatever its
/// constraints, so it is not ambiguous.
///
/// A default-style cell's `textLabel` fills its content view's height, at the document's
/// Xcode's distance from the content view's sides (`InterfaceBuilderEra.builtInCellTitleSideInset`:
/// 15 before Xcode 10), else on its side margins (8 from the trailing edge beside an
/// accessory, `IBLayoutMargins`): 177 of the 202 default-style titles with a saved frame in the
/// public documents (958, 36 repositories) are saved so; the others sit beside an image (x 36
/// to 53) or end 0 to 2 points from an accessory. Only the default style is placed: the other
/// styles' labels are as wide as their text, which a frameless label's saved size would give.
enum IBBuiltInCellLabel {
    /// The constraints that place `label`, a subview of the content view named `container`, or
    /// nil where it is not a default-style cell's title.
    static func placement(of label: XMLElementNode, cells: [XMLElementNode], container: String, era: InterfaceBuilderEra) -> [String]? {
        guard label.name == "label", let id = label["id"],
              cells.contains(where: { $0.name == "tableViewCell" && $0["textLabel"] == id && $0["style"] == "IBUITableViewCellStyleDefault" })
        else { return nil }
        let sides = era.builtInCellTitleSideInset.map { inset in
            ["leading == \(container).leading + \(formatNumber(inset))", "trailing == \(container).trailing - \(formatNumber(inset))"]
        } ?? ["leading == \(container).leadingMargin", "trailing == \(container).trailingMargin"]
        return sides + ["top == \(container).top", "bottom == \(container).bottom"]
    }
}
