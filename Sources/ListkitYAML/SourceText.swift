/// Source text for diagnostics: the lines of a file and a caret snippet under a mark.
///
/// Lines are split where libyaml counts a line break (`\n`, `\r\n`, `\r`, and the Unicode breaks
/// NEL, LS and PS), so a mark from the loader always lands on the line libyaml meant.
/// Columns count Unicode scalars, as libyaml does.
public struct SourceText: Sendable {
    private let bytes: [UInt8]
    /// Byte ranges of each line, without its line break (of each kept line, when `keptLines`).
    private let lineRanges: [Range<Int>]
    /// The numbers of the lines kept, ascending, one per entry of `lineRanges`, when only some
    /// are (`keeping(lines:)`); nil when every line is.
    private let keptLines: [Int]?
    public let lineCount: Int

    /// A leading UTF-8 byte order mark is not part of line 1, as for the loader's marks.
    /// `lineLimit` stops indexing after that many lines: snippets are shown only for findings,
    /// so a caller that knows their last line need not index a whole 32 MiB file.
    /// - Complexity: O(n) in the number of bytes (up to the end of line `lineLimit`).
    public init(_ bytes: [UInt8], lineLimit: Int = .max) {
        self.bytes = bytes
        let start = bytes.withUnsafeBufferPointer { ByteOrderMark.dropped(from: $0).count == $0.count } ? 0 : 3
        self.lineRanges = LineBreaks.lineRanges(of: bytes, from: start, limit: lineLimit)
        self.keptLines = nil
        self.lineCount = lineRanges.count
    }

    private init(bytes: [UInt8], lineRanges: [Range<Int>], keptLines: [Int], lineCount: Int) {
        self.bytes = bytes
        self.lineRanges = lineRanges
        self.keptLines = keptLines
        self.lineCount = lineCount
    }

    /// The same text with only these lines (numbers outside it are left out): what a finished
    /// file's findings print holds a few lines, not the file. `lineCount` stays the file's;
    /// the other lines read as lines without text (`line` nil, an empty snippet).
    public func keeping(lines: some Sequence<Int>) -> SourceText {
        var kept: [Int] = [], ranges: [Range<Int>] = [], text: [UInt8] = []
        for number in Set(lines).sorted() {
            guard let range = range(ofLine: number) else { continue }
            kept.append(number)
            ranges.append(text.count..<text.count + range.count)
            text += bytes[range]
        }
        return SourceText(bytes: text, lineRanges: ranges, keptLines: kept, lineCount: lineCount)
    }

    /// The byte range of a 1-based line, nil when it is not there (or not kept).
    private func range(ofLine number: Int) -> Range<Int>? {
        guard let keptLines else { return number >= 1 && number <= lineRanges.count ? lineRanges[number - 1] : nil }
        var low = 0, high = keptLines.count
        while low < high {
            let mid = (low + high) / 2
            if keptLines[mid] < number { low = mid + 1 } else { high = mid }
        }
        return low < keptLines.count && keptLines[low] == number ? lineRanges[low] : nil
    }

    /// The 1-based numbers of the lines whose bytes contain `needle` (which holds no line
    /// break), in order, each once: a byte search over the whole text, so a caller looking for
    /// rare markers decodes only the lines that have them.
    /// - Complexity: O(n) in the number of bytes.
    public func lineNumbers(containing needle: [UInt8]) -> [Int] {
        guard !needle.isEmpty else { return [] }
        var found: [Int] = []
        var line = 0
        bytes.withUnsafeBufferPointer { buffer in
            needle.withUnsafeBufferPointer { needle in
                var i = 0
                let last = buffer.count - needle.count
                while i <= last {
                    i = ByteScan.firstIndex(of: needle, in: buffer, from: i)
                    guard i <= last else { break }
                    while line < lineRanges.count, lineRanges[line].upperBound < i + needle.count { line += 1 }
                    let number = line < lineRanges.count ? keptLines?[line] ?? line + 1 : 0
                    if line < lineRanges.count, lineRanges[line].lowerBound <= i, found.last != number { found.append(number) }
                    i += 1
                }
            }
        }
        return found
    }

    /// The text of a 1-based line without its line break; invalid UTF-8 is repaired with U+FFFD.
    /// nil when the file has no such line.
    public func line(_ number: Int) -> String? {
        guard let range = range(ofLine: number) else { return nil }
        return String(decoding: bytes[range], as: UTF8.self)
    }

    /// `snippetLines` joined by a line break, nothing escaped.
    public func snippet(at mark: Mark, width: Int = 100) -> String {
        var cursor = SnippetCursor()
        let lines = snippetLines(at: mark, width: width, cursor: &cursor)
        return lines.source + "\n" + lines.caret
    }

    /// Two lines: the source line, cut to at most `width` columns around the mark with "…" where
    /// cut, and a caret line with "^" under the mark's column. Tabs before the mark are kept in the
    /// caret line so the caret lines up in a terminal. A mark past the end of its line points just
    /// after the last character; a mark on no line gives an empty source line. `escaping` gives
    /// the printed form of a character that must not be printed as it is (the caret line
    /// leaves room for it), or nil.
    ///
    /// Only the bytes around the mark are decoded: the line is cut first. The caret's byte is found
    /// by walking the line from `cursor` when it is on the same line before the mark (snippets
    /// printed in mark order walk each line once), else from the line's start.
    /// - Complexity: O(width + the walk to the caret): for findings in mark order, O(line length)
    ///   for all of a line's findings together, plus O(width) each.
    public func snippetLines(at mark: Mark, width: Int = 100, cursor: inout SnippetCursor,
                             escaping escape: (Unicode.Scalar) -> String? = { _ in nil }) -> (source: String, caret: String) {
        guard let bounds = range(ofLine: mark.line) else { return ("", "^") }
        let width = max(width, 5)
        return bytes.withUnsafeBufferPointer { buffer in
            let walker = CharacterWalker(bytes: buffer, bounds: bounds)
            // The caret's character (clamped to the line's end), walked to from the cursor if it can.
            let target = max(mark.column - 1, 0)
            if cursor.line != mark.line || cursor.character > target {
                cursor = SnippetCursor(line: mark.line, character: 0, byte: bounds.lowerBound)
            }
            var caretByte = cursor.byte
            var caret = cursor.character
            while caret < target && caretByte < bounds.upperBound { caretByte = walker.next(caretByte); caret += 1 }
            cursor = SnippetCursor(line: mark.line, character: caret, byte: caretByte)
            // Up to `width` characters either side: all a window can show.
            var start = caretByte, before = 0
            while before < width && start > bounds.lowerBound { start = walker.previous(start); before += 1 }
            var end = caretByte, after = 0
            while after < width && end < bounds.upperBound { end = walker.next(end); after += 1 }
            // The line's length matters only when its end is within reach; past that, any larger count decides alike.
            let count = end == bounds.upperBound ? caret + after : caret + width + 1
            let window = SnippetWindow(count: count, caret: caret, width: width)
            if let plain = Self.renderPlain(UnsafeBufferPointer(rebasing: buffer[start..<end]), first: caret - before,
                                            caret: caret, window: window, escape: escape) {
                return plain
            }
            let scalars = Array(String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self).unicodeScalars)
            let first = caret - before
            func slice(_ global: Int) -> Int { min(max(global - first, 0), scalars.count) }
            return Self.render(scalars[slice(window.range.lowerBound)..<slice(window.range.upperBound)],
                               caretAt: slice(caret) - slice(window.range.lowerBound), window: window, escape: escape)
        }
    }

    /// `render` of a cut made of printable ASCII and tabs that `escape` leaves as they are (an
    /// Interface Builder document's lines, most specs'): each byte is a character, so the shown
    /// text is the bytes themselves and the caret line a space (or tab) per byte before the caret,
    /// made without a String append per character. nil when a byte is anything else.
    /// - Parameter first: the line's character index of `cut`'s first byte.
    private static func renderPlain(_ cut: UnsafeBufferPointer<UInt8>, first: Int, caret: Int, window: SnippetWindow,
                                    escape: (Unicode.Scalar) -> String?) -> (source: String, caret: String)? {
        for byte in cut where !((byte >= 0x20 && byte < 0x7F) || byte == 0x09) || escape(Unicode.Scalar(byte)) != nil {
            return nil
        }
        func slice(_ global: Int) -> Int { min(max(global - first, 0), cut.count) }
        let shown = UnsafeBufferPointer(rebasing: cut[slice(window.range.lowerBound)..<slice(window.range.upperBound)])
        let caretAt = min(max(slice(caret) - slice(window.range.lowerBound), 0), shown.count)
        var source = window.cutBefore ? "…" : ""
        source += String(decoding: shown, as: UTF8.self)
        if window.cutAfter { source.append("…") }
        var caretBytes: [UInt8] = window.cutBefore ? [0x20] : []
        caretBytes.reserveCapacity(caretAt + 2)
        for byte in shown.prefix(caretAt) { caretBytes.append(byte == 0x09 ? 0x09 : 0x20) }
        caretBytes.append(UInt8(ascii: "^"))
        return (source, String(decoding: caretBytes, as: UTF8.self))
    }

    private static func render(_ shown: ArraySlice<Unicode.Scalar>, caretAt caret: Int, window: SnippetWindow,
                               escape: (Unicode.Scalar) -> String?) -> (source: String, caret: String) {
        var source = window.cutBefore ? "…" : ""
        var caretLine = window.cutBefore ? " " : ""
        for (offset, scalar) in shown.enumerated() {
            let printed = escape(scalar)
            if let printed { source += printed } else { source.unicodeScalars.append(scalar) }
            guard offset < caret else { continue }
            if let printed {
                caretLine += String(repeating: " ", count: printed.unicodeScalars.count)
            } else {
                caretLine.append(scalar == "\t" ? "\t" : " ")
            }
        }
        if window.cutAfter { source.append("…") }
        caretLine.append("^")
        return (source, caretLine)
    }
}

/// Steps over the characters of a line's bytes as the loader counts columns: a character starts
/// at every byte that is not a UTF-8 continuation byte.
private struct CharacterWalker {
    let bytes: UnsafeBufferPointer<UInt8>
    let bounds: Range<Int>

    func next(_ i: Int) -> Int {
        var j = i + 1
        while j < bounds.upperBound && bytes[j] & 0xC0 == 0x80 { j += 1 }
        return j
    }

    func previous(_ i: Int) -> Int {
        var j = i - 1
        while j > bounds.lowerBound && bytes[j] & 0xC0 == 0x80 { j -= 1 }
        return j
    }
}

/// Where a snippet's caret was: line, character and byte, so the next snippet on that line walks
/// on from there instead of from the line's start.
public struct SnippetCursor: Sendable {
    var line = 0
    var character = 0
    var byte = 0

    public init() {}

    init(line: Int, character: Int, byte: Int) {
        self.line = line
        self.character = character
        self.byte = byte
    }
}

/// Which columns of a long line a snippet shows: at most `width` columns including the "…" marks,
/// with the caret kept inside.
struct SnippetWindow {
    var range: Range<Int>
    var cutBefore: Bool
    var cutAfter: Bool

    init(count: Int, caret: Int, width: Int) {
        if count <= width {
            self.init(range: 0..<count, cutBefore: false, cutAfter: false)
        } else if caret < width / 2 {
            self.init(range: 0..<(width - 1), cutBefore: false, cutAfter: true)
        } else if caret + width / 2 >= count {
            // The caret may sit one past the last character: leave room for it.
            let start = count - (width - 2)
            self.init(range: start..<count, cutBefore: true, cutAfter: false)
        } else {
            let visible = width - 2
            let start = caret - visible / 2
            self.init(range: start..<(start + visible), cutBefore: true, cutAfter: true)
        }
    }

    init(range: Range<Int>, cutBefore: Bool, cutAfter: Bool) {
        self.range = range
        self.cutBefore = cutBefore
        self.cutAfter = cutAfter
    }
}

/// Line breaks as libyaml counts them when it computes marks.
enum LineBreaks {
    /// The width in bytes of the line break starting at `i`, or 0 when there is none.
    @inline(__always)
    static func width(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Int {
        switch bytes[i] {
        case 0x0A: return 1
        case 0x0D: return i + 1 < bytes.count && bytes[i + 1] == 0x0A ? 2 : 1
        case 0xC2: return i + 1 < bytes.count && bytes[i + 1] == 0x85 ? 2 : 0
        case 0xE2:
            guard i + 2 < bytes.count, bytes[i + 1] == 0x80 else { return 0 }
            return bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9 ? 3 : 0
        default: return 0
        }
    }

    static func lineRanges(of bytes: [UInt8], from first: Int, limit: Int = .max) -> [Range<Int>] {
        guard limit > 0 else { return [] }
        return bytes.withUnsafeBufferPointer { buffer in
            var ranges: [Range<Int>] = []
            var start = first
            var i = first
            // Most files break lines with `\n` alone: then the C library's search finds each break.
            let newlinesOnly = ByteScan.lacks([0x0D, 0xC2, 0xE2], in: buffer, from: first)
            while i < buffer.count {
                // Only a few byte values can start a line break: the rest are skipped by a search.
                i = newlinesOnly ? ByteScan.firstIndexInC(of: 0x0A, in: buffer, from: i) : ByteScan.firstLineBreakCandidate(in: buffer, from: i)
                guard i < buffer.count else { break }
                let w = width(buffer, at: i)
                if w > 0 {
                    ranges.append(start..<i)
                    if ranges.count >= limit { return ranges }
                    i += w
                    start = i
                } else {
                    i += 1
                }
            }
            ranges.append(start..<buffer.count)
            return ranges
        }
    }

    /// The 1-based mark of a byte offset: lines counted by libyaml's breaks, columns in characters
    /// (UTF-8 lead bytes, and any stray byte that is not a continuation byte).
    static func mark(ofOffset offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Mark {
        let end = min(max(offset, 0), bytes.count)
        var line = 1
        var column = 1
        var i = 0
        while i < end {
            let w = width(bytes, at: i)
            if w > 0 {
                line += 1
                column = 1
                i += w
            } else {
                if bytes[i] & 0xC0 != 0x80 { column += 1 }
                i += 1
            }
        }
        return Mark(line: line, column: column)
    }
}

enum ByteOrderMark {
    /// `bytes` without a leading UTF-8 byte order mark (EF BB BF).
    static func dropped(from bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        guard bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF else { return bytes }
        return UnsafeBufferPointer(rebasing: bytes[3...])
    }
}
