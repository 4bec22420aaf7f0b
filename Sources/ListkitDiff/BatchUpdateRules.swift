/// Checks a changeset against the rules `performBatchUpdates` enforces, independently of
/// the engine that produced it and of `apply` — it tracks only item counts per section,
/// as UIKit does. The rules (docs/changesets.md):
/// 1. deletes, reloads and move sources index the state before the stage; inserts and move
///    targets the state after it; every index is in range;
/// 2. no section is deleted, reloaded or moved twice, or two of these at once; no section
///    index after the stage is both inserted and a move target;
/// 3. no item path is deleted, reloaded or moved-from twice, or two of these at once; no
///    item path after the stage is both inserted and a move target;
/// 4. no item change touches a section that the same stage deletes, inserts, moves or
///    reloads (before side for deletes, reloads and sources; after side for the others);
/// 5. item counts balance: after = before − deletes − moves out + inserts + moves in,
///    and the state after the last stage has the new list's counts.
public enum BatchUpdateRules {
    /// Every violation in `changeset` replayed on `old`, and, when `new` is given, against
    /// the shape the last stage must reach. Empty means UIKit accepts every stage.
    /// - Complexity: O(s + c log c) per stage for s sections and c changes.
    public static func violations<S, I>(in changeset: Changeset<S, I>, old: [DiffSection<S, I>], new: [DiffSection<S, I>]? = nil) -> [ChangesetViolation] {
        var found: [ChangesetViolation] = []
        var counts = old.map(\.items.count)
        for (k, stage) in changeset.stages.enumerated() {
            counts = check(stage, counts: counts, stageNumber: k + 1, into: &found)
        }
        if let new {
            let expected = new.map(\.items.count)
            if counts != expected {
                found.append(ChangesetViolation(stage: changeset.stages.count,
                    message: "final item counts per section \(counts) differ from the new list's \(expected)"))
            }
        }
        return found
    }

    private static let deleted: UInt8 = 1, reloaded: UInt8 = 2, moved: UInt8 = 4, inserted: UInt8 = 8

    /// Checks one stage given the item counts before it; returns the counts after it.
    private static func check<S, I>(_ stage: Changeset<S, I>.Stage, counts: [Int], stageNumber: Int,
                                    into found: inout [ChangesetViolation]) -> [Int] {
        func violation(_ message: String) { found.append(ChangesetViolation(stage: stageNumber, message: message)) }
        let beforeCount = counts.count

        // Sections, before side.
        var beforeFlags = [UInt8](repeating: 0, count: beforeCount)
        let beforeOps = stage.sectionDeletes.map { ($0.index, deleted) } + stage.sectionUpdates.map { ($0.index, reloaded) }
            + stage.sectionMoves.map { ($0.from, moved) }
        for (index, kind) in beforeOps {
            guard index >= 0 && index < beforeCount else { violation("section \(index) out of range before the stage (\(beforeCount))"); continue }
            if beforeFlags[index] != 0 { violation("section \(index) is \(conflict(beforeFlags[index], kind)) in one stage") }
            beforeFlags[index] |= kind
        }
        // Sections, after side.
        let afterCount = beforeCount - stage.sectionDeletes.count + stage.sectionInserts.count
        guard afterCount >= 0 else { violation("more section deletes than sections"); return [] }
        var afterFlags = [UInt8](repeating: 0, count: afterCount)
        var afterCounts = [Int](repeating: 0, count: afterCount)
        for insert in stage.sectionInserts {
            guard insert.index >= 0 && insert.index < afterCount else { violation("section insert \(insert.index) out of range after the stage (\(afterCount))"); continue }
            if afterFlags[insert.index] != 0 { violation("section \(insert.index) is \(conflict(afterFlags[insert.index], inserted)) after the stage") }
            afterFlags[insert.index] |= inserted
            afterCounts[insert.index] = insert.section.items.count
        }
        for move in stage.sectionMoves {
            guard move.to >= 0 && move.to < afterCount else { violation("section move target \(move.to) out of range after the stage (\(afterCount))"); continue }
            if afterFlags[move.to] != 0 { violation("section \(move.to) is \(conflict(afterFlags[move.to], moved)) after the stage") }
            afterFlags[move.to] |= moved
            if move.from >= 0 && move.from < beforeCount { afterCounts[move.to] = counts[move.from] }
        }
        // Untouched and reloaded sections fill the free slots in order.
        var afterToBefore = [Int](repeating: -1, count: afterCount)
        var beforeToAfter = [Int](repeating: -1, count: beforeCount)
        var slot = 0
        for s in 0..<beforeCount where beforeFlags[s] & (deleted | moved) == 0 {
            while slot < afterCount && afterFlags[slot] != 0 { slot += 1 }
            guard slot < afterCount else { violation("section counts do not balance"); break }
            afterToBefore[slot] = s
            beforeToAfter[s] = slot
            afterCounts[slot] = counts[s]
            if beforeFlags[s] & reloaded != 0 { afterFlags[slot] |= reloaded }
            slot += 1
        }

        // Items, before side: deletes, reloads, move sources.
        var beforePaths = stage.itemDeletes.map { ($0.path, deleted) } + stage.itemUpdates.map { ($0.path, reloaded) }
            + stage.itemMoves.map { ($0.from, moved) }
        beforePaths.sort { $0.0 < $1.0 }
        for (k, (path, kind)) in beforePaths.enumerated() {
            guard path.section >= 0 && path.section < beforeCount else { violation("item \(path) in no section before the stage"); continue }
            if beforeFlags[path.section] != 0 { violation("item \(path) is \(names(kind)) inside a section that is \(names(beforeFlags[path.section]))") }
            guard path.item >= 0 && path.item < counts[path.section] else { violation("item \(path) out of range before the stage (\(counts[path.section]) items)"); continue }
            if k > 0 && beforePaths[k - 1].0 == path { violation("item \(path) is \(conflict(beforePaths[k - 1].1, kind)) in one stage") }
            let t = beforeToAfter[path.section]
            if t >= 0 && kind != reloaded { afterCounts[t] -= 1 }
        }
        // Items, after side: inserts, move targets.
        var afterPaths = stage.itemInserts.map { ($0.path, inserted) } + stage.itemMoves.map { ($0.to, moved) }
        afterPaths.sort { $0.0 < $1.0 }
        for (path, _) in afterPaths where path.section >= 0 && path.section < afterCount && afterToBefore[path.section] >= 0 {
            afterCounts[path.section] += 1
        }
        for (k, (path, kind)) in afterPaths.enumerated() {
            guard path.section >= 0 && path.section < afterCount else { violation("item \(path) in no section after the stage"); continue }
            if afterFlags[path.section] != 0 { violation("item \(path) is \(names(kind)) into a section that is \(names(afterFlags[path.section]))") }
            guard path.item >= 0 && path.item < afterCounts[path.section] else { violation("item \(path) out of range after the stage (\(afterCounts[path.section]) items)"); continue }
            if k > 0 && afterPaths[k - 1].0 == path { violation("item \(path) is \(conflict(afterPaths[k - 1].1, kind)) after the stage") }
        }
        return afterCounts
    }

    private static func names(_ flags: UInt8) -> String {
        var words: [String] = []
        if flags & deleted != 0 { words.append("deleted") }
        if flags & inserted != 0 { words.append("inserted") }
        if flags & reloaded != 0 { words.append("reloaded") }
        if flags & moved != 0 { words.append("moved") }
        return words.joined(separator: " and ")
    }

    /// "deleted twice", "deleted and moved": an element that already has `existing`.
    private static func conflict(_ existing: UInt8, _ kind: UInt8) -> String {
        existing & kind != 0 ? "\(names(kind)) twice" : names(existing | kind)
    }
}
