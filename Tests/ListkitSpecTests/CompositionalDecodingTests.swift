import ListkitSpec
import ListkitYAML
import Testing

/// `compositional:` decoding: every invalid value reported at its mark, with a did-you-mean.
@Suite struct CompositionalDecodingTests {
    func decode(_ compositional: String, sections: String = "[ { id: products, cells: [] }, { id: featured, cells: [] } ]") throws -> (ListSpec?, [String]) {
        let yaml = """
        listkit: 1
        screen: S
        views:
          - id: grid
            type: collection
            layout: [ "edges == parent" ]
            sections: \(sections)
            compositional:
        \(compositional)
        """
        var decoder = SpecDecoder()
        let spec = decoder.decode(try YAMLLoader().load(yaml))
        return (spec.views.first?.list, decoder.diagnostics.map { "\($0.mark) [\($0.rule)] \($0.message)" })
    }

    @Test func aFullLayoutDecodes() throws {
        let (list, diagnostics) = try decode("""
              section:
                contentInsets: { top: 1, leading: 2, bottom: 3, trailing: 4 }
                interGroupSpacing: 8
                orthogonalScrolling: groupPagingCentered
                header: { height: estimated(44), pinned: true }
                footer: { width: fractionalWidth(0.5), height: 20 }
                group:
                  axis: vertical
                  width: fractionalWidth(1)
                  height: estimated(100)
                  interItemSpacing: flexible(6)
                  items:
                    - { width: fractionalWidth(1), height: absolute(50), contentInsets: 4 }
                    - group: { width: fractionalWidth(1), height: fractionalHeight(0.5), count: 2, items: [ { width: fractionalWidth(1), height: fractionalHeight(1) } ] }
              sections:
                featured: { group: { width: 100, height: 100, repeatCount: 3, items: [ { width: absolute(30), height: absolute(30) } ] } }
        """)
        #expect(diagnostics == [])
        let layout = try #require(list?.compositional)
        #expect(layout.section.contentInsets == DirectionalInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(layout.section.orthogonalScrolling == .groupPagingCentered)
        #expect(layout.section.header == BoundaryItemSpec(size: LayoutSizeSpec(width: .fractionalWidth(1), height: .estimated(44)), pinned: true))
        #expect(layout.section.footer?.size == LayoutSizeSpec(width: .fractionalWidth(0.5), height: .absolute(20)))
        #expect(layout.section.group.axis == .vertical)
        #expect(layout.section.group.interItemSpacing == .flexible(6))
        #expect(layout.section.group.subitems.count == 2)
        guard case .group(let nested)? = layout.section.group.subitems.last else { Issue.record("no nested group"); return }
        #expect(nested.repetition == .count(2))
        #expect(layout.layout(forSection: "featured").group.repetition == .repeating(3))
        #expect(layout.layout(forSection: "products").group.axis == .vertical)
    }

    @Test func invalidValuesAreReportedWithSuggestions() throws {
        let (_, diagnostics) = try decode("""
              section:
                orthogonalScrolling: grouppaging
                interGroupSpacing: -1
                group:
                  width: fractionalWidht(1)
                  height: fractionalHeight(0)
                  interItemSpacing: flexibel(4)
                  count: 2
                  items: [ { width: absolute(1e9), height: estimated(20), contentInset: 2 }, { width: 10, height: 10 }, { width: 10, height: 10 } ]
              sections:
                featurd: { group: { width: 1, height: 1, count: 1.5, items: [] } }
        """)
        #expect(diagnostics == [
            "13:18 [invalid-value] unknown dimension 'fractionalWidht'; did you mean 'fractionalWidth'?",
            "14:19 [invalid-value] fractionalHeight(…) takes a number above 0 and at most 100, not 'fractionalHeight(0)'",
            "17:67 [unknown-key] unknown key 'contentInset' in an item of 'compositional.section'.group; did you mean 'contentInsets'?",
            "17:29 [invalid-value] absolute(…) takes a number between 0 and 10000, not 'absolute(1e9)'",
            "16:18 [invalid-value] 'compositional.section'.group: a group with 'count' repeats one subitem, not 2",
            "15:29 [invalid-value] unknown spacing 'flexibel'; did you mean 'flexible'?",
            "11:28 [invalid-value] 'interGroupSpacing' must be a finite number between 0 and 10000, not -1",
            "10:30 [invalid-value] unknown orthogonal scrolling behavior 'grouppaging'; did you mean 'groupPaging'?",
            "19:9 [invalid-value] 'compositional.sections' names no section of this collection: 'featurd'; did you mean 'featured'?",
            "19:69 [invalid-value] the layout of section 'featurd'.group.items must list at least one item or group",
            "19:57 [invalid-value] 'count' must be a whole number between 1 and 1000, not 1.5",
        ])
    }

    @Test func flowAndCompositionalTogetherIsAnError() throws {
        let yaml = """
        listkit: 1
        screen: S
        views:
          - id: grid
            type: collection
            flow: { spacing: 4 }
            compositional: { section: { group: { width: 1, height: 1, items: [ { width: 1, height: 1 } ] } } }
        """
        var decoder = SpecDecoder()
        _ = decoder.decode(try YAMLLoader().load(yaml))
        #expect(decoder.diagnostics.map(\.message) == ["a collection has one layout: 'flow' or 'compositional', not both"])
    }
}
