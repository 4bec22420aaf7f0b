/// Constraints name views that exist, in the same hierarchy: a screen view and a view of a
/// cell kind share no ancestor, and Auto Layout raises when such views are related.
public struct ConstraintReferenceRule: SpecRule {
    public init() {}
    public var ids: [RuleID] { [.unknownView, .noCommonAncestor] }

    public func check(_ context: LintContext, into diagnostics: inout [Diagnostic]) {
        for hierarchy in context.hierarchies {
            for entry in hierarchy.entries {
                for spec in entry.view.layout {
                    guard let constraint = spec.constraint else { continue }
                    var anchors = [constraint.first]
                    if case .anchor(let second, _, _) = constraint.rhs { anchors.append(second) }
                    for anchor in anchors {
                        guard case .named(let name) = anchor.view, hierarchy.indexByID[name] == nil else { continue }
                        let mark = spec.mark(atOffset: anchor.offset)
                        if let other = context.hierarchies.first(where: { $0.indexByID[name] != nil }) {
                            diagnostics.append(.error("view '\(name)' belongs to \(other.owner), and \(hierarchy.owner) cannot constrain it: the two views have no common ancestor", .noCommonAncestor, at: mark))
                        } else {
                            let hint = DidYouMean.best(name, in: hierarchy.ids + ["parent", "safeArea"]).map { "; did you mean '\($0)'?" } ?? ""
                            diagnostics.append(.error("constraint names unknown view '\(name)' in \(hierarchy.owner)\(hint)", .unknownView, at: mark))
                        }
                    }
                }
            }
        }
    }
}
