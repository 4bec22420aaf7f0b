import Foundation
import Testing

/// User text in every text output (issue #16): names, ids, paths and source lines holding line
/// breaks, escape sequences, C1 controls, LS/PS and bidi overrides come out escaped, so no
/// output line can be forged, no terminal driven, and no generated Swift changed.
@Suite struct InjectionTests {
    /// A screen name that forges a finding, a device name that ends a `//` comment with a
    /// carriage return and runs `fatalError()`, and ids with OSC, bell, LS and RLO.
    static func hostileSpec(height: Int, lastCell: String) -> String {
        """
        listkit: 1
        screen: "S\\e[31m\\nforged.yaml:1:1: error: x [y]"
        device: { name: "d\\rfatalError()\\n// \\u202E\\u0085x", width: 390, height: 844 }
        views:
          - id: l
            type: table
            layout: [ top == parent.top, horizontal == parent, height == \(height) ]
            sections:
              - id: "s\\n1"
                cells: [ { id: "c\\e]0;title\\a", kind: K, title: "t\\u2028x" }, { id: "\(lastCell)", kind: K } ]
        cellKinds:
          K: { height: 44 }

        """
    }

    static let old = try! CLIRunner.temporaryFile("hostile-old.yaml", Data(hostileSpec(height: 400, lastCell: "c2\\u202E").utf8))
    static let new = try! CLIRunner.temporaryFile("hostile-new.yaml", Data(hostileSpec(height: 500, lastCell: "c3\\r").utf8))

    static func expectClean(_ r: CLIRunner.Outcome, _ what: String, status: Int32) {
        #expect(r.status == status, "\(what): \(r.stderr)")
        #expect(OutputChecks.rawControls(r.stdout).isEmpty, "\(what): raw \(OutputChecks.rawControls(r.stdout)) in stdout")
        #expect(OutputChecks.rawControls(r.stderr).isEmpty, "\(what): raw \(OutputChecks.rawControls(r.stderr)) in stderr")
        #expect(!r.stdout.split(separator: "\n").contains { $0.hasPrefix("forged.yaml") }, "\(what): a forged line")
    }

    @Test func layoutHeadingsIdsAndDeviceNames() throws {
        for format in ["table", "wireframe", "svg", "json"] {
            let r = try CLIRunner.run(["layout", Self.old, "--format", format, "--full"])
            Self.expectClean(r, format, status: 0)
        }
        let table = try CLIRunner.run(["layout", Self.old])
        #expect(table.stdout.hasPrefix(#"S\u{1B}[31m\nforged.yaml:1:1: error: x [y] on d\rfatalError()\n// \u{202E}\u{85}x (390x844 pt"#))
        #expect(table.stdout.contains(#"  l/s\n1/c\u{1B}]0;title\u{7}  cell:K"#))
    }

    @Test func diffTextAndJSON() throws {
        for format in ["text", "json"] {
            Self.expectClean(try CLIRunner.run(["diff", Self.old, Self.new, "--format", format]), format, status: 0)
        }
        let text = try CLIRunner.run(["diff", Self.old, Self.new])
        #expect(text.stdout.contains(#"frames on d\rfatalError()\n// \u{202E}\u{85}x:"#))
        #expect(text.stdout.contains(#"insert item [0,1] "c3\r""#))
    }

    /// The generated Swift must parse, and `fatalError()` from the device name must stay inside
    /// a comment: it must not be in the parsed program.
    @Test func swiftHoldsUserTextOnlyInComments() throws {
        let r = try CLIRunner.run(["diff", Self.old, Self.new, "--format", "swift"])
        Self.expectClean(r, "swift", status: 0)
        #expect(r.stdout.contains("fatalError()"))  // the name is there, as a comment
        let file = try CLIRunner.temporaryFile("hostile-changes.swift", Data(r.stdout.utf8))
        let parse = try Self.swiftc(["-parse", file])
        #expect(parse.status == 0, "\(parse.stderr)")
        let dump = try Self.swiftc(["-dump-parse", file])
        #expect(dump.status == 0)
        #expect(dump.stdout.contains("performBatchUpdates"), "the dump shows the program")
        #expect(!dump.stdout.contains("fatalError"), "user text became code")
    }

    static func swiftc(_ arguments: [String]) throws -> CLIRunner.Outcome {
        try CLIRunner.execute("/usr/bin/env", ["swiftc"] + arguments, timeout: 120)
    }

    /// Findings quote user text in messages and show source lines in snippets: a raw ESC and a
    /// bidi override in the file, and a finding path that holds a line break.
    @Test func findingsMessagesSnippetsAndPaths() throws {
        let quoted = "listkit: 1\nscreen: S\nviews:\n  - { id: a, type: \"lab\\e[2Jel\\u202E\\nforged.yaml:1:1: error: x [y]\" }\n"
        let raw = "listkit: 1\nscreen: S\nviews:\n  - { id: b, type: label\u{1B}[2J\u{202E} }\n"
        let path = try CLIRunner.temporaryFile("name\nforged.yaml:1:1: error: x [y].yaml", Data(quoted.utf8))
        let rawPath = try CLIRunner.temporaryFile("raw.yaml", Data(raw.utf8))
        let r = try CLIRunner.run(["lint", path, rawPath])
        Self.expectClean(r, "lint", status: 1)
        #expect(OutputChecks.unlocatedFindingLines(r.stdout).isEmpty, "\(OutputChecks.unlocatedFindingLines(r.stdout))")
        #expect(r.stdout.contains(#"name\nforged.yaml:1:1: error: x [y].yaml:4:"#))
        #expect(r.stdout.contains(#"    - { id: b, type: label\u{1B}[2J\u{202E} }"#), "the snippet, escaped")
        let github = try CLIRunner.run(["lint", path, rawPath, "--format", "github"])
        Self.expectClean(github, "github", status: 1)
    }

    @Test func unknownDeviceMessage() throws {
        let r = try CLIRunner.run(["layout", Self.old, "--device", "x\u{1B}[2J\u{202E}"])
        Self.expectClean(r, "unknown device", status: 2)
        #expect(r.stderr.contains(#"unknown device 'x\u{1B}[2J\u{202E}'"#))
    }
}
