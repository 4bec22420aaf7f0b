import Testing
import ListkitLayout
import ListkitSpec

/// Compositional layout (UICollectionViewCompositionalLayout): frames worked out by hand from
/// Apple's documented semantics of NSCollectionLayoutDimension, NSCollectionLayoutGroup and
/// NSCollectionLayoutSection (docs/layout.md, "Compositional layout").
@Suite struct CompositionalLayoutTests {
    static let shop = """
    listkit: 1
    screen: Shop
    device: iphone-se
    views:
      - id: shop
        type: collection
        layout: [ "edges == parent" ]
        compositional:
          section:
            contentInsets: { top: 8, leading: 16, bottom: 8, trailing: 16 }
            interGroupSpacing: 10
            header: { height: absolute(30) }
            group:
              axis: horizontal
              width: fractionalWidth(1)
              height: absolute(100)
              count: 3
              interItemSpacing: 8
              items: [ { width: fractionalWidth(1), height: fractionalHeight(1) } ]
          sections:
            featured:
              orthogonalScrolling: groupPaging
              interGroupSpacing: 12
              contentInsets: { leading: 20, trailing: 20 }
              group: { width: fractionalWidth(0.8), height: absolute(150), items: [ { width: fractionalWidth(1), height: fractionalHeight(1), contentInsets: 4 } ] }
            notes:
              group: { axis: vertical, width: fractionalWidth(1), height: estimated(44), items: [ { width: fractionalWidth(1), height: estimated(44) } ] }
              footer: { height: absolute(20), pinned: true }
        sections:
          - id: featured
            cells:
              - { id: f1, kind: tile, name: One }
              - { id: f2, kind: tile, name: Two }
              - { id: f3, kind: tile, name: Three }
          - id: grid
            header: Products
            cells:
              - { id: g1, kind: tile, name: A }
              - { id: g2, kind: tile, name: B }
              - { id: g3, kind: tile, name: C }
              - { id: g4, kind: tile, name: D }
              - { id: g5, kind: tile, name: E }
          - id: notes
            cells:
              - { id: n1, kind: note, body: Fresh today }
              - { id: n2, kind: note, body: Closed on Sundays }
    cellKinds:
      tile:
        views:
          - { id: name, type: label, text: "{name}", layout: [ "center == parent" ] }
      note:
        views:
          - { id: body, type: label, text: "{body}", lines: 0, layout: [ "top == parent.top + 8", "bottom == parent.bottom - 8", "horizontal == parent + 16" ] }
    """

    func layout(_ yaml: String, rtl: Bool = false, full: Bool = true) throws -> (list: ListLayout, findings: [LayoutFinding]) {
        let outcome = LayoutEngine(spec: try loadSpec(yaml), options: LayoutOptions(rtl: rtl, full: full)).layout(on: device("iphone-se"))
        return (try #require(outcome.result.views.first?.list), outcome.findings)
    }

    func frames(_ list: ListLayout) -> [String: Rect] {
        var result: [String: Rect] = [:]
        for section in list.sections {
            for cell in [section.header, section.footer].compactMap({ $0 }) + section.cells { result[cell.id] = cell.frame }
        }
        return result
    }

    @Test func orthogonalSectionRunsGroupsSideBySide() throws {
        // Container 375 − 2 × 20 = 335; groups 0.8 × 335 = 268 wide, 12 apart; the item's
        // contentInsets of 4 inset each cell inside its group.
        let f = frames(try layout(Self.shop).list)
        #expect(f["f1"] == rect(24, 4, 260, 142))
        #expect(f["f2"] == rect(304, 4, 260, 142))
        #expect(f["f3"] == rect(584, 4, 260, 142))
    }

    @Test func countGroupsShareTheirWidthAfterSpacing() throws {
        // After the 150-point orthogonal section: header 30 at the section's leading inset,
        // 343 wide (fractionalWidth(1) of 375 − 32); 8 of top inset; count 3 with 8 points
        // between: (343 − 16) / 3 = 109 each; the second group 100 + 10 below.
        let (list, findings) = try layout(Self.shop)
        let f = frames(list)
        #expect(f["grid/header"] == rect(16, 150, 343, 30))
        #expect(f["g1"] == rect(16, 188, 109, 100))
        #expect(f["g2"] == rect(133, 188, 109, 100))
        #expect(f["g3"] == rect(250, 188, 109, 100))
        #expect(f["g4"] == rect(16, 298, 109, 100))
        #expect(f["g5"] == rect(133, 298, 109, 100))
        #expect(list.sections[1].header?.title == "Products")
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    @Test func estimatedItemsSelfSizeAndGroupsFollow() throws {
        // grid ends at 188 + 210 + 8 = 406. A note is 8 + 20.5 (a body line at @2x) + 8 = 36.5;
        // two do not fit the 44-point estimate, so each vertical group holds one and is 36.5
        // tall. The footer follows: 20 points at 479; the content is 499 tall.
        let (list, _) = try layout(Self.shop)
        let f = frames(list)
        #expect(f["n1"] == rect(0, 406, 375, 36.5))
        #expect(f["n2"] == rect(0, 442.5, 375, 36.5))
        #expect(f["notes/footer"] == rect(0, 479, 375, 20))
        #expect(list.contentSize == Size(width: 375, height: 499))
    }

    @Test func onlyCellsInsideTheListWidthAreOnScreen() throws {
        let list = try layout(Self.shop, full: false).list
        #expect(list.sections[0].cells.map(\.id) == ["f1", "f2"])
    }

    @Test func rightToLeftMirrorsGroups() throws {
        let f = frames(try layout(Self.shop, rtl: true).list)
        #expect(f["f1"] == rect(91, 4, 260, 142))
        #expect(f["g1"] == rect(250, 188, 109, 100))
        #expect(f["grid/header"] == rect(16, 150, 343, 30))
    }

    static let mosaic = """
    listkit: 1
    screen: Mosaic
    device: iphone-se
    views:
      - id: photos
        type: collection
        layout: [ "edges == parent" ]
        contentInsetAdjustmentBehavior: never    # the container is the whole 375 × 667
        compositional:
          section:
            group:
              width: fractionalWidth(1)
              height: fractionalHeight(0.25)
              interItemSpacing: flexible(10)
              items: [ { width: fractionalWidth(0.3), height: fractionalHeight(1) } ]
          sections:
            mosaic:
              group:
                width: fractionalWidth(1)
                height: absolute(200)
                items:
                  - { width: fractionalWidth(0.5), height: fractionalHeight(1) }
                  - group: { axis: vertical, width: fractionalWidth(0.5), height: fractionalHeight(1), repeatCount: 2, interItemSpacing: 10, items: [ { width: fractionalWidth(1), height: absolute(95) } ] }
            centered:
              orthogonalScrolling: groupPagingCentered
              group: { width: absolute(300), height: absolute(50), items: [ { width: fractionalWidth(1), height: fractionalHeight(1) } ] }
        sections:
          - { id: grid, cells: [ { id: c1, kind: tile }, { id: c2, kind: tile }, { id: c3, kind: tile }, { id: c4, kind: tile } ] }
          - { id: mosaic, cells: [ { id: m1, kind: tile }, { id: m2, kind: tile }, { id: m3, kind: tile }, { id: m4, kind: tile }, { id: m5, kind: tile } ] }
          - { id: centered, cells: [ { id: k1, kind: tile }, { id: k2, kind: tile } ] }
    cellKinds:
      tile:
        views: [ { id: dot, type: view, layout: [ "center == parent", "size == 10x10" ] } ]
    """

    @Test func repeatingItemsFitAndFlexibleSpacingSharesTheRest() throws {
        // 0.3 × 375 = 112.5 wide: three fit with 10 between (357.5), a fourth would not; the
        // 37.5 left over makes the two gaps 18.75. Groups are 0.25 × 667 = 166.75 tall.
        let f = frames(try layout(Self.mosaic).list)
        #expect(f["c1"] == rect(0, 0, 112.5, 166.75))
        #expect(f["c2"] == rect(131.25, 0, 112.5, 166.75))
        #expect(f["c3"] == rect(262.5, 0, 112.5, 166.75))
        #expect(f["c4"] == rect(0, 166.75, 112.5, 166.75))
    }

    @Test func nestedGroupsTakeTheirShareOfCells() throws {
        // One big item and a vertical group of two 95-point items 10 apart: three cells a
        // group; the second group has cells for its big item and one small one.
        let f = frames(try layout(Self.mosaic).list)
        #expect(f["m1"] == rect(0, 333.5, 187.5, 200))
        #expect(f["m2"] == rect(187.5, 333.5, 187.5, 95))
        #expect(f["m3"] == rect(187.5, 438.5, 187.5, 95))
        #expect(f["m4"] == rect(0, 533.5, 187.5, 200))
        #expect(f["m5"] == rect(187.5, 533.5, 187.5, 95))
    }

    @Test func groupPagingCenteredCentresTheFirstGroup() throws {
        let (list, findings) = try layout(Self.mosaic)
        let f = frames(list)
        #expect(f["k1"] == rect(37.5, 733.5, 300, 50))
        #expect(f["k2"] == rect(337.5, 733.5, 300, 50))
        #expect(list.contentSize == Size(width: 375, height: 783.5))
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }
}

