import ListkitYAML

extension RuleID {
    public static let missingField = RuleID("missing-field")
}

extension RuleDescription {
    public static let missingField = RuleDescription(
        id: .missingField, severity: .error,
        summary: "A {field} that a cell does not supply.",
        rationale: "The cell would show the placeholder itself (or nothing) at run time. An error.",
        examples: [
            RuleExample(file: "missing-field.yaml", triggering: #"""
                listkit: 1
                screen: S
                views:
                  - id: list
                    type: table
                    sections:
                      - id: a
                        cells:
                          - { id: one, kind: Review, author: Ann, body: Fine }
                          - { id: two, kind: Review, autor: Bob }
                cellKinds:
                  Review:
                    views:
                      - { id: author, type: label, text: "{author}" }
                      - { id: body, type: label, text: "{body} ({{literal}})" }

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
                        cells:
                          - { id: one, kind: Review, author: Ann, body: Fine }
                          - { id: two, kind: Review, author: Bob, body: Good }
                cellKinds:
                  Review:
                    views:
                      - { id: author, type: label, text: "{author}", layout: [ top == parent.top + 8, leading == parent.leading + 16 ] }
                      - { id: body, type: label, text: "{body} ({{literal}})", layout: [ top == author.bottom + 4, leading == author.leading, bottom == parent.bottom - 8 ] }

                """#),
        ])
}

/// A cell, and a kinded header or footer, supplies every `{field}` its kind's texts and bound
/// properties use; otherwise the cell would show the placeholder itself (or nothing) at run time.
public struct MissingFieldRule: SpecRule {
    public init() {}
    public var descriptions: [RuleDescription] { [.missingField] }

    public func check(_ context: LintContext, into diagnostics: inout [Diagnostic]) {
        var placeholdersByKind: [String: [(name: String, mark: Mark)]] = [:]
        for (i, kind) in context.spec.cellKinds.enumerated() {
            var found: [(String, Mark)] = []
            for entry in context.hierarchies[i + 1].entries {
                let texts = [entry.view.text, entry.view.title, entry.view.placeholder].compactMap { $0 } + entry.view.bindings.map(\.template)
                for text in texts {
                    for name in Placeholders.names(in: text.value) where !found.contains(where: { $0.0 == name }) {
                        found.append((name, text.mark))
                    }
                }
            }
            placeholdersByKind[kind.name.value] = found
        }
        let namesByKind = placeholdersByKind.mapValues { $0.map(\.name) }
        // Cells mostly repeat the kind before them: look its placeholders up once per run.
        var lastKind: String?
        var placeholders: [(name: String, mark: Mark)] = []
        func check(_ cell: CellSpec, what: String) {
            if cell.kind.value != lastKind {
                lastKind = cell.kind.value
                placeholders = placeholdersByKind[cell.kind.value] ?? []
            }
            for placeholder in placeholders where !cell.hasField(placeholder.name) {
                let supplied = cell.fields.map(\.name)
                let hint = DidYouMean.best(placeholder.name, in: supplied).map { " (it has '\($0)')" } ?? ""
                diagnostics.append(RuleDescription.missingField.finding("\(what) does not supply field '\(placeholder.name)' that kind '\(cell.kind.value)' uses at \(placeholder.mark)\(hint)", at: cell.mark))
            }
        }
        for entry in context.hierarchies[0].entries {
            for section in entry.view.list?.sections ?? [] {
                if let header = section.header?.asCell(id: "header") { check(header, what: "the header of section '\(section.id.value)'") }
                // Only the cells that lack a name are read as cells (their findings need them).
                let cells = section.cells
                for index in cells.store.cellsMissingFields(namesByKind) {
                    let cell = cells[index]
                    check(cell, what: "cell '\(cell.id.value)'")
                }
                if let footer = section.footer?.asCell(id: "footer") { check(footer, what: "the footer of section '\(section.id.value)'") }
            }
        }
    }
}

/// `{field}` placeholders in a cell kind's texts.
public enum Placeholders {
    /// The names inside braces, in order, each once. `{{` is a literal brace.
    public static func names(in text: String) -> [String] {
        var names: [String] = []
        var i = text.startIndex
        while let open = text[i...].firstIndex(of: "{") {
            let afterOpen = text.index(after: open)
            if afterOpen < text.endIndex, text[afterOpen] == "{" { i = text.index(after: afterOpen); continue }
            guard let close = text[afterOpen...].firstIndex(of: "}") else { break }
            let name = String(text[afterOpen..<close])
            if !name.isEmpty, !names.contains(name) { names.append(name) }
            i = text.index(after: close)
        }
        return names
    }

    /// The field's name when the whole text is one placeholder (`{preview}`), else nil: such a
    /// text binds to the field's value alone.
    public static func wholePlaceholder(_ text: String) -> String? {
        let utf8 = text.utf8
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
        guard utf8.count > 2, utf8.first == open, utf8.last == close,
              !utf8.dropFirst().dropLast().contains(where: { $0 == open || $0 == close }),
              // Braces that are whole characters, as `names(in:)` and `bind`'s scan read them: a
              // "{" a combining mark follows is another character, and no placeholder.
              text.first == "{", text.last == "}" else { return nil }
        return String(text.dropFirst().dropLast())
    }

    /// The text with each `{field}` replaced by the cell's value (unknown fields stay as written).
    public static func bind(_ text: String, _ value: (String) -> String?) -> String {
        guard text.utf8.contains(UInt8(ascii: "{")) else { return text }
        // The whole text one placeholder ("{preview}"), as most bound texts are: the value itself.
        if let name = wholePlaceholder(text) { return value(name) ?? text }
        var result = ""
        var i = text.startIndex
        while let open = text[i...].firstIndex(of: "{") {
            result += text[i..<open]
            let afterOpen = text.index(after: open)
            if afterOpen < text.endIndex, text[afterOpen] == "{" { result += "{"; i = text.index(after: afterOpen); continue }
            guard let close = text[afterOpen...].firstIndex(of: "}") else { i = open; break }
            let name = String(text[afterOpen..<close])
            result += value(name) ?? "{\(name)}"
            i = text.index(after: close)
        }
        result += text[i...]
        return result
    }
}
