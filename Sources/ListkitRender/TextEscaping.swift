import ListkitDiff

/// User text (ids, names, paths, messages, source lines) may hold anything: line breaks that
/// forge `path:line:col` findings, escape sequences that drive a terminal, bidi overrides that
/// reorder what is shown. Every text renderer passes such text through this one place, so each
/// output line stays one line and shows what the bytes are. (JSON escapes with
/// `JSONWriter.quoted`, whose `\u00XX` form JSON requires; SVG with `SVGMarkup.escaped`.)
public enum TextEscaping {
    /// The text with every character a terminal would act on escaped: `\n`, `\t`, `\r`, others
    /// as `\u{1B}`. Printable text, quotes and backslashes included, is left as it is.
    /// - Complexity: O(n); no copy when nothing needs escaping.
    public static func escaped(_ text: String) -> String {
        if !text.utf8.contains(where: mayNeedEscaping) { return text }
        var result = ""
        for scalar in text.unicodeScalars { appendEscaped(scalar, to: &result) }
        return result
    }

    /// A double-quoted, single-line form: `\"`, `\\`, then as `escaped`.
    public static func quoted(_ text: String) -> String {
        if isPlainASCII(text) { return "\"" + text + "\"" }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default: appendEscaped(scalar, to: &result)
            }
        }
        return result + "\""
    }

    /// `scalar`, or its escape when a terminal would act on it.
    @inline(__always)
    static func appendEscaped(_ scalar: Unicode.Scalar, to result: inout String) {
        guard isControl(scalar) else { result.unicodeScalars.append(scalar); return }
        result += escape(scalar)
    }

    /// The escape of a control character: `\n`, `\t`, `\r`, or `\u{XX}`.
    static func escape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\t": return "\\t"
        case "\r": return "\\r"
        default: return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }

    /// The printed form of a source character in a snippet: as `escaped`, except that tabs are
    /// kept (harmless, and the caret line repeats them to stay aligned). nil: print it as it is.
    public static func snippetEscape(_ scalar: Unicode.Scalar) -> String? {
        scalar != "\t" && isControl(scalar) ? escape(scalar) : nil
    }

    /// `quoted(text)` appended to `out`, checked and copied in one pass when nothing needs
    /// escaping (hot in large diffs: ids almost never do).
    static func appendQuoted(_ text: String, to out: inout TextBuffer) {
        if text.utf8.withContiguousStorageIfAvailable({ appendQuoted(bytes: $0, to: &out) }) == nil {
            out.append(text: quoted(text))
        }
    }

    /// `appendQuoted` of a String's UTF-8 bytes (no String made for a plain one).
    static func appendQuoted(bytes: UnsafeBufferPointer<UInt8>, to out: inout TextBuffer) {
        guard arePlain(bytes) else { return out.append(text: quoted(String(decoding: bytes, as: UTF8.self))) }
        out.append(quoting: bytes)
    }

    /// `appendQuoted` of an item id, from its bytes (no String made for a plain one).
    static func appendQuoted(_ id: DiffID, to out: inout TextBuffer) {
        id.withUTF8 { appendQuoted(bytes: $0, to: &out) }
    }

    /// Control characters (line breaks and tabs included) as spaces, for drawing text in a grid.
    static func singleLine(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.append(contentsOf: text.unicodeScalars.map { isControl($0) ? " " : $0 })
        return result
    }

    /// Printable ASCII without quote or backslash: nothing to escape (ids almost always are).
    public static func isPlainASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy(isPlain)
    }

    /// `isPlain` of every byte, eight at a time (ids and values are mostly a few words long).
    /// Each test is exact for a whole word (Sean Anderson's "Bit Twiddling Hacks": `hasless`,
    /// `hasmore`, `haszero`): a borrow can only spill into bytes above one that already fails.
    static func arePlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        guard count >= 8 else {
            for k in 0..<count where !isPlain(base[k]) { return false }
            return true
        }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset &+ 8 < count {
            if !wordIsPlain(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) { return false }
            offset &+= 8
        }
        // The last eight bytes, overlapping bytes already checked.
        return wordIsPlain(raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self))
    }

    /// `isPlain` of each of a word's eight bytes.
    @inline(__always)
    static func wordIsPlain(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let below20 = (word &- ones &* 0x20) & ~word & highs   // some byte < 0x20
        let above7E = ((word &+ ones &* (127 - 0x7E)) | word) & highs   // some byte > 0x7E
        let quote = word ^ (ones &* 0x22), backslash = word ^ (ones &* 0x5C)
        let quoteOrBackslash = ((quote &- ones) & ~quote | (backslash &- ones) & ~backslash) & highs
        return below20 | above7E | quoteOrBackslash == 0
    }

    @inline(__always)
    private static func isPlain(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\")
    }

    /// A UTF-8 byte that starts or is part of a character `isControl` may hold: a C0 control,
    /// DEL, or any byte of a non-ASCII character.
    @inline(__always)
    private static func mayNeedEscaping(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte >= 0x7F
    }

    /// Characters a terminal acts on or that change how a line reads: C0 and C1 controls (NEL
    /// included), DEL, the Unicode line and paragraph separators, and the bidi embeddings,
    /// overrides, isolates and marks ("Trojan Source", CVE-2021-42574).
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x20 || (0x7F...0x9F).contains(v) { return true }
        guard v >= 0x61C else { return false }
        return v == 0x61C || v == 0x200E || v == 0x200F || v == 0x2028 || v == 0x2029
            || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
    }
}
