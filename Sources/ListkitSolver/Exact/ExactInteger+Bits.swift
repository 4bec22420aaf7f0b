extension ExactInteger {
    /// The bits of the magnitude (0 for 0).
    var magnitudeBitWidth: Int {
        switch self {
        case .small(let word): Int.bitWidth - word.magnitude.leadingZeroBitCount
        case .big(let value): value.bitCount
        }
    }

    /// `a · 2^bits` (`bits` ≥ 0): the magnitude shifted, the sign kept.
    static func << (a: ExactInteger, bits: Int) -> ExactInteger {
        precondition(bits >= 0, "ExactInteger shifted by a negative count")
        if bits == 0 || a.isZero { return a }
        if case .small(let x) = a, x.magnitude.leadingZeroBitCount > bits { return .small(x << bits) }
        return a.withMagnitude { m in
            let words = bits / 64, count = m.count + words + 1
            return withUnsafeTemporaryAllocation(of: UInt.self, capacity: count) { scratch in
                let r = scratch.baseAddress!
                r.initialize(repeating: 0, count: words)
                Limbs.shiftLeft(m, by: bits % 64, into: r + words)
                return normalized(negative: a.isNegative, UnsafeBufferPointer(start: r, count: count))
            }
        }
    }

    /// `a / 2^bits` truncated toward zero (`bits` ≥ 0): the magnitude shifted, the sign kept.
    /// (For a negative `a` that is not `Int`'s or `BigInt`'s `>>`, which round down.)
    static func >> (a: ExactInteger, bits: Int) -> ExactInteger {
        precondition(bits >= 0, "ExactInteger shifted by a negative count")
        if bits == 0 { return a }
        if bits >= a.magnitudeBitWidth { return 0 }
        return a.withMagnitude { m in
            withUnsafeTemporaryAllocation(of: UInt.self, capacity: m.count) { scratch in
                let r = scratch.baseAddress!
                r.initialize(from: m.baseAddress!, count: m.count)
                Limbs.shiftRight(r, m.count, by: bits)
                return normalized(negative: a.isNegative, UnsafeBufferPointer(start: r, count: m.count))
            }
        }
    }
}

extension ExactInteger: CustomStringConvertible {
    /// Decimal, with a leading `-` when negative: beyond a word, the magnitude is divided by
    /// 10¹⁹ (the largest power of ten in a word) until it is gone, each remainder 19 digits.
    var description: String {
        if case .small(let word) = self { return String(word) }
        return withMagnitude { m in
            withUnsafeTemporaryAllocation(of: UInt.self, capacity: m.count) { scratch in
                let words = scratch.baseAddress!
                words.initialize(from: m.baseAddress!, count: m.count)
                var count = m.count
                var chunks: [UInt] = []
                while count > 0 {
                    chunks.append(Limbs.divide(words, count, byWord: 10_000_000_000_000_000_000))
                    count = Limbs.trimmed(words, count)
                }
                var text = isNegative ? "-" : ""
                text += String(chunks.removeLast())
                for chunk in chunks.reversed() {
                    let digits = String(chunk)
                    text += String(repeating: "0", count: 19 - digits.count) + digits
                }
                return text
            }
        }
    }
}
