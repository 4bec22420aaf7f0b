/// How UICollectionViewFlowLayout fills lines: items left to right, a new line when the next
/// item (after the minimum spacing) would pass the content width; every line but the last is
/// justified (its leftover space spread evenly between items), the last line and a lone item
/// start at the left with the minimum spacing. Items are centred vertically in their line.
enum FlowLines {
    /// Item indices per line. An item wider than the content width gets a line of its own.
    /// - Complexity: O(n).
    static func `break`(_ widths: [Double], contentWidth: Double, spacing: Double) -> [[Int]] {
        var lines: [[Int]] = []
        var current: [Int] = []
        var used = 0.0
        for (index, width) in widths.enumerated() {
            if !current.isEmpty, used + spacing + width > contentWidth + 1e-9 {
                lines.append(current)
                current = []
                used = 0
            }
            used = current.isEmpty ? width : used + spacing + width
            current.append(index)
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// The x of each item of a line, from the content's left edge.
    static func positions(_ widths: [Double], contentWidth: Double, spacing: Double, justified: Bool) -> [Double] {
        var gap = spacing
        if justified, widths.count > 1 {
            gap = max(spacing, (contentWidth - widths.reduce(0, +)) / Double(widths.count - 1))
        }
        var x = 0.0
        return widths.map { width in
            defer { x += width + gap }
            return x
        }
    }
}
