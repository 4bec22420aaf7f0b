import ListkitSpec
import ListkitYAML

/// Names a system's constraints for findings: spec constraints as written with their marks,
/// UIKit's own with the view they belong to.
struct ConstraintDescriber {
    let template: SystemTemplate
    let constraints: [LayoutConstraint]
    /// Where the container's constraints point: the screen's name, or the cell kind's height.
    let containerMark: Mark

    func viewName(_ slot: Int) -> String {
        template.view(atSlot: slot).map { "'\($0.id.value)'" } ?? "the container"
    }

    func viewMark(_ slot: Int) -> Mark {
        template.view(atSlot: slot)?.mark ?? containerMark
    }

    func reference(_ index: Int, broken: Bool = false) -> ConstraintReference {
        let constraint = constraints[index]
        switch constraint.origin {
        case .spec(let slot, let constraintIndex, let part):
            guard let view = template.view(atSlot: slot), constraintIndex < view.layout.count else { break }
            let spec = view.layout[constraintIndex]
            var text = "'\(spec.text)'"
            if case .success(let atoms)? = spec.constraint?.expanded(), atoms.count > 1, part < atoms.count {
                text += " (\(atoms[part].firstAttribute.rawValue))"
            }
            return ConstraintReference(text: text, mark: spec.textMark, isFromSpec: true, isBroken: broken)
        case .intrinsic(let slot, let axis, let hugging):
            let attribute = axis == .horizontal ? "width" : "height"
            let relation = hugging ? "<=" : ">="
            let what = hugging ? "content hugging" : "compression resistance"
            let text = "\(what) of view \(viewName(slot)) '\(attribute) \(relation) \(formatNumber(constraint.rhs.constant)) @\(formatNumber(ContentSizePriority.declared(constraint.priority)))'"
            return ConstraintReference(text: text, mark: viewMark(slot), isFromSpec: false, isBroken: broken)
        case .stack(let slot, let name):
            return ConstraintReference(text: "\(name) of stack \(viewName(slot))", mark: viewMark(slot), isFromSpec: false, isBroken: broken)
        case .hiding(let slot):
            return ConstraintReference(text: "UISV-hiding of hidden view \(viewName(slot)) (size along the stack's axis == 0)", mark: viewMark(slot), isFromSpec: false, isBroken: broken)
        case .nonNegative(let slot, let axis):
            return ConstraintReference(text: "\(axis == .horizontal ? "width" : "height") of view \(viewName(slot)) >= 0", mark: viewMark(slot), isFromSpec: false, isBroken: broken)
        case .container(let name):
            return ConstraintReference(text: name, mark: containerMark, isFromSpec: false, isBroken: broken)
        }
        return ConstraintReference(text: "a constraint", mark: containerMark, isFromSpec: false, isBroken: broken)
    }

    /// One finding per conflict, at the broken constraint, listing the rest of the set.
    func conflictFindings(_ solution: SystemSolution, context: String) -> [LayoutFinding] {
        solution.conflicts.map { conflict in
            let references = conflict.constraints.map { reference($0, broken: $0 == conflict.broken) }
            let broken = reference(conflict.broken, broken: true)
            let others = references.filter { !$0.isBroken }.map(\.description)
            let with = others.isEmpty ? "cannot hold" : "conflicts with \(others.joined(separator: ", "))"
            let message = "\(context)unsatisfiable constraints: \(broken.text) \(with); Auto Layout breaks \(broken.text)"
            return LayoutFinding(kind: .unsatisfiableConstraints, mark: broken.mark, message: message, constraints: references)
        }
    }

    /// One finding per view and axis the constraints leave undetermined; views open only
    /// because their content priorities tie get one finding per tie, naming it. A variable a
    /// broken constraint names is the conflict's finding, not an ambiguity.
    func ambiguityFindings(_ solution: SystemSolution, context: String) -> [LayoutFinding] {
        // Open views per axis, in hierarchy order.
        var open: [ConstraintOrigin.Axis: [Int]] = [:]
        var openSize: [ConstraintOrigin.Axis: [Int]] = [:]
        var seen = Set<Int>()
        let broken = Set(solution.brokenVariables)
        for variable in solution.ambiguous where variable / 4 > 0 && !broken.contains(variable) {
            let slot = variable / 4
            let horizontal = variable % 4 == FrameVariable.x.rawValue || variable % 4 == FrameVariable.width.rawValue
            let axis: ConstraintOrigin.Axis = horizontal ? .horizontal : .vertical
            if variable % 4 == FrameVariable.width.rawValue || variable % 4 == FrameVariable.height.rawValue {
                openSize[axis, default: []].append(slot)
            }
            guard seen.insert(slot * 2 + (horizontal ? 0 : 1)).inserted else { continue }
            open[axis, default: []].append(slot)
        }
        guard !open.isEmpty else { return [] }
        var findings: [LayoutFinding] = []
        var tied = Set<Int>()
        // A tie is between sizes: a view whose size is determined and only its position is open
        // is not part of one, however its content priorities compare.
        let ties = ContentPriorityTie.find(in: constraints, openSizes: openSize.mapValues { $0.sorted() }) { slot, axis in
            let r = solution.rect(slot: slot)
            return axis == .horizontal ? r.width : r.height
        }
        for tie in ties {
            for slot in tie.slots { tied.insert(slot * 2 + (tie.axis == .horizontal ? 0 : 1)) }
            var finding = LayoutFinding(kind: .ambiguousLayout, mark: viewMark(tie.slots[0]), message: context + tie.message(names: tie.slots.map(viewName)))
            finding.isCompressionTie = !tie.hugging
            if !tie.hugging { finding.tiedMarks = tie.slots.map(viewMark) }
            findings.append(finding)
        }
        for axis in [ConstraintOrigin.Axis.horizontal, .vertical] {
            for slot in open[axis] ?? [] where !tied.contains(slot * 2 + (axis == .horizontal ? 0 : 1)) {
                guard let view = template.view(atSlot: slot) else { continue }
                let needs = axis == .horizontal ? "x position or width" : "y position or height"
                let together = combination(slot: slot, axis: axis, solution)
                findings.append(LayoutFinding(kind: .ambiguousLayout, mark: view.mark,
                                              message: "\(context)view '\(view.id.value)' needs constraints for \(needs)\(together)"))
            }
        }
        return findings
    }

    /// For a view and axis free only in combination (a degenerate vertex), the clause that
    /// names what moves and the constraints that let it: ": x and width can move only together
    /// with other values, which 'width <= height' leaves free"; else "".
    func combination(slot: Int, axis: ConstraintOrigin.Axis, _ solution: SystemSolution) -> String {
        let properties: [FrameVariable] = axis == .horizontal ? [.x, .width] : [.y, .height]
        let variables = properties.map { slot * 4 + $0.rawValue }
        let open = variables.filter { solution.ambiguous.contains($0) }
        guard !open.isEmpty, open.allSatisfy({ solution.combined.contains($0) }) else { return "" }
        let names = open.compactMap { FrameVariable(rawValue: $0 % 4).map { "\($0)" } }
        let mentioning = solution.couplings.filter { index in
            let c = constraints[index]
            return c.containsTerm { variables.contains($0.variable) }
        }
        let candidates = (mentioning.isEmpty ? solution.couplings : mentioning).map { reference($0) }
        let fromSpec = candidates.filter(\.isFromSpec)
        let named = (fromSpec.isEmpty ? candidates : fromSpec).prefix(3).map(\.text)
        let moving = "\(names.joined(separator: " and ")) can move only together with other values"
        guard !named.isEmpty else { return ": \(moving)" }
        return ": \(moving), which \(named.joined(separator: ", ")) \(named.count == 1 ? "leaves" : "leave") free"
    }
}
