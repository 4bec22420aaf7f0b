import ListkitSpec
import Testing

/// `# listkit:` comments: next line, same line, ranges, `all`, unknown names, and unused ones
/// under strict.
@Suite struct SuppressionTests {
    static let spec = """
    listkit: 1
    screen: S
    views:
      # listkit:disable-next-line unknown-view-type
      - { id: a, type: lable }
      - { id: b, type: lable }   # listkit:disable-line unknown-view-type, unknown-view
      # listkit:disable unknown-view
      - { id: c, type: view, layout: [ top == parnt.top ] }
      - { id: d, type: view, layout: [ top == parnt.top ] }
      # listkit:enable unknown-view
      - { id: e, type: view, layout: [ top == parnt.top ] }
      - { id: f, type: lable, text: "# listkit:disable-line all" }
      # listkit:disable-next-line all
      - { id: g, type: lable }

    """

    @Test func suppressionsCoverTheirLines() {
        #expect(LintHarness.lines(LintHarness.lint(Self.spec)) == [
            "<stdin>:11:43: error: constraint names unknown view 'parnt' in the screen; did you mean 'parent'? [unknown-view]",
            "<stdin>:12:20: error: unknown view type 'lable'; did you mean 'label'? [unknown-view-type]",
        ])
    }

    /// A cell kind's finding is reported at the kind's view; the cell of a section that brings
    /// it out is where a suppression comment can say why, and covers it there too.
    @Test func aCommentAtTheCellThatBringsOutAKindsFindingSuppressesIt() {
        let spec = """
        listkit: 1
        screen: Cells
        views:
          - id: list
            type: table
            layout: [ top == safeArea.top, horizontal == parent, bottom == parent.bottom ]
            sections:
              - id: main
                cells:
                  - { id: a, kind: Row, name: Ana }
                  # listkit:disable-next-line zero-size
                  - { id: b, kind: Row, name: "" }
        cellKinds:
          Row:
            views:
              - { id: name, type: label, text: "{name}", layout: [ "leading == parent + 16", "vertical == parent + 11" ] }

        """
        #expect(LintHarness.lint(spec, strict: true).isEmpty)
        let unsuppressed = LintHarness.lint(spec.replacingOccurrences(of: "          # listkit:disable-next-line zero-size\n", with: ""))
        #expect(LintHarness.lines(unsuppressed) == [
            "<stdin>:15:9: warning: on iphone-15: in cell kind 'Row' (first in cell 'b'): view 'name' has zero width and height [zero-size]",
            "<stdin>:11:13: note: cell 'b' brings it out",
        ])
        #expect(unsuppressed.first?.related.map(\.mark.line) == [11])
        // A comment at another cell does not.
        let elsewhere = spec.replacingOccurrences(of: "          # listkit:disable-next-line zero-size\n          - { id: b", with: "          - { id: b")
            .replacingOccurrences(of: "          - { id: a", with: "          # listkit:disable-next-line zero-size\n          - { id: a")
        #expect(LintHarness.lint(elsewhere).map(\.rule) == [.zeroSize])
    }

    @Test func strictReportsSuppressionsThatSuppressNothing() {
        #expect(!LintHarness.lines(LintHarness.lint(Self.spec, strict: true)).contains(
            "<stdin>:6:30: warning: 'listkit:disable-line unknown-view-type, unknown-view' suppresses nothing; remove it [unused-suppression]"))
        let spec = "listkit: 1\nscreen: S\n# listkit:disable-next-line zero-size\nviews: []\n"
        #expect(LintHarness.lint(spec).isEmpty)
        #expect(LintHarness.lines(LintHarness.lint(spec, strict: true)) == [
            "<stdin>:3:1: warning: 'listkit:disable-next-line zero-size' suppresses nothing; remove it [unused-suppression]",
        ])
    }

    @Test func unknownDirectivesAndRulesAreErrorsWithSuggestions() {
        let spec = "listkit: 1\nscreen: S\n# listkit:disable-nextline zero-size\n# listkit:disable-line zero-sise\n# listkit:enable zero-size\nviews: []\n"
        #expect(LintHarness.lines(LintHarness.lint(spec)) == [
            "<stdin>:3:1: error: unknown suppression 'listkit:disable-nextline'; did you mean 'disable-next-line'? [invalid-suppression]",
            "<stdin>:4:1: error: unknown rule 'zero-sise' in 'listkit:disable-line'; did you mean 'zero-size'? [invalid-suppression]",
            "<stdin>:5:1: error: 'listkit:enable zero-size' has no 'listkit:disable zero-size' before it [invalid-suppression]",
        ])
    }
}
