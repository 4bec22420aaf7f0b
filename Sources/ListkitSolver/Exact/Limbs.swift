/// Arithmetic on magnitudes as 64-bit words, least significant first, in caller-owned buffers:
/// the inner loops of `ExactInteger`'s values beyond a word (`ExactWords`). Schoolbook
/// multiplication, Hensel's exact division and Knuth's long division — the operand sizes of an
/// exact solve (up to a few thousand bits) are below where faster algorithms pay.
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

    /// `r[0 ... a.count] = a · 2^bits` for `bits` < 64: `r` (not overlapping `a`) gets one word
    /// more than `a`.
    static func shiftLeft(_ a: UnsafeBufferPointer<UInt>, by bits: Int, into r: UnsafeMutablePointer<UInt>) {
        let n = a.count
        guard bits > 0 else {
            for k in stride(from: n - 1, through: 0, by: -1) { r[k] = a[k] }
            r[n] = 0
            return
        }
        let shift = UInt(bits)
        r[n] = n == 0 ? 0 : a[n - 1] &>> (64 - shift)
        for k in stride(from: n - 1, to: 0, by: -1) { r[k] = (a[k] &<< shift) | (a[k - 1] &>> (64 - shift)) }
        if n > 0 { r[0] = a[0] &<< shift }
    }

    /// `a = ⌊a / d⌋` over `a`'s `count` words (`d` nonzero); returns the remainder.
    static func divide(_ a: UnsafeMutablePointer<UInt>, _ count: Int, byWord d: UInt) -> UInt {
        var remainder: UInt = 0
        var k = count
        while k > 0 {
            k -= 1
            // remainder < d, so the two-word quotient fits in a word.
            (a[k], remainder) = d.dividingFullWidth((remainder, a[k]))
        }
        return remainder
    }

    /// `q = ⌊a / b⌋` and `r = a mod b`, for `a` of `n` words and `b` of `m` ≥ 2 words (trimmed),
    /// `n ≥ m`: `q` gets `n − m + 1` words, `r` gets `m`, and `scratch` needs `n + m + 2`.
    ///
    /// Maths (Knuth, TAOCP vol. 2, 4.3.1, Algorithm D): both operands are shifted left until
    /// `b`'s top bit is set; then each quotient word, estimated from the remainder's top two
    /// words over `b`'s top word and corrected with `b`'s second word, is at most one too large,
    /// which the multiply-and-subtract shows by going negative (then `b` is added back once).
    static func divide(_ a: UnsafeBufferPointer<UInt>, by b: UnsafeBufferPointer<UInt>,
                       quotient q: UnsafeMutablePointer<UInt>, remainder r: UnsafeMutablePointer<UInt>,
                       scratch: UnsafeMutablePointer<UInt>) {
        let n = a.count, m = b.count
        precondition(m >= 2 && n >= m && b[m - 1] != 0, "Limbs.divide: operands out of range")
        let shift = b[m - 1].leadingZeroBitCount
        let v = scratch, u = scratch + m + 1  // v: m + 1 words (the top one 0), u: n + 1 words
        shiftLeft(b, by: shift, into: v)
        shiftLeft(a, by: shift, into: u)
        let vTop = v[m - 1], vNext = v[m - 2]
        for j in stride(from: n - m, through: 0, by: -1) {
            q[j] = quotientWord(u + j, m, vTop: vTop, vNext: vNext)
            if subtractProduct(u + j, v, m, times: q[j]) {
                // One too large: add `v` back (the carry out cancels the borrow).
                q[j] -= 1
                add(u + j, m + 1, UnsafeBufferPointer(start: v, count: m))
            }
        }
        // The remainder is u's low m words, shifted back.
        shiftRight(u, m + 1, by: shift)
        r.update(from: u, count: m)
    }

    /// Algorithm D's estimate of the quotient word of `u[0 ... m]` by `v` (normalised, `m` words,
    /// top two `vTop` and `vNext`), where `u[m] ≤ vTop`: never too small, at most one too large.
    private static func quotientWord(_ u: UnsafeMutablePointer<UInt>, _ m: Int, vTop: UInt, vNext: UInt) -> UInt {
        var qHat: UInt, rHat: UInt, rHatOverflows = false
        if u[m] >= vTop {
            // u[m] == vTop: the estimate is at least 2⁶⁴, so it starts at 2⁶⁴ − 1 with
            // rHat = u[m]·2⁶⁴ + u[m − 1] − (2⁶⁴ − 1)·vTop = u[m − 1] + vTop.
            qHat = .max
            (rHat, rHatOverflows) = u[m - 1].addingReportingOverflow(vTop)
        } else {
            (qHat, rHat) = vTop.dividingFullWidth((u[m], u[m - 1]))
        }
        // While qHat·vNext > rHat·2⁶⁴ + u[m − 2], qHat is too large (rHat ≥ 2⁶⁴ ends the test).
        while !rHatOverflows {
            let product = vNext.multipliedFullWidth(by: qHat)
            if product.high < rHat || (product.high == rHat && product.low <= u[m - 2]) { break }
            qHat -= 1
            (rHat, rHatOverflows) = rHat.addingReportingOverflow(vTop)
        }
        return qHat
    }

    /// `u[0 ... m] −= factor · v[0 ..< m]`; returns whether the result went below 0 (it is
    /// then the value plus 2^(64·(m + 1))).
    private static func subtractProduct(_ u: UnsafeMutablePointer<UInt>, _ v: UnsafeMutablePointer<UInt>, _ m: Int,
                                        times factor: UInt) -> Bool {
        var carry: UInt = 0
        for i in 0 ..< m {
            let product = factor.multipliedFullWidth(by: v[i])
            let (low, c1) = product.low.addingReportingOverflow(carry)
            let (difference, borrow) = u[i].subtractingReportingOverflow(low)
            u[i] = difference
            // factor·v[i] + carry ≤ (2⁶⁴ − 1)·2⁶⁴, whose high word is 2⁶⁴ − 1 only with a low
            // word of 0, which borrows nothing: the new carry fits in a word.
            carry = product.high &+ (c1 ? 1 : 0) &+ (borrow ? 1 : 0)
        }
        let (top, negative) = u[m].subtractingReportingOverflow(carry)
        u[m] = top
        return negative
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
