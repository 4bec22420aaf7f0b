/// The position of an item: section index, then item index within that section.
///
/// Mirrors `IndexPath(item:section:)` without Foundation. Ordered section-major.
public struct ItemPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    public var section: Int
    public var item: Int

    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
        lhs.section != rhs.section ? lhs.section < rhs.section : lhs.item < rhs.item
    }

    /// `[section,item]`, the form every renderer uses.
    public var description: String { "[\(section),\(item)]" }
}
