import ListkitLayout
import ListkitSpec
import ListkitYAML
import Testing

/// Cells bind scalar properties of their kind's views (hidden, lines, image size) and kinded
/// headers and footers bind their fields, as texts always did.
struct FieldBindingTests {
    static let spec = """
    listkit: 1
    screen: Chats
    views:
      - id: list
        type: table
        layout: [ edges == safeArea ]
        sections:
          - id: main
            header: { kind: Header, title: Pinned }
            cells:
              - { id: a, kind: Chat, name: Ana, unread: 3, read: false, avatar: 40x40, lines: 1 }
              - { id: b, kind: Chat, name: Bo, unread: 0, read: true, avatar: 60x60, lines: 1 }
    cellKinds:
      Header:
        views:
          - { id: title, type: label, text: "{title}", layout: [ "horizontal == parent + 16", "vertical == parent + 8" ] }
      Chat:
        views:
          - id: row
            type: stack
            spacing: 8
            alignment: center
            layout: [ "horizontal == parent + 16", "vertical == parent + 8" ]
            arranged:
              - { id: avatar, type: image, image: "{avatar}" }
              - { id: name, type: label, text: "{name}", lines: "{lines}", hugging: { horizontal: 1 } }
              - { id: badge, type: label, text: "{unread}", hidden: "{read}", hugging: 1000, compressionResistance: 1000 }
    """

    static func list(_ yaml: String = spec) throws -> ListLayout {
        let spec = try loadSpec(yaml)
        return try #require(LayoutEngine(spec: spec, options: LayoutOptions(full: true)).layout(on: device("iphone-15")).result.views.first?.list)
    }

    static func views(_ cell: CellLayout) -> [String: ViewFrame] {
        var result: [String: ViewFrame] = [:]
        var pending = cell.views
        while let view = pending.popLast() {
            result[view.id] = view
            pending += view.children
        }
        return result
    }

    /// A bound `hidden` collapses the badge in the stack for the read chat only; a bound image
    /// size makes each row as tall as its avatar plus 16 (8 above and below).
    @Test func cellsBindHiddenAndImageSizes() throws {
        let cells = try Self.list().sections[0].cells
        let unread = Self.views(cells[0]), read = Self.views(cells[1])
        #expect(unread["badge"]?.isHidden == false && read["badge"]?.isHidden == true)
        #expect(read["badge"]?.frame.width == 0, "UISV-hiding collapses the hidden badge")
        #expect(unread["avatar"].map { ($0.frame.width, $0.frame.height) } ?? (0, 0) == (40, 40))
        #expect(read["avatar"].map { ($0.frame.width, $0.frame.height) } ?? (0, 0) == (60, 60))
        #expect(cells[0].frame.height == 56 && cells[1].frame.height == 76)
    }

    /// A bound `lines` lets a long name wrap in one cell and stay on one line in another.
    @Test func cellsBindLines() throws {
        let long = String(repeating: "Anastasia Konstantinopoulou ", count: 3)
        let yaml = Self.spec.replacingOccurrences(of: "name: Ana, unread: 3, read: false, avatar: 40x40, lines: 1",
                                                  with: "name: \(long), unread: 3, read: false, avatar: 40x40, lines: 0")
        let cells = try Self.list(yaml).sections[0].cells
        let wrapped = try #require(Self.views(cells[0])["name"]?.textLines)
        #expect(wrapped.count > 1)
        #expect(Self.views(cells[1])["name"]?.textLines?.count == 1)
    }

    /// The review's bug: a kinded header showed the literal "{title}".
    @Test func kindedHeadersBindTheirFields() throws {
        let header = try #require(Self.list().sections[0].header)
        #expect(Self.views(header)["title"]?.text == "Pinned")
    }

    static func lint(_ yaml: String) throws -> [Diagnostic] {
        Linter().check(SpecLoader().load(Array(yaml.utf8), path: "t.yaml"))
    }

    @Test func lintChecksHeadersFieldsAndBoundValues() throws {
        let missing = try Self.lint(Self.spec.replacingOccurrences(of: "{ kind: Header, title: Pinned }", with: "{ kind: Header, titel: Pinned }"))
        #expect(missing.contains { $0.rule == .missingField && $0.message.contains("the header of section 'main' does not supply field 'title'") && $0.message.contains("(it has 'titel')") })
        let invalid = try Self.lint(Self.spec.replacingOccurrences(of: "read: true", with: "read: maybe"))
        #expect(invalid.contains { $0.rule == .invalidValue && $0.message.contains("'maybe' is not a value of 'hidden' (true or false)") })
        #expect(try Self.lint(Self.spec).isEmpty)
        // `{read}` unquoted is a one-key YAML mapping: read as the same binding.
        let unquoted = Self.spec.replacingOccurrences(of: "hidden: \"{read}\"", with: "hidden: {read}")
        let unquotedFindings = try Self.lint(unquoted)
        #expect(unquoted != Self.spec && unquotedFindings.isEmpty)
        let cells = try Self.list(unquoted).sections[0].cells
        #expect(Self.views(cells[1])["badge"]?.isHidden == true)
    }
}
