import Foundation
import FoundationXML
import Testing

/// The CI report formats, checked by independent parsers: SARIF by scripts/sarif_check.py (the
/// official SARIF 2.1.0 JSON Schema), JUnit and Checkstyle as XML, Code Climate as JSON.
@Suite struct ReporterTests {

    /// Three errors (one a bad suppression), a warning, and a file name that needs escaping in
    /// every format.
    static let spec = """
    listkit: 1
    screen: S
    views:
      - { id: a, type: lable }
      - { id: b, type: view, layout: [ top == parnt.top ] }
      - { id: c, type: label, text: "<&\\"'>", layout: [ "top == parent.top", "leading == parent.leading" ] }
    cellKinds:
      Unused: { height: 44 }
    # listkit:disable-next-line no-such-rule

    """

    static func lint(_ format: String, extra: [String] = []) throws -> CLIRunner.Outcome {
        let path = try CLIRunner.temporaryFile("reporters/\(format)\(extra.joined())/odd & <name>.yaml", Data(spec.utf8))
        return try CLIRunner.run(["lint", "--format", format] + extra + [path])
    }

    @Test func sarifPassesAnIndependentSARIFValidator() throws {
        let r = try Self.lint("sarif")
        #expect(r.status == 1)
        let out = try CLIRunner.temporaryFile("reporters/out.sarif", Data(r.stdout.utf8))
        let check = try JSONSchemaValidator.validateSARIF([out])
        #expect(check.status == 0, "\(check.output)")
        #expect(check.errors[out] == .some(nil), "\(check.output)")

        let log = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 4)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(ids.contains("truncated-text") && ids.contains("unknown-view-type"))
        for rule in rules {
            // No docs installed beside .build/debug/listkit: no link rather than a made-up one.
            #expect(rule["helpUri"] == nil)
            #expect(((rule["shortDescription"] as? [String: Any])?["text"] as? String)?.isEmpty == false)
        }
        // The first finding: `lable` at 4:20, ending after the word (end column 25).
        let first = try #require(results.first)
        #expect(first["ruleId"] as? String == "unknown-view-type")
        let location = try #require((first["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        let region = try #require(location["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 4 && region["startColumn"] as? Int == 20 && region["endColumn"] as? Int == 25)
        let uri = try #require((location["artifactLocation"] as? [String: Any])?["uri"] as? String)
        #expect(uri.hasSuffix("/sarif/odd%20%26%20%3Cname%3E.yaml"))
        let logical = (first["locations"] as? [[String: Any]])?.first?["logicalLocations"] as? [[String: Any]]
        #expect(logical?.first?["fullyQualifiedName"] as? String == "a")
        #expect(results.contains { $0["level"] as? String == "warning" && $0["ruleId"] as? String == "unused-cell-kind" })
    }

    /// The validator is not a rubber stamp: a SARIF log with an unknown level is rejected.
    @Test func theSARIFValidatorRejectsABrokenLog() throws {
        let r = try Self.lint("sarif", extra: ["--color", "never"])
        let broken = r.stdout.replacingOccurrences(of: "\"level\":\"error\"", with: "\"level\":\"fatal\"")
        let out = try CLIRunner.temporaryFile("reporters/broken.sarif", Data(broken.utf8))
        let check = try JSONSchemaValidator.validateSARIF([out])
        #expect(check.status == 1, "\(check.output)")
        #expect((check.errors[out] ?? nil)?.contains("fatal") == true, "\(check.output)")
    }

    /// It is the official schema, which closes every object: a member SARIF does not define is
    /// an error, as is a `columnKind` outside its enumeration (a lenient model accepted both).
    @Test func theSARIFValidatorIsTheOfficialSchema() throws {
        let r = try Self.lint("sarif", extra: ["--color", "never"])
        let unknownMember = r.stdout.replacingOccurrences(of: "\"results\":", with: "\"findings\":[],\"results\":")
        let badColumnKind = r.stdout.replacingOccurrences(of: "\"results\":", with: "\"columnKind\":\"bytes\",\"results\":")
        let first = try CLIRunner.temporaryFile("reporters/unknown-member.sarif", Data(unknownMember.utf8))
        let second = try CLIRunner.temporaryFile("reporters/column-kind.sarif", Data(badColumnKind.utf8))
        let check = try JSONSchemaValidator.validateSARIF([first, second])
        #expect(check.output.hasPrefix("validator: SARIF 2.1.0 schema"), "\(check.output)")
        #expect((check.errors[first] ?? nil)?.contains("findings") == true, "\(check.output)")
        #expect((check.errors[second] ?? nil)?.contains("bytes") == true, "\(check.output)")
    }

    @Test func junitIsWellFormedWithAFailurePerError() throws {
        let r = try Self.lint("junit")
        let document = try XMLDocument(data: Data(r.stdout.utf8))
        let suites = try document.nodes(forXPath: "/testsuites/testsuite")
        #expect(suites.count == 1)
        #expect(try document.nodes(forXPath: "//testcase").count == 4)
        #expect(try document.nodes(forXPath: "//failure").count == 3)
        let strict = try CLIRunner.run(["lint", "--format", "junit", "--strict", try CLIRunner.temporaryFile("reporters/s.yaml", Data(Self.spec.utf8))])
        #expect(try XMLDocument(data: Data(strict.stdout.utf8)).nodes(forXPath: "//failure").count == 4)
        let clean = try CLIRunner.run(["lint", "--format", "junit", "specs/examples/click-counter.yaml"])
        #expect(clean.status == 0)
        #expect(try XMLDocument(data: Data(clean.stdout.utf8)).nodes(forXPath: "//testcase").count == 1)
    }

    @Test func checkstyleIsWellFormed() throws {
        let r = try Self.lint("checkstyle")
        let document = try XMLDocument(data: Data(r.stdout.utf8))
        let errors = try document.nodes(forXPath: "/checkstyle/file/error")
        #expect(errors.count == 4)
        let first = try #require(errors.first as? XMLElement)
        #expect(first.attribute(forName: "line")?.stringValue == "4")
        #expect(first.attribute(forName: "source")?.stringValue == "listkit.unknown-view-type")
        #expect(try document.nodes(forXPath: "/checkstyle/file/@name").first?.stringValue?.hasSuffix("odd & <name>.yaml") == true)
    }

    @Test func codeClimateHasUniqueFingerprints() throws {
        let r = try Self.lint("codeclimate")
        let issues = try #require(try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [[String: Any]])
        #expect(issues.count == 4)
        let fingerprints = Set(issues.compactMap { $0["fingerprint"] as? String })
        #expect(fingerprints.count == 4)
        #expect(issues.first?["severity"] as? String == "major")
        #expect(((issues.first?["location"] as? [String: Any])?["positions"] as? [String: Any]) != nil)
    }

    @Test func outputFileAndColor() throws {
        let out = CLIRunner.scratch.appendingPathComponent("reporters/report.json").path
        let path = try CLIRunner.temporaryFile("reporters/c.yaml", Data(Self.spec.utf8))
        let r = try CLIRunner.run(["lint", "--format", "json", "--output", out, path])
        #expect(r.status == 1 && r.stdout.isEmpty)
        let written = try String(contentsOfFile: out, encoding: .utf8)
        #expect(written.hasPrefix("{\"version\":1,\"diagnostics\":["))
        let colored = try CLIRunner.run(["lint", "--color", "always", path])
        #expect(colored.stdout.contains("\u{1B}[1;31merror\u{1B}[0m"))
        let plain = try CLIRunner.run(["lint", "--color", "never", path])
        #expect(!plain.stdout.contains("\u{1B}["))
        #expect(try CLIRunner.run(["lint", "--color", "sometimes", path]).status == 2)
    }
}
