extension String {
    /// Whether the text contains an ASCII word, as `contains(_: String)` answers it, found by
    /// its bytes when the text is ASCII too: then each byte is a Character (`\r\n`, the one
    /// Character of two, is in no word). String's `contains` of a String runs a generic search
    /// of Characters, which the IB reader paid for every constraint it read.
    public func containsASCII(_ word: StaticString) -> Bool {
        precondition(word.isASCII && word.utf8CodeUnitCount > 0, "an ASCII word")
        let found = utf8.withContiguousStorageIfAvailable { text -> Bool? in
            guard !text.contains(where: { $0 >= 0x80 }) else { return nil }
            let n = word.utf8CodeUnitCount
            guard text.count >= n else { return false }
            for start in 0...(text.count - n) where (0..<n).allSatisfy({ text[start + $0] == word.utf8Start[$0] }) {
                return true
            }
            return false
        }
        // Not ASCII (or not contiguous): Characters may span bytes, so String answers.
        return (found ?? nil) ?? contains(word.description)
    }
}
