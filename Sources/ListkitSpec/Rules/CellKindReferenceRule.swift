extension RuleID {
    public static let unknownCellKind = RuleID("unknown-cell-kind")
    public static let unusedCellKind = RuleID("unused-cell-kind")
}

extension RuleDescription {
    public static let unknownCellKind = RuleDescription(
        id: .unknownCellKind, severity: .error,
        summary: "A cell, header or footer of an undeclared kind.",
        rationale: "A cell of an undeclared kind has no views to lay out; at run time its registration would be missing. An error.",
        examples: [cellKindsExample])
    public static let unusedCellKind = RuleDescription(
        id: .unusedCellKind, severity: .warning,
        summary: "A cell kind no cell uses.",
        rationale: "A kind no cell uses is dead weight or a misspelling of one that is used; harmless to the screen, so a warning.",
        examples: [cellKindsExample])

    private static let cellKindsExample = RuleExample(file: "cell-kinds.yaml", triggering: #"""
        listkit: 1
        screen: S
        views:
          - id: list
            type: table
            sections:
              - id: a
                header: { kind: Heder, height: 30 }
                cells:
                  - { id: one, kind: Reveiw }
                  - { id: two, kind: Photo }
        cellKinds:
          Review: { height: 44 }
          Header: { height: 30, views: [] }

        """#,
        fixed: #"""
        listkit: 1
        screen: S
        views:
          - id: list
            type: table
            layout: [ edges == safeArea ]
            sections:
              - id: a
                header: { kind: Header, height: 30 }
                cells:
                  - { id: one, kind: Review }
                  - { id: two, kind: Review }
        cellKinds:
          Review: { height: 44 }
          Header: { height: 30, views: [] }

        """#)
}

/// Every cell, header and footer names a declared cell kind; every declared kind is used.
public struct CellKindReferenceRule: SpecRule {
    public init() {}
    public var descriptions: [RuleDescription] { [.unknownCellKind, .unusedCellKind] }

    public func check(_ context: LintContext, into diagnostics: inout [Diagnostic]) {
        let declared = context.spec.cellKinds.map(\.name.value)
        var used = Set<String>()
        // Cells mostly repeat the kind before them: skip hashing and searching it again.
        var lastDeclared: String?
        // `what` is only built for a finding: interpolating it for each of 100k cells costs more
        // than the rest of the rule.
        func reference(_ kind: Located<String>, what: @autoclosure () -> String) {
            if kind.value == lastDeclared { return }
            used.insert(kind.value)
            guard !declared.contains(kind.value) else {
                lastDeclared = kind.value
                return
            }
            let hint = DidYouMean.best(kind.value, in: declared).map { "; did you mean '\($0)'?" }
                ?? (declared.isEmpty ? " (the spec declares no cellKinds)" : "")
            diagnostics.append(RuleDescription.unknownCellKind.finding("\(what()) uses undeclared cell kind '\(kind.value)'\(hint)", at: kind.mark))
        }
        for entry in context.hierarchies[0].entries {
            for section in entry.view.list?.sections ?? [] {
                if let kind = section.header?.kind { reference(kind, what: "header of section '\(section.id.value)'") }
                if let kind = section.footer?.kind { reference(kind, what: "footer of section '\(section.id.value)'") }
                // A cell of its predecessor's kind (the same interned kind), found declared, is
                // passed over without reading its kind: `reference` would return at once.
                let cells = section.cells
                var declaredRun: UInt32?
                for index in cells.indices {
                    let kindIndex = cells.store.kindIndex(of: index)
                    if kindIndex == declaredRun { continue }
                    let cell = cells[index], kind = cell.kind
                    reference(kind, what: "cell '\(cell.id.value)'")
                    declaredRun = kind.value == lastDeclared ? kindIndex : nil
                }
            }
        }
        for kind in context.spec.cellKinds where !used.contains(kind.name.value) {
            diagnostics.append(RuleDescription.unusedCellKind.finding("cell kind '\(kind.name.value)' is declared but no cell uses it", at: kind.name.mark))
        }
    }
}
