/// Sizes (a cell's intrinsic widths and heights, with -1 and -2 for none and left out) as a
/// cache key, hashed once when made.
///
/// A layout pass looks a cell's sizes up several times per wrapping iteration (the whole
/// system's cache, each block's): hashing the doubles one by one through `Hasher` on every
/// lookup cost more than the lookups' other work. The word is a multiplicative mix of the
/// values' bit patterns (0 and -0 mixed alike, as `==` has them equal); the dictionary still
/// hashes it with its own seed, and equality compares the values.
struct SizeKey: Hashable {
    let values: [Double]
    let word: UInt64

    init(_ values: [Double]) {
        self.values = values
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        for v in values {
            h = (h ^ (v == 0 ? 0 : v.bitPattern)) &* 0x9E37_79B9_7F4A_7C15
            h ^= h >> 31
        }
        word = h
    }

    /// The same key in storage of its own, exactly its size: for a key a cache keeps, when its
    /// values were written into reused scratch storage (which grows past what one key needs).
    var kept: SizeKey { SizeKey(values: values.map { $0 }, word: word) }

    private init(values: [Double], word: UInt64) {
        self.values = values
        self.word = word
    }

    static func == (a: SizeKey, b: SizeKey) -> Bool {
        a.word == b.word && a.values == b.values
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(word)
    }
}
