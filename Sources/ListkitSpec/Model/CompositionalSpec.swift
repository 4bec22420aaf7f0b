import ListkitYAML

/// A collection's compositional layout (UICollectionViewCompositionalLayout): one section
/// layout for every section, and per-section layouts by section id (a section provider).
public struct CompositionalSpec: Sendable {
    public var section: SectionLayoutSpec
    /// Layouts for particular sections, by section id (`sections:`), in source order.
    public var sections: [(id: Located<String>, layout: SectionLayoutSpec)]

    public init(section: SectionLayoutSpec, sections: [(id: Located<String>, layout: SectionLayoutSpec)] = []) {
        self.section = section
        self.sections = sections
    }

    /// The layout of the section with this id.
    public func layout(forSection id: String) -> SectionLayoutSpec {
        sections.first { $0.id.value == id }?.layout ?? section
    }
}

/// NSCollectionLayoutDimension: a size relative to the container, in points, or estimated
/// (self-sized from the cell, the estimate only for what cannot be measured).
public enum LayoutDimension: Sendable, Hashable, CustomStringConvertible {
    case fractionalWidth(Double)
    case fractionalHeight(Double)
    case absolute(Double)
    case estimated(Double)

    public static let functionNames = ["fractionalWidth", "fractionalHeight", "absolute", "estimated"]

    public var isEstimated: Bool {
        if case .estimated = self { return true }
        return false
    }

    public var description: String {
        switch self {
        case .fractionalWidth(let v): return "fractionalWidth(\(formatNumber(v)))"
        case .fractionalHeight(let v): return "fractionalHeight(\(formatNumber(v)))"
        case .absolute(let v): return "absolute(\(formatNumber(v)))"
        case .estimated(let v): return "estimated(\(formatNumber(v)))"
        }
    }
}

/// NSCollectionLayoutSize.
public struct LayoutSizeSpec: Sendable, Hashable {
    public var width: LayoutDimension
    public var height: LayoutDimension

    public init(width: LayoutDimension, height: LayoutDimension) {
        self.width = width
        self.height = height
    }
}

/// NSDirectionalEdgeInsets.
public struct DirectionalInsets: Sendable, Hashable {
    public var top: Double, leading: Double, bottom: Double, trailing: Double

    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// NSCollectionLayoutItem: a cell's slot in a group.
public struct ItemSpec: Sendable, Hashable {
    public var size: LayoutSizeSpec
    /// Inside the item's space: the cell is the item inset by these (not on estimated axes).
    public var contentInsets: DirectionalInsets

    public init(size: LayoutSizeSpec, contentInsets: DirectionalInsets = DirectionalInsets()) {
        self.size = size
        self.contentInsets = contentInsets
    }
}

/// A group's subitem: an item, or a nested group.
public indirect enum SubitemSpec: Sendable, Hashable {
    case item(ItemSpec)
    case group(GroupSpec)
}

/// NSCollectionLayoutSpacing.
public enum LayoutSpacing: Sendable, Hashable {
    /// Exactly this many points between items.
    case fixed(Double)
    /// At least this many; the group's leftover space is shared between the gaps.
    case flexible(Double)

    public var minimum: Double {
        switch self {
        case .fixed(let v), .flexible(let v): return v
        }
    }
}

/// NSCollectionLayoutGroup: subitems along an axis.
public struct GroupSpec: Sendable, Hashable {
    public enum Axis: String, CaseIterable, Sendable { case horizontal, vertical }
    /// How subitems fill the group.
    public enum Repetition: Sendable, Hashable {
        /// `horizontal(layoutSize:subitems:)`: the subitems in turn while the next fits.
        case fit
        /// `horizontal(layoutSize:subitem:count:)`: `count` items of equal size filling the
        /// group, the spacing taken out first.
        case count(Int)
        /// `horizontal(layoutSize:repeatingSubitem:count:)` (iOS 16): the subitem `count`
        /// times at its own size.
        case repeating(Int)
    }

    public var axis: Axis
    public var size: LayoutSizeSpec
    public var subitems: [SubitemSpec]
    public var repetition: Repetition
    public var interItemSpacing: LayoutSpacing
    public var contentInsets: DirectionalInsets

    public init(axis: Axis, size: LayoutSizeSpec, subitems: [SubitemSpec], repetition: Repetition = .fit,
                interItemSpacing: LayoutSpacing = .fixed(0), contentInsets: DirectionalInsets = DirectionalInsets()) {
        self.axis = axis
        self.size = size
        self.subitems = subitems
        self.repetition = repetition
        self.interItemSpacing = interItemSpacing
        self.contentInsets = contentInsets
    }
}

/// UICollectionLayoutSectionOrthogonalScrollingBehavior.
public enum OrthogonalScrolling: String, CaseIterable, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// NSCollectionLayoutBoundarySupplementaryItem at the section's top (header) or bottom (footer).
public struct BoundaryItemSpec: Sendable, Hashable {
    public var size: LayoutSizeSpec
    /// `pinToVisibleBounds`: stays on screen while its section scrolls (unscrolled frames are
    /// the same).
    public var pinned: Bool

    public init(size: LayoutSizeSpec, pinned: Bool = false) {
        self.size = size
        self.pinned = pinned
    }
}

/// NSCollectionLayoutSection.
public struct SectionLayoutSpec: Sendable, Hashable {
    public var group: GroupSpec
    public var interGroupSpacing: Double
    public var contentInsets: DirectionalInsets
    public var orthogonalScrolling: OrthogonalScrolling
    public var header: BoundaryItemSpec?
    public var footer: BoundaryItemSpec?

    public init(group: GroupSpec, interGroupSpacing: Double = 0, contentInsets: DirectionalInsets = DirectionalInsets(),
                orthogonalScrolling: OrthogonalScrolling = .none, header: BoundaryItemSpec? = nil, footer: BoundaryItemSpec? = nil) {
        self.group = group
        self.interGroupSpacing = interGroupSpacing
        self.contentInsets = contentInsets
        self.orthogonalScrolling = orthogonalScrolling
        self.header = header
        self.footer = footer
    }
}
