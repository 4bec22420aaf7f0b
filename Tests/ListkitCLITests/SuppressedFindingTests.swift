import Foundation
import ListkitTestSupport
import Testing

/// Findings not reported are still accounted for: SARIF lists what a suppression comment, an
/// ignore in `.listkit.yml` or a baseline accepted as suppressed (with a justification), the
/// summary counts them; JUnit names findings by element, not line; rule help links point at
/// installed docs or nowhere.
@Suite struct SuppressedFindingTests {
    /// Three zero-height views: one suppressed by a comment, one ignored in .listkit.yml, one
    /// reported (then baselined).
    static let spec = """
    listkit: 1
    screen: S
    views:
      # listkit:disable-next-line zero-size
      - { id: a, type: view, layout: [ top == safeArea.top, horizontal == parent, height == 0 ] }
      - { id: b, type: view, layout: [ top == safeArea.top, horizontal == parent, height == 0 ] }
      - { id: c, type: view, layout: [ top == safeArea.top, horizontal == parent, height == 0 ] }

    """

    static let config = "ignore:\n  - { elements: b, rules: zero-size, reason: Filled in code }\n"

    static func results(_ sarif: String) throws -> [[String: Any]] {
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        return try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
    }

    static func suppression(_ result: [String: Any]) -> [String: String]? {
        (result["suppressions"] as? [[String: Any]])?.first?.compactMapValues { $0 as? String }
    }

    @Test func sarifListsSuppressedFindingsWithTheirJustification() throws {
        let dir = try CLIRunner.temporaryTree("suppressed-sarif", ["a.yaml": Self.spec, ".listkit.yml": Self.config])
        let first = try CLIRunner.run(["lint", "--strict", "--format", "sarif", "a.yaml"], in: dir)
        #expect(first.status == 1)
        #expect(first.stderr == "0 errors and 1 warning in 1 file; 2 suppressed\n", "\(first.stderr)")
        let results = try Self.results(first.stdout)
        #expect(results.count == 3)
        #expect(Self.suppression(results[0]) == nil)
        #expect(Self.suppression(results[1]) == ["kind": "inSource", "justification": "listkit:disable-next-line zero-size at line 4"])
        #expect(Self.suppression(results[2]) == ["kind": "external", "justification": "ignored in .listkit.yml: Filled in code"])

        #expect(try CLIRunner.run(["lint", "--write-baseline", "base.json", "a.yaml"], in: dir).status == 0)
        let baselined = try CLIRunner.run(["lint", "--strict", "--format", "sarif", "--baseline", "base.json", "a.yaml"], in: dir)
        #expect(baselined.status == 0, "\(baselined.stderr)")
        #expect(baselined.stderr == "no problems in 1 file; 3 suppressed\n", "\(baselined.stderr)")
        let all = try Self.results(baselined.stdout)
        #expect(all.compactMap { Self.suppression($0)?["justification"] }.sorted() == [
            "accepted in the baseline base.json", "ignored in .listkit.yml: Filled in code", "listkit:disable-next-line zero-size at line 4",
        ])
        let out = try CLIRunner.temporaryFile("suppressed-sarif/out.sarif", Data(baselined.stdout.utf8))
        let check = try JSONSchemaValidator.validateSARIF([out])
        #expect(check.status == 0 && check.errors[out] == .some(nil), "\(check.output)")
    }

    static func jsonSummary(_ json: String) throws -> [String: Int] {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return try #require(document["summary"] as? [String: Int])
    }

    /// The JSON summary counts what suppression comments, ignores and the baseline took out.
    @Test func jsonSummaryCountsSuppressedFindings() throws {
        let dir = try CLIRunner.temporaryTree("suppressed-json", ["a.yaml": Self.spec, ".listkit.yml": Self.config])
        let first = try CLIRunner.run(["lint", "--format", "json", "a.yaml"], in: dir)
        #expect(try Self.jsonSummary(first.stdout) == ["files": 1, "unreadable": 0, "errors": 0, "warnings": 1, "infos": 0, "suppressed": 2],
                "\(first.stdout)")
        #expect(first.stdout.hasSuffix(#""summary":{"files":1,"unreadable":0,"errors":0,"warnings":1,"infos":0,"suppressed":2}}"# + "\n"))
        #expect(try CLIRunner.run(["lint", "--write-baseline", "base.json", "a.yaml"], in: dir).status == 0)
        let baselined = try CLIRunner.run(["lint", "--format", "json", "--baseline", "base.json", "a.yaml"], in: dir)
        #expect(try Self.jsonSummary(baselined.stdout)["suppressed"] == 3, "\(baselined.stdout)")
        let none = try CLIRunner.run(["lint", "--format", "json", "a.yaml"], in: try CLIRunner.temporaryTree("suppressed-none", ["a.yaml": Self.spec]))
        #expect(try Self.jsonSummary(none.stdout)["suppressed"] == 1, "only the comment: \(none.stdout)")
    }

    /// With --strict, an ignore entry that covers nothing is a warning at the entry in
    /// .listkit.yml; one whose paths name no file of the run is not judged.
    @Test func strictReportsIgnoresThatIgnoreNothing() throws {
        let config = Self.config + "  - { elements: removed, reason: Gone since 2.0 }\n  - { paths: 'Other/**', reason: Another folder }\n"
        let dir = try CLIRunner.temporaryTree("suppressed-unused-ignore", ["a.yaml": Self.spec, ".listkit.yml": config])
        let strict = try CLIRunner.run(["lint", "--strict", "a.yaml"], in: dir)
        #expect(strict.status == 1)
        #expect(strict.stdout.contains(#".listkit.yml:3:5: warning: this 'ignore' entry ("Gone since 2.0") ignores nothing in the files linted; remove it [unused-ignore]"#),
                "\(strict.stdout)")
        #expect(!strict.stdout.contains("Another folder") && !strict.stdout.contains("Filled in code"), "\(strict.stdout)")
        let json = try CLIRunner.run(["lint", "--strict", "--format", "json", "a.yaml"], in: dir)
        #expect(json.stdout.contains(#"{"path":".listkit.yml","line":3,"column":5,"severity":"warning","rule":"unused-ignore""#), "\(json.stdout)")
        #expect(try Self.jsonSummary(json.stdout)["warnings"] == 2)

        let lenient = try CLIRunner.run(["lint", "a.yaml"], in: dir)
        #expect(!lenient.stdout.contains("unused-ignore"), "only with --strict: \(lenient.stdout)")
        try Data((config + "rules:\n  unused-ignore: off\n").utf8).write(to: dir.appendingPathComponent(".listkit.yml"))
        #expect(!(try CLIRunner.run(["lint", "--strict", "a.yaml"], in: dir).stdout.contains("unused-ignore")), "off in .listkit.yml")
    }

    /// A conflict's consequences are its SARIF relatedLocations, valid for the official schema.
    @Test func sarifGivesAConflictsConsequencesAsRelatedLocations() throws {
        let spec = "listkit: 1\nscreen: S\nviews:\n  - id: box\n    type: view\n    layout: [ top == safeArea.top, horizontal == parent, height == 0, height == 44 ]\n"
        let dir = try CLIRunner.temporaryTree("suppressed-related", ["a.yaml": spec])
        let r = try CLIRunner.run(["lint", "--format", "sarif", "a.yaml"], in: dir)
        let results = try Self.results(r.stdout)
        #expect(results.count == 1)
        let related = results.first?["relatedLocations"] as? [[String: Any]]
        #expect((related?.first?["message"] as? [String: Any])?["text"] as? String == "caused by this conflict: view 'box' has zero height [zero-size]")
        let out = try CLIRunner.temporaryFile("suppressed-related/out.sarif", Data(r.stdout.utf8))
        let check = try JSONSchemaValidator.validateSARIF([out])
        #expect(check.status == 0 && check.errors[out] == .some(nil), "\(check.output)")
    }

    /// A test case's name follows its finding across edits that move lines.
    @Test func junitNamesDoNotChangeWhenLinesMove() throws {
        let dir = try CLIRunner.temporaryTree("suppressed-junit", ["a.yaml": Self.spec])
        func names() throws -> [String] {
            let r = try CLIRunner.run(["lint", "--format", "junit", "a.yaml"], in: dir)
            let marker = "<testcase name=\""
            return r.stdout.components(separatedBy: "\n").filter { $0.contains(marker) }.map { line -> String in
                let after = line.components(separatedBy: marker)[1]
                return after.components(separatedBy: "\"")[0]
            }
        }
        let before = try names()
        #expect(before == ["zero-size b view &apos;b&apos; has zero height", "zero-size c view &apos;c&apos; has zero height"], "\(before)")
        try Data(("# moved\n\n" + Self.spec).utf8).write(to: dir.appendingPathComponent("a.yaml"))
        #expect(try names() == before)
    }

    /// A document's findings are named by the Interface Builder object id, and keep their names
    /// when a save moves lines and other devices change the measured numbers in the message.
    @Test func junitNamesOfDocumentFindingsAreObjectIDs() throws {
        let document = HandWrittenStoryboards.document(HandWrittenStoryboards.misplacedScene, HandWrittenStoryboards.boxScene(width: 300))
        let dir = try CLIRunner.temporaryTree("suppressed-junit-ib", ["Main.storyboard": document])
        func names() throws -> [String] {
            let r = try CLIRunner.run(["lint", "--format", "junit", "Main.storyboard"], in: dir)
            let marker = "<testcase name=\""
            return r.stdout.components(separatedBy: "\n").filter { $0.contains(marker) }.map { line -> String in
                line.components(separatedBy: marker)[1].components(separatedBy: "\"")[0]
            }
        }
        let before = try names()
        #expect(before.count == 2 && before.contains { $0.hasPrefix("misplaced-view bar-sb-001 ") }
                && before.contains { $0.hasPrefix("unsatisfiable-constraints con-sb-002 ") || $0.hasPrefix("unsatisfiable-constraints box-sb-001 ") }, "\(before)")
        try Data(document.replacingOccurrences(of: "<scenes>", with: "<scenes>\n\n\n").utf8).write(to: dir.appendingPathComponent("Main.storyboard"))
        try Data("devices: [iphone-se]\n".utf8).write(to: dir.appendingPathComponent(".listkit.yml"))
        #expect(try names() == before)
    }

    /// Installed as `make install` installs it (bin/listkit beside share/doc/listkit), SARIF's
    /// rule help links point at the installed docs/rules.md; a build run in place has none.
    @Test func ruleHelpLinksPointAtInstalledDocs() throws {
        let prefix = try CLIRunner.temporaryTree("suppressed-prefix", ["share/doc/listkit/rules.md": "# Rules\n", "a.yaml": Self.spec])
        try FileManager.default.createDirectory(at: prefix.appendingPathComponent("bin"), withIntermediateDirectories: true)
        let installed = prefix.appendingPathComponent("bin/listkit")
        try FileManager.default.linkItem(at: CLIRunner.binary, to: installed)
        let r = try CLIRunner.execute(installed.path, ["lint", "--format", "sarif", "a.yaml"], directory: prefix.path)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("\"helpUri\":\"file://\(prefix.path)/share/doc/listkit/rules.md#zero-size\""), "\(r.stdout.prefix(600))")
        let inPlace = try CLIRunner.run(["lint", "--format", "sarif", "a.yaml"], in: prefix)
        #expect(!inPlace.stdout.contains("helpUri"))
    }
}
