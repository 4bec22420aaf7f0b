/// The view types a spec can declare, named as in the spec (`type: label`).
public enum ViewType: String, CaseIterable, Sendable {
    case view, label, button, image, stack, table, collection, searchBar, textField, `switch`

    /// Lists lay out sections of cells.
    public var isList: Bool { self == .table || self == .collection }
}
