extension RuleID {
    public static let invalidAnchors = RuleID("invalid-anchors")
}

extension RuleDescription {
    public static let invalidAnchors = RuleDescription(
        id: .invalidAnchors, severity: .error,
        summary: "A constraint Auto Layout rejects when it is created.",
        rationale: "Auto Layout raises when such a constraint is created. An error.",
        examples: [
            RuleExample(file: "invalid-anchors.yaml", triggering: #"""
                listkit: 1
                screen: S
                views:
                  - id: a
                    type: view
                    layout:
                      - top == parent.leading
                      - width == parent.top
                      - leading == parent.left
                      - centerY == 100
                      - edges == parent.top
                      - size == 90x90
                      - width == 90x90
                      - width == height * 2
                      - horizontal == parent + 16

                """#,
                fixed: #"""
                listkit: 1
                screen: S
                views:
                  - id: a
                    type: view
                    layout:
                      - top == parent.top + 100
                      - width == height * 2
                      - leading == parent.leading
                      - height == 90

                """#),
        ])
}

/// Constraints that Auto Layout rejects when they are created: anchors of different axes
/// (`top == parent.leading`), a size against a position, leading/trailing against left/right,
/// a position equal to a bare constant, and compounds that do not line up.
public struct InvalidAnchorsRule: SpecRule {
    public init() {}
    public var descriptions: [RuleDescription] { [.invalidAnchors] }

    public func check(_ context: LintContext, into diagnostics: inout [Diagnostic]) {
        for hierarchy in context.hierarchies {
            for entry in hierarchy.entries {
                for spec in entry.view.layout {
                    guard let constraint = spec.constraint else { continue }
                    if let (anchor, problem) = Self.guideProblem(constraint, owner: entry, in: hierarchy) {
                        diagnostics.append(RuleDescription.invalidAnchors.finding("in constraint '\(spec.text)': \(problem)", at: spec.mark(atOffset: anchor.offset)))
                        continue
                    }
                    switch constraint.expanded() {
                    case .failure(let error):
                        diagnostics.append(RuleDescription.invalidAnchors.finding("in constraint '\(spec.text)': \(error.message)", at: spec.mark(atOffset: error.offset)))
                    case .success(let atoms):
                        // One finding per constraint: a compound's parts fail alike.
                        if let problem = atoms.lazy.compactMap(Self.problem).first {
                            let offset: Int
                            if case .anchor(let a, _, _) = constraint.rhs { offset = a.offset } else { offset = constraint.first.offset }
                            diagnostics.append(RuleDescription.invalidAnchors.finding("in constraint '\(spec.text)': \(problem)", at: spec.mark(atOffset: offset)))
                        }
                    }
                }
            }
        }
    }

    /// A layout guide the item does not have: the safe area has no guides of its own, and only
    /// scroll views have content and frame layout guides.
    static func guideProblem(_ constraint: Constraint, owner: ViewHierarchy.Entry, in hierarchy: ViewHierarchy) -> (Anchor, String)? {
        if let problem = guideProblem(constraint.first, owner: owner, in: hierarchy) { return problem }
        guard case .anchor(let second, _, _) = constraint.rhs else { return nil }
        return guideProblem(second, owner: owner, in: hierarchy)
    }

    /// `guideProblem` of one of a constraint's anchors (most name no guide: nothing to check).
    private static func guideProblem(_ anchor: Anchor, owner: ViewHierarchy.Entry, in hierarchy: ViewHierarchy) -> (Anchor, String)? {
        guard let guide = anchor.guide else { return nil }
        let type: ViewType?
        switch anchor.view {
        case .safeArea: return (anchor, "'safeArea' is a layout guide and has no '\(guide.rawValue)' guide")
        case .this: type = owner.view.type.value
        case .parent: type = owner.parent.map { hierarchy.entries[$0].view.type.value }
        case .named(let name): type = hierarchy.indexByID[name].map { hierarchy.entries[$0].view.type.value }
        }
        if guide.isScrollViewGuide, let type, type != .scrollView {
            return (anchor, "'\(guide.rawValue)' belongs to scroll views; '\(anchor.view)' is a \(type.rawValue)")
        }
        if guide.isScrollViewGuide, type == nil, anchor.view == .parent {
            return (anchor, "'\(guide.rawValue)' belongs to scroll views; the parent here is \(hierarchy.owner == .screen ? "the screen" : "the cell's content view")")
        }
        return nil
    }

    static func problem(_ atom: AtomicConstraint) -> String? {
        let first = atom.firstAttribute
        guard let second = atom.secondAttribute else {
            guard first.kind == .size else {
                let sign = atom.constant < 0 ? "-" : "+"
                return "a position cannot equal a constant (Auto Layout rejects it); did you mean '\(first.rawValue) \(atom.relation.rawValue) parent.\(first.rawValue) \(sign) \(formatNumber(abs(atom.constant)))'?"
            }
            return nil
        }
        switch (first.kind, second.kind) {
        case (.size, .size):
            return nil
        case (.size, _), (_, .size):
            return "'\(first.rawValue)' is a size and '\(second.rawValue)' a position: Auto Layout cannot relate them"
        case (.horizontalPosition, .verticalPosition), (.verticalPosition, .horizontalPosition):
            return "'\(first.rawValue)' and '\(second.rawValue)' are anchors of different axes"
        case (.horizontalPosition, .horizontalPosition), (.verticalPosition, .verticalPosition):
            if (first.isDirectional && second.isAbsoluteHorizontal) || (first.isAbsoluteHorizontal && second.isDirectional) {
                return "'\(first.rawValue)' follows the layout direction and '\(second.rawValue)' does not: Auto Layout rejects mixing leading/trailing with left/right"
            }
            return nil
        }
    }
}
