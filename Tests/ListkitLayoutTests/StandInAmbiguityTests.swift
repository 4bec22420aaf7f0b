import Testing
import ListkitLayout
import ListkitSpec

/// Ambiguity a stand-in's text widths alone make is not reported (`standInAmbiguityFindings`):
/// the shape of woocommerce-ios `PickListTableViewCell.xib`, a centred row of a footnote label
/// that hugs at 1000, a 20-point image and a view 115 wide, 4 apart. Inter lays "View Add-ons"
/// out 86 wide (the frame `listkit layout` prints), which SF may need as little as
/// (86 − 1) / 1.05 = 80.95 of (`FontMeasurement.standInError`).
@Suite struct StandInAmbiguityTests {
    /// A screen of one horizontal stack, centred, 4 apart, filling a device `width` × 40 wide
    /// without insets; `arranged` is the YAML of its arranged views, indented as they are here.
    static func row(screen: String, width: Int, arranged: String) -> String {
        """
        listkit: 1
        screen: \(screen)
        device: { name: "row", width: \(width), height: 40, safeArea: { top: 0, left: 0, bottom: 0, right: 0 }, scale: 2, idiom: phone }
        views:
          - id: row
            type: stack
            axis: horizontal
            alignment: center
            spacing: 4
            layout: [ "edges == parent" ]
            arranged:
        \(arranged)
        """
    }

    static func row(width: Int) -> String {
        row(screen: "Add-ons", width: width, arranged: """
                  - id: addOns
                    type: label
                    text: View Add-ons
                    font: footnote
                    hugging: { horizontal: 1000 }
                  - id: indicator
                    type: image
                    layout: [ "size == 20x20" ]
                  - id: spacer
                    type: view
                    intrinsicSize: 115x20
            """)
    }

    static func lint(width: Int) -> [String] {
        Linter(rules: [LayoutRule(kinds: [.ambiguousLayout])]).check(SpecLoader().load(Array(row(width: width).utf8), path: "row.yaml"))
            .map { "\($0.mark) \($0.message)" }
    }

    /// 226 wide: 86 + 4 + 20 + 4 + 115 = 229 is 3 over in Inter, but 80.95 + 143 = 223.95 fits,
    /// so the label and the view may not need compressing at all: no tie is reported.
    @Test func anOverflowWithinTheStandInsErrorIsNoTie() {
        #expect(Self.lint(width: 226) == [])
    }

    /// 200 wide: 29 over in Inter and still 23.95 over at the least width: a true tie, reported
    /// with the image whose place it leaves open.
    @Test func anOverflowBeyondItIsATie() {
        #expect(Self.lint(width: 200) == [
            "12:9 on row: views 'addOns' and 'spacer' tie in horizontal compression resistance (750 = 750), so Auto Layout cannot tell which to compress: give 'addOns' a higher priority (compressionResistance: { horizontal: 751 }) or a lower one (749)",
            "17:9 on row: view 'indicator' needs constraints for x position or width",
        ])
    }

    /// A 390-wide row of a title that resists compression at 1000 (242 wide in Inter) and two
    /// labels tied at 750, "Left value" (75) and "Right value" (84), 4 apart: 409, 19 over. At
    /// their least widths the tied labels need (75 − 1) / 1.05 + (84 − 1) / 1.05 = 149.5, and the
    /// row 399.5: still over, a true tie. Only the tied views' texts are narrowed; the title's own
    /// slack (to 229.5) is not theirs, and crediting it cleared the tie (review8).
    @Test func anotherTextsSlackDoesNotClearATie() {
        let spec = Self.row(screen: "Row", width: 390, arranged: """
                  - id: title
                    type: label
                    text: A fairly long account title for the
                    compressionResistance: { horizontal: 1000 }
                    hugging: { horizontal: 1000 }
                  - id: first
                    type: label
                    text: Left value
                  - id: second
                    type: label
                    text: Right value
                    hugging: { horizontal: 252 }
            """)
        let messages = Linter(rules: [LayoutRule(kinds: [.ambiguousLayout])]).check(SpecLoader().load(Array(spec.utf8), path: "row.yaml")).map(\.message)
        #expect(messages.contains { $0.contains("views 'first' and 'second' tie in horizontal compression resistance") }, "\(messages)")
    }
}
