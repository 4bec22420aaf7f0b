import ListkitLayout
import ListkitSpec
import Testing

/// Review of 3d4901c: two labels tied at compression resistance 1000 were advised "a higher
/// priority (1000)", the one they have. At the top of the range only a lower one is a change.
@Suite struct PriorityTieAdviceTests {
    @Test func aTieAtRequiredAdvisesOnlyALowerPriority() throws {
        let spec = try loadSpec("""
        listkit: 1
        screen: Tie
        device: iphone-15
        views:
          - id: box
            type: view
            layout: [ "top == parent.top + 100", "leading == parent.leading + 16", "width == 200", "height == 30" ]
            subviews:
              - { id: first, type: label, text: Hello, compressionResistance: { vertical: 1000 }, layout: [ "top == parent.top", "horizontal == parent" ] }
              - { id: second, type: label, text: World, compressionResistance: { vertical: 1000 }, layout: [ "top == first.bottom", "bottom == parent.bottom", "horizontal == parent" ] }
        """)
        let messages = LayoutEngine(spec: spec).layout(on: device("iphone-15")).findings.map(\.message)
        let tie = try #require(messages.first { $0.contains("tie in vertical compression resistance") }, "\(messages)")
        #expect(tie.hasSuffix("give 'first' a lower priority (compressionResistance: { vertical: 999 })"), "\(tie)")
    }
}
