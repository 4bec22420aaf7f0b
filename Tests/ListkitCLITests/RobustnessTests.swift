import Foundation
import Testing

/// Hostile and foreign input through the real binary: every run ends with 0, 1 or 2, never a
/// signal or a hang, and every finding line carries line:col.
@Suite struct RobustnessTests {

    static func checkLocated(_ r: CLIRunner.Outcome, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!r.signaled, "\(what): killed by a signal", sourceLocation: sourceLocation)
        #expect(!r.timedOut, "\(what): hung", sourceLocation: sourceLocation)
        #expect([0, 1, 2].contains(r.status), "\(what): exit \(r.status)", sourceLocation: sourceLocation)
        for line in r.stdout.split(separator: "\n") where !line.hasPrefix("    ") {
            let findingLine = #/^.+:\d+:\d+: (error|warning): .+ \[[a-z0-9-]+\]$/#
            #expect((try? findingLine.wholeMatch(in: String(line))) != nil, "\(what): unlocated line: \(line.prefix(200))",
                    sourceLocation: sourceLocation)
        }
    }

    static let suite = CLIRunner.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/yaml-test-suite")
    static let suiteFiles: [String] = {
        var files: [String] = []
        for kind in ["valid", "error"] {
            let dir = suite.appendingPathComponent(kind)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
            files += names.sorted().map { dir.appendingPathComponent($0).path }
        }
        if files.isEmpty {
            print("⚠️  WARNING: \(suite.path) is missing: the yaml-test-suite robustness test DID NOT RUN")
        }
        return files
    }()

    @Test(.enabled(if: !suiteFiles.isEmpty, "../shared/yaml-test-suite is missing"))
    func yamlTestSuite() throws {
        #expect(Self.suiteFiles.count > 300)
        var statuses: [Int32: Int] = [:]
        for file in Self.suiteFiles {
            let r = try CLIRunner.run(["lint", file], timeout: 20)
            Self.checkLocated(r, file)
            statuses[r.status, default: 0] += 1
        }
        // Foreign YAML is not a spec: nearly all of it must be reported (exit 1), none may pass silently as I/O failure.
        #expect((statuses[1] ?? 0) > Self.suiteFiles.count * 9 / 10, "statuses: \(statuses)")
    }

    /// Every command, not only lint, ends cleanly on every broken and valid fixture.
    @Test func everyCommandOnEveryFixture() throws {
        let root = CLIRunner.packageRoot
        var files: [String] = []
        for dir in ["Tests/ListkitSpecTests/Fixtures/rules", "Tests/ListkitLayoutTests/Fixtures", "specs/examples"] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(dir).path)) ?? []
            files += names.filter { $0.hasSuffix(".yaml") }.sorted().map { "\(dir)/\($0)" }
        }
        files += RuleExampleFiles.paths(extensions: ["yaml"]).filter { !$0.contains("/fixed/") }
        #expect(files.count > 20)
        for file in files {
            for arguments in [["layout", file, "--format", "wireframe", "--all-devices"], ["layout", file, "--format", "svg", "--full"],
                              ["diff", file, "specs/examples/click-counter.yaml", "--verify"]] {
                let r = try CLIRunner.run(arguments, timeout: 20)
                #expect(!r.signaled && !r.timedOut && [0, 1, 2].contains(r.status), "\(arguments): exit \(r.status)")
            }
        }
    }

    @Test func billionLaughs() throws {
        var yaml = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        var previous = "a"
        for name in ["b", "c", "d", "e", "f", "g", "h", "i"] {
            yaml += "\(name): &\(name) [" + Array(repeating: "*\(previous)", count: 10).joined(separator: ", ") + "]\n"
            previous = name
        }
        let r = try CLIRunner.run(["lint", "-"], stdin: Data(yaml.utf8), timeout: 10)
        Self.checkLocated(r, "billion laughs")
        #expect(r.status == 1)
        #expect(r.stdout.contains("[yaml-alias-budget]"))
    }

    @Test func deepNesting() throws {
        let yaml = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let r = try CLIRunner.run(["lint", "-"], stdin: Data(yaml.utf8), timeout: 10)
        Self.checkLocated(r, "deep nesting")
        #expect(r.stdout.contains("[yaml-too-deep]"))
    }

    @Test func fiftyMegabytes() throws {
        var data = Data("listkit: 1\nscreen: Big\nviews: []\nnotes: \"".utf8)
        data.append(Data(repeating: UInt8(ascii: "x"), count: 50 << 20))
        data.append(Data("\"\n".utf8))
        let path = try CLIRunner.temporaryFile("big.yaml", data)
        let r = try CLIRunner.run(["lint", path], timeout: 20)
        Self.checkLocated(r, "50 MB")
        #expect(r.status == 1)
        #expect(r.stdout.contains("1:1: error:"))
        #expect(r.stdout.contains("[yaml-too-large]"))
    }

    @Test func nulByteAndInvalidUTF8() throws {
        for (name, bytes) in [("nul", Array("listkit: 1\nscreen: A\u{0}B\n".utf8)),
                              ("utf8", Array("listkit: 1\nscreen: ".utf8) + [0xC3, 0x28] + Array("\n".utf8))] {
            let r = try CLIRunner.run(["lint", "-"], stdin: Data(bytes), timeout: 10)
            Self.checkLocated(r, name)
            #expect(r.status == 1, "\(name)")
            #expect(r.stdout.contains("<stdin>:2:"), "\(name): \(r.stdout)")
        }
    }

    @Test func longLineSnippetIsCut() throws {
        let yaml = "listkit: 1\nscreen: S\nviews: [ { id: a, type: view, layout: [ \"" + String(repeating: "w", count: 100_000) + " == 1\" ] } ]\n"
        let r = try CLIRunner.run(["lint", "-"], stdin: Data(yaml.utf8))
        Self.checkLocated(r, "long line")
        #expect(r.stdout.split(separator: "\n").allSatisfy { !$0.hasPrefix("    ") || $0.count < 200 })
    }
}
