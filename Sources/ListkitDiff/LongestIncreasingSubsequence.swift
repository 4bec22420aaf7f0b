/// Marks a longest strictly increasing subsequence of `values` (patience sorting).
///
/// `keep[k]` is set to true for the positions of one longest increasing subsequence;
/// everything else is left as it was. Among several longest subsequences the one whose
/// elements end piles latest is chosen, which is deterministic for a given input.
/// `scratch` buffers are reused by the caller across calls to avoid allocation.
///
/// - Complexity: O(k log k) for k values; O(k) when the values are already increasing
///   (each value extends the last pile, checked before any binary search).
func markLongestIncreasingSubsequence(
    _ values: UnsafeBufferPointer<Int32>,
    keep: UnsafeMutableBufferPointer<Bool>,
    pileTops: inout [Int32],
    predecessor: inout [Int32]
) {
    let count = values.count
    guard count > 0 else { return }
    pileTops.removeAll(keepingCapacity: true)
    predecessor.removeAll(keepingCapacity: true)
    predecessor.reserveCapacity(count)
    for position in 0..<count {
        let value = values[position]
        // Fast path: extends the longest pile (the common case when few items moved).
        if let top = pileTops.last, values[Int(top)] < value {
            predecessor.append(top)
            pileTops.append(Int32(truncatingIfNeeded: position))
            continue
        }
        // Leftmost pile whose top is ≥ value.
        var low = 0, high = pileTops.count
        while low < high {
            let middle = (low + high) >> 1
            if values[Int(pileTops[middle])] < value { low = middle + 1 } else { high = middle }
        }
        predecessor.append(low > 0 ? pileTops[low - 1] : -1)
        if low == pileTops.count { pileTops.append(Int32(truncatingIfNeeded: position)) } else { pileTops[low] = Int32(truncatingIfNeeded: position) }
    }
    var position = pileTops.last ?? -1
    while position >= 0 {
        keep[Int(position)] = true
        position = predecessor[Int(position)]
    }
}
