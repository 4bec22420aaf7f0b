import Testing
import ListkitDiff

/// The move count equals the minimum, checked by brute force on small random cases.
///
/// "Minimum" (docs/changesets.md): sections are containers and a section move carries its
/// items. An item whose section id changes must be moved; within a section, the items that
/// are not moved keep their relative order, so at most the largest order-preserving subset
/// can stay. Minimum item moves = cross-section survivors + Σ per section (survivors that
/// stay in it − largest order-preserving subset). Sections likewise, by their order.
@Suite struct MinimalMoveTests {
    @Test func moveCountsMatchBruteForceOnSmallCases() {
        for seed in UInt64(40_001)...41_500 {
            let pair = RandomListPair(seed: seed, maxItems: 14)
            let changeset = TestChangeset(from: pair.old, to: pair.new)
            #expect(changeset.itemMoveCount == bruteForceItemMoves(pair.old, pair.new), "seed \(seed)")
            #expect(changeset.sectionMoveCount == bruteForceSectionMoves(pair.old, pair.new), "seed \(seed)")
        }
    }

    /// Compact staging: more than one stage only when a rule forces it.
    @Test func oneStageUnlessARuleForcesMore() {
        for seed in UInt64(50_001)...51_000 {
            let pair = RandomListPair(seed: seed)
            let changeset = TestChangeset(from: pair.old, to: pair.new, staging: .compact)
            if changeset.stages.count > 1 {
                #expect(hasReasonForSeveralStages(changeset, pair.old, pair.new), "seed \(seed)")
            }
            #expect(changeset.stages.count <= 5, "seed \(seed)")
        }
    }

    // MARK: - Brute force

    /// Tries every subset of each section's staying survivors (≤ 14 items, so ≤ 16k subsets).
    private func bruteForceItemMoves(_ old: [TestSection], _ new: [TestSection]) -> Int {
        var oldPlace: [DiffID: (section: String, index: Int)] = [:]
        for section in old { for (k, item) in section.items.enumerated() { oldPlace[item.id] = (section.id, k) } }
        var moves = 0
        for section in new {
            var staying: [Int] = []
            for item in section.items {
                guard let place = oldPlace[item.id] else { continue }
                if place.section == section.id { staying.append(place.index) } else { moves += 1 }
            }
            moves += staying.count - largestOrderPreservingSubset(staying)
        }
        return moves
    }

    private func bruteForceSectionMoves(_ old: [TestSection], _ new: [TestSection]) -> Int {
        let oldIndex = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($0.element.id, $0.offset) })
        let survivors = new.compactMap { oldIndex[$0.id] }
        return survivors.count - largestOrderPreservingSubset(survivors)
    }

    private func largestOrderPreservingSubset(_ values: [Int]) -> Int {
        var best = 0
        for mask in 0..<(1 << values.count) where mask.nonzeroBitCount > best {
            let chosen = values.indices.filter { mask & (1 << $0) != 0 }.map { values[$0] }
            if zip(chosen, chosen.dropFirst()).allSatisfy({ $0 < $1 }) { best = chosen.count }
        }
        return best
    }

    // MARK: - Stage reasons

    /// The rules that force a second stage (docs/changesets.md): a moved item whose
    /// content changed; a moved section whose content changed; an item moved into an
    /// inserted or out of a deleted section; item changes inside a section that moves or
    /// whose own content changed.
    private func hasReasonForSeveralStages(_ changeset: TestChangeset, _ old: [TestSection], _ new: [TestSection]) -> Bool {
        let oldSections = Dictionary(uniqueKeysWithValues: old.map { ($0.id, $0) })
        let newSections = Dictionary(uniqueKeysWithValues: new.map { ($0.id, $0) })
        var oldItem: [DiffID: (section: String, content: Int)] = [:]
        for section in old { for item in section.items { oldItem[item.id] = (section.id, item.content) } }
        let movedItems = Set(changeset.stages.flatMap { $0.itemMoves.map(\.id) })
        let movedSections = Set(changeset.stages.flatMap { $0.sectionMoves.map(\.id) })
        if new.contains(where: { movedSections.contains($0.id) && oldSections[$0.id]?.content != $0.content }) { return true }
        for section in new {
            for item in section.items {
                guard let was = oldItem[item.id] else {
                    if oldSections[section.id] != nil && (movedSections.contains(section.id) || oldSections[section.id]?.content != section.content) { return true }
                    continue
                }
                if movedItems.contains(item.id) {
                    if was.content != item.content { return true }
                    if oldSections[section.id] == nil || newSections[was.section] == nil { return true }
                    for touched in [section.id, was.section] where movedSections.contains(touched) || oldSections[touched]?.content != newSections[touched]?.content { return true }
                } else if was.content != item.content && (movedSections.contains(section.id) || oldSections[section.id]?.content != section.content) {
                    return true
                }
            }
        }
        for section in old where newSections[section.id] != nil {
            let deletedHere = section.items.contains { item in !new.contains { $0.items.contains { $0.id == item.id } } }
            if deletedHere && (movedSections.contains(section.id) || newSections[section.id]?.content != section.content) { return true }
        }
        return false
    }
}
