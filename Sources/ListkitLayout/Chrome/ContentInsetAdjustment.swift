import ListkitSpec

/// `UIScrollView.contentInsetAdjustmentBehavior`: how much of a scroll view's frame the safe
/// area's insets (status bar, bars, home indicator, sensor housing) cover, added to its content
/// insets so content at rest starts below the bars (`adjustedContentInset`).
///
/// UIKit's header documents the behaviours: `scrollableAxes` adjusts the edges of axes that
/// scroll (content longer than the frame, or `alwaysBounce…`); `automatic` is that, and also
/// adjusts top and bottom for a scroll view owned by a view controller inside a navigation
/// controller whatever its content; `never` adjusts nothing; `always` adjusts every edge.
enum ContentInsetAdjustment {
    /// Whether `automatic` takes a screen's scroll views' (lists' and scroll views' alike) top
    /// and bottom insets whatever their content: "when the scroll view is owned by a view
    /// controller with automaticallyAdjustsScrollViewInsets = YES inside a navigation
    /// controller" (UIScrollView.h, `UIScrollViewContentInsetAdjustmentAutomatic`), whether its
    /// bar shows or not. A spec says a navigation controller shows it by its `navigationBar`
    /// (or, read from Interface Builder, a stack whose bar is hidden or outside the screen:
    /// `ScreenChrome.isInNavigationController`); a tab bar controller alone is not one.
    static func inNavigationController(_ chrome: ScreenChrome) -> Bool {
        chrome.isInNavigationController
    }

    /// The adjusted content insets of a list at `frame` (screen points) on a screen whose safe
    /// area is `safeArea`, with content `contentSize` tall.
    static func insets(frame: Rect, screen: Size, safeArea: Insets, behavior: ListSpec.ContentInsetAdjustment,
                       contentHeight: Double, alwaysBouncesVertically: Bool, inNavigationController: Bool) -> Insets {
        let covered = Self.covered(frame: frame, screen: screen, safeArea: safeArea)
        return adjusted(covered: covered, frame: Size(width: frame.width, height: frame.height),
                        content: Size(width: 0, height: contentHeight), behavior: behavior,
                        alwaysBouncesVertically: alwaysBouncesVertically, inNavigationController: inNavigationController)
    }

    /// The part of `covered` (the safe-area insets that reach into a scroll view of size
    /// `frame`) that its content inset takes, for content of size `content`. A horizontal axis
    /// scrolls when the content is wider than the frame.
    static func adjusted(covered: Insets, frame: Size, content: Size, behavior: ListSpec.ContentInsetAdjustment,
                         alwaysBouncesVertically: Bool, inNavigationController: Bool) -> Insets {
        let vertical: Bool, horizontal = content.width > frame.width
        switch behavior {
        case .never: return Insets()
        case .always: return covered
        case .scrollableAxes: vertical = alwaysBouncesVertically || content.height > frame.height
        case .automatic: vertical = alwaysBouncesVertically || content.height > frame.height || inNavigationController
        }
        return Insets(top: vertical ? covered.top : 0, left: horizontal ? covered.left : 0,
                      bottom: vertical ? covered.bottom : 0, right: horizontal ? covered.right : 0)
    }

    /// How far the unsafe area reaches into `frame` from each side.
    static func covered(frame: Rect, screen: Size, safeArea: Insets) -> Insets {
        Insets(top: clamp(safeArea.top - frame.y, frame.height),
               left: clamp(safeArea.left - frame.x, frame.width),
               bottom: clamp(frame.maxY - (screen.height - safeArea.bottom), frame.height),
               right: clamp(frame.maxX - (screen.width - safeArea.right), frame.width))
    }

    private static func clamp(_ value: Double, _ limit: Double) -> Double {
        min(max(0, value), max(0, limit))
    }
}
