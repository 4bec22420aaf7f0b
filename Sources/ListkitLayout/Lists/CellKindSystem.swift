import ListkitSpec
import ListkitYAML

/// A cell kind ready to lay out: its views' constraint template (built once per engine) and
/// the texts its views show before binding. A class: every cell of a list passes its kind
/// around, and copying the template and the kind's views retained each of their parts.
final class CellKindSystem: Sendable {
    let kind: CellKindSpec
    let template: SystemTemplate
    /// Each entry's text with `{field}` placeholders, by entry index.
    let textTemplates: [String?]
    /// The field an entry's text is when the text is one placeholder (`Placeholders.wholePlaceholder`).
    let textFields: [String?]
    /// Identifies the system in the sizer's caches: the kind's index, or a variant's number.
    let id: Int
    /// Properties the kind's views take from cells' fields, by entry index.
    let bindings: [(entry: Int, binding: PropertyBinding)]
    /// The field each binding's template is when it is one placeholder, as `textFields`.
    let boundFields: [String?]

    /// - Parameter marginMetrics: the release's margins (`MarginMetrics`).
    convenience init(kind: CellKindSpec, rtl: Bool, measurer: TextMeasurer, marginMetrics: MarginMetrics, id: Int) {
        self.init(kind: kind, hierarchy: ViewHierarchy(.cellKind(kind.name.value), roots: kind.views), rtl: rtl, measurer: measurer,
                  marginMetrics: marginMetrics, id: id)
    }

    private init(kind: CellKindSpec, hierarchy: ViewHierarchy, rtl: Bool, measurer: TextMeasurer, marginMetrics: MarginMetrics, id: Int) {
        self.kind = kind
        self.id = id
        self.template = SystemTemplate(hierarchy: hierarchy, safeArea: Insets(), rtl: rtl, measurer: measurer, marginMetrics: marginMetrics)
        self.textTemplates = template.hierarchy.entries.map { IntrinsicContent.displayedText(of: $0.view) }
        self.textFields = textTemplates.map { $0.flatMap(Placeholders.wholePlaceholder) }
        self.bindings = hierarchy.entries.enumerated().flatMap { index, entry in entry.view.bindings.map { (index, $0) } }
        self.boundFields = bindings.map { Placeholders.wholePlaceholder($0.binding.template.value) }
    }

    /// The bound values a cell gives this kind's bound properties, as texts (the variant's key).
    func boundTexts(for cell: CellSpec) -> [String] {
        zip(bindings, boundFields).map { bound, field in
            let template = bound.binding.template.value
            if let field { return cell.field(field) ?? template }
            return Placeholders.bind(template, cell.field)
        }
    }

    /// This kind with bound values set: hidden views collapse, lines and image sizes change, so
    /// the variant has a template of its own. A text that is no valid value leaves the property
    /// as the kind declares it (lint reports the field: `FieldBindingRule`).
    func variant(boundTexts: [String], rtl: Bool, measurer: TextMeasurer, id: Int) -> CellKindSystem {
        var hierarchy = template.hierarchy
        for ((entry, binding), text) in zip(bindings, boundTexts) {
            if let value = binding.value(from: text) { hierarchy.updateView(at: entry) { binding.apply(value, to: &$0) } }
        }
        return CellKindSystem(kind: kind, hierarchy: hierarchy, rtl: rtl, measurer: measurer, marginMetrics: template.marginMetrics, id: id)
    }

    /// The texts one cell shows: its fields bound into the placeholders.
    func texts(for cell: CellSpec?) -> [String?] {
        guard let cell else { return textTemplates }
        return zip(textTemplates, textFields).map { text, field in
            guard let text else { return nil }
            if let field { return cell.field(field) ?? text }
            return Placeholders.bind(text, cell.field)
        }
    }

    /// Where a bound text comes from in a cell: the mark of the first field it uses.
    func fieldMark(entry: Int, in cell: CellSpec) -> Mark? {
        guard let text = textTemplates[entry] else { return nil }
        for name in Placeholders.names(in: text) {
            if let field = cell.fields.first(where: { $0.name == name }) { return field.mark }
        }
        return nil
    }

    /// The content view's constraints for one size: a given width and height are required
    /// (as UIKit's encapsulated layout size); an automatic one is as small as the views allow
    /// (`systemLayoutSizeFitting` at fittingSizeLevel, 50). Its margins are the list's
    /// (`LayoutMarginsModel`: a table cell's or a collection cell's content view).
    /// `views`: the kind's views' margins and safe areas by slot for this pass (`MarginPasses`),
    /// or nil for their own margins and no safe area.
    func containerConstraints(width: Double?, height: Double?, margins: Insets, views: ViewGuideInsets? = nil) -> [LayoutConstraint] {
        let content = FrameVariable.rect(slot: 0)
        var result = [
            LayoutConstraint(content.x, .equal, .constant(0), origin: .container(name: "the cell's content view at x == 0")),
            LayoutConstraint(content.y, .equal, .constant(0), origin: .container(name: "the cell's content view at y == 0")),
        ]
        if let width {
            result.append(LayoutConstraint(content.width, .equal, .constant(width),
                                           origin: .container(name: "UIView-Encapsulated-Layout-Width 'width == \(formatPoints(width))'")))
        } else {
            result.append(LayoutConstraint(content.width, .equal, .constant(0), priority: 50, origin: .container(name: "fitting width @50")))
        }
        if let height {
            result.append(LayoutConstraint(content.height, .equal, .constant(height),
                                           origin: .container(name: "UIView-Encapsulated-Layout-Height 'height == \(formatPoints(height))'")))
        } else {
            result.append(LayoutConstraint(content.height, .equal, .constant(0), priority: 50, origin: .container(name: "fitting height @50")))
        }
        return result + template.containerGuides(margins: margins, containerWidth: width, name: "the cell's content view", views: views)
    }
}
