import ListkitSpec

/// How a screen is laid out.
public struct LayoutOptions: Sendable, Hashable {
    /// Right-to-left: leading and trailing flip, horizontal stacks and flows run from the right.
    public var rtl: Bool
    /// Lay out every cell of every list. Otherwise only cells on screen (intersecting the
    /// list's bounds, unscrolled) carry views; every cell is still sized, so content sizes
    /// are right either way.
    public var full: Bool
    /// Compute findings (conflicts, ambiguity, truncation, geometry). Off: frames only.
    public var findings: Bool
    /// Report truncation of labels whose `lineBreakMode` cuts text by design (off: intended).
    public var reportsIntendedTruncation: Bool
    /// The Dynamic Type setting text styles are sized for.
    public var textSize: ContentSizeCategory
    /// The iOS release whose UIKit metrics (controls, bars, margins, tables, accessories) a spec
    /// that names none is laid out with (`--os`, `.listkit.yml`'s `os:`); a spec's own `os:`, or an
    /// Interface Builder document's era, wins. nil: `UIKitRelease.default`.
    public var release: UIKitRelease?

    public init(rtl: Bool = false, full: Bool = false, findings: Bool = true, reportsIntendedTruncation: Bool = false,
                textSize: ContentSizeCategory = .default, release: UIKitRelease? = nil) {
        self.rtl = rtl
        self.full = full
        self.findings = findings
        self.reportsIntendedTruncation = reportsIntendedTruncation
        self.textSize = textSize
        self.release = release
    }
}
