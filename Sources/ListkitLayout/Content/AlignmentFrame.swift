import ListkitSpec

/// A control's frame from its alignment rectangle: Auto Layout places the rectangle, and the
/// frame is it grown by the type's `alignmentInsets` (a switch is laid out 49 points wide, its
/// frame is 51; docs/layout.md, "Controls").
enum AlignmentFrame {
    /// The frame of a view whose alignment rectangle the layout solved.
    static func frame(_ type: ViewType, alignmentRect r: Rect, release: UIKitRelease) -> Rect {
        let i = type.entry(on: release).alignmentInsets
        guard i != Insets() else { return r }
        return Rect(x: r.x - i.left, y: r.y - i.top, width: r.width + i.left + i.right, height: r.height + i.top + i.bottom)
    }
}
