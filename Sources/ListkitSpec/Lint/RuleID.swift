/// Every rule's stable id: what `[rule]` prints, what JSON carries, what docs list.
/// Ids never change meaning; a retired rule keeps its id unused.
public struct RuleID: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }
    public static func < (a: RuleID, b: RuleID) -> Bool { a.rawValue < b.rawValue }

    // Schema (found while decoding).
    public static let unsupportedVersion = RuleID("unsupported-version")
    public static let unknownKey = RuleID("unknown-key")
    public static let missingKey = RuleID("missing-key")
    public static let wrongType = RuleID("wrong-type")
    public static let invalidValue = RuleID("invalid-value")
    public static let invalidID = RuleID("invalid-id")
    public static let unknownViewType = RuleID("unknown-view-type")
    public static let unknownFont = RuleID("unknown-font")
    public static let unknownDevice = RuleID("unknown-device")
    public static let sizeExpression = RuleID("size-expression")

    // References and identity.
    public static let duplicateViewID = RuleID("duplicate-view-id")
    public static let duplicateSectionID = RuleID("duplicate-section-id")
    public static let duplicateCellID = RuleID("duplicate-cell-id")
    public static let unknownCellKind = RuleID("unknown-cell-kind")
    public static let missingField = RuleID("missing-field")
    public static let unusedCellKind = RuleID("unused-cell-kind")
    public static let arrangedOutsideStack = RuleID("arranged-outside-stack")
    public static let sectionsOutsideList = RuleID("sections-outside-list")
    public static let missingBoundaryItem = RuleID("missing-boundary-item")

    // Constraints.
    public static let constraintSyntax = RuleID("constraint-syntax")
    public static let unknownView = RuleID("unknown-view")
    public static let noCommonAncestor = RuleID("no-common-ancestor")
    public static let invalidAnchors = RuleID("invalid-anchors")
    public static let priorityRange = RuleID("priority-range")

    // Interface Builder documents (ListkitInterfaceBuilder reports them while it reads one).
    public static let ibSyntax = RuleID("ib-syntax")
    public static let ibUnsupported = RuleID("ib-unsupported")
}
