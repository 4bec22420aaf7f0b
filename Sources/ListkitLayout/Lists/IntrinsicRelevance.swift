import ListkitSolver
/// Which intrinsic sizes can change a cell's solution, per kind and requested size: cells that
/// differ only in the others share a solution (`CellSizer`). Each mask holds two entries per
/// hierarchy entry, its width's and its height's.
///
/// Maths: a view's intrinsic size on an axis enters the system only through its hugging
/// (`size <= intrinsic`) and compression (`size >= intrinsic`) constraints. When the required
/// constraints give that size one value on their whole feasible set, those two constraints'
/// errors are the same at every feasible point: the objective moves by a constant, so the
/// optimal set does not move. Hugging or compression resistance declared at 1000 is solved as
/// optional too (`ContentSizePriority`), above every other optional level; such a size is kept
/// in the key all the same (its view's findings, a cut text, are its own), which costs only
/// cache hits.
struct IntrinsicRelevance {
    /// For the whole system's cache, where the solver may choose among optima: sizes the
    /// structural and container constraints alone leave free (found by solving the required
    /// ones among them and asking which variables stay open).
    var whole: [Bool]
    /// For a clean block (one optimum, no conflict: `CellBlockSolver`), also left out: sizes the
    /// required equalities determine once the views whose size is held at 1000 (hugging and
    /// compression both, as a badge's) are at their intrinsic sizes. Those sizes are solved just
    /// below required (`ContentSizePriority`), so a required constraint may hold one off; the
    /// pin stays sound as such a size is then decided at its own level, above every size a
    /// cell varies, and a tie there makes the block unclean. Equalities
    /// determine a variable or not whatever their constants, so one probe answers for every
    /// cell; a unique optimum is the same point whichever constants the solver met it with.
    var blocks: [Bool]

    /// - Parameters:
    ///   - container: the container's constraints at the requested size.
    ///   - present: per entry, whether its intrinsic width and height exist (two per entry).
    init(template: SystemTemplate, container: [LayoutConstraint], present: [Bool]) {
        let entries = template.hierarchy.entries
        var required = [Bool](repeating: false, count: 2 * entries.count)
        var pinned: [LayoutConstraint] = []
        for (i, entry) in entries.enumerated() {
            let hugging = IntrinsicContent.hugging(entry.view), resistance = IntrinsicContent.compressionResistance(entry.view)
            let own = FrameVariable.rect(slot: SystemTemplate.slot(ofEntry: i))
            for (index, priorities, size) in [(2 * i, (hugging.horizontal, resistance.horizontal), own.width),
                                              (2 * i + 1, (hugging.vertical, resistance.vertical), own.height)] where present[index] {
                let hugs = Priority(priorities.0).isRequired, resists = Priority(priorities.1).isRequired
                required[index] = hugs || resists
                if hugs && resists {
                    // Its value is each cell's own (in the key); any constant serves the probe.
                    pinned.append(LayoutConstraint(size, .equal, .constant(0), origin: .intrinsic(slot: i + 1, axis: index % 2 == 0 ? .horizontal : .vertical, hugging: false)))
                }
            }
        }
        let requiredStructure = (container + template.structural).filter(\.isRequired)
        let free = Self.open(requiredStructure, template: template)
        let undetermined = Self.open(requiredStructure.filter { $0.relation == .equal } + pinned, template: template)
        whole = []
        blocks = []
        for i in entries.indices {
            let slot = SystemTemplate.slot(ofEntry: i)
            for (index, variable) in [(2 * i, FrameVariable.index(slot: slot, .width)), (2 * i + 1, FrameVariable.index(slot: slot, .height))] {
                let relevant = required[index] || free[variable]
                whole.append(relevant)
                blocks.append(required[index] || (free[variable] && undetermined[variable]))
            }
        }
        // Fill-proportionally ratios read every arranged view's intrinsic size along the axis.
        for stack in template.proportionalStacks {
            for slot in stack.slots {
                let index = 2 * (slot - 1) + (stack.axis == .horizontal ? 0 : 1)
                whole[index] = true
                blocks[index] = true
            }
        }
    }

    /// Which variables `constraints` (all required) leave open, by variable index. A conflict
    /// among them leaves the broken one out, which only opens more.
    private static func open(_ constraints: [LayoutConstraint], template: SystemTemplate) -> [Bool] {
        var open = [Bool](repeating: false, count: template.variableCount)
        for variable in SystemSolution.solve(constraints, variableCount: template.variableCount, findAmbiguity: true).ambiguous {
            open[variable] = true
        }
        return open
    }
}
