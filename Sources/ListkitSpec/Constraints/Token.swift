/// A token of a constraint string or a size expression, with its column offset (0-based,
/// in characters) inside the string, so errors can point inside a YAML scalar.
struct Token: Equatable {
    enum Kind: Equatable {
        case identifier(String)
        case number(Double)
        case size(Double, Double)       // 90x90
        case relation(String)           // == >= <=
        case symbol(Character)          // . + - * / @ ( )
        case invalid(String)            // a character that starts no token, or a lone '='
        case end
    }

    var kind: Kind
    var offset: Int
    var length: Int
}

/// Splits a string into tokens. Never fails: unknown characters become `.invalid` tokens
/// and the parser reports them where it meets them.
struct Lexer {
    static func tokens(_ text: String) -> [Token] {
        var text = text
        if let tokens = text.withUTF8(asciiTokens) { return tokens }
        return characterTokens(text)
    }

    /// `tokens` of any text, character by character.
    static func characterTokens(_ text: String) -> [Token] {
        let chars = Array(text)
        var tokens: [Token] = []
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == " " || c == "\t" { i += 1; continue }
            let start = i
            if c.isLetter || c == "_" {
                while i < chars.count, chars[i].isLetter || chars[i].isNumber || chars[i] == "_" { i += 1 }
                tokens.append(Token(kind: .identifier(String(chars[start..<i])), offset: start, length: i - start))
            } else if c.isASCIIDigitOrDot(next: i + 1 < chars.count ? chars[i + 1] : nil) {
                let first = scanNumber(chars, &i)
                if i + 1 < chars.count, chars[i] == "x" || chars[i] == "×", chars[i + 1].isASCIIDigitOrDot(next: nil) {
                    i += 1
                    let second = scanNumber(chars, &i)
                    tokens.append(Token(kind: .size(first ?? .nan, second ?? .nan), offset: start, length: i - start))
                } else if let value = first {
                    tokens.append(Token(kind: .number(value), offset: start, length: i - start))
                } else {
                    tokens.append(Token(kind: .invalid(String(chars[start..<i])), offset: start, length: i - start))
                }
            } else if "=<>".contains(c) {
                if i + 1 < chars.count, chars[i + 1] == "=" {
                    i += 2
                    tokens.append(Token(kind: .relation(String(chars[start..<i])), offset: start, length: 2))
                } else {
                    i += 1
                    tokens.append(Token(kind: .invalid(String(c)), offset: start, length: 1))
                }
            } else if ".+-*/@()".contains(c) {
                i += 1
                tokens.append(Token(kind: .symbol(c), offset: start, length: 1))
            } else {
                i += 1
                tokens.append(Token(kind: .invalid(String(c)), offset: start, length: 1))
            }
        }
        tokens.append(Token(kind: .end, offset: chars.count, length: 0))
        return tokens
    }

    /// `tokens` of a text of ASCII characters other than a carriage return, where every
    /// byte is one `Character` (offsets and lengths in bytes are in characters) and Unicode's
    /// letters and numbers are `A-Z`, `a-z` and `0-9`; nil for any other text. Constraints are
    /// ASCII, and Interface Builder's are written by listkit: this is the path they take.
    private static func asciiTokens(_ bytes: UnsafeBufferPointer<UInt8>) -> [Token]? {
        guard bytes.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else { return nil }
        func isLetter(_ b: UInt8) -> Bool { (b | 0x20) >= UInt8(ascii: "a") && (b | 0x20) <= UInt8(ascii: "z") }
        func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
        func isDigitOrDot(_ i: Int) -> Bool {
            isDigit(bytes[i]) || (bytes[i] == UInt8(ascii: ".") && i + 1 < bytes.count && isDigit(bytes[i + 1]))
        }
        func text(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
        func number(_ i: inout Int) -> Double? {
            let start = i
            while i < bytes.count, isDigit(bytes[i]) || bytes[i] == UInt8(ascii: ".") { i += 1 }
            guard let value = Double(text(start..<i)), value.isFinite else { return nil }
            return value
        }
        var tokens: [Token] = []
        // Every token takes a byte at least, and the end one: room for all at once.
        tokens.reserveCapacity(bytes.count + 1)
        var i = 0
        while i < bytes.count {
            let c = bytes[i], start = i
            if c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") { i += 1; continue }
            if isLetter(c) || c == UInt8(ascii: "_") {
                while i < bytes.count, isLetter(bytes[i]) || isDigit(bytes[i]) || bytes[i] == UInt8(ascii: "_") { i += 1 }
                tokens.append(Token(kind: .identifier(text(start..<i)), offset: start, length: i - start))
            } else if isDigitOrDot(i) {
                let first = number(&i)
                if i + 1 < bytes.count, bytes[i] == UInt8(ascii: "x"), isDigit(bytes[i + 1]) {
                    i += 1
                    let second = number(&i)
                    tokens.append(Token(kind: .size(first ?? .nan, second ?? .nan), offset: start, length: i - start))
                } else if let value = first {
                    tokens.append(Token(kind: .number(value), offset: start, length: i - start))
                } else {
                    tokens.append(Token(kind: .invalid(text(start..<i)), offset: start, length: i - start))
                }
            } else if c == UInt8(ascii: "=") || c == UInt8(ascii: "<") || c == UInt8(ascii: ">") {
                let isRelation = i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "=")
                i += isRelation ? 2 : 1
                tokens.append(Token(kind: isRelation ? .relation(text(start..<i)) : .invalid(text(start..<i)), offset: start, length: i - start))
            } else {
                i += 1
                let symbol = Character(Unicode.Scalar(c))
                tokens.append(Token(kind: ".+-*/@()".utf8.contains(c) ? .symbol(symbol) : .invalid(String(symbol)), offset: start, length: 1))
            }
        }
        tokens.append(Token(kind: .end, offset: bytes.count, length: 0))
        return tokens
    }

    /// Digits with at most one decimal point; nil when the text is not a finite number.
    private static func scanNumber(_ chars: [Character], _ i: inout Int) -> Double? {
        let start = i
        while i < chars.count, chars[i].isASCII, chars[i].isNumber || chars[i] == "." { i += 1 }
        guard let value = Double(String(chars[start..<i])), value.isFinite else { return nil }
        return value
    }
}

extension Character {
    /// A digit, or a dot followed by a digit (`.5`).
    fileprivate func isASCIIDigitOrDot(next: Character?) -> Bool {
        if isASCII && isNumber { return true }
        if self == ".", let n = next, n.isASCII, n.isNumber { return true }
        return false
    }
}

extension Token.Kind {
    /// How the token reads in an error message.
    var display: String {
        switch self {
        case .identifier(let s): return "'\(s)'"
        case .number(let n): return "'\(formatNumber(n))'"
        case .size(let w, let h): return "'\(formatNumber(w))x\(formatNumber(h))'"
        case .relation(let r): return "'\(r)'"
        case .symbol(let c): return "'\(c)'"
        case .invalid(let s): return "'\(s)'"
        case .end: return "the end"
        }
    }
}
