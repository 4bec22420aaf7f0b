/// The YAML 1.2 core schema's resolution of plain scalars, working on the scalar's UTF-8 bytes so
/// that the common case (a word such as `Review`) is decided from its first byte without parsing.
///
/// YAML 1.1 spellings are deliberately not recognised: `yes`, `no`, `on`, `off` are strings, and
/// `<<` (the 1.1 merge key) is an ordinary string key.
enum CoreSchema {
    /// The value of a plain, untagged scalar.
    /// - Complexity: O(n) in the scalar's length, O(1) for most words.
    static func resolvePlain(_ bytes: UnsafeBufferPointer<UInt8>, text: String) -> Scalar.Value {
        guard let first = bytes.first else { return .null }
        switch first {
        case UInt8(ascii: "~"), UInt8(ascii: "n"), UInt8(ascii: "N"):
            if let value = null(bytes) { return value }
        case UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"), UInt8(ascii: "F"):
            if let value = bool(bytes) { return value }
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."):
            if let value = int(bytes) ?? float(bytes, text: text) { return value }
        default:
            break
        }
        return .string(text)
    }

    /// Whether `resolvePlain` makes a string or null of these bytes, without making them a
    /// String for the common case: a word whose first byte starts no null, bool or number.
    static func plainKind(_ bytes: UnsafeBufferPointer<UInt8>) -> (isString: Bool, isNull: Bool) {
        guard let first = bytes.first else { return (false, true) }
        switch first {
        // As `resolvePlain` decides them, without a String: only a float needs one.
        case UInt8(ascii: "~"), UInt8(ascii: "n"), UInt8(ascii: "N"):
            return null(bytes) == nil ? (true, false) : (false, true)
        case UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"), UInt8(ascii: "F"):
            return (bool(bytes) == nil, false)
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."):
            switch resolvePlain(bytes, text: String(decoding: bytes, as: UTF8.self)) {
            case .string: return (true, false)
            case .null: return (false, true)
            default: return (false, false)
            }
        default:
            return (true, false)
        }
    }

    /// The value for an explicit `!!null`, `!!bool`, `!!int` or `!!float` tag, or nil when the
    /// text does not fit the tag.
    static func resolve(_ bytes: UnsafeBufferPointer<UInt8>, text: String, tag: StandardTag) -> Scalar.Value? {
        switch tag {
        case .null: return bytes.isEmpty ? .null : null(bytes)
        case .bool: return bool(bytes)
        case .int: return int(bytes)
        case .float:
            if let value = float(bytes, text: text) { return value }
            // `!!float 3` is a float written without a fraction.
            if case .int(let i)? = int(bytes) { return .float(Double(i)) }
            return nil
        }
    }

    enum StandardTag: String {
        case null = "tag:yaml.org,2002:null"
        case bool = "tag:yaml.org,2002:bool"
        case int = "tag:yaml.org,2002:int"
        case float = "tag:yaml.org,2002:float"
    }

    static func null(_ b: UnsafeBufferPointer<UInt8>) -> Scalar.Value? {
        matches(b, ["~", "null", "Null", "NULL"]) ? .null : nil
    }

    static func bool(_ b: UnsafeBufferPointer<UInt8>) -> Scalar.Value? {
        if matches(b, ["true", "True", "TRUE"]) { return .bool(true) }
        if matches(b, ["false", "False", "FALSE"]) { return .bool(false) }
        return nil
    }

    /// `[-+]?[0-9]+`, `0o[0-7]+`, `0x[0-9a-fA-F]+`. A decimal beyond Int's range becomes a float;
    /// an octal or hex one stays a string (nil here), so nothing ever traps.
    static func int(_ b: UnsafeBufferPointer<UInt8>) -> Scalar.Value? {
        if b.count > 2, b[0] == UInt8(ascii: "0"), b[1] == UInt8(ascii: "o") || b[1] == UInt8(ascii: "x") {
            let radix: UInt64 = b[1] == UInt8(ascii: "o") ? 8 : 16
            guard let magnitude = digits(b, from: 2, radix: radix), magnitude <= UInt64(Int.max) else { return nil }
            return .int(Int(magnitude))
        }
        var start = 0
        var negative = false
        if let sign = b.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            negative = sign == UInt8(ascii: "-")
            start = 1
        }
        guard start < b.count else { return nil }
        for i in start..<b.count where !isDigit(b[i], radix: 10) { return nil }
        if let magnitude = digits(b, from: start, radix: 10) {
            if !negative, magnitude <= UInt64(Int.max) { return .int(Int(magnitude)) }
            if negative, magnitude <= UInt64(Int.max) + 1 { return .int(magnitude == UInt64(Int.max) + 1 ? Int.min : -Int(magnitude)) }
        }
        // Valid decimal text too large for Int.
        return Double(String(decoding: b, as: UTF8.self)).map { .float($0) }
    }

    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`, `[-+]?\.(inf|Inf|INF)`, `\.(nan|NaN|NAN)`.
    static func float(_ b: UnsafeBufferPointer<UInt8>, text: String) -> Scalar.Value? {
        var i = 0
        var sign = 1.0
        if let first = b.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            sign = first == UInt8(ascii: "-") ? -1 : 1
            i = 1
        }
        let rest = UnsafeBufferPointer(rebasing: b[i...])
        if matches(rest, [".inf", ".Inf", ".INF"]) { return .float(sign * .infinity) }
        if i == 0, matches(rest, [".nan", ".NaN", ".NAN"]) { return .float(.nan) }
        let integerDigits = skipDigits(b, &i)
        var fractionDigits = 0
        if i < b.count, b[i] == UInt8(ascii: ".") {
            i += 1
            fractionDigits = skipDigits(b, &i)
        }
        // `.5` needs fraction digits; `5.` is allowed.
        guard integerDigits > 0 || fractionDigits > 0 else { return nil }
        if i < b.count, b[i] == UInt8(ascii: "e") || b[i] == UInt8(ascii: "E") {
            i += 1
            if i < b.count, b[i] == UInt8(ascii: "-") || b[i] == UInt8(ascii: "+") { i += 1 }
            guard skipDigits(b, &i) > 0 else { return nil }
        }
        guard i == b.count, let value = Double(text) else { return nil }
        return .float(value)
    }

    private static func matches(_ b: UnsafeBufferPointer<UInt8>, _ words: [StaticString]) -> Bool {
        for word in words where word.utf8CodeUnitCount == b.count {
            if memcmpEqual(word.utf8Start, b) { return true }
        }
        return false
    }

    private static func memcmpEqual(_ p: UnsafePointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        for i in 0..<b.count where p[i] != b[i] { return false }
        return true
    }

    private static func skipDigits(_ b: UnsafeBufferPointer<UInt8>, _ i: inout Int) -> Int {
        let start = i
        while i < b.count, isDigit(b[i], radix: 10) { i += 1 }
        return i - start
    }

    private static func isDigit(_ c: UInt8, radix: UInt64) -> Bool {
        digitValue(c).map { $0 < radix } ?? false
    }

    private static func digitValue(_ c: UInt8) -> UInt64? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt64(c - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt64(c - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt64(c - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// The digits from `start` to the end in `radix`; nil when one is not a digit or on overflow.
    private static func digits(_ b: UnsafeBufferPointer<UInt8>, from start: Int, radix: UInt64) -> UInt64? {
        guard start < b.count else { return nil }
        var value: UInt64 = 0
        for i in start..<b.count {
            guard let d = digitValue(b[i]), d < radix else { return nil }
            let (shifted, o1) = value.multipliedReportingOverflow(by: radix)
            let (sum, o2) = shifted.addingReportingOverflow(d)
            if o1 || o2 { return nil }
            value = sum
        }
        return value
    }
}
