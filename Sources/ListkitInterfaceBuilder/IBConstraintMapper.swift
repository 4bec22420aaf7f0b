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
    enum Anchor {
        case view(element: String, name: String, attribute: String)
        /// A guide that constraints can name but not hold (the screen's safe area, a view's
        /// guide). `owner`: the view that owns it and the guide's listkit name, so that view can
        /// hold a constraint whose first item is the guide (nil: none can, as for the legacy
        /// layout guides).
        case guide(name: String, attribute: String, owner: (element: String, guide: String)? = nil)
        case unsupported(String)
    }

    let resolve: (_ item: String, _ attribute: String) -> Anchor
    let classes: SizeClasses

    /// The element id of the view whose layout takes the constraint, and its text; or why it
    /// cannot be written.
    mutating func map(_ c: IBConstraint) -> Result<(String, String), Failure> {
        var first = resolve(c.first, c.firstAttribute)
        var second = c.second.map { resolve($0, c.secondAttribute ?? c.firstAttribute) }
        var multiplier = c.multiplier, constant = c.constant(for: classes), relation = c.relation
        let anchors = [first] + (second.map { [$0] } ?? [])
        for anchor in anchors {
            if case .unsupported(let what) = anchor { return .failure(Failure(what)) }
        }
        if c.isStandardSpacing, anchors.contains(where: Self.isSafeArea) {
            constant = SystemSpacing.toSafeArea
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
        var text = isOwnGuide ? "\(ownerName).\(attribute) \(relation.rawValue) " : "\(attribute) \(relation.rawValue) "
        switch second {
        case nil:
            text += formatNumber(constant)
        case .view(let element, let name, let secondAttribute)?:
            guard let other = IBConstraint.name(of: secondAttribute) else { return .failure(Failure(Self.missing(secondAttribute))) }
            text += element == owner ? other : "\(name).\(other)"
            text += Self.expressionTail(multiplier: multiplier, constant: constant)
        case .guide(let name, let secondAttribute, _)?:
            guard let other = IBConstraint.attributes[secondAttribute] else { return .failure(Failure(Self.missing(secondAttribute))) }
            text += "\(name).\(other.rawValue)" + Self.expressionTail(multiplier: multiplier, constant: constant)
        case .unsupported?:
            return .failure(Failure("unreachable"))
        }
        if c.priority != 1000 { text += " @\(formatNumber(c.priority))" }
        return .success((owner, text))
    }

    /// Whether an anchor is a safe area guide (the screen's or a view's; not a legacy top or
    /// bottom layout guide, whose standard spacing is a view's).
    static func isSafeArea(_ anchor: Anchor) -> Bool {
        if case .guide(_, _, let owner?) = anchor { return owner.guide == "safeArea" }
        return false
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    static func expressionTail(multiplier: Double, constant: Double) -> String {
        var tail = multiplier == 1 ? "" : " * \(formatNumber(multiplier))"
        if constant != 0 { tail += constant < 0 ? " - \(formatNumber(-constant))" : " + \(formatNumber(constant))" }
        return tail
    }

    /// Why an IB attribute has no listkit counterpart yet.
    static func missing(_ attribute: String) -> String {
        if attribute.hasSuffix("aseline") { return "the baseline attribute '\(attribute)'" }
        return "the attribute '\(attribute)'"
    }
}
