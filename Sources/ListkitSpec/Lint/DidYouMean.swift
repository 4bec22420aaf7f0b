/// Suggestions for misspelt names, by edit distance.
public enum DidYouMean {
    /// The closest candidate within a distance that scales with the word's length, or nil.
    /// Ties go to the earliest candidate, so suggestions are deterministic.
    public static func best(_ word: String, in candidates: [String]) -> String? {
        let limit = max(1, min(3, word.count / 3))
        var best: (name: String, distance: Int)?
        let lowered = word.lowercased()
        for candidate in candidates where candidate != word {
            let d = candidate.lowercased() == lowered ? 0 : distance(lowered, candidate.lowercased(), limit: limit)
            if d <= limit, best == nil || d < best!.distance { best = (candidate, d) }
        }
        return best?.name ?? onlyCompletion(of: lowered, in: candidates)
    }

    /// The one candidate that starts with `word` (case-insensitively), when no candidate is
    /// within edit distance. Why: a key cut short, `scrollable` for `scrollableAxes`, is four
    /// edits away — beyond the limit — yet its meaning is plain. Words under four letters and
    /// prefixes of several candidates suggest nothing (a guess among many misleads).
    static func onlyCompletion(of lowered: String, in candidates: [String]) -> String? {
        guard lowered.count >= 4 else { return nil }
        let completions = candidates.filter { $0.count > lowered.count && $0.lowercased().hasPrefix(lowered) }
        return completions.count == 1 ? completions[0] : nil
    }

    /// Levenshtein distance with adjacent transpositions; stops early past `limit`.
    /// - Complexity: O(m·n) for words of lengths m and n (names are short).
    static func distance(_ a: String, _ b: String, limit: Int) -> Int {
        let x = Array(a.unicodeScalars), y = Array(b.unicodeScalars)
        if abs(x.count - y.count) > limit { return limit + 1 }
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous2 = [Int](repeating: 0, count: y.count + 1)
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            var rowMin = current[0]
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                var v = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] { v = min(v, previous2[j - 2] + 1) }
                current[j] = v
                rowMin = min(rowMin, v)
            }
            if rowMin > limit { return limit + 1 }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[y.count]
    }
}
