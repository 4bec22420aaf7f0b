import ListkitSpec
import Testing

/// Every number in the format has a finite range (issue #16): `.nan`, `.inf`, `1e308`, negative
/// and oversized values are `invalid-value` at the value, all of them reported in one pass.
@Suite struct NumberRangeTests {
    static func findings(_ yaml: String) -> [String] {
        Linter().check(SpecLoader().load(Array(yaml.utf8), path: "n.yaml")).map { "\($0.mark) \($0.message) [\($0.rule)]" }
    }

    @Test func outOfRangeValuesAreLocatedAtTheValue() {
        let found = Self.findings("""
        listkit: 1
        screen: S
        device: { name: d, width: .nan, height: 1e308, safeArea: { top: -5, bottom: 1e400 } }
        views:
          - id: l
            type: collection
            layout: [ edges == parent ]
            flow: { lineSpacing: 1e308, spacing: .inf, itemSize: { width: 20000, height: "width / 3" } }
            sections:
              - { id: s, header: { title: x, height: -1 }, cells: [ { id: c, kind: K } ] }
          - { id: st, type: stack, spacing: -1e9, arranged: [ { id: lb, type: label, text: x, lines: .nan, font: .inf } ] }
          - { id: im, type: image, image: 1e308x5 }
        cellKinds:
          K: { height: "width * 100000" }

        """)
        let expected = [
            "3:27 a device's 'width' must be a finite number between 1 and 10000, not .nan [invalid-value]",
            "3:41 a device's 'height' must be a finite number between 1 and 10000, not 1e308 [invalid-value]",
            "3:65 'safeArea'.top must be a finite number between 0 and 10000, not -5 [invalid-value]",
            "3:77 'safeArea'.bottom must be a finite number between 0 and 10000, not 1e400 [invalid-value]",
            "8:26 'lineSpacing' must be a finite number between 0 and 10000, not 1e308 [invalid-value]",
            "8:42 'spacing' must be a finite number between 0 and 10000, not .inf [invalid-value]",
            "8:67 itemSize.width must be a finite number between 0 and 10000, not 20000 [invalid-value]",
            "10:46 'header'.height must be a finite number between 0 and 10000, not -1 [invalid-value]",
            "11:37 'spacing' must be a finite number between -10000 and 10000, not -1e9 [invalid-value]",
            "11:94 'lines' must be a finite number between 0 and 10000, not .nan [invalid-value]",
            "11:106 a font size must be a finite number above 0 and at most 1000, not .inf [invalid-value]",
            "12:35 'image' must be a size such as 90x90, each side between 0 and 10000, not '1e308x5' [invalid-value]",
            "14:16 cell kind 'K' height: numbers in a size expression must be between 0 and 10000, not 100000 [invalid-value]",
        ]
        for line in expected { #expect(found.contains(line), "missing: \(line)\nfound: \(found)") }
        #expect(!found.contains { $0.contains("must be a number, not a number") })
    }

    @Test func safeAreaMustFitTheDevice() {
        let found = Self.findings("listkit: 1\nscreen: S\ndevice: { name: d, width: 300, height: 400, safeArea: { top: 300, bottom: 200, left: 200, right: 101 } }\nviews: []\n")
        #expect(found.contains("3:55 'safeArea' top and bottom (300 + 200) must not exceed the device's height 400 [invalid-value]"), "\(found)")
        #expect(found.contains("3:55 'safeArea' left and right (200 + 101) must not exceed the device's width 300 [invalid-value]"), "\(found)")
    }

    @Test func constraintNumbersAreBounded() {
        let found = Self.findings("listkit: 1\nscreen: S\nviews:\n  - { id: a, type: view, layout: [ \"height == 99999999999999999999999\", \"width == 0.5 * parent.width + 10000\" ] }\n")
        #expect(found == ["4:47 in constraint 'height == 99999999999999999999999': numbers in a constraint must be between 0 and 10000, not 1e+23 [constraint-syntax]"], "\(found)")
    }

    @Test func theLimitsThemselvesAreAccepted() {
        let found = Self.findings("""
        listkit: 1
        screen: S
        device: { name: d, width: 10000, height: 10000, safeArea: { top: 5000, bottom: 5000 } }
        views:
          - { id: st, type: stack, spacing: -10000, layout: [ "height == 10000" ], arranged: [ { id: lb, type: label, text: x, lines: 10000, font: 1000 } ] }

        """)
        #expect(found.isEmpty, "\(found)")
    }
}
