import ListkitYAML

/// A cell's field that a kind binds to a scalar property holds a value of that property:
/// `hidden: "{read}"` takes true or false, `lines: "{lines}"` a whole number, `image:
/// "{avatar}"` a size. Otherwise UIKit would get a value it cannot take; listkit lays the view
/// out as the kind declares it and reports the field.
public struct FieldBindingRule: SpecRule {
    public init() {}
    public var descriptions: [RuleDescription] { [.invalidValue] }

    public func check(_ context: LintContext, into diagnostics: inout [Diagnostic]) {
        var bindingsByKind: [String: [Bound]] = [:]
        for (i, kind) in context.spec.cellKinds.enumerated() {
            bindingsByKind[kind.name.value] = context.hierarchies[i + 1].entries.flatMap { entry in
                entry.view.bindings.map { Bound(view: entry.view.id.value, binding: $0) }
            }
        }
        for entry in context.hierarchies[0].entries {
            for binding in entry.view.bindings {
                diagnostics.append(RuleDescription.invalidValue.finding("view '\(entry.view.id.value)' binds '\(binding.property.rawValue)' to '\(binding.template.value)', but only a cell kind's views take fields",
                                                                        at: binding.template.mark))
            }
            for section in entry.view.list?.sections ?? [] {
                for cell in [section.header?.asCell(id: "header"), section.footer?.asCell(id: "footer")].compactMap({ $0 }) {
                    guard let bindings = bindingsByKind[cell.kind.value], !bindings.isEmpty else { continue }
                    check(cell, bindings, into: &diagnostics)
                }
                // Kinds are looked up once per list, not once per cell.
                for (index, bindings) in section.cells.store.cells(withKindIn: bindingsByKind) {
                    check(section.cells[index], bindings, into: &diagnostics)
                }
            }
        }
    }

    /// A bound property of a kind's view, with its template's placeholders read once (not per cell).
    private struct Bound {
        let view: String
        let binding: PropertyBinding
        let names: [String]
        /// The field the template is when it is one placeholder (`Placeholders.wholePlaceholder`).
        let field: String?

        init(view: String, binding: PropertyBinding) {
            self.view = view
            self.binding = binding
            names = Placeholders.names(in: binding.template.value)
            field = Placeholders.wholePlaceholder(binding.template.value)
        }
    }

    private func check(_ cell: CellSpec, _ bindings: [Bound], into diagnostics: inout [Diagnostic]) {
        for bound in bindings {
            let (view, binding, names) = (bound.view, bound.binding, bound.names)
            // A missing field is missing-field's finding.
            let text: String
            if let field = bound.field {
                guard let value = cell.field(field) else { continue }
                text = value
            } else {
                guard names.allSatisfy(cell.hasField) else { continue }
                text = Placeholders.bind(binding.template.value, cell.field)
            }
            guard binding.value(from: text) == nil else { continue }
            let mark = names.first.flatMap { name in cell.fields.first { $0.name == name }?.mark } ?? cell.mark
            diagnostics.append(RuleDescription.invalidValue.finding("'\(text)' is not a value of '\(binding.property.rawValue)' (\(binding.property.expected)): kind '\(cell.kind.value)' binds it to view '\(view)' at \(binding.template.mark)",
                                                                    at: mark))
        }
    }
}
