/// Marks a longest strictly increasing subsequence of `values` (patience sorting).
///
/// `mark(k)` is called for the positions k of one longest increasing subsequence, last
/// first. Among several longest subsequences the one whose elements end piles latest is
/// chosen, which is deterministic for a given input. `scratch` holds at least
/// `3 * values.count` elements; the caller allocates it once for its largest input.
/// Raw buffers, not arrays: array appends cost a uniqueness and a capacity check each, and
/// growing them copied.
///
/// - Complexity: O(k log k) for k values; O(k) when the values are already increasing
///   (each value extends the last pile, checked before any binary search).
@inline(__always)
func markLongestIncreasingSubsequence(
    _ values: UnsafeBufferPointer<Int32>,
    scratch: UnsafeMutablePointer<Int32>,
    mark: (Int) -> Void
) {
    let count = values.count
    guard count > 0 else { return }
    // Per pile, its top's position and value (side by side: the binary search reads only
    // values); per position, the top of the pile to its left when it was placed.
    let pileTops = scratch, topValues = scratch + count, predecessor = scratch + 2 * count
    var piles = 0
    for position in 0..<count {
        let value = values[position]
        // Fast path: extends the longest pile (the common case when few items moved).
        if piles > 0 && topValues[piles - 1] < value {
            predecessor[position] = pileTops[piles - 1]
            pileTops[piles] = Int32(truncatingIfNeeded: position)
            topValues[piles] = value
            piles += 1
            continue
        }
        // Leftmost pile whose top is ≥ value (the last pile's is, or the fast path had taken
        // it), found without a branch on the comparisons: a moved item's value is random, so
        // such a branch was mispredicted about every other step.
        var low = 0, span = piles
        while span > 1 {
            let half = span >> 1
            low = topValues[low + half - 1] < value ? low + half : low
            span -= half
        }
        predecessor[position] = low > 0 ? pileTops[low - 1] : -1
        pileTops[low] = Int32(truncatingIfNeeded: position)
        topValues[low] = value
        if low == piles { piles += 1 }
    }
    var position = pileTops[piles - 1]
    while position >= 0 {
        mark(Int(position))
        position = predecessor[Int(position)]
    }
}
