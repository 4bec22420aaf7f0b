import ListkitSpec
import Testing

/// `invalid-value` for bound properties (`FieldBindingRule`): a kind's template read once, each
/// cell's values bound into it. A template that is one placeholder takes the field as it is;
/// one with other text binds every placeholder (the golden fixture field-bindings.yaml covers
/// whole placeholders and a screen view's binding).
struct FieldBindingRuleTests {
    static let yaml = """
    listkit: 1
    screen: S
    views:
      - id: list
        type: table
        layout: [ edges == safeArea ]
        sections:
          - id: s
            cells:
              - { id: a, kind: Row, w: 40, h: 30, read: true }
              - { id: b, kind: Row, w: big, h: 30, read: maybe }
              - { id: c, kind: Row, w: 40, read: false }
              - { id: d, kind: Row, w: 40, h: x }
    cellKinds:
      Row:
        views:
          - { id: avatar, type: image, image: "{w}x{h}", layout: [ "leading == parent + 16", "vertical == parent + 8" ] }
          - { id: dot, type: view, hidden: "{read}", layout: [ size == 8x8, trailing == parent.trailing - 16, centerY == parent ] }
    """

    @Test func boundValuesAreCheckedPerCell() {
        let found = Linter().check(SpecLoader().load(Array(Self.yaml.utf8), path: "s.yaml")).filter { $0.rule == .invalidValue }
        // Cell a binds valid values; c lacks `h` and d lacks `read` (missing-field's findings, not these).
        #expect(found.map(\.message) == [
            "'bigx30' is not a value of 'image' (a size such as 40x40): kind 'Row' binds it to view 'avatar' at 17:44",
            "'maybe' is not a value of 'hidden' (true or false): kind 'Row' binds it to view 'dot' at 18:41",
            "'40xx' is not a value of 'image' (a size such as 40x40): kind 'Row' binds it to view 'avatar' at 17:44",
        ])
        // Each at the cell's first field the template uses.
        #expect(found.map { "\($0.mark.line):\($0.mark.column)" } == ["11:36", "11:54", "13:36"])
    }
}
