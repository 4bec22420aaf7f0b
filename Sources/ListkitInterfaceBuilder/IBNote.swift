import ListkitYAML

/// Something in an Interface Builder document that listkit cannot express (yet), or expresses
/// only approximately, at the XML element it concerns: an `ib-unsupported` note in lint, a
/// comment in `listkit import`'s output.
public struct IBNote: Sendable, Hashable {
    public var message: String
    public var mark: Mark
    /// Whether leaving it out can change frames (a dropped constraint, a control without its
    /// intrinsic size): the screen's layout checks are then skipped, not reported wrongly.
    public var affectsLayout: Bool

    public init(_ message: String, at mark: Mark, affectsLayout: Bool) {
        self.message = message
        self.mark = mark
        self.affectsLayout = affectsLayout
    }
}
