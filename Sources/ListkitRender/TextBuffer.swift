/// Output text built as UTF-8 bytes.
///
/// Appending to a `String` re-checks capacity, encoding and breadcrumbs on every call; a
/// 100k-cell diff prints ~40k lines of a dozen pieces each, and building them that way cost
/// more than computing the diff. Bytes are appended with `memcpy`, numbers are formatted in
/// place, and the result becomes a `String` once.
///
/// With a `sink`, the buffer is a window: when it is full, the bytes so far go to the sink and
/// the same memory takes the next ones, so printing a big diff touches 64 KB instead of
/// megabytes of fresh pages.
struct TextBuffer: ~Copyable {
    /// Bytes written so far are `base[..<count]`; up to `capacity` is room to grow into.
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int
    /// Where full windows go; nil to keep every byte.
    private let sink: ((UnsafeRawBufferPointer) -> Void)?

    init(capacity: Int = 0) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
        sink = nil
    }

    /// A window of `capacity` bytes whose contents go to `sink` whenever it is full; the caller
    /// hands the last bytes (`withBytes`) to the sink itself.
    init(window capacity: Int, sink: @escaping (UnsafeRawBufferPointer) -> Void) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
        self.sink = sink
    }

    deinit { base.deallocate() }

    /// A literal (the renderers' fixed words and punctuation).
    @inline(__always)
    mutating func append(_ literal: StaticString) {
        append(bytes: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// A string's UTF-8 bytes, copied in one go when it is contiguous (native strings are).
    /// Labelled so that a literal argument is a `StaticString` (an unlabelled `String`
    /// overload won it: Swift's default literal type), whose bytes need no lookup.
    @inline(__always)
    mutating func append(text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append(bytes: $0) }) == nil {
            for byte in text.utf8 { append(byte: byte) }
        }
    }

    /// A decimal integer, its digits written straight into the buffer from the last.
    mutating func append(_ value: Int) {
        if count + Self.decimalRoom > capacity { grow(toFit: Self.decimalRoom) }
        writeDecimal(value)
    }

    /// `[first,second]` (an item's path), in room made once.
    mutating func appendBracketed(_ first: Int, _ second: Int) {
        let room = 2 * Self.decimalRoom + 3
        if count + room > capacity { grow(toFit: room) }
        base[count] = UInt8(ascii: "[")
        count += 1
        writeDecimal(first)
        base[count] = UInt8(ascii: ",")
        count += 1
        writeDecimal(second)
        base[count] = UInt8(ascii: "]")
        count += 1
    }

    /// `"bytes"`, in room made once (ids and values that need no escaping).
    mutating func append(quoting bytes: UnsafeBufferPointer<UInt8>) {
        let room = bytes.count + 2
        if count + room > capacity { grow(toFit: room) }
        base[count] = UInt8(ascii: "\"")
        count += 1
        append(bytes: bytes)
        base[count] = UInt8(ascii: "\"")
        count += 1
    }

    /// The most bytes an `Int` takes in decimal: a sign and 19 digits.
    private static let decimalRoom = 20

    /// `value` in decimal at the end, in room made beforehand.
    @inline(__always)
    private mutating func writeDecimal(_ value: Int) {
        var magnitude = value.magnitude
        let length = Self.decimalDigits(magnitude) + (value < 0 ? 1 : 0)
        var end = base + count + length
        repeat {
            end -= 1
            end.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
        if value < 0 { base[count] = UInt8(ascii: "-") }
        count += length
    }

    /// The number of decimal digits of `value` (1 for 0): a few compares for the small
    /// numbers that paths hold.
    @inline(__always)
    static func decimalDigits(_ value: UInt) -> Int {
        var digits = 1, bound: UInt = 10
        while value >= bound {
            digits += 1
            let (next, overflow) = bound.multipliedReportingOverflow(by: 10)
            if overflow { break }
            bound = next
        }
        return digits
    }

    /// Bytes copied into room made beforehand: a short piece byte by byte (a call to `memcpy`
    /// costs more than the few bytes most pieces have), a long one in one go.
    @inline(__always)
    mutating func append(bytes buffer: UnsafeBufferPointer<UInt8>) {
        guard let source = buffer.baseAddress else { return }
        let n = buffer.count
        if count + n > capacity { grow(toFit: n) }
        let destination = base + count
        if n <= 16 {
            for k in 0..<n { destination[k] = source[k] }
        } else {
            destination.update(from: source, count: n)
        }
        count += n
    }

    @inline(__always)
    mutating func append(byte: UInt8) {
        if count == capacity { grow(toFit: 1) }
        base[count] = byte
        count += 1
    }

    private mutating func grow(toFit extra: Int) {
        if let sink, count > 0 {
            sink(UnsafeRawBufferPointer(start: base, count: count))
            count = 0
            if extra <= capacity { return }
        }
        let newCapacity = max(2 * capacity, count + extra)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// Forgets the bytes so far, keeping the memory for the next ones.
    mutating func removeAll() { count = 0 }

    /// Calls `body` with the bytes so far, in place.
    func withBytes<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R {
        body(UnsafeRawBufferPointer(start: base, count: count))
    }

    /// The text so far (the bytes are UTF-8: every piece came from a String or a literal).
    var string: String { String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self) }
}
