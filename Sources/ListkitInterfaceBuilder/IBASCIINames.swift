/// The names `IBScreenBuilder` makes, for ASCII text, by bytes: there a `Character` is a byte
/// (`\r\n`, the one of two bytes, is neither letter nor number), a letter is `A-Z` or `a-z` and
/// a number `0-9`, so the bytes give what the `Character` path gives, without splitting the
/// text into `Character`s and testing their Unicode properties for every view.
extension IBScreenBuilder {
    /// Whether an ASCII name is a letter or `_` then letters, digits and `_`; nil for other text.
    static func asciiIsIdentifier(_ name: String) -> Bool? {
        name.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            guard let head = bytes.first, isLetter(head) || head == UInt8(ascii: "_") else { return false }
            return bytes.allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") }
        } ?? nil
    }

    /// `identifier` of an ASCII text; nil for other text.
    static func asciiIdentifier(_ text: String) -> String? {
        text.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            var words: [Range<Int>] = []
            var i = 0
            while i < bytes.count {
                guard isLetter(bytes[i]) || isDigit(bytes[i]) else { i += 1; continue }
                let start = i
                while i < bytes.count, isLetter(bytes[i]) || isDigit(bytes[i]) { i += 1 }
                words.append(start..<i)
            }
            guard let first = words.first else { return "_" }
            var name: [UInt8] = []
            name.reserveCapacity(bytes.count + 1)
            if bytes.contains(UInt8(ascii: " ")) || words.count == 1 {
                // Lower camel case: the first word's first letter lowered, the others' raised.
                for word in words {
                    let head = bytes[word.lowerBound]
                    name.append(word == first ? lowered(head) : raised(head))
                    name.append(contentsOf: bytes[(word.lowerBound + 1)..<word.upperBound])
                }
            } else {
                if isDigit(bytes[first.lowerBound]) { name.append(UInt8(ascii: "_")) }
                for word in words {
                    if word != first { name.append(UInt8(ascii: "_")) }
                    name.append(contentsOf: bytes[word])
                }
            }
            return String(decoding: name, as: UTF8.self)
        } ?? nil
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
    private static func lowered(_ byte: UInt8) -> UInt8 { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte }
    private static func raised(_ byte: UInt8) -> UInt8 { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") ? byte & ~0x20 : byte }
}
