import ListkitSpec

/// A content priority tie: views whose sizes on one axis the constraints leave open only
/// because their compression resistance (or hugging) priorities are equal. Auto Layout then
/// has no reason to compress (or stretch) one rather than the other — Interface Builder's
/// "content priority ambiguity" — and settles it arbitrarily at run time. Naming the tie and
/// the priorities that settle it says more than "needs constraints for x position or width".
struct ContentPriorityTie: Sendable, Hashable {
    /// The tied views' slots, in hierarchy order.
    var slots: [Int]
    var axis: ConstraintOrigin.Axis
    /// Compression resistance (the views are compressed) or hugging (they are stretched).
    var hugging: Bool
    var priority: Double

    /// The ties among ambiguous views of a solved system.
    ///
    /// At an optimum that is not unique, the solver's values are one vertex of the optimal
    /// face: some tied view is compressed below (or stretched beyond) its intrinsic size.
    /// That view's intrinsic constraint, and every other ambiguous view on the axis with the
    /// same priority of the same kind, form the tie.
    /// - Parameters:
    ///   - openSizes: slots per axis, in hierarchy order, whose size (width or height) the solver
    ///     leaves undetermined.
    ///   - size: a slot's solved size on an axis.
    /// - Complexity: O(constraints + ambiguous views²); run only when something is ambiguous.
    static func find(in constraints: [LayoutConstraint], openSizes: [ConstraintOrigin.Axis: [Int]],
                     size: (Int, ConstraintOrigin.Axis) -> Double) -> [ContentPriorityTie] {
        // Collect: each view's intrinsic constraints (priority, intrinsic size) by axis and kind.
        struct Key: Hashable { var slot: Int, axis: ConstraintOrigin.Axis, hugging: Bool }
        var intrinsic: [Key: (priority: Double, size: Double)] = [:]
        for constraint in constraints {
            guard case .intrinsic(let slot, let axis, let hugging) = constraint.origin else { continue }
            intrinsic[Key(slot: slot, axis: axis, hugging: hugging)] = (constraint.priority, constraint.rhs.constant)
        }
        var ties: [ContentPriorityTie] = []
        for axis in [ConstraintOrigin.Axis.horizontal, .vertical] {
            let slots = openSizes[axis] ?? []
            var taken = Set<Int>()
            for slot in slots where !taken.contains(slot) {
                // Pick: a view the vertex compresses or stretches names the kind of the tie.
                let solved = size(slot, axis)
                var kind: Bool?
                if let c = intrinsic[Key(slot: slot, axis: axis, hugging: false)], solved < c.size - 1e-6 { kind = false }
                if let h = intrinsic[Key(slot: slot, axis: axis, hugging: true)], solved > h.size + 1e-6 { kind = true }
                guard let hugging = kind, let priority = intrinsic[Key(slot: slot, axis: axis, hugging: hugging)]?.priority else { continue }
                // Group: every other open view on the axis with an equal priority of that kind.
                let group = slots.filter { other in
                    !taken.contains(other) && intrinsic[Key(slot: other, axis: axis, hugging: hugging)]?.priority == priority
                }
                guard group.count > 1 else { continue }
                taken.formUnion(group)
                ties.append(ContentPriorityTie(slots: group, axis: axis, hugging: hugging, priority: priority))
            }
        }
        return ties
    }

    /// "views 'a' and 'b' tie in horizontal compression resistance (750 = 750): …"
    func message(names: [String]) -> String {
        let axisName = axis == .horizontal ? "horizontal" : "vertical"
        let what = hugging ? "content hugging" : "compression resistance"
        let key = hugging ? "hugging" : "compressionResistance"
        let verb = hugging ? "stretch" : "compress"
        let declared = ContentSizePriority.declared(priority)
        let p = formatNumber(declared)
        let listed = names.count == 2 ? "\(names[0]) and \(names[1])"
            : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
        let equal = Array(repeating: p, count: names.count).joined(separator: " = ")
        let start = "views \(listed) tie in \(axisName) \(what) (\(equal)), so Auto Layout cannot tell which to \(verb): "
        // At either end of 1…1000 only one way out is a change: the other would be the same priority.
        if declared >= Constraint.requiredPriority {
            return start + "give \(names[0]) a lower priority (\(key): { \(axisName): \(formatNumber(declared - 1)) })"
        }
        if declared <= 1 {
            return start + "give \(names[0]) a higher priority (\(key): { \(axisName): \(formatNumber(declared + 1)) })"
        }
        return start + "give \(names[0]) a higher priority (\(key): { \(axisName): \(formatNumber(declared + 1)) }) or a lower one (\(formatNumber(declared - 1)))"
    }
}
