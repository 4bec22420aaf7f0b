/// Finds repeated strings among many (100k cell ids) hashing each once: an open-addressing table
/// of each string's full hash and where it was first seen. Strings themselves are compared only
/// when their hashes are equal — for a duplicate, or for a rare collision — so a probe never
/// touches another string's bytes. `Dictionary<String, _>` compares keys at every occupied slot
/// it probes and rehashes as it grows; on 100k ids this takes a third to a half of its time.
struct FirstOccurrenceTable {
    private struct Slot {
        var hash: Int
        /// The caller's index of the first occurrence, plus 1; 0 for an empty slot.
        var indexPlusOne: Int
    }

    private var slots: [Slot]
    private let mask: Int

    /// A table for up to `capacity` strings, at most half full.
    init(capacity: Int) {
        var size = 16
        while size < 2 * capacity, size < Int.max / 4 { size *= 2 }
        slots = Array(repeating: Slot(hash: 0, indexPlusOne: 0), count: size)
        mask = size - 1
    }

    /// The index recorded for an earlier string equal to `string`; otherwise records `index`
    /// (which must be ≥ 0) for it and returns nil. `idAt` gives the string recorded at an index.
    /// - Complexity: O(1) expected while at most `capacity` strings are recorded: one hash of
    ///   `string`. The table does not grow: once all its 2 × `capacity` (or more) slots are taken,
    ///   further strings are reported as new.
    mutating func firstIndex(of string: String, recording index: Int, idAt: (Int) -> String) -> Int? {
        let hash = string.hashValue
        var position = hash & mask
        for _ in 0...mask {
            let slot = slots[position]
            if slot.indexPlusOne == 0 {
                slots[position] = Slot(hash: hash, indexPlusOne: index + 1)
                return nil
            }
            if slot.hash == hash, idAt(slot.indexPlusOne - 1) == string {
                return slot.indexPlusOne - 1
            }
            position = (position + 1) & mask
        }
        return nil  // Full: reported as new, never wrongly as a duplicate.
    }
}
