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
    // The value on top of each pile, beside its position: the binary search reads one
    // array instead of chasing positions into `values`.
    var topValues: [Int32] = []
    for position in 0..<count {
        let value = values[position]
        // Fast path: extends the longest pile (the common case when few items moved).
        if let top = topValues.last, top < value {
            predecessor.append(pileTops[pileTops.count - 1])
            pileTops.append(Int32(truncatingIfNeeded: position))
            topValues.append(value)
            continue
        }
        // Leftmost pile whose top is ≥ value.
        var low = 0, high = topValues.count
        while low < high {
            let middle = (low + high) >> 1
            if topValues[middle] < value { low = middle + 1 } else { high = middle }
        }
        predecessor.append(low > 0 ? pileTops[low - 1] : -1)
        if low == pileTops.count {
            pileTops.append(Int32(truncatingIfNeeded: position))
            topValues.append(value)
        } else {
            pileTops[low] = Int32(truncatingIfNeeded: position)
            topValues[low] = value
        }
    }
    var position = pileTops.last ?? -1
    while position >= 0 {
        keep[Int(position)] = true
        position = predecessor[Int(position)]
    }
}
