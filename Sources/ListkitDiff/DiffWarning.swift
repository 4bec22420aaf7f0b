/// Something the diff tolerated but the caller should fix.
///
/// Duplicate ids do not stop the diff: occurrences are paired first-in-first-out (the
/// first old occurrence with the first new one, and so on) and the rest are deleted or
/// inserted. The warning names every position of the duplicated id on both sides.
public enum DiffWarning: Equatable, Sendable, CustomStringConvertible {
    /// An item id that occurs more than once in the old or the new list.
    case duplicateItemID(id: DiffID, old: [ItemPath], new: [ItemPath])
    /// A section id that occurs more than once in the old or the new list.
    case duplicateSectionID(id: String, old: [Int], new: [Int])

    public var description: String {
        switch self {
        case let .duplicateItemID(id, old, new):
            return "duplicate item id \"\(id)\": old \(Self.list(old)), new \(Self.list(new)); paired first-in-first-out"
        case let .duplicateSectionID(id, old, new):
            return "duplicate section id \"\(id)\": old \(Self.list(old)), new \(Self.list(new)); paired first-in-first-out"
        }
    }

    private static func list<T: CustomStringConvertible>(_ values: [T]) -> String {
        values.isEmpty ? "none" : values.map(\.description).joined(separator: " ")
    }
}
