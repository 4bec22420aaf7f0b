import ListkitSpec

/// Writes an Interface Builder constraint in listkit's constraint language, for the `layout`
/// of the view it constrains: `attribute relation [other.]attribute [* m] [± c] [@priority]`.
///
/// The first item must be a view that can hold the constraint. When IB's first item is a
/// layout guide (IB often writes `safeArea.trailing == label.trailing + 20`), the sides are
/// swapped: `a = m·b + c` is `b = a/m − c/m`, and an inequality turns round. A constraint
/// between two guides, or of a guide alone (`contentLayoutGuide.width == frameLayoutGuide.width`),
/// is held by the view that owns the first guide: `self.contentLayoutGuide.width == …`.
struct IBConstraintMapper {
    /// Views are told by their number in the screen's walk (`IBScreenBuilder`).
    enum Anchor {
        case view(element: Int, name: String, attribute: String)
        /// A guide that constraints can name but not hold (the screen's safe area, a view's
        /// guide). `owner`: the view that owns it and the guide's listkit name, so that view can
        /// hold a constraint whose first item is the guide (nil: none can, as for the legacy
        /// layout guides).
        case guide(name: String, attribute: String, owner: (element: Int, guide: String)? = nil)
        case unsupported(String)
    }

    let classes: SizeClasses

    /// The number of the view whose layout takes the constraint, and the constraint
    /// written; or why it cannot be written. `first` and `second`: what the constraint's items
    /// stand for (`second` nil when it has none).
    func map(_ c: IBConstraint, first: Anchor, second: Anchor?) -> Result<(Int, ConstraintWriter), Failure> {
        var first = first, second = second
        var multiplier = c.multiplier, constant = c.constant(for: classes), relation = c.relation
        // Each side on its own, not an array of the two made for every constraint.
        if case .unsupported(let what) = first { return .failure(Failure(what)) }
        if case .unsupported(let what)? = second { return .failure(Failure(what)) }
        if c.isStandardSpacing, Self.isSafeArea(first) || second.map(Self.isSafeArea) == true {
            constant = SystemSpacing.toSafeArea
        } else if c.isStandardSpacing, Self.isLegacyLayoutGuide(first) || second.map(Self.isLegacyLayoutGuide) == true {
            // The spacing's side is the written constant's.
            constant = constant < 0 ? -SystemSpacing.toLayoutGuide : SystemSpacing.toLayoutGuide
        }
        if case .guide(_, let guideAttribute, let guideOwner) = first {
            if let other = second, case .view = other, multiplier != 0 {
                swap(&first, &second!)
                constant = -constant / multiplier
                multiplier = 1 / multiplier
                relation = multiplier > 0 ? relation.flipped : relation
            } else if let guideOwner {
                // Between guides, or a guide alone: its owner holds it, naming its own guide.
                first = .view(element: guideOwner.element, name: "self.\(guideOwner.guide)", attribute: guideAttribute)
            } else {
                return .failure(Failure("it constrains layout guides alone (a view must hold it)"))
            }
        }
        guard case .view(let owner, let ownerName, let firstAttribute) = first else { return .failure(Failure("no view to hold it")) }
        let isOwnGuide = ownerName.hasPrefix("self.")
        guard let attribute = isOwnGuide ? IBConstraint.attributes[firstAttribute]?.rawValue : IBConstraint.name(of: firstAttribute) else {
            return .failure(Failure(Self.missing(firstAttribute)))
        }
        var text = ConstraintWriter(first: isOwnGuide ? ownerName : nil, attribute, relation: relation)
        switch second {
        case nil:
            text.constant(constant)
        case .view(let element, let name, let secondAttribute)?:
            guard let other = IBConstraint.name(of: secondAttribute) else { return .failure(Failure(Self.missing(secondAttribute))) }
            text.anchor(element == owner ? nil : name, other, multiplier: multiplier, constant: constant)
        case .guide(let name, let secondAttribute, _)?:
            guard let other = IBConstraint.attributes[secondAttribute] else { return .failure(Failure(Self.missing(secondAttribute))) }
            text.anchor(name, other.rawValue, multiplier: multiplier, constant: constant)
        case .unsupported?:
            return .failure(Failure("unreachable"))
        }
        if c.priority != Constraint.requiredPriority { text.priority(c.priority) }
        return .success((owner, text))
    }

    /// Whether an anchor is a safe area guide (the screen's or a view's; not a legacy top or
    /// bottom layout guide, whose standard spacing is a view's).
    static func isSafeArea(_ anchor: Anchor) -> Bool {
        if case .guide(_, _, let owner?) = anchor { return owner.guide == "safeArea" }
        return false
    }

    /// Whether an anchor is an edge of a legacy top or bottom layout guide: the safe area's edge
    /// it stands for, which no view owns (`IBScreenBuilder.anchor(of:number:attribute:)`).
    static func isLegacyLayoutGuide(_ anchor: Anchor) -> Bool {
        if case .guide(let name, _, nil) = anchor { return name == "safeArea" }
        return false
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// Why an IB attribute has no listkit counterpart yet.
    static func missing(_ attribute: String) -> String {
        if attribute.hasSuffix("aseline") { return "the baseline attribute '\(attribute)'" }
        return "the attribute '\(attribute)'"
    }
}
