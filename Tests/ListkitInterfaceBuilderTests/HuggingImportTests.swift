import ListkitInterfaceBuilder
import ListkitLayout
import ListkitRender
import ListkitSpec
import Testing

/// Content hugging survives `listkit import`: what the IB reader reads, the YAML renderer
/// writes where it differs from the type's default, and layout gives the type where the spec is
/// silent — all the catalogue's values.
@Suite struct HuggingImportTests {
    /// A 20-point activity indicator asked to be 100 wide at priority 500: at hugging 250 it
    /// grows to 100, at 750 it stays 20.
    static func indicator(hugging: String) -> [UInt8] {
        IBFixtures.storyboard(subviews: """
            <activityIndicatorView opaque="NO" contentMode="scaleToFill" \(hugging)style="medium" translatesAutoresizingMaskIntoConstraints="NO" id="act-hg-001">
                <rect key="frame" x="20" y="100" width="100" height="20"/>
                <constraints>
                    <constraint firstAttribute="width" constant="100" priority="500" id="con-hg-001"/>
                </constraints>
            </activityIndicatorView>
            """, constraints: """
            <constraint firstItem="act-hg-001" firstAttribute="leading" secondItem="saf-00-001" secondAttribute="leading" constant="20" id="con-hg-002"/>
            <constraint firstItem="act-hg-001" firstAttribute="top" secondItem="saf-00-001" secondAttribute="top" constant="41" id="con-hg-003"/>
            """)
    }

    /// The imported YAML, and the frames it lays out to.
    static func roundTrip(_ document: [UInt8]) throws -> (yaml: String, frames: [String: Rect], original: [String: Rect]) {
        let screen = try #require(try IBFixtures.screens(document).first)
        let yaml = ImportTests.yaml(screen, source: "hugging.storyboard")
        let result = Linter(rules: Linter.lintRules()).lint(Array(yaml.utf8), path: "imported.yaml")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))\n\(yaml)")
        let imported = try #require(result.spec)
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
        let document = IBFixtures.storyboard(subviews: """
            <switch opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="swi-hg-001">
                <rect key="frame" x="20" y="100" width="51" height="60"/>
                <constraints>
                    <constraint firstAttribute="height" constant="60" priority="500" id="con-hg-011"/>
                </constraints>
            </switch>
            """, constraints: """
            <constraint firstItem="swi-hg-001" firstAttribute="leading" secondItem="saf-00-001" secondAttribute="leading" constant="20" id="con-hg-012"/>
            <constraint firstItem="swi-hg-001" firstAttribute="top" secondItem="saf-00-001" secondAttribute="top" constant="41" id="con-hg-013"/>
            """)
        let (yaml, frames, original) = try Self.roundTrip(document)
        let id = try #require(frames.keys.first { $0.hasPrefix("swi") })
        #expect(original[id]?.height == 60)
        #expect(frames[id]?.height == 60, "\(yaml)")
        #expect(yaml.contains("hugging: 250"), "\(yaml)")
    }
}
