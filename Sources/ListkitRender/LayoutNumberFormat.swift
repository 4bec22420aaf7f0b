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

    /// `string(value)`'s bytes appended to `bytes`, without making a String on the common path.
    static func append(_ value: Double, to bytes: inout [UInt8]) {
        guard value.isFinite, abs(value) < 1e13, let cents = Int64(finite: (value * 100).rounded()) else {
            bytes.append(contentsOf: string(value).utf8)
            return
        }
        if cents == 0 { bytes.append(UInt8(ascii: "0")); return }
        let magnitude = cents.magnitude
        let fraction = magnitude % 100
        if cents < 0 { bytes.append(UInt8(ascii: "-")) }
        appendDigits(magnitude / 100, to: &bytes)
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        bytes.append(UInt8(ascii: "0") + UInt8(fraction / 10))
        if fraction % 10 != 0 { bytes.append(UInt8(ascii: "0") + UInt8(fraction % 10)) }
    }

    /// The decimal digits of `n`, as `String(n)` writes them.
    private static func appendDigits(_ n: UInt64, to bytes: inout [UInt8]) {
        if n < 10 { bytes.append(UInt8(ascii: "0") + UInt8(n)); return }
        let start = bytes.count
        var n = n
        while n > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(n % 10))
            n /= 10
        }
        bytes[start...].reverse()
    }
}
