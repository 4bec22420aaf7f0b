import ListkitSpec

/// One constraint of a layout system as data: `lhs relation rhs @priority`, and where it came
/// from so findings can point at the spec (or name what UIKit adds behind the user's back).
struct LayoutConstraint: Sendable, Equatable {
    var lhs: LinearExpression
    var relation: Relation
    var rhs: LinearExpression
    /// UILayoutPriority, 1…1000.
    var priority: Double
    var origin: ConstraintOrigin

    init(_ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, priority: Double = Constraint.requiredPriority, origin: ConstraintOrigin) {
        self.lhs = lhs
        self.relation = relation
        self.rhs = rhs
        self.priority = min(max(priority, 1), Constraint.requiredPriority)
        self.origin = origin
    }

    var isRequired: Bool { priority >= Constraint.requiredPriority }
}

/// Where a constraint of a layout system comes from. Views are slots: 0 is the container (the
/// screen, or a cell's content view), slot i + 1 is the hierarchy's entry i.
enum ConstraintOrigin: Sendable, Hashable {
    enum Axis: Sendable, Hashable { case horizontal, vertical }

    /// A spec constraint: the slot whose `layout:` holds it, its index there, the atom of a compound.
    case spec(slot: Int, index: Int, part: Int)
    /// `size <= intrinsic @hugging` (hugging) or `size >= intrinsic @compression`.
    case intrinsic(slot: Int, axis: Axis, hugging: Bool)
    /// A constraint UIStackView adds, named as UIKit names it (`UISV-spacing`, …).
    case stack(slot: Int, name: String)
    /// `UISV-hiding`: a hidden arranged view collapses along the stack's axis.
    case hiding(slot: Int)
    /// Width and height are never negative.
    case nonNegative(slot: Int, axis: Axis)
    /// The container's frame: the device's screen, or the cell's content view as UIKit sizes
    /// it (`UIView-Encapsulated-Layout-Width/Height`, or the fitting size's target).
    case container(name: String)
}
