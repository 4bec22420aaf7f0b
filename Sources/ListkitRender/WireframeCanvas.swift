/// A grid of character cells that boxes, lines and text are painted into, in painting order:
/// a box clears its interior (boxes are opaque, so a later box covers an earlier one), lines
/// that meet join into corners and junctions, and every write stays inside a clip area.
struct WireframeCanvas {
    /// A rectangle of cells, both ends inclusive.
    struct Area: Equatable {
        var minX: Int
        var minY: Int
        var maxX: Int
        var maxY: Int

        func contains(_ x: Int, _ y: Int) -> Bool { x >= minX && x <= maxX && y >= minY && y <= maxY }

        func intersection(_ other: Area) -> Area {
            Area(minX: max(minX, other.minX), minY: max(minY, other.minY),
                 maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
        }
    }

    enum Glyph: Equatable {
        case none
        case character(Character)
        /// The second column of a wide character written in the cell before.
        case continuation
    }

    typealias Sides = WireframeGlyphs.Sides

    let columns: Int
    let rows: Int
    private var sides: [Sides]
    private var glyphs: [Glyph]

    init(columns: Int, rows: Int) {
        self.columns = max(columns, 1)
        self.rows = max(rows, 1)
        sides = Array(repeating: [], count: self.columns * self.rows)
        glyphs = Array(repeating: .none, count: self.columns * self.rows)
    }

    var bounds: Area { Area(minX: 0, minY: 0, maxX: columns - 1, maxY: rows - 1) }

    /// Adds line sides to a cell, first dropping the sides in `covered` (lines that went into
    /// the interior of a box painted over them); a line replaces any character there.
    mutating func addSides(_ new: Sides, removing covered: Sides = [], x: Int, y: Int, clip: Area) {
        guard clip.contains(x, y), bounds.contains(x, y) else { return }
        sides[y * columns + x].subtract(covered)
        sides[y * columns + x].formUnion(new)
        glyphs[y * columns + x] = .none
    }

    /// Writes one character; returns the columns it takes (a wide character that does not fit
    /// before `limit` is not written and takes none).
    @discardableResult
    mutating func put(_ character: Character, x: Int, y: Int, limit: Int, clip: Area) -> Int {
        let width = WireframeGlyphs.columns(character)
        guard x + width - 1 <= limit else { return 0 }
        guard (x..<(x + width)).allSatisfy({ clip.contains($0, y) && bounds.contains($0, y) }) else { return width }
        // A space is a blank cell, so blank cells at a row's end are never printed.
        glyphs[y * columns + x] = character == " " ? .none : .character(character)
        sides[y * columns + x] = []
        if width == 2 {
            glyphs[y * columns + x + 1] = .continuation
            sides[y * columns + x + 1] = []
        }
        return width
    }

    /// Empties an area: no lines, no characters.
    mutating func clear(_ area: Area, clip: Area) {
        let area = area.intersection(clip).intersection(bounds)
        guard area.minX <= area.maxX, area.minY <= area.maxY else { return }
        for y in area.minY...area.maxY {
            for x in area.minX...area.maxX {
                sides[y * columns + x] = []
                glyphs[y * columns + x] = .none
            }
        }
    }

    /// An opaque box: its interior cleared, its border joined to lines already there. A box one
    /// cell high or wide is a line; one cell in both is a point.
    /// - Complexity: O(cells of the box inside the clip); a box far larger than the canvas
    ///   costs no more than the canvas.
    mutating func box(_ area: Area, clip: Area, point: Character) {
        let (x0, y0, x1, y1) = (area.minX, area.minY, area.maxX, area.maxY)
        let visible = clip.intersection(bounds)
        guard x1 >= x0, y1 >= y0, visible.minX <= visible.maxX, visible.minY <= visible.maxY else { return }
        // Only the part of each edge that can be seen is walked.
        let firstColumn = max(x0, visible.minX), firstRow = max(y0, visible.minY)
        let columnsSeen = firstColumn..<max(firstColumn, min(x1, visible.maxX) + 1)
        let rowsSeen = firstRow..<max(firstRow, min(y1, visible.maxY) + 1)
        if x0 == x1 && y0 == y1 {
            put(point, x: x0, y: y0, limit: x0, clip: clip)
            return
        }
        if y0 == y1 {
            for x in columnsSeen { addSides([x > x0 ? .left : [], x < x1 ? .right : []], x: x, y: y0, clip: clip) }
            return
        }
        if x0 == x1 {
            for y in rowsSeen { addSides([y > y0 ? .up : [], y < y1 ? .down : []], x: x0, y: y, clip: clip) }
            return
        }
        clear(Area(minX: x0 + 1, minY: y0 + 1, maxX: x1 - 1, maxY: y1 - 1), clip: clip)
        // An edge cell loses a line that led into the (now cleared) interior: an earlier box's
        // edge that ran under this one ends at this one's border as a junction, not a crossing.
        for x in columnsSeen {
            let horizontal: Sides = [x > x0 ? .left : [], x < x1 ? .right : []]
            let corner = x == x0 || x == x1
            addSides(horizontal.union(corner ? .down : []), removing: corner ? [] : .down, x: x, y: y0, clip: clip)
            addSides(horizontal.union(corner ? .up : []), removing: corner ? [] : .up, x: x, y: y1, clip: clip)
        }
        for y in rowsSeen where y > y0 && y < y1 {
            addSides([.up, .down], removing: .right, x: x0, y: y, clip: clip)
            addSides([.up, .down], removing: .left, x: x1, y: y, clip: clip)
        }
    }

    /// The picture, one line per row, trailing spaces trimmed.
    func rendered(with glyphSet: WireframeGlyphs) -> [String] {
        (0..<rows).map { y in
            var line = ""
            // Trailing blank cells are not printed.
            var end = columns
            while end > 0, glyphs[y * columns + end - 1] == .none, sides[y * columns + end - 1].isEmpty { end -= 1 }
            var x = 0
            while x < end {
                let index = y * columns + x
                switch glyphs[index] {
                case .character(let character):
                    if WireframeGlyphs.columns(character) == 2 {
                        // A wide character whose second half was painted over prints as a space.
                        let intact = x + 1 < columns && glyphs[index + 1] == .continuation
                        line += intact ? String(character) : " "
                        if intact { x += 1 }
                    } else {
                        line.append(character)
                    }
                case .continuation:
                    line += " "
                case .none:
                    line.append(sides[index].isEmpty ? " " : glyphSet.line(sides[index]))
                }
                x += 1
            }
            return line
        }
    }
}
