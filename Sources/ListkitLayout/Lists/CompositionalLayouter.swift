import ListkitSpec

/// UICollectionViewCompositionalLayout, as Apple documents it (docs/layout.md, "Compositional
/// layout"): a section lays its group out again and again until its cells run out — down the
/// section, or side by side when it scrolls orthogonally — and a group fills with its
/// subitems along its axis.
///
/// Sizes (NSCollectionLayoutDimension) are relative to the container: a group's to the
/// section's content (the list less the section's `contentInsets`), an item's to its group's
/// content (the group less its `contentInsets`). `estimated` sizes self-size: an item from its
/// cell (the kind's fitting size), a group from its items. An item's `contentInsets` inset the
/// cell inside the item's space, except on estimated axes (UIKit ignores them there).
extension ListLayouter {
    /// A cell placed by a group, in the group's coordinates until the section offsets it.
    struct Leaf {
        var index: Int
        var frame: Rect
        var sized: Sized
    }

    /// A measured subitem: its size in its parent group, and the cells it holds.
    struct Measured {
        var size: Size
        var leaves: [Leaf]
    }

    /// - Complexity: O(cells) measurements (one cell sizing each, see `sizeItem`).
    func compositional(_ list: ListSpec, layout spec: CompositionalSpec) -> ListLayout {
        var y = 0.0
        var sections: [SectionLayout] = []
        for section in list.sections {
            let layout = spec.layout(forSection: section.id.value)
            let insets = layout.contentInsets
            // The layout container's effective content size is the list less its adjusted
            // content insets; a section's container is that less the section's insets.
            let container = Size(width: max(0, size.width - contentInset.left - contentInset.right - insets.leading - insets.trailing),
                                 height: max(0, size.height - contentInset.top - contentInset.bottom - insets.top - insets.bottom))
            var placed = SectionLayout(id: section.id.value, cells: [])
            if let header = layout.header {
                placed.header = boundary(header, data: section.header, id: "\(section.id.value)/header", container: container, x: insets.leading, y: &y)
            }
            y += insets.top
            let height = layoutGroups(section, layout, container: container, origin: (insets.leading, y), into: &placed.cells)
            y += height + insets.bottom
            if let footer = layout.footer {
                placed.footer = boundary(footer, data: section.footer, id: "\(section.id.value)/footer", container: container, x: insets.leading, y: &y)
            }
            sections.append(placed)
        }
        return ListLayout(contentSize: Size(width: size.width, height: y), sections: sections, contentInset: contentInset)
    }

    /// Lays the section's groups out from `origin` until its cells run out: each below the last,
    /// `interGroupSpacing` apart, or side by side when the section scrolls orthogonally
    /// (`groupPagingCentered` starts with the first group centred in the section). Returns the
    /// height the groups take.
    private func layoutGroups(_ section: SectionSpec, _ layout: SectionLayoutSpec, container: Size,
                              origin: (x: Double, y: Double), into cells: inout [CellLayout]) -> Double {
        let orthogonal = layout.orthogonalScrolling != .none
        var lead = 0.0
        if layout.orthogonalScrolling == .groupPagingCentered, !layout.group.size.width.isEstimated {
            lead = max(0, (container.width - Self.resolve(layout.group.size.width, in: container)) / 2)
        }
        var next = 0, offset = 0.0, height = 0.0, groups = 0
        while next < section.cells.count {
            let group = measureGroup(layout.group, container: container, forcedAlong: nil, cells: section.cells, next: &next)
            let groupOrigin = orthogonal ? (origin.x + lead + offset, origin.y) : (origin.x, origin.y + offset)
            for leaf in group.leaves {
                let cell = section.cells[leaf.index]
                var frame = leaf.frame.offsetBy(dx: groupOrigin.0, dy: groupOrigin.1)
                if options.rtl { frame.x = size.width - frame.x - frame.width }
                // Orthogonal sections run past the list's width: only cells inside it are on screen.
                guard options.full || (frame.x < size.width && frame.maxX > 0) else { continue }
                if let placed = place(leaf.sized, id: cell.id.value, frame: frame, name: "cell '\(cell.id.value)'") { cells.append(placed) }
            }
            offset += (orthogonal ? group.size.width : group.size.height) + layout.interGroupSpacing
            height = orthogonal ? max(height, group.size.height) : offset - layout.interGroupSpacing
            groups += 1
        }
        return groups == 0 ? 0 : height
    }

    /// Measures one group holding cells from `next` on, and advances `next` past them.
    /// - Parameter forcedAlong: the size its parent's `count` gives it along the parent's axis.
    func measureGroup(_ group: GroupSpec, container: Size, forcedAlong: (axis: GroupSpec.Axis, value: Double)?,
                      cells: CellList, next: inout Int) -> Measured {
        // Size: the group's own dimensions, an estimate standing in until the content is known.
        var outer = Size(width: Self.resolve(group.size.width, in: container), height: Self.resolve(group.size.height, in: container))
        if let forcedAlong { if forcedAlong.axis == .horizontal { outer.width = forcedAlong.value } else { outer.height = forcedAlong.value } }
        let insets = group.contentInsets
        let inner = Size(width: max(0, outer.width - insets.leading - insets.trailing), height: max(0, outer.height - insets.top - insets.bottom))
        let horizontal = group.axis == .horizontal
        let extent = horizontal ? inner.width : inner.height
        let spacing = group.interItemSpacing.minimum

        // Fill: subitems in turn; `count` and `repeatCount` place exactly that many, otherwise
        // while the next one fits (the first always does).
        var limit: Int?
        var equalAlong: Double?
        switch group.repetition {
        case .fit: break
        case .count(let n):
            limit = n
            equalAlong = max(0, (extent - spacing * Double(n - 1)) / Double(n))
        case .repeating(let n): limit = n
        }
        var children: [Measured] = []
        var used = 0.0
        while next < cells.count, limit.map({ children.count < $0 }) ?? true {
            var trial = next
            let subitem = group.subitems[children.count % group.subitems.count]
            let forced = equalAlong.map { (axis: group.axis, value: $0) }
            let child: Measured
            switch subitem {
            case .item(let item): child = measureItem(item, container: inner, forcedAlong: forced, cells: cells, next: &trial)
            case .group(let nested): child = measureGroup(nested, container: inner, forcedAlong: forced, cells: cells, next: &trial)
            }
            let along = horizontal ? child.size.width : child.size.height
            if limit == nil, !children.isEmpty, used + spacing + along > extent + 1e-9 { break }
            used += (children.isEmpty ? 0 : spacing) + along
            children.append(child)
            next = trial
        }

        // Place: along the axis, `interItemSpacing` apart (flexible: the leftover shared between
        // the gaps); across it, at the start.
        let sum = children.reduce(0) { $0 + (horizontal ? $1.size.width : $1.size.height) }
        var gap = spacing
        let alongEstimated = horizontal ? group.size.width.isEstimated : group.size.height.isEstimated
        if case .flexible = group.interItemSpacing, children.count > 1, !alongEstimated {
            gap = max(spacing, (extent - sum) / Double(children.count - 1))
        }
        var leaves: [Leaf] = []
        var position = 0.0, cross = 0.0
        for child in children {
            let dx = insets.leading + (horizontal ? position : 0), dy = insets.top + (horizontal ? 0 : position)
            leaves += child.leaves.map { Leaf(index: $0.index, frame: $0.frame.offsetBy(dx: dx, dy: dy), sized: $0.sized) }
            position += (horizontal ? child.size.width : child.size.height) + gap
            cross = max(cross, horizontal ? child.size.height : child.size.width)
        }
        let content = children.isEmpty ? 0 : position - gap
        // An estimated dimension is its content's extent.
        if group.size.width.isEstimated, forcedAlong?.axis != .horizontal { outer.width = (horizontal ? content : cross) + insets.leading + insets.trailing }
        if group.size.height.isEstimated, forcedAlong?.axis != .vertical { outer.height = (horizontal ? cross : content) + insets.top + insets.bottom }
        return Measured(size: outer, leaves: leaves)
    }

    /// Measures the item showing `cells[next]`, and advances `next`.
    private func measureItem(_ item: ItemSpec, container: Size, forcedAlong: (axis: GroupSpec.Axis, value: Double)?,
                             cells: CellList, next: inout Int) -> Measured {
        let cell = cells[next]
        next += 1
        var width: Double? = item.size.width.isEstimated ? nil : Self.resolve(item.size.width, in: container)
        var height: Double? = item.size.height.isEstimated ? nil : Self.resolve(item.size.height, in: container)
        if let forcedAlong { if forcedAlong.axis == .horizontal { width = forcedAlong.value } else { height = forcedAlong.value } }
        let insets = item.contentInsets
        let cellWidth = width.map { max(0, $0 - insets.leading - insets.trailing) }
        let cellHeight = height.map { max(0, $0 - insets.top - insets.bottom) }
        let kind = sizer.kind(named: cell.kind.value)
        var sized = sizeItem(kind: kind, cell: cell, width: cellWidth, height: cellHeight, name: "cell '\(cell.id.value)'")
        if kind == nil {
            // No kind to measure: an estimated side keeps its estimate.
            if case .estimated(let e) = item.size.width, cellWidth == nil { sized.width = e }
            if case .estimated(let e) = item.size.height, cellHeight == nil { sized.height = e }
        }
        let frame = Rect(x: width == nil ? 0 : insets.leading, y: height == nil ? 0 : insets.top, width: sized.width, height: sized.height)
        return Measured(size: Size(width: width ?? sized.width, height: height ?? sized.height),
                        leaves: [Leaf(index: next - 1, frame: frame, sized: sized)])
    }

    /// A section header or footer (NSCollectionLayoutBoundarySupplementaryItem), at the section's
    /// top or bottom, inset like the section's content horizontally; what it shows is the data
    /// section's `header:`/`footer:` (a title or a kind), its size the layout's.
    private func boundary(_ item: BoundaryItemSpec, data: SupplementarySpec?, id: String, container: Size, x: Double, y: inout Double) -> CellLayout? {
        let width: Double? = item.size.width.isEstimated ? nil : Self.resolve(item.size.width, in: container)
        let height: Double? = item.size.height.isEstimated ? nil : Self.resolve(item.size.height, in: container)
        let kind = data?.kind.flatMap { sizer.kind(named: $0.value) }
        var sized = Sized(width: width ?? Self.resolve(item.size.width, in: container),
                          height: height ?? Self.resolve(item.size.height, in: container), kind: nil, cell: nil, solved: nil)
        if kind != nil { sized = sizeItem(kind: kind, cell: nil, width: width, height: height, name: "'\(id)'") }
        var frame = Rect(x: x, y: y, width: sized.width, height: sized.height)
        if options.rtl { frame.x = size.width - frame.x - frame.width }
        y += sized.height
        var placed = place(sized, id: id, frame: frame, title: data?.title, name: "'\(id)'")
        placed?.titleInset = TableMetrics(metrics).layoutMargin(tableWidth: size.width)
        return placed
    }

    /// A dimension against its container; an estimate is its estimated value.
    static func resolve(_ dimension: LayoutDimension, in container: Size) -> Double {
        switch dimension {
        case .fractionalWidth(let f): return f * container.width
        case .fractionalHeight(let f): return f * container.height
        case .absolute(let v), .estimated(let v): return v
        }
    }
}
