import Foundation
import ListkitTestSupport
import Testing

/// `listkit diff` end to end on specs/versions; goldens in Fixtures/diff
/// (LISTKIT_UPDATE_GOLDEN=1 rewrites them).
@Suite struct DiffCommandTests {
    static let v1 = "specs/versions/reviews-v1.yaml"
    static let v2 = "specs/versions/reviews-v2.yaml"
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/diff")

    @Test(arguments: ["text", "json", "swift"])
    func goldenOutput(_ format: String) throws {
        let r = try CLIRunner.run(["diff", Self.v1, Self.v2, "--format", format, "--verify"])
        #expect(r.status == 0, "\(r.stderr)")
        try expectGolden(r.stdout, matches: Self.goldens.appendingPathComponent("reviews.\(format).golden"))
    }

    @Test func jsonIsValidAndComplete() throws {
        let r = try CLIRunner.run(["diff", Self.v1, Self.v2, "--format", "json"])
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        #expect(doc["version"] as? Int == 1)
        let lists = try #require(doc["lists"] as? [[String: Any]])
        #expect(lists.first?["name"] as? String == "reviews")
        #expect((lists.first?["stages"] as? [Any])?.count == 4)   // safe staging: reloads, delete, section move, insert + move
        #expect((doc["views"] as? [[String: Any]])?.first?["change"] as? String == "retyped")
        #expect((doc["constraints"] as? [[String: Any]])?.first?["change"] as? String == "edited")
    }

    @Test func exitCodeFlag() throws {
        #expect(try CLIRunner.run(["diff", Self.v1, Self.v2]).status == 0)
        #expect(try CLIRunner.run(["diff", Self.v1, Self.v2, "--exit-code"]).status == 1)
        let same = try CLIRunner.run(["diff", Self.v1, Self.v1, "--exit-code"])
        #expect(same.status == 0)
        #expect(same.stdout == "no changes\n")
    }

    @Test func reverseDiffVerifies() throws {
        let r = try CLIRunner.run(["diff", Self.v2, Self.v1, "--verify"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("reviews:"))
    }

    @Test func invalidSpecsStopWithExitTwo() throws {
        let bad = try CLIRunner.temporaryFile("diff-bad.yaml", Data("listkit: 1\nscreen: S\nviews: [ { id: a, type: lable } ]\n".utf8))
        let r = try CLIRunner.run(["diff", Self.v1, bad])
        #expect(r.status == 2)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.contains("diff-bad.yaml:3:25: error: unknown view type 'lable'"))
        #expect(try CLIRunner.run(["diff", Self.v1, "/nonexistent.yaml"]).status == 2)
        #expect(try CLIRunner.run(["diff", Self.v1]).status == 2)
    }

    /// Lint and the engine agree: ids are bytes. NFC and NFD "café" are two ids to both; lint
    /// warns (String == calls them equal), the diff deletes one and inserts the other.
    @Test func normalizationOnlyDifferentIdsAreTwoIdsEverywhere() throws {
        let spec = { (cells: String) in "listkit: 1\nscreen: S\nviews:\n  - id: l\n    type: table\n    layout: [ edges == parent ]\n    sections:\n      - id: s\n        cells: [\(cells)]\ncellKinds:\n  K: { height: 44 }\n" }
        let both = try CLIRunner.temporaryFile("nfc-nfd.yaml", Data(spec("{ id: \"caf\\u00E9\", kind: K }, { id: \"cafe\\u0301\", kind: K }").utf8))
        let lint = try CLIRunner.run(["lint", both])
        #expect(lint.status == 0, "\(lint.stdout)\(lint.stderr)")
        #expect(lint.stdout.contains("only in Unicode normalization") && !lint.stdout.contains("error:"))
        let nfc = try CLIRunner.temporaryFile("nfc.yaml", Data(spec("{ id: \"caf\\u00E9\", kind: K }").utf8))
        let nfd = try CLIRunner.temporaryFile("nfd.yaml", Data(spec("{ id: \"cafe\\u0301\", kind: K }").utf8))
        let diff = try CLIRunner.run(["diff", nfc, nfd, "--verify"])
        #expect(diff.status == 0, "\(diff.stderr)")
        #expect(diff.stdout.contains("delete item [0,0]") && diff.stdout.contains("insert item [0,0]") && !diff.stdout.contains("warning"))
    }

    @Test func duplicateIdsArePairedWithAWarning() throws {
        let spec = { (cells: String) in "listkit: 1\nscreen: S\nviews:\n  - id: l\n    type: table\n    layout: [ edges == parent ]\n    sections:\n      - id: s\n        cells: [\(cells)]\ncellKinds:\n  K: { height: 44 }\n" }
        let a = try CLIRunner.temporaryFile("dup-a.yaml", Data(spec("{ id: x, kind: K, n: 1 }, { id: y, kind: K }, { id: x, kind: K, n: 2 }").utf8))
        let b = try CLIRunner.temporaryFile("dup-b.yaml", Data(spec("{ id: x, kind: K, n: 2 }, { id: y, kind: K }").utf8))
        let r = try CLIRunner.run(["diff", a, b, "--verify"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("dup-a.yaml:9:69: warning: duplicate cell id 'x'"))
        #expect(r.stdout.contains("warning: duplicate item id \"x\": old [0,0] [0,2], new [0,0]; paired first-in-first-out"))
        #expect(r.stdout.contains("delete item [0,2] \"x\""))
        #expect(r.stdout.contains("update item [0,0] \"x\": n \"1\" → \"2\""))
    }
}
