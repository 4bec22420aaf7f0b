/// The value of an `ExactInteger` beyond a word: sign and magnitude, the magnitude's 64-bit
/// words least significant first (the top one nonzero), in one allocation with the header.
///
/// Why not `BigInt`: an entry of a wide system's pivot is `(p·x − q·y) / d` over 1,000–2,000
/// bit numbers; through `BigInt` that is four results allocated and a general long division
/// (a trial quotient and a correction per word), 60 % of an exact solve on the oracle's wide
/// systems (perf, 2026-11-28). Here the whole entry is computed in scratch words on the stack
/// (`Limbs`), the division is exact (Hensel's, no trial quotients), and only the result is
/// allocated.
final class ExactWords: ManagedBuffer<ExactWords.Header, UInt> {
    struct Header {
        var count: Int
        var negative: Bool
    }

    /// A value with `magnitude` (trimmed: its last word nonzero, more than one word or a
    /// word beyond `Int`) and the sign.
    static func make(negative: Bool, _ magnitude: UnsafeBufferPointer<UInt>) -> ExactWords {
        let storage = create(minimumCapacity: magnitude.count) { _ in Header(count: magnitude.count, negative: negative) }
        storage.withUnsafeMutablePointerToElements { $0.initialize(from: magnitude.baseAddress!, count: magnitude.count) }
        return unsafeDowncast(storage, to: ExactWords.self)
    }

    // Read through pointers: `ManagedBuffer.header` is a class property, checked for exclusive
    // access at run time on every read (6 % of a wide solve).
    var count: Int { withUnsafeMutablePointerToHeader { $0.pointee.count } }
    var negative: Bool { withUnsafeMutablePointerToHeader { $0.pointee.negative } }

    func withWords<R>(_ body: (UnsafeBufferPointer<UInt>) -> R) -> R {
        withUnsafeMutablePointers { header, words in body(UnsafeBufferPointer(start: words, count: header.pointee.count)) }
    }

    /// The same magnitude, the other sign.
    var negated: ExactWords { withWords { ExactWords.make(negative: !negative, $0) } }

    /// The bits of the magnitude.
    var bitCount: Int { withWords { 64 * ($0.count - 1) + (64 - $0[$0.count - 1].leadingZeroBitCount) } }

    static func == (a: ExactWords, b: ExactWords) -> Bool {
        a.negative == b.negative && a.withWords { x in b.withWords { y in Limbs.compare(x, y) == 0 } }
    }
}
extension ExactWords: Equatable {}
