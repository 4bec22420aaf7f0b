import ListkitSpec
import ListkitYAML

/// Something the layout found wrong with a spec on one device, with the spec's marks so lint
/// can print file:line:col.
public struct LayoutFinding: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Required constraints that cannot all hold; `constraints` is the smallest such set.
        case unsatisfiableConstraints
        /// A view whose frame the constraints do not determine on one axis.
        case ambiguousLayout
        /// Text that does not fit its view.
        case truncatedText
        /// A view that extends beyond its parent's bounds.
        case viewOutsideParent
        /// A screen root view that extends beyond the screen.
        case viewOffScreen
        /// A visible view with no width or no height.
        case zeroSize
        /// A user font (`font: { name: … }`) that no font file given to listkit provides.
        case unknownFont
    }

    public var kind: Kind
    /// Where to report it: for a conflict, the constraint Auto Layout breaks.
    public var mark: Mark
    /// What is wrong, without the device (lint adds it).
    public var message: String
    /// For a conflict: every constraint of the conflicting set, in the order they were added,
    /// the broken one included (`isBroken`).
    public var constraints: [ConstraintReference]
    /// Other places of the same cause (`Diagnostic.related`).
    public var related: [RelatedLocation]
    /// An ambiguity of views tied in compression resistance (`ContentPriorityTie`): what
    /// overflowing text makes, so `LayoutEngine.standInAmbiguityFindings` looks at it again.
    public var isCompressionTie = false
    /// The views tied in compression resistance, where `isCompressionTie`: the views whose texts
    /// `LayoutEngine.standInAmbiguityFindings` narrows.
    public var tiedMarks: [Mark] = []

    public init(kind: Kind, mark: Mark, message: String, constraints: [ConstraintReference] = [], related: [RelatedLocation] = []) {
        self.kind = kind
        self.mark = mark
        self.message = message
        self.constraints = constraints
        self.related = related
    }
}

/// A constraint named in a finding: as written in the spec (with its mark), or one UIKit adds
/// (UISV-…, UIView-Encapsulated-Layout-…, a content size) with the mark of the view it is for.
public struct ConstraintReference: Sendable, Hashable, CustomStringConvertible {
    /// `'top == parent.top + 8'`, or `UISV-hiding 'height == 0' of view 'x'`.
    public var text: String
    public var mark: Mark
    /// Written in the spec (rather than added by UIKit).
    public var isFromSpec: Bool
    public var isBroken: Bool

    public init(text: String, mark: Mark, isFromSpec: Bool, isBroken: Bool = false) {
        self.text = text
        self.mark = mark
        self.isFromSpec = isFromSpec
        self.isBroken = isBroken
    }

    public var description: String { "\(text) (\(mark))" }
}

/// One device's layout and what was found wrong with it.
public struct LayoutOutcome: Sendable {
    public var result: LayoutResult
    /// In a deterministic order: by mark, then kind, then message.
    public var findings: [LayoutFinding]
    /// How many cell systems were solved afresh (the rest came from the cache).
    public var cellSystemsSolved: Int
    /// Of those, how many blocks were solved afresh for the ones solved by blocks (`SystemBlocks`).
    public var cellBlocksSolved = 0
    /// A solver internal error (residual check or iteration bound): the frames are not to be
    /// trusted, and the CLI exits 2 naming the spec.
    public var internalError: String?

    public init(result: LayoutResult, findings: [LayoutFinding], cellSystemsSolved: Int = 0) {
        self.result = result
        self.findings = findings
        self.cellSystemsSolved = cellSystemsSolved
    }
}
