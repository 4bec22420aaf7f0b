import BigInt
@testable import ListkitSolver

/// `ExactInteger` to and from attaswift/BigInt, the tests' independent oracle: the solver has
/// its own integers (BigInt imports Foundation, which the executable does not load), and these
/// conversions go through the magnitude's words only, not through any arithmetic under test.
extension ExactInteger {
    init(_ value: BigInt) {
        let words = Array(value.magnitude.words)
        self = words.withUnsafeBufferPointer { ExactInteger.normalized(negative: value.sign == .minus, $0) }
    }

    var bigInt: BigInt {
        withMagnitude { BigInt(sign: isNegative ? .minus : .plus, magnitude: BigUInt(words: $0)) }
    }
}
