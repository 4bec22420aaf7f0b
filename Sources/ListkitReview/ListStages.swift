import ListkitDiff
import ListkitSpecDiff

/// A list's changeset as steps the page can show: the list before, then after each stage,
/// replayed from the old list as the diff engine replays it (`Changeset.states`). Each step
/// keeps only the rows near a change, so a 10,000-cell list shows tens of rows, not all.
enum ListStages {
    /// Unchanged cells shown on each side of a changed one.
    static let context = 2
    /// Changed rows shown per step at most; the rest is counted in gaps (a step that changes
    /// thousands of cells is read from `listkit diff`, not scrolled through; and the browser
    /// lays out a step's rows in one task when the step is shown, so they bound that task).
    static let rowLimit = 200

    typealias Section = ListChangeset.Section

    /// Nil for a list that did not change.
    static func review(_ list: ListChange) -> ListReview? {
        let changeset = list.changeset
        guard !changeset.isEmpty else { return nil }
        let count = { (sections: [Section]) in sections.reduce(0) { $0 + $1.items.count } }
        // A changeset that cannot be replayed (which verification would report) shows its counts only.
        guard let states = try? changeset.states(from: list.old) else {
            return ListReview(id: list.listID, oldCount: count(list.old), newCount: count(list.new), stages: [])
        }
        // Before: the cells and sections the changeset deletes or moves, marked where they start.
        var leaving: [DiffID: StageWindow.Mark] = [:], leavingSections: [String: StageWindow.Mark] = [:]
        for stage in changeset.stages {
            for move in stage.itemMoves { leaving[move.id] = .moving }
            for delete in stage.itemDeletes { leaving[delete.id] = .deleting }
            for move in stage.sectionMoves { leavingSections[move.id] = .moving }
            for delete in stage.sectionDeletes { leavingSections[delete.id] = .deleting }
        }
        var steps = [window(list.old, title: "before", marks: { leaving[$0] }, sectionMarks: { leavingSections[$0] }, deleted: [])]
        for (k, stage) in changeset.stages.enumerated() {
            var marks: [DiffID: StageWindow.Mark] = [:]
            for update in stage.itemUpdates { marks[update.id] = .updated }
            for move in stage.itemMoves { marks[move.id] = .moved }
            for insert in stage.itemInserts { marks[insert.item.id] = .inserted }
            var sectionMarks: [String: StageWindow.Mark] = [:]
            for update in stage.sectionUpdates { sectionMarks[update.id] = .updated }
            for move in stage.sectionMoves { sectionMarks[move.id] = .moved }
            for insert in stage.sectionInserts { sectionMarks[insert.section.id] = .inserted }
            let deleted = stage.itemDeletes.map(\.id.string) + stage.sectionDeletes.map { "section \($0.id)" }
            let title = "stage \(k + 1) of \(changeset.stages.count): \(summary(stage))"
            steps.append(window(states[k], title: title, marks: { marks[$0] }, sectionMarks: { sectionMarks[$0] }, deleted: deleted))
        }
        return ListReview(id: list.listID, oldCount: count(list.old), newCount: count(list.new), stages: steps)
    }

    /// The rows of one state: every section's heading, the marked cells with `context`
    /// cells around them, and gaps counting the cells left out.
    static func window(_ sections: [Section], title: String, marks: (DiffID) -> StageWindow.Mark?,
                       sectionMarks: (String) -> StageWindow.Mark?, deleted: [String]) -> StageWindow {
        var rows: [StageWindow.Row] = []
        var shown = 0
        for (s, section) in sections.enumerated() {
            let sectionMark = sectionMarks(section.id)
            rows.append(.section(id: section.id, count: section.items.count, mark: sectionMark ?? .plain))
            let items = section.items
            var near = [Bool](repeating: false, count: items.count)
            for (i, item) in items.enumerated() where shown < rowLimit && (sectionMark == .inserted || marks(item.id) != nil) {
                shown += 1
                for j in max(0, i - context)...min(items.count - 1, i + context) { near[j] = true }
            }
            var gap = 0
            for (i, item) in items.enumerated() {
                guard near[i] else { gap += 1; continue }
                if gap > 0 { rows.append(.gap(gap)); gap = 0 }
                let mark = marks(item.id) ?? (sectionMark == .inserted ? .inserted : .plain)
                rows.append(.cell(id: item.id.string, path: "[\(s),\(i)]", mark: mark))
            }
            if gap > 0 { rows.append(.gap(gap)) }
        }
        return StageWindow(title: title, rows: rows, deleted: deleted)
    }

    /// "2 inserts, 1 move": the stage's changes by kind, in UIKit's order of application.
    static func summary(_ stage: ListChangeset.Stage) -> String {
        let counts: [(Int, String)] = [
            (stage.sectionDeletes.count + stage.itemDeletes.count, "delete"),
            (stage.sectionInserts.count + stage.itemInserts.count, "insert"),
            (stage.sectionMoves.count + stage.itemMoves.count, "move"),
            (stage.sectionUpdates.count + stage.itemUpdates.count, "update"),
        ]
        let parts = counts.filter { $0.0 > 0 }.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }
        return parts.isEmpty ? "no changes" : parts.joined(separator: ", ")
    }
}
