/// Greedy line breaking over shaped advances, as UILabel's word wrapping does: a line breaks
/// at the last space (or between East Asian wide characters) that keeps it within the width;
/// the spaces at a break hang past the line's end and do not count; a word wider than a whole
/// line breaks between characters; a newline always breaks. Spaces that end a paragraph (before
/// a newline or at the text's end) are part of its last line, up to the width: Interface
/// Builder's saved widths of single-line labels include them (docs/layout.md, "Text").
struct TextLineBreaker {
    /// One line: characters `start..<end` of the shaped text (hanging spaces left out, a
    /// paragraph's closing spaces in), and their width in points.
    struct Line: Equatable {
        var start: Int
        var end: Int
        var width: Double
    }

    let text: ShapedText
    /// The width to wrap at; nil wraps only at newlines.
    let limit: Double?

    static let tolerance = 1e-6

    /// - Complexity: O(n) in the number of characters.
    func lines() -> [Line] {
        var lines: [Line] = []
        forEachLine { lines.append($0) }
        return lines
    }

    /// What `lines()` gives, without making the lines: the widest of the first `maxLines` lines
    /// (0: all), how many that is, and how many there are. Every measurement asks only this.
    /// - Complexity: O(n) in the number of characters; no allocation.
    func summary(maxLines: Int) -> (widest: Double, shown: Int, count: Int) {
        var widest = 0.0, count = 0
        forEachLine { line in
            if maxLines == 0 || count < maxLines { widest = max(widest, line.width) }
            count += 1
        }
        return (widest, maxLines == 0 ? count : min(count, maxLines), count)
    }

    /// Calls `body` with each line, in order. The shaped arrays are read through their buffers
    /// (no bounds check a character: every measurement comes here).
    @inline(__always)
    private func forEachLine(_ body: (Line) -> Void) {
        text.kinds.withUnsafeBufferPointer { kinds in
            text.advances.withUnsafeBufferPointer { advances in
                forEachLine(kinds: kinds, advances: advances, body)
            }
        }
    }

    @inline(__always)
    private func forEachLine(kinds: UnsafeBufferPointer<ShapedText.Kind>, advances: UnsafeBufferPointer<Double>, _ body: (Line) -> Void) {
        let wraps = limit.map { $0 > 0 } ?? false
        // Closing spaces fill a line up to the width itself: the tolerance is for words (a
        // width a tolerance wider would round up a pixel past the wrap width).
        let width = limit ?? 0
        let limit = width + Self.tolerance
        // Phase 1: the line being filled — its start, its end and width without hanging spaces,
        // and the spaces read since its last word.
        var line = Line(start: 0, end: 0, width: 0)
        var spaces = 0.0
        var index = 0
        let count = text.count
        while index < count {
            let kind = kinds[index]
            if kind == .newline {
                body(closed(line, spaces: spaces, upTo: index, wraps: wraps, width: width))
                line = Line(start: index + 1, end: index + 1, width: 0)
                spaces = 0
                index += 1
                continue
            }
            if kind == .space {
                spaces += advances[index]
                index += 1
                continue
            }
            // Phase 2: the next unbreakable unit — a run of letters, or one wide character.
            let wordStart = index
            var word = 0.0
            repeat {
                word += advances[index]
                index += 1
            } while kind == .letter && index < count && kinds[index] == .letter
            // Phase 3: place it on this line, on a new line, or broken between characters.
            let needed = line.width + spaces + word
            if !wraps || needed <= limit {
                line.end = index
                line.width = needed
            } else if word <= limit {
                if line.end > line.start { body(line) }
                line = Line(start: wordStart, end: index, width: word)
            } else {
                if line.end > line.start { body(line) }
                line = breakWord(from: wordStart, to: index, limit: limit, advances: advances, body)
            }
            spaces = 0
        }
        body(closed(line, spaces: spaces, upTo: count, wraps: wraps, width: width))
    }

    /// The last line of a paragraph with the spaces that end it (`upTo`: the paragraph's end),
    /// no wider than the wrap width: closing spaces do not wrap.
    @inline(__always)
    private func closed(_ line: Line, spaces: Double, upTo end: Int, wraps: Bool, width: Double) -> Line {
        guard spaces > 0 else { return line }
        var line = line
        line.end = end
        line.width = wraps ? max(line.width, min(line.width + spaces, width)) : line.width + spaces
        return line
    }

    /// A word wider than a line, cut into lines of as many characters as fit (at least one),
    /// each given to `body`; returns the last piece, which the next words may join.
    @inline(__always)
    private func breakWord(from start: Int, to end: Int, limit: Double, advances: UnsafeBufferPointer<Double>, _ body: (Line) -> Void) -> Line {
        var piece = Line(start: start, end: start, width: 0)
        for i in start..<end {
            let advance = advances[i]
            if piece.end > piece.start && piece.width + advance > limit {
                body(piece)
                piece = Line(start: i, end: i, width: 0)
            }
            piece.end = i + 1
            piece.width += advance
        }
        return piece
    }
}
