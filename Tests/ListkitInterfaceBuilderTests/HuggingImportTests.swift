import ListkitInterfaceBuilder
import ListkitLayout
import ListkitRender
import ListkitSpec
import Testing

/// Content hugging survives `listkit import`: what the IB reader reads, the YAML renderer
/// writes where it differs from the type's default, and layout gives the type where the spec is
/// silent — all the catalogue's values.
@Suite struct HuggingImportTests {
    /// A screen holding one element `id` (`<name attributes…>`) placed 20 from the safe area's
    /// leading edge and 41 from its top, with an optional constraint of its own at priority 500.
    static func single(_ name: String, id: String, attributes: String, frame: String, optional: String) -> [UInt8] {
        IBFixtures.storyboard(subviews: """
            <\(name) opaque="NO" contentMode="scaleToFill" \(attributes)translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" \(frame)/>
                <constraints>
                    <constraint \(optional) priority="500" id="con-hg-001"/>
                </constraints>
            </\(name)>
            """, constraints: """
            <constraint firstItem="\(id)" firstAttribute="leading" secondItem="saf-00-001" secondAttribute="leading" constant="20" id="con-hg-002"/>
            <constraint firstItem="\(id)" firstAttribute="top" secondItem="saf-00-001" secondAttribute="top" constant="41" id="con-hg-003"/>
            """)
    }

    /// A 20-point activity indicator asked to be 100 wide at priority 500: at hugging 250 it
    /// grows to 100, at 750 it stays 20.
    static func indicator(hugging: String) -> [UInt8] {
        single("activityIndicatorView", id: "act-hg-001", attributes: hugging + "style=\"medium\" ",
               frame: "x=\"20\" y=\"100\" width=\"100\" height=\"20\"", optional: "firstAttribute=\"width\" constant=\"100\"")
    }

    /// The imported YAML, and the frames it lays out to.
    static func roundTrip(_ document: [UInt8]) throws -> (yaml: String, frames: [String: Rect], original: [String: Rect]) {
        let screen = try #require(try IBFixtures.screens(document).first)
        let yaml = ImportTests.yaml(screen, source: "hugging.storyboard")
        let loaded = SpecLoader().load(Array(yaml.utf8), path: "imported.yaml")
        let diagnostics = Linter(rules: Linter.lintRules()).check(loaded)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))\n\(yaml)")
        let imported = try #require(loaded.spec)
        return (yaml, IBFixtures.frames(imported), IBFixtures.frames(screen.spec))
    }

    /// IB writes no hugging priority where it is IB's base (UIView's 250), and an activity
    /// indicator at 250 must be imported at 250 although listkit's default for the type is 750.
    @Test(arguments: ["", "horizontalHuggingPriority=\"250\" verticalHuggingPriority=\"250\" "])
    func activityIndicatorAt250StaysAt250(hugging: String) throws {
        let (yaml, frames, original) = try Self.roundTrip(Self.indicator(hugging: hugging))
        let id = try #require(frames.keys.first { $0.hasPrefix("act") })
        #expect(original[id]?.width == 100)
        #expect(frames[id]?.width == 100, "\(yaml)")
        #expect(yaml.contains("hugging: 250"), "\(yaml)")
    }

    /// At the 750 IB gives a new activity indicator (and listkit's default), nothing is written
    /// and the indicator keeps its 20 points.
    @Test func activityIndicatorAt750WritesNothing() throws {
        let (yaml, frames, _) = try Self.roundTrip(Self.indicator(hugging: "horizontalHuggingPriority=\"750\" verticalHuggingPriority=\"750\" "))
        let id = try #require(frames.keys.first { $0.hasPrefix("act") })
        #expect(frames[id]?.width == 20, "\(yaml)")
        #expect(!yaml.contains("hugging:"), "\(yaml)")
    }

    /// A switch IB saved without hugging attributes is at IB's base, 250 (IB writes 750 on
    /// every switch it creates, so 750 is not its base): asked to be 60 tall at priority 500,
    /// it is, and the imported spec says `hugging: 250`.
    @Test func aSwitchWithoutHuggingAttributesIsAt250() throws {
        let document = Self.single("switch", id: "swi-hg-001", attributes: "contentHorizontalAlignment=\"center\" contentVerticalAlignment=\"center\" on=\"YES\" ",
                                   frame: "x=\"20\" y=\"100\" width=\"51\" height=\"60\"", optional: "firstAttribute=\"height\" constant=\"60\"")
        let (yaml, frames, original) = try Self.roundTrip(document)
        let id = try #require(frames.keys.first { $0.hasPrefix("swi") })
        #expect(original[id]?.height == 60)
        #expect(frames[id]?.height == 60, "\(yaml)")
        #expect(yaml.contains("hugging: 250"), "\(yaml)")
    }
}
