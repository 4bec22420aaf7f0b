import ListkitSpec
import Testing

/// `missing-boundary-item`: a compositional layout shows a section's header or footer only
/// through a boundary supplementary item, so data headers and footers without one are never
/// shown (the golden fixture boundary-items.yaml covers the screen's collections).
struct BoundaryItemRuleTests {
    static func findings(_ yaml: String) -> [Diagnostic] {
        Linter().check(SpecLoader().load(Array(yaml.utf8), path: "s.yaml")).filter { $0.rule == .missingBoundaryItem }
    }

    static func spec(layoutHeader: String, flow: Bool = false) -> String {
        let layout = flow ? "flow: { itemSize: { width: 50, height: 50 } }" : """
        compositional:
                      section:
                        group: { width: fractionalWidth(1), height: absolute(50), items: [ { width: fractionalWidth(1), height: fractionalHeight(1) } ] }
                        \(layoutHeader)
        """
        return """
        listkit: 1
        screen: S
        views:
          - { id: list, type: table, layout: [ edges == safeArea ], sections: [ { id: s, cells: [ { id: c, kind: Row } ] } ] }
        cellKinds:
          Row:
            height: 120
            views:
              - id: strip
                type: collection
                layout: [ edges == parent ]
                \(layout)
                sections:
                  - { id: photos, header: Photos, cells: [ { id: p, kind: Photo } ] }
          Photo: { height: 50 }
        """
    }

    @Test func aCollectionInACellKindIsCheckedToo() {
        let found = Self.findings(Self.spec(layoutHeader: ""))
        #expect(found.map(\.message) == ["header of section 'photos' is never shown: its layout in collection 'strip' (the compositional 'section') has no boundary header; add 'header: { height: … }' to it"])
        #expect(found.first?.severity == .warning && found.first?.mark.line == 17)
    }

    @Test func aBoundaryHeaderOrAFlowLayoutSilencesIt() {
        #expect(Self.findings(Self.spec(layoutHeader: "header: { height: 30 }")).isEmpty)
        #expect(Self.findings(Self.spec(layoutHeader: "", flow: true)).isEmpty, "a flow layout shows headers by its headerHeight")
    }
}
