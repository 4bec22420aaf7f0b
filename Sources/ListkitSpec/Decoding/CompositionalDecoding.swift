import ListkitYAML

/// Reads `compositional:` (docs/spec-format.md, "Compositional layout"): section layouts, their
/// groups, items and boundary items, with every problem reported at its value.
extension SpecDecoder {
    mutating func compositionalLayout(_ node: Node, sectionIDs: [String]) -> CompositionalSpec? {
        guard let pairs = mapping(node, what: "'compositional'") else { return nil }
        checkKeys(pairs, allowed: Schema.compositional, in: "'compositional'")
        let section = require("section", in: node, what: "'compositional'").flatMap { sectionLayout($0, what: "'compositional.section'") }
        var perSection: [(id: Located<String>, layout: SectionLayoutSpec)] = []
        if let sections = node["sections"], let sectionPairs = mapping(sections, what: "'compositional.sections'") {
            for pair in sectionPairs {
                guard let id = pair.key.scalar?.string else { continue }
                if !sectionIDs.contains(id) {
                    let hint = DidYouMean.best(id, in: sectionIDs).map { "; did you mean '\($0)'?" }
                        ?? (sectionIDs.isEmpty ? " (the collection has no sections)" : " (sections: \(sectionIDs.joined(separator: ", ")))")
                    report(RuleDescription.invalidValue.finding("'compositional.sections' names no section of this collection: '\(id)'\(hint)", at: pair.key.mark))
                }
                if let layout = sectionLayout(pair.value, what: "the layout of section '\(id)'") {
                    perSection.append((Located(id, at: pair.key.mark), layout))
                }
            }
        }
        guard let section else { return nil }
        return CompositionalSpec(section: section, sections: perSection)
    }

    mutating func sectionLayout(_ node: Node, what: String) -> SectionLayoutSpec? {
        guard let pairs = mapping(node, what: what) else { return nil }
        checkKeys(pairs, allowed: Schema.sectionLayout, in: what)
        let group = require("group", in: node, what: what).flatMap { layoutGroup($0, what: "\(what).group") }
        let spacing = node["interGroupSpacing"].flatMap { number($0, what: "'interGroupSpacing'", in: NumberRange.length) } ?? 0
        let insets = node["contentInsets"].map { directionalInsets($0, what: "'contentInsets'") } ?? DirectionalInsets()
        let orthogonal = node["orthogonalScrolling"].flatMap { choice($0, OrthogonalScrolling.self, what: "orthogonal scrolling behavior") } ?? OrthogonalScrolling.none
        let header = node["header"].flatMap { boundaryItem($0, what: "\(what).header") }
        let footer = node["footer"].flatMap { boundaryItem($0, what: "\(what).footer") }
        guard let group else { return nil }
        return SectionLayoutSpec(group: group, interGroupSpacing: spacing, contentInsets: insets,
                                 orthogonalScrolling: orthogonal, header: header, footer: footer)
    }

    /// `{axis, width, height, items | item, count | repeatCount, interItemSpacing, contentInsets}`.
    mutating func layoutGroup(_ node: Node, what: String) -> GroupSpec? {
        guard let pairs = mapping(node, what: what) else { return nil }
        checkKeys(pairs, allowed: Schema.layoutGroup, in: what)
        let axis = node["axis"].flatMap { choice($0, GroupSpec.Axis.self, what: "group axis") } ?? .horizontal
        let size = layoutSize(node, what: what)
        var subitems: [SubitemSpec] = []
        if let items = require("items", in: node, what: what), let list = sequence(items, what: "\(what).items") {
            if list.isEmpty { report(RuleDescription.invalidValue.finding("\(what).items must list at least one item or group", at: items.mark)) }
            subitems = list.compactMap { subitem($0, what: "an item of \(what)") }
        }
        var repetition = GroupSpec.Repetition.fit
        let count = node["count"].flatMap { repeatCount($0, what: "'count'") }
        let repeating = node["repeatCount"].flatMap { repeatCount($0, what: "'repeatCount'") }
        if let count { repetition = .count(count) }
        if let repeating { repetition = .repeating(repeating) }
        if count != nil || repeating != nil, let key = node["count"] ?? node["repeatCount"] {
            if count != nil && repeating != nil {
                report(RuleDescription.invalidValue.finding("\(what) takes 'count' (equal items filling the group) or 'repeatCount' (the item at its own size), not both", at: key.mark))
            } else if subitems.count > 1 {
                report(RuleDescription.invalidValue.finding("\(what): a group with '\(count != nil ? "count" : "repeatCount")' repeats one subitem, not \(subitems.count)", at: key.mark))
            }
        }
        let spacing = node["interItemSpacing"].flatMap { layoutSpacing($0) } ?? .fixed(0)
        let insets = node["contentInsets"].map { directionalInsets($0, what: "'contentInsets'") } ?? DirectionalInsets()
        guard let size, !subitems.isEmpty else { return nil }
        return GroupSpec(axis: axis, size: size, subitems: subitems, repetition: repetition, interItemSpacing: spacing, contentInsets: insets)
    }

    /// An item `{width, height, contentInsets}`, or a nested group `{group: {…}}`.
    mutating func subitem(_ node: Node, what: String) -> SubitemSpec? {
        guard let pairs = mapping(node, what: what) else { return nil }
        if let group = node["group"] {
            checkKeys(pairs, allowed: ["group"], in: "a nested group entry")
            return layoutGroup(group, what: "a nested group").map(SubitemSpec.group)
        }
        checkKeys(pairs, allowed: Schema.layoutItem, in: what, elsewhere: Schema.layoutGroup) { key in
            Schema.layoutGroup.contains(key) ? "a group's key: write the nested group as { group: { … } }" : nil
        }
        let insets = node["contentInsets"].map { directionalInsets($0, what: "'contentInsets'") } ?? DirectionalInsets()
        return layoutSize(node, what: what).map { .item(ItemSpec(size: $0, contentInsets: insets)) }
    }

    /// `{width?, height, pinned?}`: width defaults to fractionalWidth(1), as headers span the section.
    mutating func boundaryItem(_ node: Node, what: String) -> BoundaryItemSpec? {
        guard let pairs = mapping(node, what: what) else { return nil }
        checkKeys(pairs, allowed: Schema.boundaryItem, in: what)
        let width = node["width"].map { layoutDimension($0) } ?? .some(.fractionalWidth(1))
        let height = require("height", in: node, what: what).flatMap { layoutDimension($0) }
        let pinned = node["pinned"].flatMap { bool($0, what: "'pinned'") } ?? false
        guard let width, let height else { return nil }
        return BoundaryItemSpec(size: LayoutSizeSpec(width: width, height: height), pinned: pinned)
    }

    /// A mapping's `width` and `height`, both required.
    mutating func layoutSize(_ node: Node, what: String) -> LayoutSizeSpec? {
        let width = require("width", in: node, what: what).flatMap { layoutDimension($0) }
        let height = require("height", in: node, what: what).flatMap { layoutDimension($0) }
        guard let width, let height else { return nil }
        return LayoutSizeSpec(width: width, height: height)
    }

    /// `fractionalWidth(0.5)`, `fractionalHeight(1)`, `absolute(44)`, `estimated(44)`, or a
    /// number of points (absolute).
    mutating func layoutDimension(_ node: Node) -> LayoutDimension? {
        if node.scalar?.number != nil {
            return number(node, what: "a dimension", in: NumberRange.length).map { .absolute($0) }
        }
        guard let text = string(node, what: "a dimension") else { return nil }
        guard let (name, value) = Self.call(text) else {
            report(RuleDescription.invalidValue.finding("a dimension must be fractionalWidth(f), fractionalHeight(f), absolute(points) or estimated(points), not '\(text)'", at: node.mark))
            return nil
        }
        let fractional = name == "fractionalWidth" || name == "fractionalHeight"
        let range = fractional ? NumberRange.fraction : NumberRange.length
        guard LayoutDimension.functionNames.contains(name) else {
            let hint = DidYouMean.best(name, in: LayoutDimension.functionNames).map { "; did you mean '\($0)'?" }
                ?? " (one of: \(LayoutDimension.functionNames.joined(separator: ", ")))"
            report(RuleDescription.invalidValue.finding("unknown dimension '\(name)'\(hint)", at: node.mark))
            return nil
        }
        guard let value, value.isFinite, range.contains(value), !(fractional && value == 0) else {
            let bounds = fractional ? "above 0 and at most \(formatNumber(range.upperBound))" : "between 0 and \(formatNumber(range.upperBound))"
            report(RuleDescription.invalidValue.finding("\(name)(…) takes a number \(bounds), not '\(text)'", at: node.mark))
            return nil
        }
        switch name {
        case "fractionalWidth": return .fractionalWidth(value)
        case "fractionalHeight": return .fractionalHeight(value)
        case "absolute": return .absolute(value)
        default: return .estimated(value)
        }
    }

    /// A number (fixed), `fixed(8)` or `flexible(8)`.
    mutating func layoutSpacing(_ node: Node) -> LayoutSpacing? {
        if node.scalar?.number != nil {
            return number(node, what: "'interItemSpacing'", in: NumberRange.length).map { .fixed($0) }
        }
        guard let text = string(node, what: "'interItemSpacing'") else { return nil }
        if let (name, value) = Self.call(text), let value, value.isFinite, NumberRange.length.contains(value) {
            if name == "fixed" { return .fixed(value) }
            if name == "flexible" { return .flexible(value) }
            let hint = DidYouMean.best(name, in: ["fixed", "flexible"]).map { "; did you mean '\($0)'?" } ?? ""
            report(RuleDescription.invalidValue.finding("unknown spacing '\(name)'\(hint)", at: node.mark))
            return nil
        }
        report(RuleDescription.invalidValue.finding("'interItemSpacing' must be points, fixed(points) or flexible(points) with 0…10000 points, not '\(text)'", at: node.mark))
        return nil
    }

    mutating func repeatCount(_ node: Node, what: String) -> Int? {
        guard let n = number(node, what: what, in: NumberRange.itemCount) else { return nil }
        guard n == n.rounded(), let whole = Int(finite: n) else {
            report(RuleDescription.invalidValue.finding("\(what) must be a whole number between 1 and 1000, not \(node.scalar?.string ?? "")", at: node.mark))
            return nil
        }
        return whole
    }

    /// A number for all four sides, or `{top, leading, bottom, trailing}`.
    mutating func directionalInsets(_ node: Node, what: String) -> DirectionalInsets {
        let s = fourSides(node, keys: Schema.directionalInsets, what: what)
        return DirectionalInsets(top: s[0], leading: s[1], bottom: s[2], trailing: s[3])
    }

    /// `name(number)` split into its name and number (nil number when it does not read as one).
    static func call(_ text: String) -> (String, Double?)? {
        let compact = String(text.filter { $0 != " " })
        guard let open = compact.firstIndex(of: "("), compact.hasSuffix(")") else { return nil }
        let name = String(compact[..<open])
        let inner = compact[compact.index(after: open)..<compact.index(before: compact.endIndex)]
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter }) else { return nil }
        return (name, Double(inner))
    }
}
