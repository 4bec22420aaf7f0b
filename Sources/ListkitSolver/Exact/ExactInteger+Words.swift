extension ExactInteger {
    /// `(p·x − q·y) / d` (exact) for operands beyond the 128-bit path: the magnitudes are
    /// copied into one scratch buffer on the stack, the products and their difference are
    /// formed there, the common factors of two are shifted out and the rest divided by Hensel's
    /// exact division (`Limbs.divideExactly`); only the result is allocated.
    static func combinationInWords(_ p: ExactInteger, _ x: ExactInteger, _ q: ExactInteger, _ y: ExactInteger,
                                   dividedBy d: ExactInteger) -> ExactInteger {
        let np = p.magnitudeCapacity, nx = x.magnitudeCapacity, nq = q.magnitudeCapacity, ny = y.magnitudeCapacity
        let nd = d.magnitudeCapacity
        precondition(nd > 0, "division by 0")
        // The difference of the products takes at most one word more than the larger product.
        let wide = max(np + nx, nq + ny) + 1
        let capacity = np + nx + nq + ny + nd + wide + (nq + ny) + wide
        return withUnsafeTemporaryAllocation(of: UInt.self, capacity: capacity) { scratch in
            let base = scratch.baseAddress!
            let pAt = base, xAt = pAt + np, qAt = xAt + nx, yAt = qAt + nq, divisor = yAt + ny
            let value = divisor + nd, other = value + wide, quotient = other + nq + ny
            let mp = UnsafeBufferPointer(start: pAt, count: p.copyMagnitude(to: pAt))
            let mx = UnsafeBufferPointer(start: xAt, count: x.copyMagnitude(to: xAt))
            let mq = UnsafeBufferPointer(start: qAt, count: q.copyMagnitude(to: qAt))
            let my = UnsafeBufferPointer(start: yAt, count: y.copyMagnitude(to: yAt))
            var m = d.copyMagnitude(to: divisor)

            // value = ±p·x, other = ±q·y (as magnitudes with signs).
            var n1 = 0, n2 = 0
            if !mp.isEmpty && !mx.isEmpty {
                Limbs.multiply(mp, mx, into: value)
                n1 = Limbs.trimmed(value, mp.count + mx.count)
            }
            if !mq.isEmpty && !my.isEmpty {
                Limbs.multiply(mq, my, into: other)
                n2 = Limbs.trimmed(other, mq.count + my.count)
            }
            let firstNegative = p.isNegative != x.isNegative
            let secondNegative = !(q.isNegative != y.isNegative)  // of −q·y
            // value = first + second.
            var negative = firstNegative
            var n = n1
            let second = UnsafeBufferPointer(start: other, count: n2)
            if n2 > 0 {
                if n1 == 0 {
                    value.update(from: other, count: n2)
                    n = n2
                    negative = secondNegative
                } else if firstNegative == secondNegative {
                    let length = max(n1, n2) + 1
                    value.advanced(by: n1).update(repeating: 0, count: length - n1)
                    Limbs.add(value, length, second)
                    n = Limbs.trimmed(value, length)
                } else {
                    let order = Limbs.compare(UnsafeBufferPointer(start: value, count: n1), second)
                    if order >= 0 {
                        Limbs.subtract(value, n1, second)
                        n = Limbs.trimmed(value, n1)
                    } else {
                        value.advanced(by: n1).update(repeating: 0, count: n2 - n1)
                        Limbs.subtract(from: second, value, n2)
                        n = Limbs.trimmed(value, n2)
                        negative = secondNegative
                    }
                }
            }
            if n == 0 { return .small(0) }
            negative = negative != d.isNegative
            if m == 1 && divisor[0] == 1 {
                return normalized(negative: negative, UnsafeBufferPointer(start: value, count: n))
            }
            // Hensel's division needs an odd divisor: with d = d'·2^z, the value / d' (exact, as
            // d' divides the value too) is shifted right by z afterwards — fewer words to shift
            // than the value's.
            let zeros = Limbs.trailingZeroBits(UnsafeBufferPointer(start: divisor, count: m))
            if zeros > 0 {
                Limbs.shiftRight(divisor, m, by: zeros)
                m = Limbs.trimmed(divisor, m)
            }
            let length = Limbs.divideExactly(value, n, by: UnsafeBufferPointer(start: divisor, count: m), into: quotient)
            if zeros > 0 { Limbs.shiftRight(quotient, length, by: zeros) }
            return normalized(negative: negative, UnsafeBufferPointer(start: quotient, count: length))
        }
    }
}
