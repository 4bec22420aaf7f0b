/// Source text for diagnostics: the lines of a file and a caret snippet under a mark.
///
/// Lines are split where libyaml counts a line break (`\n`, `\r\n`, `\r`, and the Unicode breaks
/// NEL, LS and PS), so a mark from the loader always lands on the line libyaml meant.
/// Columns count Unicode scalars, as libyaml does.
public struct SourceText: Sendable {
    private let bytes: [UInt8]
    /// Byte ranges of each line, without its line break.
    private let lineRanges: [Range<Int>]

    /// A leading UTF-8 byte order mark is not part of line 1, as for the loader's marks.
    /// - Complexity: O(n) in the number of bytes.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        let start = bytes.withUnsafeBufferPointer { ByteOrderMark.dropped(from: $0).count == $0.count } ? 0 : 3
        self.lineRanges = LineBreaks.lineRanges(of: bytes, from: start)
    }

    public var lineCount: Int { lineRanges.count }

    /// The text of a 1-based line without its line break; invalid UTF-8 is repaired with U+FFFD.
    /// nil when the file has no such line.
    public func line(_ number: Int) -> String? {
        guard number >= 1, number <= lineRanges.count else { return nil }
        return String(decoding: bytes[lineRanges[number - 1]], as: UTF8.self)
    }

    /// Two lines: the source line, cut to at most `width` columns around the mark with "…" where
    /// cut, and a caret line with "^" under the mark's column. Tabs before the mark are kept in the
    /// caret line so the caret lines up in a terminal. A mark past the end of its line points just
    /// after the last character; a mark on no line gives an empty source line.
    /// - Complexity: O(length of the mark's line).
    public func snippet(at mark: Mark, width: Int = 100) -> String {
        let scalars = Array((line(mark.line) ?? "").unicodeScalars)
        let width = max(width, 5)
        let caretIndex = min(max(mark.column - 1, 0), scalars.count)
        let window = SnippetWindow(count: scalars.count, caret: caretIndex, width: width)

        var source = window.cutBefore ? "…" : ""
        var caretLine = window.cutBefore ? " " : ""
        for index in window.range {
            source.unicodeScalars.append(scalars[index])
        }
        for index in window.range.lowerBound..<caretIndex {
            caretLine.append(scalars[index] == "\t" ? "\t" : " ")
        }
        if window.cutAfter { source.append("…") }
        caretLine.append("^")
        return source + "\n" + caretLine
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

    static func lineRanges(of bytes: [UInt8], from first: Int) -> [Range<Int>] {
        bytes.withUnsafeBufferPointer { buffer in
            var ranges: [Range<Int>] = []
            var start = first
            var i = first
            while i < buffer.count {
                let w = width(buffer, at: i)
                if w > 0 {
                    ranges.append(start..<i)
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
