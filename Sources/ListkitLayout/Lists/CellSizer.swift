import ListkitSolver
import ListkitSpec
import ListkitYAML

/// Sizes and lays out cells for one layout pass, sharing solved systems between cells.
///
/// Cells of one kind differ only in their texts, so a solved system is cached under what it
/// depends on: the kind, the requested width and height, and every view's intrinsic size (the
/// bound texts' measured sizes). Cells whose texts measure alike — most cells of a list — cost a
/// dictionary lookup per wrapping iteration. Every cell starts cold (wrapping labels measured
/// on one line per paragraph, as UIKit before the first pass), so a cell's frames never depend
/// on the cells laid out before it.
final class CellSizer {
    /// One solved cell system.
    struct Solved {
        /// Frames by slot in the cell's coordinates (slot 0: the content view).
        var frames: [Rect]
        /// Slots the constraints leave undetermined, or a broken constraint placed (no geometry findings).
        var ambiguousSlots: Set<Int> = []
        /// The solution's conflicts, for grouping their consequences under them (`CauseGrouping`).
        var conflicts: [Conflict] = []
    }

    /// A conflict of a solved cell system: where its finding is in `findings`, and the marks
    /// of the views its constraints involve, where its consequences show.
    struct Conflict {
        var finding: Int
        var viewMarks: Set<Mark>
    }

    private struct Key: Hashable {
        var kind: Int
        var width: Double
        var height: Double
        var margins: Insets
        /// The kind's named views' margins and safe areas in this pass (nil when it names none).
        var viewInsets: ViewGuideInsets?
        var intrinsics: SizeKey

        /// The kind and the sizes: what tells a kind's keys apart (equality compares the rest).
        func hash(into hasher: inout Hasher) {
            hasher.combine(kind)
            hasher.combine(intrinsics)
        }
    }
    private static let noSizes = SizeKey([])

    let kinds: [CellKindSystem]
    let kindIndex: [String: Int]
    let measurer: TextMeasurer
    let collectFindings: Bool
    /// See `LayoutOptions.reportsIntendedTruncation`.
    var reportsIntendedTruncation = false
    // Unchecked (the caches below too): a class's stored property is otherwise checked for
    // exclusive access at run time on every lookup; a sizer is used from one thread and its
    // closures only read and write these in turn.
    @exclusivity(unchecked) private var cache: [Key: Solved] = [:]
    /// What the solves of a kind at one size share (`baseSystem`).
    private struct BaseSystem {
        var constraints: [LayoutConstraint]
        var converted: SolverConstraints
        /// The same in independent blocks, or nil when they form one.
        var split: CellBlockSolver.Split?
    }
    @exclusivity(unchecked) private var bases: [Key: BaseSystem] = [:]
    private var variableSets: [Int: [Variable]] = [:]
    /// Per kind, the last margins' first guess (`firstGuess`).
    /// The storage of the last whole-cell and block keys (`keyValues`).
    @exclusivity(unchecked) private var wholeKeyScratch: [Double] = []
    @exclusivity(unchecked) private var blockKeyScratch: [Double] = []
    @exclusivity(unchecked) private var firstGuesses: [Int: (margins: Insets, insets: ViewGuideInsets)] = [:]
    /// Per kind and requested size, and which views have intrinsic sizes: which intrinsic
    /// values can change a solution.
    @exclusivity(unchecked) private var relevance: [Key: [(present: [Bool], relevance: IntrinsicRelevance)]] = [:]
    /// Off only to check, in tests, that cached solutions equal fresh ones.
    @exclusivity(unchecked) var usesCache = true
    /// Off only to check, in tests, that solving by blocks equals solving whole.
    @exclusivity(unchecked) var splitsBlocks = true
    private let blockSolver = CellBlockSolver()
    /// The solver every solve of this pass resets and reuses (`Solver.reset`); made on the
    /// first solve, as most screens have no list.
    private lazy var solver = Solver(defersLongOptionalConstraints: SystemSolution.defersLongOptionalConstraints)
    var blockSolves: Int { blockSolver.solves }
    /// Kinds with bound properties, per kind and bound values (`CellKindSystem.variant`).
    private var variants: [Variant: CellKindSystem] = [:]
    private struct Variant: Hashable {
        var kind: Int
        var values: [String]
    }
    private(set) var findings: [LayoutFinding] = []
    /// Each finding reported, at its index in `findings` (a conflict met again, in another
    /// cell or pass, is the one reported first).
    private var reported: [LayoutFinding: Int] = [:]
    /// The kinds' views (kind of finding and mark) whose geometry finding was met, in any cell.
    private var metInSomeCell = Set<LayoutFinding>()
    @exclusivity(unchecked) private(set) var solves = 0
    /// The first solver internal error met (see `SystemSolution.failure`).
    @exclusivity(unchecked) private(set) var failure: String?

    init(kinds: [CellKindSystem], measurer: TextMeasurer, collectFindings: Bool) {
        self.kinds = kinds
        var index: [String: Int] = [:]
        for (i, kind) in kinds.enumerated() where index[kind.kind.name.value] == nil { index[kind.kind.name.value] = i }
        self.kindIndex = index
        self.measurer = measurer
        self.collectFindings = collectFindings
    }

    func kind(named name: String) -> CellKindSystem? {
        kindIndex[name].map { kinds[$0] }
    }

    /// The system a cell of `kind` lays out with: the kind's own, or, when the kind binds
    /// properties to fields, its variant for the cell's values (built once per distinct values).
    func system(_ kind: CellKindSystem, for cell: CellSpec?) -> CellKindSystem {
        guard !kind.bindings.isEmpty, let cell else { return kind }
        let key = Variant(kind: kind.id, values: kind.boundTexts(for: cell))
        if let known = variants[key] { return known }
        let made = kind.variant(boundTexts: key.values, rtl: kind.template.rtl, measurer: measurer, id: kinds.count + variants.count)
        variants[key] = made
        return made
    }

    /// The height a kind asks for at a width: its expression, or nil for automatic.
    func fixedHeight(of kind: CellKindSystem, width: Double) -> Double? {
        guard case .expression(let e) = kind.kind.height.value else { return nil }
        return max(0, e.evaluate(["width": width]) ?? 0)
    }

    /// Solves a cell of `kind` showing `cell`'s fields at a width and height (nil: automatic).
    /// - Complexity: a cache lookup per wrapping iteration when a cell's texts measure like an
    ///   earlier cell's; otherwise one solve of the kind's system.
    /// `context` (where findings say they are) is made only for a finding.
    func solve(_ kind: CellKindSystem, cell: CellSpec?, width: Double?, height: Double?, margins: Insets,
               context: @autoclosure () -> String) -> (solved: Solved, texts: [String?]) {
        let index = kind.id
        let texts = kind.texts(for: cell)
        let template = kind.template
        // The conflicts of the last solve, which gives the cell its frames.
        var conflicts: [Conflict] = []
        // Cells have no safe area; margins still grow where a kind's view preserves the content view's.
        let result = MarginPasses.run(template: template, container: margins, safeArea: Insets(),
                                      firstGuess: firstGuess(kind, margins: margins)) { viewInsets in
            WrappingSolve.run(template: template, texts: texts, measurer: measurer) { intrinsics in
                let relevant = relevantIntrinsics(kind, index: index, width: width, height: height, margins: margins, intrinsics: intrinsics)
                let named = template.hasViewGuides ? viewInsets : nil
                let key = Key(kind: index, width: width ?? -1, height: height ?? -1, margins: margins, viewInsets: named,
                              intrinsics: SizeKey(Self.keyValues(intrinsics, relevant: relevant.whole, into: &wholeKeyScratch)))
                if usesCache, let hit = cache[key] {
                    conflicts = hit.conflicts
                    var values: [Double] = []
                    values.reserveCapacity(4 * hit.frames.count)
                    for frame in hit.frames {
                        values.append(frame.x)
                        values.append(frame.y)
                        values.append(frame.width)
                        values.append(frame.height)
                    }
                    return SystemSolution(values: values, conflicts: [], ambiguous: hit.ambiguousSlots.sorted().map { $0 * 4 })
                }
                let base = baseSystem(kind, width: width, height: height, margins: margins, views: viewInsets, key: Key(
                    kind: index, width: key.width, height: key.height, margins: margins, viewInsets: named, intrinsics: Self.noSizes))
                // The intrinsic sizes' constraints, made only when something is solved.
                var madeInstance: [LayoutConstraint]?
                func instance() -> [LayoutConstraint] {
                    if let madeInstance { return madeInstance }
                    let made = template.instanceConstraints(intrinsics: intrinsics)
                    madeInstance = made
                    return made
                }
                var blockValues: [Double]?
                if let split = base.split {
                    let blockKey = Self.keyValues(intrinsics, relevant: relevant.blocks, into: &blockKeyScratch)
                    blockValues = usesCache ? blockSolver.cached(split, key: blockKey) : nil
                    if blockValues == nil { blockValues = blockSolver.solve(split, instance: instance(), key: blockKey, usesCache: usesCache, solver: solver) }
                }
                let solution: SystemSolution
                if let blockValues {
                    solution = SystemSolution(values: blockValues, conflicts: [], ambiguous: [])
                } else {
                    var tail = SolverConstraints(variables: base.converted.variables, firstTag: base.converted.nextTag)
                    tail.append(contentsOf: instance())
                    solution = SystemSolution.solve(base.converted, then: tail, reusing: solver, findAmbiguity: collectFindings)
                }
                solves += 1
                if failure == nil { failure = solution.failure }
                conflicts = []
                // Without conflicts or open variables there is nothing to describe.
                if collectFindings, !solution.conflicts.isEmpty || !solution.ambiguous.isEmpty {
                    let constraints = base.constraints + instance()
                    let describer = ConstraintDescriber(template: template, constraints: constraints, containerMark: kind.kind.height.mark)
                    let viewMarks = LayoutEngine.conflictViewMarks(solution, template: template, constraints: constraints)
                    conflicts = zip(describer.conflictFindings(solution, context: context()), viewMarks).map { finding, marks in
                        Conflict(finding: report(finding), viewMarks: marks)
                    }
                    for finding in describer.ambiguityFindings(solution, context: context()) { report(finding) }
                }
                var kept = key
                kept.intrinsics = key.intrinsics.kept
                cache[kept] = Solved(frames: (0..<template.slotCount).map { Rect(solution.rect(slot: $0)) },
                                    ambiguousSlots: solution.uncheckedSlots, conflicts: conflicts)
                return solution
            }
        }
        let frames = (0..<template.slotCount).map { Rect(result.solution.rect(slot: $0)) }
        return (Solved(frames: frames, ambiguousSlots: result.solution.uncheckedSlots, conflicts: conflicts), texts)
    }

    /// The first guess of a kind's margin passes (`SystemTemplate.firstGuess`) for the list's
    /// margins, made once per kind and margins rather than per cell.
    private func firstGuess(_ kind: CellKindSystem, margins: Insets) -> ViewGuideInsets {
        if let known = firstGuesses[kind.id], known.margins == margins { return known.insets }
        let made = kind.template.firstGuess(container: margins, safeArea: Insets())
        firstGuesses[kind.id] = (margins, made)
        return made
    }

    /// A cell's intrinsic sizes as a cache key: width and height per entry, -1 where there is
    /// none, -2 where `relevant` says it cannot change the solution. Written into `scratch` and
    /// returned sharing its storage: a key only looked up allocates nothing, and one the cache
    /// keeps keeps that storage (the next key is then written into new storage).
    private static func keyValues(_ intrinsics: [IntrinsicContent], relevant: [Bool], into scratch: inout [Double]) -> [Double] {
        scratch.removeAll(keepingCapacity: true)
        for (i, intrinsic) in intrinsics.enumerated() {
            scratch.append(relevant[2 * i] ? intrinsic.width ?? -1 : -2)
            scratch.append(relevant[2 * i + 1] ? intrinsic.height ?? -1 : -2)
        }
        return scratch
    }

    /// The constraints every solve of `kind` at one size shares (the container's and the
    /// structural ones), built and converted for the solver once; `key` names them (no intrinsics).
    private func baseSystem(_ kind: CellKindSystem, width: Double?, height: Double?, margins: Insets, views: ViewGuideInsets, key: Key) -> BaseSystem {
        if let known = bases[key] { return known }
        let template = kind.template
        let constraints = kind.containerConstraints(width: width, height: height, margins: margins, views: views) + template.structural
        var converted = SolverConstraints(variables: variables(template.variableCount))
        converted.append(contentsOf: constraints)
        // Fill-proportionally ratios link arranged views' sizes per instance: solved whole.
        let split = splitsBlocks && template.proportionalStacks.isEmpty ? blockSolver.split(constraints, template: template) : nil
        let made = BaseSystem(constraints: constraints, converted: converted, split: split)
        bases[key] = made
        return made
    }

    /// The variables of a fresh solver for `count` variables (`SolverConstraints`), made once.
    private func variables(_ count: Int) -> [Variable] {
        if let known = variableSets[count] { return known }
        let made = SolverConstraints.makeVariables(count, in: Solver())
        variableSets[count] = made
        return made
    }

    /// Which intrinsic values can change a solution of `kind` at this size (`IntrinsicRelevance`),
    /// found once per kind, size and which of the views have intrinsic sizes.
    private func relevantIntrinsics(_ kind: CellKindSystem, index: Int, width: Double?, height: Double?, margins: Insets,
                                    intrinsics: [IntrinsicContent]) -> IntrinsicRelevance {
        let probeKey = Key(kind: index, width: width ?? -1, height: height ?? -1, margins: margins, intrinsics: Self.noSizes)
        func matches(_ present: [Bool]) -> Bool {
            for (i, intrinsic) in intrinsics.enumerated() where present[2 * i] != (intrinsic.width != nil) || present[2 * i + 1] != (intrinsic.height != nil) {
                return false
            }
            return true
        }
        if let known = relevance[probeKey]?.first(where: { matches($0.present) }) { return known.relevance }
        let present = intrinsics.flatMap { [$0.width != nil, $0.height != nil] }
        let made = IntrinsicRelevance(template: kind.template, container: kind.containerConstraints(width: width, height: height, margins: margins),
                                      present: present)
        relevance[probeKey, default: []].append((present, made))
        return made
    }

    /// Geometry findings of one laid-out cell; truncation is reported per cell (at the field
    /// that supplies the text), the rest once per kind and view. What a conflict of the cell's
    /// solution caused in the views it involves is that conflict's related location instead.
    /// `cellName` is made only for a finding.
    func checkGeometry(_ kind: CellKindSystem, cell: CellSpec?, solved: Solved, texts: [String?], cellName: @autoclosure () -> String) {
        guard collectFindings else { return }
        let checks = GeometryChecks(template: kind.template, frames: solved.frames, texts: texts, measurer: measurer,
                                    ambiguousSlots: solved.ambiguousSlots, reportsIntendedTruncation: reportsIntendedTruncation)
        let kindName = kind.kind.name.value
        let found = checks.findingsByEntry(context: { findingKind in
            findingKind == .truncatedText ? "in \(cellName()) (kind '\(kindName)'): " : "in cell kind '\(kindName)' (first in \(cellName())): "
        }, containerName: "the cell", rootsAgainstScreen: false,
           textMark: { entry in cell.flatMap { kind.fieldMark(entry: entry, in: $0) } ?? cell?.mark })
        let viewMarks = solved.conflicts.map(\.viewMarks)
        for (entry, var finding) in found {
            let cause = CauseGrouping.cause(of: finding, inView: kind.template.hierarchy.entries[entry].view.mark, viewMarks: viewMarks)
            if finding.kind != .truncatedText {
                // Once per kind and view, named after the first cell that shows it.
                guard metInSomeCell.insert(LayoutFinding(kind: finding.kind, mark: finding.mark, message: "")).inserted else { continue }
                // A suppression at that cell's line covers it.
                if cause == nil, let cell, cell.mark != finding.mark {
                    finding.related = [RelatedLocation("\(cellName()) brings it out", at: cell.mark, isTrigger: true)]
                }
            }
            if let cause {
                let note = CauseGrouping.note(for: finding)
                let conflict = solved.conflicts[cause].finding
                if !findings[conflict].related.contains(note) { findings[conflict].related.append(note) }
            } else if finding.kind == .truncatedText {
                report(finding)
            } else {
                findings.append(finding)
            }
        }
    }

    /// Reports a finding unless it was reported before; its index in `findings` either way.
    @discardableResult
    private func report(_ finding: LayoutFinding) -> Int {
        if let known = reported[finding] { return known }
        reported[finding] = findings.count
        findings.append(finding)
        return findings.count - 1
    }
}

extension Rect {
    /// A solved frame, snapped to a millionth of a point so float noise never shows.
    init(_ r: (x: Double, y: Double, width: Double, height: Double)) {
        self.init(x: Rect.snap(r.x), y: Rect.snap(r.y), width: Rect.snap(r.width), height: Rect.snap(r.height))
    }

    static func snap(_ v: Double) -> Double {
        guard v.isFinite else { return 0 }
        let s = (v * 1e6).rounded() / 1e6
        return s == 0 ? 0 : s
    }
}
