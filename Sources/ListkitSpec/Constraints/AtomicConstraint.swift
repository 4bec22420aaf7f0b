/// One constraint as Auto Layout holds it: `first relation second * multiplier + constant`,
/// `second` absent for a constant. Compounds expand into several of these.
public struct AtomicConstraint: Sendable, Hashable {
    public var first: ViewRef
    /// The first item's layout guide (nil: the view itself).
    public var firstGuide: LayoutGuide?
    public var firstAttribute: Attribute
    public var relation: Relation
    public var second: ViewRef?
    public var secondGuide: LayoutGuide?
    public var secondAttribute: Attribute?
    public var multiplier: Double
    public var constant: Double
    public var priority: Double

    public init(first: ViewRef, firstGuide: LayoutGuide? = nil, firstAttribute: Attribute, relation: Relation, second: ViewRef? = nil,
                secondGuide: LayoutGuide? = nil, secondAttribute: Attribute? = nil, multiplier: Double = 1, constant: Double = 0,
                priority: Double = Constraint.requiredPriority) {
        self.first = first
        self.firstGuide = firstGuide
        self.secondGuide = secondGuide
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.second = second
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }
}

extension Constraint {
    /// Why a constraint's compound attributes do not line up (`edges == parent.top`).
    public struct ExpansionError: Error, Sendable, Equatable {
        public var message: String
        public var offset: Int
    }

    /// The atomic constraints this one stands for. For edges, horizontal and vertical the
    /// constant is an inset: positive goes inward, so the far edge's constant and relation flip.
    public func expanded() -> Result<[AtomicConstraint], ExpansionError> {
        switch first.attribute {
        case .single(let a)?: return expanded(CollectionOfOne((attribute: a, farEdge: false)))
        case .compound(let c)?: return expanded(c.components)
        case nil: return .failure(ExpansionError(message: "missing attribute", offset: first.offset))
        }
    }

    /// `expanded()` for the left side's atomic attributes, `firstParts`. Generic so that a
    /// single attribute (most constraints) is expanded without an array of its one part, into
    /// a result allocated once at its final size: layout and lint expand every constraint of
    /// every screen, and those arrays were a tenth of `listkit lint`'s allocations.
    private func expanded<Parts: RandomAccessCollection<(attribute: Attribute, farEdge: Bool)>>(_ firstParts: Parts)
        -> Result<[AtomicConstraint], ExpansionError> {
        var result: [AtomicConstraint] = []
        result.reserveCapacity(firstParts.count)
        for (index, part) in firstParts.enumerated() {
            var atom = AtomicConstraint(first: first.view, firstGuide: first.guide, firstAttribute: part.attribute,
                                        relation: relation, priority: priority)
            switch rhs {
            case .constant(let c):
                atom.constant = c
            case .size(let size):
                guard part.attribute.kind == .size else {
                    return .failure(ExpansionError(message: "a size (WxH) applies only to 'size', 'width' or 'height'", offset: first.offset))
                }
                guard case .compound(.size)? = first.attribute else {
                    return .failure(ExpansionError(message: "a size (WxH) needs 'size' on the left; use a number for '\(part.attribute.rawValue)'", offset: first.offset))
                }
                atom.constant = part.attribute == .width ? size.width : size.height
            case .anchor(let anchor, let multiplier, let constant):
                atom.second = anchor.view
                atom.secondGuide = anchor.guide
                atom.multiplier = multiplier
                atom.constant = constant
                switch anchor.attribute {
                case nil:
                    atom.secondAttribute = part.attribute
                case .single(let a)?:
                    guard firstParts.count == 1 else {
                        return .failure(ExpansionError(message: "'\(first.attribute!)' needs a matching compound or a view on the right, not '\(a.rawValue)'", offset: anchor.offset))
                    }
                    atom.secondAttribute = a
                case .compound(let c)?:
                    let parts = c.components
                    guard case .compound(let mine)? = first.attribute, parts.count == firstParts.count, mine == c || parts.map(\.attribute) == firstParts.map(\.attribute) else {
                        return .failure(ExpansionError(message: "'\(first.attribute!)' cannot be related to '\(c.rawValue)'", offset: anchor.offset))
                    }
                    atom.secondAttribute = parts[index].attribute
                }
            }
            if part.farEdge {
                atom.constant = -atom.constant
                atom.relation = relation.flipped
            }
            result.append(atom)
        }
        return .success(result)
    }
}
