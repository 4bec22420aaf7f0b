import ListkitSpec

/// Turns a solved hierarchy into the result's tree of `ViewFrame`s, without recursion: entries
/// are in preorder, so walking them backwards finishes every view's children before the view.
enum ViewFrameTree {
    /// A hierarchy's tree: each entry's children, the roots, and which entries are hidden
    /// (themselves or inside a hidden view). The same for every cell of a kind: its template
    /// keeps it (`SystemTemplate.frameTreeShape`).
    struct Shape: Sendable {
        let children: [[Int]]
        let roots: [Int]
        let hidden: [Bool]

        init(_ hierarchy: ViewHierarchy) {
            var children = [[Int]](repeating: [], count: hierarchy.entries.count)
            var roots: [Int] = []
            var hidden = [Bool](repeating: false, count: hierarchy.entries.count)
            for (i, entry) in hierarchy.entries.enumerated() {
                if let parent = entry.parent { children[parent].append(i) } else { roots.append(i) }
                hidden[i] = entry.view.hidden || entry.parent.map { hidden[$0] } == true
            }
            self.children = children
            self.roots = roots
            self.hidden = hidden
        }
    }

    /// - Parameters:
    ///   - frames: alignment rectangles by slot (slot 0, the container, is not part of the tree).
    ///   - texts: what each entry shows, bound.
    ///   - lists: the content of list entries, by entry index.
    ///   - measurer: lays each text out in its frame (`ViewFrame.textLines`).
    ///   - textLines: whether to (off where nothing reads them: `LayoutEngine.buildsTextLines`).
    ///   - shape: the hierarchy's `Shape`, when the caller keeps it.
    static func build(_ hierarchy: ViewHierarchy, frames: [Rect], texts: [String?], lists: [Int: ListLayout] = [:],
                      measurer: TextMeasurer, textLines: Bool = true, shape: Shape? = nil) -> [ViewFrame] {
        let shape = shape ?? Shape(hierarchy)
        // Entries are read in place: copying one out (its view's ~50 properties, each retained)
        // cost more than building its frame. Walking backwards, the views built and not yet
        // taken by a parent are on a stack, the lowest entry on top: a view's children are the
        // top ones (its first child on top, as its subtree follows it in preorder), moved into it.
        return hierarchy.entries.withUnsafeBufferPointer { entries in
            var stack: [ViewFrame] = []
            stack.reserveCapacity(entries.count)
            for i in entries.indices.reversed() {
                let type = entries[i].view.type.value
                // The layout solved the alignment rectangle; the result reports the frame.
                let frame = AlignmentFrame.frame(type, alignmentRect: frames[SystemTemplate.slot(ofEntry: i)], release: measurer.release)
                let shown = textLines ? IntrinsicContent.textLines(of: entries[i].view, text: texts[i], frame: frame, measurer: measurer) : nil
                var children: [ViewFrame] = []
                children.reserveCapacity(shape.children[i].count)
                for _ in shape.children[i] { children.append(stack.removeLast()) }
                // Made in place on the stack and set there: a view's frame is a dozen fields,
                // each retained when a copy is made.
                stack.append(ViewFrame(id: entries[i].view.id.value, type: type, frame: frame,
                                       text: texts[i], textLines: shown?.lines, textAppearance: shown?.appearance, isHidden: shape.hidden[i],
                                       children: children, list: lists[i]))
                stack[stack.count - 1].isOn = entries[i].view.isOn
            }
            // The roots, the first on top: moved off the stack (`reversed()` would copy each).
            var roots: [ViewFrame] = []
            roots.reserveCapacity(stack.count)
            while let root = stack.popLast() { roots.append(root) }
            return roots
        }
    }
}
