import ListkitTestSupport
import Testing
@testable import ListkitSolver

/// The duplicate index against a `Dictionary` model: inserts, replacements and removals
/// (tombstones) through several growths, from the empty table that owns no slots yet and
/// from one made at a solver's first size.
@Suite struct FingerprintTableTests {
    @Test(arguments: [0, 64]) func matchesADictionaryThroughGrowthAndTombstones(slots: Int) {
        let seed: UInt64 = 2026
        var rng = TestRNG(state: seed)
        var table = slots == 0 ? FingerprintTable() : FingerprintTable(slots: slots)
        var model: [UInt64: Int] = [:]
        #expect(table.capacity == slots)
        #expect(table.lookup(42) == nil)
        table.remove(42)  // on the empty table: nothing to do
        // Few distinct keys with colliding low bits, so probes run and tombstones are reused.
        func key() -> UInt64 { UInt64(rng.int(0 ... 3_000)) << 6 | UInt64(rng.int(0 ... 3)) }
        for step in 0 ..< 30_000 {
            let round = RandomRound(seed: seed, round: step)
            let k = key()
            switch rng.int(0 ... 3) {
            case 0:
                let v = step
                #expect(table.lookupOrInsert(k, v) == model[k], "\(round)")
                if model[k] == nil { model[k] = v }
            case 1:
                table.insert(k, step)
                model[k] = step
            case 2:
                table.remove(k)
                model[k] = nil
            default:
                #expect(table.lookup(k) == model[k], "\(round)")
            }
        }
        #expect(table.capacity >= 2 * model.count)
        for (k, v) in model { #expect(table.lookup(k) == v) }
    }
}
