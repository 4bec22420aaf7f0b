import ListkitSpec

/// A view's frame in its superview as Interface Builder saved it. Every Xcode writes
/// `<rect key="frame" x= y= width= height=>`, except Xcode 8.0 (toolsVersion 11xxx), which
/// wrote `<frame key="frameInset">` instead: `minX`, `minY`, `width`, `height`, the
/// origin's values left out where they are 0 as IB leaves out every default
/// (ChatSecure-iOS `OTRUsernameCell.xib`, 11201: a 320 × 44 content view with no origin, a
/// label at `minX="8" minY="12"`; kharrison/CodeExamples `AutoLayout/Main.storyboard`: cells'
/// content views 342 × 63 and their labels at `minX="15"`).
public enum IBSavedFrame {
    /// The saved frame, or nil where none is saved, or where a `frameInset` measures from the
    /// superview's far edges (`maxX`, `maxY`), which no public document shows to work out.
    public static func of(_ element: XMLElementNode) -> Rect? {
        if let rect = element.child("rect", key: "frame") {
            return Rect(x: value(rect, "x"), y: value(rect, "y"), width: value(rect, "width"), height: value(rect, "height"))
        }
        guard let inset = element.child("frame", key: "frameInset"), inset["maxX"] == nil, inset["maxY"] == nil else { return nil }
        return Rect(x: value(inset, "minX"), y: value(inset, "minY"), width: value(inset, "width"), height: value(inset, "height"))
    }

    /// Whether the element saves a frame in either form (so it is a view IB lays out), even one
    /// `of` does not read.
    public static func isSaved(_ element: XMLElementNode) -> Bool {
        element.child("rect", key: "frame") != nil || element.child("frame", key: "frameInset") != nil
    }

    private static func value(_ element: XMLElementNode, _ name: String) -> Double {
        element[name].flatMap(PlainDecimal.double) ?? 0
    }
}
