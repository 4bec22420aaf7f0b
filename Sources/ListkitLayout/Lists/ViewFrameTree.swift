import ListkitSpec

/// Turns a solved hierarchy into the result's tree of `ViewFrame`s, without recursion: entries
/// are in preorder, so walking them backwards finishes every view's children before the view.
enum ViewFrameTree {
    /// - Parameters:
    ///   - frames: alignment rectangles by slot (slot 0, the container, is not part of the tree).
    ///   - texts: what each entry shows, bound.
    ///   - lists: the content of list entries, by entry index.
    ///   - measurer: lays each text out in its frame (`ViewFrame.textLines`).
    ///   - textLines: whether to (off where nothing reads them: `LayoutEngine.buildsTextLines`).
    static func build(_ hierarchy: ViewHierarchy, frames: [Rect], texts: [String?], lists: [Int: ListLayout] = [:],
                      measurer: TextMeasurer, textLines: Bool = true) -> [ViewFrame] {
        let entries = hierarchy.entries
        var children = [[Int]](repeating: [], count: entries.count)
        var roots: [Int] = []
        for (i, entry) in entries.enumerated() {
            if let parent = entry.parent { children[parent].append(i) } else { roots.append(i) }
        }
        var hidden = [Bool](repeating: false, count: entries.count)
        for (i, entry) in entries.enumerated() {
            hidden[i] = entry.view.hidden || entry.parent.map { hidden[$0] } == true
        }
        var built = [ViewFrame?](repeating: nil, count: entries.count)
        for i in entries.indices.reversed() {
            let view = entries[i].view
            // The layout solved the alignment rectangle; the result reports the frame.
            let frame = AlignmentFrame.frame(view.type.value, alignmentRect: frames[SystemTemplate.slot(ofEntry: i)], release: measurer.release)
            let shown = textLines ? IntrinsicContent.textLines(of: view, text: texts[i], frame: frame, measurer: measurer) : nil
            built[i] = ViewFrame(id: view.id.value, type: view.type.value, frame: frame,
                                 text: texts[i], textLines: shown?.lines, textAppearance: shown?.appearance, isHidden: hidden[i],
                                 children: children[i].compactMap { built[$0] }, list: lists[i])
            built[i]?.isOn = view.isOn
            for child in children[i] { built[child] = nil }   // moved into the parent; free the copy
        }
        return roots.compactMap { built[$0] }
    }
}
