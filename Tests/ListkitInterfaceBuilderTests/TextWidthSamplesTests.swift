@testable import ListkitIBCorpus
import ListkitInterfaceBuilder
import ListkitSpec
import Testing

/// The samples the system font's widths are fitted from (`TextWidthSampler`,
/// scripts/sf_width_fit.py): labels whose saved width, or height, is their text's.
@Suite struct TextWidthSamplesTests {
    static func label(_ id: String, _ text: String, width: String, font: String = #"type="system" pointSize="17""#) -> String {
        """
        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="16" y="100" width="\(width)" height="20.5"/>
            <fontDescription key="fontDescription" \(font)/>
        </label>
        """
    }

    static func constraint(_ id: String, _ first: String, _ attribute: String, to second: String? = "roo-00-001", constant: Int) -> String {
        let target = second.map { #" secondItem="\#($0)" secondAttribute="\#(attribute)""# } ?? ""
        return #"<constraint firstItem="\#(first)" firstAttribute="\#(attribute)"\#(target) constant="\#(constant)" id="\#(id)"/>"#
    }

    /// A root 390 × 844 (@3x) with one one-line label at (16, 100): placed by its leading edge
    /// and top only (its width and height are its text's), also 16 from the trailing edge
    /// (stretched: 358 wide), with `width == 100`, or in Avenir (not the system font).
    static func document(_ subview: String, _ constraints: String) -> [UInt8] {
        IBFixtures.storyboard(subviews: subview, constraints: constraints)
    }

    func samples(_ subview: String, _ constraints: String) -> [TextWidthSample] {
        CorpusCheck(collectsTextSamples: true).check(Self.document(subview, constraints), path: "repo/Main.storyboard").textSamples
    }

    static let placed = constraint("c-l", "lbl-00-001", "leading", constant: 16) + constraint("c-t", "lbl-00-001", "top", constant: 100)

    @Test func aLabelHuggingItsTextIsASampleOfItsWidthAndHeight() throws {
        let found = samples(Self.label("lbl-00-001", "Add Friends", width: "92"), Self.placed)
        let sample = try #require(found.first)
        #expect(found.count == 1)
        #expect(sample.id == "label_lbl_00_001" && sample.text == "Add Friends" && sample.pointSize == 17 && sample.weight == .regular)
        #expect(sample.widthFollows && sample.heightFollows)
        #expect(sample.savedWidth == 92 && sample.savedHeight == 20.5 && sample.lines == 1 && sample.characters == 11)
        // listkit's own measure, unrounded, with the HIG's tracking at 17 points after each character.
        #expect(sample.tracking == -0.43 && abs(sample.measuredWidth - 92) < 1.5)
        let report = CorpusReport([CorpusCheck(collectsTextSamples: true).check(Self.document(Self.label("lbl-00-001", "Add Friends", width: "92"), Self.placed),
                                                                               path: "repo/Main.storyboard")])
        #expect(report.textSamplesText.hasPrefix("path\tid\ttoolsVersion\tpointSize\tweight\tstyle\tscale\tsavedWidth\tmeasuredWidth\t"))
        // One line of 17 points at @3x: 20.29 → 20⅓ tall.
        let fields = report.textSamplesText.split(separator: "\n").last?.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        #expect(fields?.count == 17 && fields?.first == "repo/Main.storyboard" && fields?[6] == "3" && fields?[7] == "92.0")
        #expect(fields?.suffix(6) == ["1", "1", "20.5", "\(61.0 / 3)", "1", "Add Friends"])
    }

    @Test func aStretchedOrFixedWidthIsNotASampleOfTheTextsWidth() throws {
        let stretched = samples(Self.label("lbl-00-001", "Share", width: "358"), Self.placed + Self.constraint("c-r", "roo-00-001", "trailing", to: "lbl-00-001", constant: 16))
        #expect(stretched.count == 1 && stretched.first?.widthFollows == false && stretched.first?.heightFollows == true)
        let fixed = samples(Self.label("lbl-00-001", "Leave", width: "100"), Self.placed + Self.constraint("c-w", "lbl-00-001", "width", to: nil, constant: 100))
        #expect(fixed.count == 1 && fixed.first?.widthFollows == false)
        let named = samples(Self.label("lbl-00-001", "Avenir", width: "60", font: #"name="Avenir-Book" family="Avenir" pointSize="17""#), Self.placed)
        #expect(named.isEmpty, "not the system font")
        #expect(CorpusCheck().check(Self.document(Self.label("lbl-00-001", "Add Friends", width: "92"), Self.placed), path: "repo/Main.storyboard").textSamples.isEmpty,
                "collected only when asked")
    }
}
