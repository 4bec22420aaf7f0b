import ListkitLayout
import ListkitSpec

/// Which of a list's cells are on screen.
public enum LayoutVisibility {
    /// Whether a frame in a list's content coordinates overlaps the list's bounds at rest
    /// (scrolled by `-topInset`, its adjusted top content inset) with positive area.
    public static func overlaps(_ frame: Rect, width: Double, height: Double, topInset: Double = 0) -> Bool {
        frame.y + topInset < height && frame.maxY + topInset > 0 && frame.x < width && frame.maxX > 0
    }
}
