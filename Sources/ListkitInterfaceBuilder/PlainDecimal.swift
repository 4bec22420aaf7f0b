/// Numbers of Interface Builder's attributes (`x="16"`, `constant="-8"`, `width="375.5"`) read
/// from their bytes, as `Double(_:)` reads them, without its C string and `strtod` for the plain
/// decimals that nearly every attribute holds: every element's numbers are checked when a
/// document is read (`IBNumberAttributes`) and the readers read most of them again.
///
/// A plain decimal is `-`, optionally, then digits, then optionally `.` and digits, 15 digits at
/// most: its digits as a whole number are below 2^53 and its scale a power of ten up to 10^15,
/// both exact as doubles, so one division gives the correctly rounded value (Clinger, "How to
/// read floating point numbers accurately", 1990: the fast path), which is what `strtod` gives.
/// Anything else (`1e3`, `+5`, `.5`, `5.`, `nan`, a hexadecimal, more digits) is left to
/// `Double(_:)`.
enum PlainDecimal {
    /// `Double(text)`.
    static func double(_ text: String) -> Double? {
        (text.utf8.withContiguousStorageIfAvailable(plain) ?? nil) ?? Double(text)
    }

    /// The value of a plain decimal; nil for any other text.
    static func plain(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var i = 0
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { i = 1 }
        var whole: UInt64 = 0, digits = 0, integerDigits = 0, fractionDigits = 0, point = false
        while i < bytes.count {
            let b = bytes[i]
            if b &- UInt8(ascii: "0") < 10 {
                digits += 1
                guard digits <= 15 else { return nil }
                whole = whole &* 10 &+ UInt64(b &- UInt8(ascii: "0"))
                if point { fractionDigits += 1 } else { integerDigits += 1 }
            } else if b == UInt8(ascii: "."), !point {
                point = true
            } else {
                return nil
            }
            i += 1
        }
        guard integerDigits > 0, !point || fractionDigits > 0 else { return nil }
        let value = Double(whole) / powersOfTen[fractionDigits]
        return negative ? -value : value
    }

    /// 10^0 … 10^15, each exact.
    private static let powersOfTen: [Double] = [1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15]
}
