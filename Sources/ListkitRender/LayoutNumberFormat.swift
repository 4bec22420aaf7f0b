import ListkitSpec

/// How every renderer writes a number of points: rounded to 0.01, trailing zeros dropped,
/// never "-0" — so the same layout prints the same bytes on every machine and run.
public enum LayoutNumberFormat {
    /// `12`, `12.5`, `0.33`, `-4.25`; `0` for anything that rounds to zero (including -0.001).
    /// Values too large for cents to be exact (|v| ≥ 1e13) print as Swift's shortest form of the
    /// rounded value; non-finite values print as `nan`, `inf` or `-inf` (JSON writes null).
    public static func string(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        // Within ±1e15 cents an Int64 holds every value exactly.
        guard abs(value) < 1e13, let cents = Int64(finite: (value * 100).rounded()) else { return String(value.rounded()) }
        if cents == 0 { return "0" }
        let magnitude = cents.magnitude
        let whole = magnitude / 100
        let fraction = magnitude % 100
        var text = cents < 0 ? "-" : ""
        text += String(whole)
        if fraction != 0 {
            text += fraction % 10 == 0 ? "." + String(fraction / 10) : (fraction < 10 ? ".0" : ".") + String(fraction)
        }
        return text
    }

    /// The bytes of the longest number `append` writes itself: at most 15 digits below 1e13
    /// points, a decimal point and a sign.
    private static let longestNumber = 24

    /// `string(value)`'s bytes appended to `bytes`, without making a String on the common path:
    /// the digits are written backwards into a small buffer and appended at once.
    static func append(_ value: Double, to bytes: inout [UInt8]) {
        if withDigits(value, { bytes.append(contentsOf: $0) }) == nil { bytes.append(contentsOf: string(value).utf8) }
    }

    /// The same into a `TextBuffer`.
    static func append(_ value: Double, to bytes: inout TextBuffer) {
        if withDigits(value, { bytes.append(bytes: $0) }) == nil { bytes.append(text: string(value)) }
    }

    /// Calls `body` with `string(value)`'s bytes, written backwards into a small buffer; nil
    /// (without calling it) for a value `string` writes through Swift's own formatting.
    /// Inlined into each `append`, so `body` is no closure call (a layout writes ~27 numbers a cell).
    @inline(__always)
    private static func withDigits(_ value: Double, _ body: (UnsafeBufferPointer<UInt8>) -> Void) -> Void? {
        guard value.isFinite, abs(value) < 1e13, let cents = Int64(finite: (value * 100).rounded()) else { return nil }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: longestNumber) { digits in
            var start = digits.count
            func put(_ byte: UInt8) {
                start -= 1
                digits[start] = byte
            }
            let fraction = cents.magnitude % 100
            if fraction != 0 {
                if fraction % 10 != 0 { put(UInt8(ascii: "0") + UInt8(fraction % 10)) }
                put(UInt8(ascii: "0") + UInt8(fraction / 10))
                put(UInt8(ascii: "."))
            }
            var whole = cents.magnitude / 100
            repeat {
                put(UInt8(ascii: "0") + UInt8(whole % 10))
                whole /= 10
            } while whole > 0
            if cents < 0 { put(UInt8(ascii: "-")) }
            body(UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }
}
