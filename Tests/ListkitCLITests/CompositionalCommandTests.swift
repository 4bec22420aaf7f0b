import Foundation
import Testing

/// Compositional layout end to end through the CLI: `listkit layout` prints hand-checked
/// frames, `listkit lint` reports invalid values with file:line:col and a did-you-mean.
@Suite struct CompositionalCommandTests {
    /// Every cell frame of the first list in `listkit layout --format json` output, by id.
    static func cellFrames(_ json: String) throws -> [String: [Double]] {
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let layout = try #require((root["layouts"] as? [[String: Any]])?.first)
        let list = try #require((layout["views"] as? [[String: Any]])?.first?["list"] as? [String: Any])
        var frames: [String: [Double]] = [:]
        for section in list["sections"] as? [[String: Any]] ?? [] {
            let cells = (section["cells"] as? [[String: Any]] ?? []) + [section["header"], section["footer"]].compactMap { $0 as? [String: Any] }
            for cell in cells {
                guard let id = cell["id"] as? String, let f = cell["frame"] as? [String: Double] else { continue }
                frames[id] = [f["x"] ?? -1, f["y"] ?? -1, f["width"] ?? -1, f["height"] ?? -1]
            }
        }
        return frames
    }

    @Test func layoutPrintsTheStorefrontsFrames() throws {
        let r = try CLIRunner.run(["layout", "specs/examples/storefront.yaml", "--device", "iphone-se", "--format", "json", "--full"],
                                  in: CLIRunner.packageRoot)
        #expect(r.status == 0, "\(r.stderr)")
        let f = try Self.cellFrames(r.stdout)
        // The featured carousel: 0.85 × (375 − 32) = 291.55 wide, 12 apart, from the 16-point inset.
        #expect(f["spring"] == [16, 8, 291.55, 160])
        #expect(f["gifts"] == [623.1, 8, 291.55, 160])
        // Products: header at 8 + 160 + 8; groups 0.4 × 343 = 137.2 tall, 8 apart, three
        // items of (343 − 16) / 3 = 109.
        #expect(f["products/header"] == [16, 176, 343, 36])
        #expect(f["mug"] == [16, 220, 109, 137.2])
        #expect(f["pins"] == [133, 365.2, 109, 137.2])
    }

    @Test func lintReportsAnUnknownDimension() throws {
        let spec = """
        listkit: 1
        screen: S
        views:
          - id: grid
            type: collection
            layout: [ edges == parent ]
            compositional:
              section:
                group: { width: fractionalWidht(1), height: absolute(44), items: [ { width: fractionalWidth(1), height: fractionalHeight(1) } ] }
            sections: []
        """
        let path = try CLIRunner.temporaryFile("compositional/bad.yaml", Data(spec.utf8))
        let r = try CLIRunner.run(["lint", path])
        #expect(r.status == 1)
        #expect((r.stdout + r.stderr).contains("bad.yaml:9:25: error: unknown dimension 'fractionalWidht'; did you mean 'fractionalWidth'? [invalid-value]"),
                "\(r.stdout)\(r.stderr)")
    }
}
