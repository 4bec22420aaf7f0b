/// Arithmetic on magnitudes as 64-bit words, least significant first, in caller-owned buffers:
/// the inner loops of `ExactInteger`'s values beyond a word (`ExactWords`). Schoolbook
/// multiplication and Hensel's exact division — the operand sizes of an exact solve (up to a few
/// thousand bits) are below where faster algorithms pay.
enum Limbs {
    /// The length of `words` without its zero top words.
    @inline(__always)
    static func trimmed(_ words: UnsafePointer<UInt>, _ count: Int) -> Int {
        var n = count
        while n > 0 && words[n - 1] == 0 { n -= 1 }
        return n
    }

    /// -1, 0 or 1 as `a` (trimmed) is below, equal to or above `b` (trimmed).
    static func compare(_ a: UnsafeBufferPointer<UInt>, _ b: UnsafeBufferPointer<UInt>) -> Int {
        if a.count != b.count { return a.count < b.count ? -1 : 1 }
        var k = a.count
        while k > 0 {
            k -= 1
            if a[k] != b[k] { return a[k] < b[k] ? -1 : 1 }
        }
        return 0
    }

    /// `r[0 ..< a.count + b.count] = a · b` (`r` must not overlap `a` or `b`).
    static func multiply(_ a: UnsafeBufferPointer<UInt>, _ b: UnsafeBufferPointer<UInt>, into r: UnsafeMutablePointer<UInt>) {
        r.update(repeating: 0, count: a.count + b.count)
        for i in 0 ..< a.count {
            let ai = a[i]
            if ai == 0 { continue }
            var carry: UInt = 0
            for j in 0 ..< b.count {
                // At most (2⁶⁴ − 1)² + 2·(2⁶⁴ − 1) = 2¹²⁸ − 1: no overflow.
                let t = UInt128(ai) &* UInt128(b[j]) &+ UInt128(r[i + j]) &+ UInt128(carry)
                r[i + j] = UInt(truncatingIfNeeded: t)
                carry = UInt(truncatingIfNeeded: t &>> 64)
            }
            r[i + b.count] = carry
        }
    }

    /// `a += b` over `a`'s `count` words (`b.count <= count`); returns the carry out.
    @discardableResult
    static func add(_ a: UnsafeMutablePointer<UInt>, _ count: Int, _ b: UnsafeBufferPointer<UInt>) -> Bool {
        var carry = false
        for k in 0 ..< count {
            let (s1, o1) = a[k].addingReportingOverflow(k < b.count ? b[k] : 0)
            let (s2, o2) = s1.addingReportingOverflow(carry ? 1 : 0)
            a[k] = s2
            carry = o1 || o2
            if k >= b.count && !carry { break }
        }
        return carry
    }

    /// `a = b − a` over `count` words, where `b >= a` (`b.count <= count`).
    static func subtract(from b: UnsafeBufferPointer<UInt>, _ a: UnsafeMutablePointer<UInt>, _ count: Int) {
        var borrow = false
        for k in 0 ..< count {
            let (d1, o1) = (k < b.count ? b[k] : 0).subtractingReportingOverflow(a[k])
            let (d2, o2) = d1.subtractingReportingOverflow(borrow ? 1 : 0)
            a[k] = d2
            borrow = o1 || o2
        }
    }

    /// `a −= b` over `a`'s `count` words, where `a >= b` (`b.count <= count`).
    static func subtract(_ a: UnsafeMutablePointer<UInt>, _ count: Int, _ b: UnsafeBufferPointer<UInt>) {
        var borrow = false
        for k in 0 ..< count {
            if k >= b.count && !borrow { break }
            let (d1, o1) = a[k].subtractingReportingOverflow(k < b.count ? b[k] : 0)
            let (d2, o2) = d1.subtractingReportingOverflow(borrow ? 1 : 0)
            a[k] = d2
            borrow = o1 || o2
        }
    }

    /// Shifts `a`'s `count` words right by `bits` (< 64 · count); the top words become 0.
    static func shiftRight(_ a: UnsafeMutablePointer<UInt>, _ count: Int, by bits: Int) {
        let words = bits / 64, shift = UInt(bits % 64)
        if words > 0 {
            for k in 0 ..< count - words { a[k] = a[k + words] }
            for k in count - words ..< count { a[k] = 0 }
        }
        let n = count - words
        guard shift > 0 && n > 0 else { return }
        for k in 0 ..< n - 1 { a[k] = (a[k] &>> shift) | (a[k + 1] &<< (64 - shift)) }
        a[n - 1] &>>= shift
    }

    /// The number of trailing zero bits of `a` (nonzero).
    static func trailingZeroBits(_ a: UnsafeBufferPointer<UInt>) -> Int {
        var k = 0
        while a[k] == 0 { k += 1 }
        return 64 * k + a[k].trailingZeroBitCount
    }

    /// `q = a / d` where `d` (odd, trimmed, `m` words) divides `a` (`n` words, overwritten)
    /// exactly; `q` gets `n − m + 1` words. Returns that count (not trimmed).
    ///
    /// Maths (Hensel's exact division; Jebelean 1993, *An algorithm for exact division*): with
    /// `d` odd, `d⁻¹ mod 2⁶⁴` exists, and since `a = q·d`, each quotient word is the lowest
    /// remaining word of `a` times `d⁻¹`; subtracting `qᵢ·d` clears that word. No trial
    /// quotient, no correction. Only words below the quotient's length are kept, as the higher
    /// ones cannot change it (`q < 2^(64·(n − m + 1))` because `d ≥ 2^(64·(m − 1))`).
    static func divideExactly(_ a: UnsafeMutablePointer<UInt>, _ n: Int, by d: UnsafeBufferPointer<UInt>,
                              into q: UnsafeMutablePointer<UInt>) -> Int {
        let m = d.count
        guard n >= m else { return 0 }
        let length = n - m + 1
        let inverse = inverseModWord(d[0])
        for i in 0 ..< length {
            let qi = a[i] &* inverse
            q[i] = qi
            if qi == 0 { continue }
            // a[i ..< length] −= qi · d, truncated at `length`. `carry` is what the next word
            // owes: the product's high word plus this word's borrow. It cannot overflow: a high
            // word of 2⁶⁴ − 1 means `t = (2⁶⁴ − 1)·2⁶⁴`, whose low word 0 borrows nothing.
            var carry: UInt = 0
            var k = i
            for j in 0 ..< min(m, length - i) {
                let t = UInt128(qi) &* UInt128(d[j]) &+ UInt128(carry)
                let (difference, borrow) = a[k].subtractingReportingOverflow(UInt(truncatingIfNeeded: t))
                a[k] = difference
                carry = UInt(truncatingIfNeeded: t &>> 64) &+ (borrow ? 1 : 0)
                k += 1
            }
            while k < length && carry != 0 {
                let (difference, borrow) = a[k].subtractingReportingOverflow(carry)
                a[k] = difference
                carry = borrow ? 1 : 0
                k += 1
            }
        }
        return length
    }

    /// `x⁻¹ mod 2⁶⁴` for odd `x`, by Newton's iteration (each step doubles the correct bits;
    /// `x` is its own inverse mod 8).
    static func inverseModWord(_ x: UInt) -> UInt {
        var inverse = x
        for _ in 0 ..< 5 { inverse = inverse &* (2 &- x &* inverse) }
        return inverse
    }
}
