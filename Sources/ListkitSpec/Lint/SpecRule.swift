/// A check over a decoded spec. Rules append every finding; none stops at the first.
/// Layout checks (in ListkitLayout) conform too, so `lint` runs one list of rules.
public protocol SpecRule: Sendable {
    /// The rules this one reports, each described where it is declared (one rule, one concept;
    /// some report two related ids).
    var descriptions: [RuleDescription] { get }
    /// Rules that solve the layout run only on a spec without errors: on a broken one their
    /// findings would be echoes of the errors already reported.
    var requiresValidSpec: Bool { get }
    /// Rules that lay the spec out on each of its devices (`spec.devices`) and name the devices
    /// in their messages ("on iphone-15: …"). An Interface Builder screen is built once per size
    /// class for them, as UIKit applies a document's size-class variations per device.
    var checksPerDevice: Bool { get }
    func check(_ context: LintContext, into diagnostics: inout [Diagnostic])
}

extension SpecRule {
    /// The ids this rule can report.
    public var ids: [RuleID] { descriptions.map(\.id) }
    public var requiresValidSpec: Bool { false }
    public var checksPerDevice: Bool { false }
}

/// What rules share: the spec and an index of its view hierarchies, built once, and work one
/// rule hands to a later one (`LintHandoff`).
public struct LintContext: Sendable {
    public var spec: Spec
    public var hierarchies: [ViewHierarchy]
    public var handoff: LintHandoff

    public init(spec: Spec, handoff: LintHandoff = LintHandoff()) {
        self.spec = spec
        self.handoff = handoff
        self.hierarchies = Self.hierarchies(of: spec)
    }

    /// A context for `spec` with `other`'s hierarchies, not built again: `spec` has the views
    /// and cell kinds of `other`'s spec (an Interface Builder screen checked on its devices,
    /// which differs from the screen as designed in its devices alone).
    public init(spec: Spec, hierarchiesOf other: LintContext, handoff: LintHandoff) {
        assert(other.hierarchies.map(\.ids) == Self.hierarchies(of: spec).map(\.ids), "hierarchies of other views")
        self.spec = spec
        self.handoff = handoff
        self.hierarchies = other.hierarchies
    }

    static func hierarchies(of spec: Spec) -> [ViewHierarchy] {
        [ViewHierarchy(.screen, roots: spec.views)] + spec.cellKinds.map { ViewHierarchy(.cellKind($0.name.value), roots: $0.views) }
    }
}
