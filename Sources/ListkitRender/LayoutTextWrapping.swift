/// Greedy word wrapping by display columns (`WireframeGlyphs.columns`), shared by the
/// wireframe and the SVG renderers. Words are measured once, so trying several widths (the SVG
/// renderer's font fitting) costs arithmetic, not another pass over the text.
struct LayoutTextWrapping {
    /// Words split at spaces, with their widths in columns.
    let words: [(text: Substring, columns: Int)]
    /// The whole text on one line.
    let columns: Int

    /// - Complexity: O(n) in the text's length.
    init(_ text: String) {
        words = text.split(separator: " ").map { ($0, Self.columns(of: $0)) }
        columns = Self.columns(of: Substring(text))
    }

    /// How many lines `lines(width:)` makes.
    /// - Complexity: O(words), unless a word is wider than a line (then as `lines(width:)`).
    func lineCount(width: Int) -> Int {
        guard width > 0 else { return 0 }
        if words.contains(where: { $0.columns > width }) { return lines(width: width).count }
        var count = 0
        var current = -1    // columns on the current line; -1: no line started
        for word in words {
            if current >= 0 && current + 1 + word.columns <= width {
                current += 1 + word.columns
            } else {
                count += 1
                current = word.columns
            }
        }
        return count
    }

    /// The lines, each at most `width` columns: words joined by single spaces, a word wider
    /// than a line cut into pieces that fill lines of their own.
    func lines(width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var current = ""
        var currentColumns = -1
        for word in words {
            var rest = word.text
            var restColumns = word.columns
            if restColumns > width {
                if currentColumns >= 0 { lines.append(current) }
                current = ""
                currentColumns = -1
                while restColumns > width {
                    var piece = "", pieceColumns = 0
                    while let next = rest.first, pieceColumns + WireframeGlyphs.columns(next) <= width {
                        piece.append(next)
                        pieceColumns += WireframeGlyphs.columns(next)
                        rest = rest.dropFirst()
                    }
                    // A character wider than the whole line is dropped rather than looping.
                    if piece.isEmpty, let next = rest.first {
                        rest = rest.dropFirst()
                        restColumns -= WireframeGlyphs.columns(next)
                        continue
                    }
                    lines.append(piece)
                    restColumns -= pieceColumns
                }
                if rest.isEmpty { continue }
            }
            if currentColumns >= 0 && currentColumns + 1 + restColumns <= width {
                current += " " + rest
                currentColumns += 1 + restColumns
            } else {
                if currentColumns >= 0 { lines.append(current) }
                current = String(rest)
                currentColumns = restColumns
            }
        }
        if currentColumns >= 0 { lines.append(current) }
        return lines
    }

    static func columns(of text: Substring) -> Int {
        text.reduce(0) { $0 + WireframeGlyphs.columns($1) }
    }
}
