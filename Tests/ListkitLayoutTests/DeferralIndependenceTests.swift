import ListkitLayout
import ListkitSpec
import Testing

/// Layout's results do not depend on the solver's deferral of long optional rows
/// (`SystemSolution.defersLongOptionalConstraints`): a wrapping label is measured at the width
/// of an intermediate solve whose optimum is not unique, and a deferring solver returned
/// another optimum there, which built a different final system. Found in review of a70b731 (the
/// shape of pocket-casts-ios `SonosLinkController.xib`, its chain of views made long).
@Suite struct DeferralIndependenceTests {
    /// A chain of `count` one-letter labels from the leading edge, then a wrapping message
    /// centred, 15 from the chain's end and from the trailing edge, both at 750.
    static func chainBeforeAWrappingLabel(_ count: Int) -> String {
        let chain = (1...count).map { i in
            let leading = i == 1 ? "parent.leading" : "a\(i - 1).trailing"
            return """
              - id: a\(i)
                type: label
                text: "i"
                font: "15"
                compressionResistance: { horizontal: 1000 }
                hugging: { horizontal: 1000 }
                layout: [ "leading == \(leading)", "top == parent.top + 10" ]
            """
        }
        return """
        listkit: 1
        screen: Chain
        device: { name: "d", width: 375, height: 623, safeArea: { top: 0, left: 0, bottom: 0, right: 0 }, scale: 2, idiom: phone }
        os: ios18
        views:
        \(chain.joined(separator: "\n"))
          - id: msg
            type: label
            text: "Connecting to Sonos will allow the Sonos app to access your episode information.\\n\\nYour email address, password and other sensitive items are never shared."
            font: "15"
            lines: 0
            layout:
              - leading == a\(count).trailing + 15 @750
              - trailing == parent.trailing - 15 @750
              - centerX == parent.centerX
              - top == parent.top + 40
        """
    }

    /// The screen is clean and the message stays inside its parent, with 20 labels (a long
    /// chain, whose optional rows a deferring solver would keep out) as with 10 (a short one).
    @Test(arguments: [10, 20, 30])
    func aLongChainLaysOutAsAShortOne(count: Int) throws {
        let spec = try loadSpec(Self.chainBeforeAWrappingLabel(count))
        let outcome = LayoutEngine(spec: spec).layout(on: try #require(spec.devices.first?.value))
        #expect(outcome.findings.map(\.message).isEmpty, "\(outcome.findings.map(\.message))")
        let message = try #require(framesByID(outcome.result.views)["msg"])
        #expect(message.x >= 0 && message.x + message.width <= 375, "\(message)")
        #expect(abs(message.x + message.width / 2 - 187.5) < 1e-9, "centred: \(message)")
    }
}
