/// A parsed constraint string: `[view.]attribute relation expression [@priority]`.
///
/// A constraint may use compound attributes (edges, horizontal, vertical, center, size);
/// `expanded()` turns it into the atomic constraints Auto Layout would hold.
public struct Constraint: Sendable, Hashable {
    public var first: Anchor
    public var relation: Relation
    public var rhs: RightHandSide
    public var priority: Double
    /// Column offset of the priority inside the string (for range errors).
    public var priorityOffset: Int?

    /// A required constraint's priority, the default where none is written
    /// (UIKit's `UILayoutPriorityRequired`).
    public static let requiredPriority = 1000.0

    public init(first: Anchor, relation: Relation, rhs: RightHandSide, priority: Double = requiredPriority, priorityOffset: Int? = nil) {
        self.first = first
        self.relation = relation
        self.rhs = rhs
        self.priority = priority
        self.priorityOffset = priorityOffset
    }

    public enum RightHandSide: Sendable, Hashable {
        /// A number: for sizes the size itself; for compounds' insets, the inset.
        case constant(Double)
        /// `WxH`, for `size`.
        case size(Size)
        /// `anchor * multiplier + constant`.
        case anchor(Anchor, multiplier: Double, constant: Double)
    }
}

public enum Relation: String, Sendable, Hashable, CaseIterable {
    case equal = "=="
    case greaterOrEqual = ">="
    case lessOrEqual = "<="

    /// The relation with its sides swapped (`a >= b` is `b <= a`).
    public var flipped: Relation {
        switch self {
        case .equal: return .equal
        case .greaterOrEqual: return .lessOrEqual
        case .lessOrEqual: return .greaterOrEqual
        }
    }
}

/// Which view an anchor belongs to.
public enum ViewRef: Sendable, Hashable, CustomStringConvertible {
    /// The view whose `layout:` holds the constraint.
    case this
    /// Its superview (for a cell kind's root views, the cell's content view).
    case parent
    /// The screen's safe area (in a cell kind: the content view).
    case safeArea
    case named(String)

    public var description: String {
        switch self {
        case .this: return "self"
        case .parent: return "parent"
        case .safeArea: return "safeArea"
        case .named(let n): return n
        }
    }
}

/// `view[.guide].attribute`; the attribute may be left out on the right-hand side. With a
/// guide, the attribute is the guide's (`parent.margins.top`, written also `parent.topMargin`).
public struct Anchor: Sendable, Hashable {
    public var view: ViewRef
    /// One of the view's layout guides; nil: the view's own (alignment) rectangle.
    public var guide: LayoutGuide?
    public var attribute: AttributeName?
    /// Column offset and length inside the constraint string.
    public var offset: Int
    public var length: Int

    public init(view: ViewRef, guide: LayoutGuide? = nil, attribute: AttributeName?, offset: Int = 0, length: Int = 0) {
        self.view = view
        self.guide = guide
        self.attribute = attribute
        self.offset = offset
        self.length = length
    }
}

public enum AttributeName: Sendable, Hashable, CustomStringConvertible {
    case single(Attribute)
    case compound(CompoundAttribute)

    /// The attribute a name names, nil for any other name. Every anchor of every constraint is
    /// read by name (the parser's, the Interface Builder reader's), and most names asked about
    /// are attributes or views: a name is compared only with the attributes of its length
    /// (`byLength`), not with each of the seventeen in turn as the enums' `init(rawValue:)` does.
    public init?(_ name: String) {
        let count = name.utf8.count
        guard count < Self.byLength.count else { return nil }
        for candidate in Self.byLength[count] where candidate.name == name {
            self = candidate.attribute
            return
        }
        return nil
    }

    /// Every attribute and compound attribute by its name's length in UTF-8 (the index), made
    /// from the enums' cases.
    private static let byLength: [[(name: String, attribute: AttributeName)]] = {
        let all = Attribute.allCases.map { ($0.rawValue, AttributeName.single($0)) }
            + CompoundAttribute.allCases.map { ($0.rawValue, AttributeName.compound($0)) }
        var table = [[(name: String, attribute: AttributeName)]](repeating: [], count: (all.map(\.0.utf8.count).max() ?? 0) + 1)
        for (name, attribute) in all { table[name.utf8.count].append((name, attribute)) }
        return table
    }()

    public var description: String {
        switch self {
        case .single(let a): return a.rawValue
        case .compound(let c): return c.rawValue
        }
    }

    /// Every attribute a constraint may name, margin attributes included (for did-you-mean).
    public static var allNames: [String] {
        Attribute.allCases.map(\.rawValue) + CompoundAttribute.allCases.map(\.rawValue) + LayoutGuide.marginAttributeNames
    }
}

public enum Attribute: String, Sendable, Hashable, CaseIterable {
    case top, bottom, leading, trailing, left, right, centerX, centerY, width, height
    /// The baseline of a view's first and last line of text (`NSLayoutAttributeFirstBaseline`,
    /// `LastBaseline`); a view without text has its bottom edge as both.
    case firstBaseline, lastBaseline

    public enum Kind: Sendable { case horizontalPosition, verticalPosition, size }

    public var kind: Kind {
        switch self {
        case .leading, .trailing, .left, .right, .centerX: return .horizontalPosition
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline: return .verticalPosition
        case .width, .height: return .size
        }
    }

    /// Leading and trailing follow the layout direction; left and right do not.
    public var isDirectional: Bool { self == .leading || self == .trailing }
    public var isAbsoluteHorizontal: Bool { self == .left || self == .right }
}

public enum CompoundAttribute: String, Sendable, Hashable, CaseIterable {
    case edges, horizontal, vertical, center, size

    /// The atomic attributes, and for each whether it is a far edge (its inset flips).
    public var components: [(attribute: Attribute, farEdge: Bool)] {
        switch self {
        case .edges: return [(.top, false), (.leading, false), (.bottom, true), (.trailing, true)]
        case .horizontal: return [(.leading, false), (.trailing, true)]
        case .vertical: return [(.top, false), (.bottom, true)]
        case .center: return [(.centerX, false), (.centerY, false)]
        case .size: return [(.width, false), (.height, false)]
        }
    }
}
