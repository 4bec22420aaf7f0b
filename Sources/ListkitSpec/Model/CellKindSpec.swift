import ListkitYAML

/// A reusable cell layout, like a reuse identifier with its binder: views whose `{field}`
/// texts take each cell's fields, and how tall a cell is.
public struct CellKindSpec: Sendable {
    public enum Height: Sendable {
        /// Self-sizing: the views' constraints decide, solved at the cell's width.
        case automatic
        /// An expression of `width` (a plain number is the simplest one).
        case expression(SizeExpression)
    }

    public var name: Located<String>
    public var mark: Mark
    public var height: Located<Height>
    public var views: [ViewSpec]
    /// A table cell's standard accessory (nil: none).
    public var accessory: Located<CellAccessory>?
    /// A custom `accessoryView`'s size (instead of `accessory`).
    public var accessoryView: Located<Size>?
    /// A built-in content configuration (`content:`); `views` are then the ones it stands for.
    public var content: ListContentSpec?

    /// The accessory the cell shows: the custom view, else the standard one, else none.
    public var shownAccessory: CellAccessory {
        accessoryView != nil ? .custom : accessory?.value ?? .none
    }

    /// The least height a self-sizing cell of the kind takes (a content configuration's row).
    public var minimumHeight: Double? { content == nil ? nil : ListContentViews.minimumHeight }

    public init(name: Located<String>, mark: Mark, height: Located<Height>, views: [ViewSpec] = []) {
        self.name = name
        self.mark = mark
        self.height = height
        self.views = views
    }
}
