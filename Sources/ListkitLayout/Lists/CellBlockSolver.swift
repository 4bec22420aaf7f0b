import ListkitSolver

/// Cell systems solved block by block (`SystemBlocks`), each block's solution cached under the
/// intrinsic sizes that fall in it.
///
/// Cells of a kind differ in their texts, and a text's width and its height usually land in
/// different blocks (a cell's horizontal and vertical constraints): a cell whose name is longer
/// but whose preview wraps to as many lines as an earlier cell's reuses that cell's vertical
/// solution. Only a clean block is used — no conflict, no open variable, no solver failure —
/// so findings and frames left to the solver's choice come from the whole system's solve, as
/// before (`CellSizer` falls back to it).
///
/// A block's solutions are kept under what the block is — its kind's template, its variables
/// and its constraints — not under the split it came from: a kind solved at another height (a
/// row grown to its least height, solved again when placed) has the same horizontal block as at
/// its automatic height, and that block's solutions serve both.
final class CellBlockSolver {
    /// A kind's shared constraints at one size, split into blocks.
    struct Split {
        let blocks: SystemBlocks
        /// Each block's shared constraints over the block's own variables.
        let converted: [SolverConstraints]
        /// Per block, the positions in a cell's intrinsic key (width and height per entry) that
        /// size its variables.
        let keyIndices: [[Int]]
        /// Per block, what identifies it in the cache (`BlockShape`).
        let shapeIDs: [Int]
    }

    /// A block of a template as the solver sees it: its shared constraints over its variables,
    /// in order. With the template, the variables also say which intrinsic constraints its cells
    /// add (which views' sizes, at which priorities): two blocks of one template and one shape
    /// have the same solutions for the same intrinsic sizes.
    private struct BlockShape: Equatable {
        var variables: [Int]
        var constraints: [LayoutConstraint]
    }

    private struct Key: Hashable {
        var shape: Int
        var intrinsics: SizeKey

        init(shape: Int, intrinsics: [Double]) {
            self.shape = shape
            self.intrinsics = SizeKey(intrinsics)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(shape)
            hasher.combine(intrinsics)
        }
    }

    /// A block's values by its variables, or nil when the block alone is not clean.
    // Unchecked: a class's stored property is otherwise checked for exclusive access at run
    // time on every lookup; a solver is used from one thread and no method re-enters another.
    @exclusivity(unchecked) private var cache: [Key: [Double]?] = [:]
    /// The shapes met per template (templates live as long as the sizer that owns this solver),
    /// with their ids (`Split.shapeIDs`). A template has a handful of blocks (a kind at one or
    /// two sizes): a new one is compared with them, not hashed, as most specs split each kind once.
    private var shapes: [ObjectIdentifier: [(shape: BlockShape, id: Int)]] = [:]
    private var shapeCount = 0
    /// Solver runs, one per block solved.
    @exclusivity(unchecked) private(set) var solves = 0
    /// The values of the last block key made (`blockKey`): a lookup's key borrows this array's
    /// storage instead of allocating its own; a key kept in the cache keeps the storage, and the
    /// next key is then written into new storage.
    @exclusivity(unchecked) private var keyScratch: [Double] = []

    /// `constraints` (a kind's shared ones, every one naming a variable) split into blocks, or
    /// nil when they form one.
    func split(_ constraints: [LayoutConstraint], template: SystemTemplate) -> Split? {
        guard let blocks = SystemBlocks(constraints, variableCount: template.variableCount) else { return nil }
        var converted = blocks.variables.map { variables in
            SolverConstraints(variables: SolverConstraints.makeVariables(named: variables.map { "v\($0)" }, in: Solver()))
        }
        var shapes = blocks.variables.map { BlockShape(variables: $0, constraints: []) }
        for constraint in constraints {
            guard let block = blocks.block(of: constraint) else { return nil }
            let localized = blocks.localized(constraint)
            converted[block].append(localized)
            shapes[block].constraints.append(localized)
        }
        var keyIndices = [[Int]](repeating: [], count: blocks.variables.count)
        for entry in template.hierarchy.entries.indices {
            let slot = SystemTemplate.slot(ofEntry: entry)
            keyIndices[blocks.blockOf[FrameVariable.index(slot: slot, .width)]].append(2 * entry)
            keyIndices[blocks.blockOf[FrameVariable.index(slot: slot, .height)]].append(2 * entry + 1)
        }
        let known = self.shapes[ObjectIdentifier(template), default: []]
        var met = known
        let shapeIDs = shapes.map { shape in
            if let same = known.first(where: { $0.shape == shape }) { return same.id }
            shapeCount += 1
            met.append((shape, shapeCount))
            return shapeCount
        }
        if met.count > known.count { self.shapes[ObjectIdentifier(template)] = met }
        return Split(blocks: blocks, converted: converted, keyIndices: keyIndices, shapeIDs: shapeIDs)
    }

    /// A block's key: the cell's intrinsic key's values that size the block's variables.
    private func blockKey(_ split: Split, _ block: Int, _ key: [Double]) -> Key {
        keyScratch.removeAll(keepingCapacity: true)
        for index in split.keyIndices[block] { keyScratch.append(key[index]) }
        return Key(shape: split.shapeIDs[block], intrinsics: keyScratch)
    }

    /// Every variable's value from blocks solved before, or nil when a block was not solved
    /// with its key or was not clean: a lookup, no constraint made.
    func cached(_ split: Split, key: [Double]) -> [Double]? {
        let blocks = split.blocks
        var values = [Double].filled(0, count: blocks.blockOf.count)
        for block in blocks.variables.indices {
            guard case let solved?? = cache[blockKey(split, block, key)] else { return nil }
            for (local, variable) in blocks.variables[block].enumerated() { values[variable] = solved[local] }
        }
        return values
    }

    /// Every variable's value, block by block, or nil when a block is not clean or a
    /// constraint of `instance` spans blocks (then the system is solved whole).
    /// - Parameter key: the cell's intrinsic key (`CellSizer`), width and height per entry.
    func solve(_ split: Split, instance: [LayoutConstraint], key: [Double], usesCache: Bool, solver: Solver) -> [Double]? {
        let blocks = split.blocks
        var blockOfConstraint: [Int] = []
        blockOfConstraint.reserveCapacity(instance.count)
        for constraint in instance {
            guard let block = blocks.block(of: constraint) else { return nil }
            blockOfConstraint.append(block)
        }
        var values = [Double].filled(0, count: blocks.blockOf.count)
        for block in blocks.variables.indices {
            let blockKey = blockKey(split, block, key)
            let solved: [Double]?
            if usesCache, let known = cache[blockKey] {
                solved = known
            } else {
                let base = split.converted[block]
                var tail = SolverConstraints(variables: base.variables, firstTag: base.nextTag)
                for (constraint, of) in zip(instance, blockOfConstraint) where of == block {
                    tail.append(constraint, localIndex: blocks.localIndex)
                }
                // Open variables are looked for even when no findings are: where the solver
                // chooses among optima, the whole system's choice is the one to print.
                let solution = SystemSolution.solve(base, then: tail, reusing: solver, findAmbiguity: true)
                solves += 1
                solved = solution.conflicts.isEmpty && solution.ambiguous.isEmpty && solution.failure == nil ? solution.values : nil
                var kept = blockKey
                kept.intrinsics = blockKey.intrinsics.kept
                cache[kept] = .some(solved)
            }
            guard let solved else { return nil }
            for (local, variable) in blocks.variables[block].enumerated() { values[variable] = solved[local] }
        }
        return values
    }
}
