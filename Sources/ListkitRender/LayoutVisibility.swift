import ListkitLayout

/// Which of a list's cells are on screen.
public enum LayoutVisibility {
    /// Whether a frame in a list's content coordinates overlaps the list's unscrolled bounds
    /// with positive area.
    public static func overlaps(_ frame: Rect, width: Double, height: Double) -> Bool {
        frame.y < height && frame.maxY > 0 && frame.x < width && frame.maxX > 0
    }
}
