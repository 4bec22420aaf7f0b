import ListkitTestSupport
import Testing
@testable import ListkitSolver

/// The pooled lists behind the tableau's rows and column index, against a plain `[[Int32]]`
/// model: random appends (one at a time and in bulk, where a list's first element takes its
/// block through the inlined fast path), replacements, removals and emptied lists whose blocks
/// go back to the free stacks and are reused.
@Suite struct PooledListsTests {
    @Test func randomOperationsMatchAModel() {
        let seed: UInt64 = 4242
        var rng = TestRNG(state: seed)
        var lists = PooledLists<Int32>()
        lists.reserve(lists: 8, elements: 16)
        var model: [[Int32]] = Array(repeating: [], count: 40)
        var next: Int32 = 0
        for step in 0 ..< 20_000 {
            let i = rng.int(0 ... 39)
            switch rng.int(0 ... 9) {
            case 0, 1, 2:
                lists.append(next, to: i)
                model[i].append(next)
            case 3, 4, 5:
                // Bulk: one element to each of several lists (repeats allowed, as a row's
                // cells never repeat but `appeared` lists may name any columns).
                let targets = (0 ..< rng.int(1 ... 6)).map { _ in rng.int(0 ... 39) }
                lists.append(next, toEachOf: targets.count) { targets[$0] }
                for t in targets { model[t].append(next) }
            case 6:
                let n = rng.int(0 ... 9)
                let elements = (0 ..< n).map { Int32($0) + next }
                lists.replace(i, with: elements)
                model[i] = elements
            case 7:
                lists.removeAll(i)
                model[i] = []
            case 8:
                guard !model[i].isEmpty else { continue }
                let k = rng.int(0 ... model[i].count - 1)
                lists.swapRemove(at: lists.range(of: i).lowerBound + k, from: i)
                model[i][k] = model[i][model[i].count - 1]
                model[i].removeLast()
            default:
                guard !model[i].isEmpty else { continue }
                let k = rng.int(0 ... model[i].count - 1)
                lists.remove(at: lists.range(of: i).lowerBound + k, from: i)
                model[i].remove(at: k)
            }
            next += 1
            if step % 97 == 0 || step == 19_999 {
                for j in model.indices {
                    #expect(lists.range(of: j).map { lists[$0] } == model[j], "list \(j) at \(RandomRound(seed: seed, round: step))")
                }
            }
        }
    }

    /// Emptied lists hand their blocks back; new lists take them instead of growing the pool.
    @Test func freedBlocksAreReused() {
        var lists = PooledLists<Int32>()
        for i in 0 ..< 64 { lists.append(Int32(i), toEachOf: 1) { _ in i } }
        for i in 0 ..< 64 { lists.append(Int32(i), to: i) }
        let poolSize = lists.pool.count
        for i in 0 ..< 64 { lists.removeAll(i) }
        for i in 64 ..< 128 { lists.append(Int32(i), toEachOf: 1) { _ in i } }
        #expect(lists.pool.count == poolSize)
        for i in 64 ..< 128 { #expect(lists.range(of: i).map { lists[$0] } == [Int32(i)]) }
    }

    /// Rows: 16-byte cells, whose freed blocks carry the free-stack link in their first bytes.
    @Test func cellListsSurviveFreeAndReuse() {
        let seed: UInt64 = 31
        var rng = TestRNG(state: seed)
        var rows = PooledLists<Cell>()
        var model: [[Cell]] = Array(repeating: [], count: 30)
        for step in 0 ..< 5_000 {
            let i = rng.int(0 ... 29)
            if rng.int(0 ... 3) == 0 {
                rows.removeAll(i)
                model[i] = []
            } else {
                let cells = (0 ..< rng.int(0 ... 20)).map { Cell(symbol: Symbol($0), coefficient: Double(step) + 0.5) }
                rows.replace(i, with: cells)
                model[i] = cells
            }
            for j in model.indices {
                let got = rows.range(of: j).map { rows[$0] }
                #expect(got.map(\.symbol) == model[j].map(\.symbol) && got.map(\.coefficient) == model[j].map(\.coefficient),
                        "list \(j) at \(RandomRound(seed: seed, round: step))")
            }
        }
    }
}
