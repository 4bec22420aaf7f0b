import Foundation
import Testing

/// Broken environments through the real binary (issue #16): special and oversized inputs, a
/// closed or foreign standard input, failed writes, unreadable and oddly named paths. Each
/// test is a crash, hang or misleading result the issue describes; each must end in exit
/// 0, 1 or 2 with the failure said on stderr.
@Suite struct HostileIOTests {
    /// Runs `script` in bash with `$L` the listkit binary, from a fresh scratch directory.
    static func shell(_ script: String, timeout: TimeInterval = 30) throws -> CLIRunner.Outcome {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("listkit-hostile-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let environment = ["L": CLIRunner.binary.path, "NO_COLOR": "1", "PATH": "/usr/bin:/bin",
                           "SPEC": CLIRunner.packageRoot.appendingPathComponent("specs/examples/click-counter.yaml").path]
        defer { try? FileManager.default.removeItem(at: dir) }
        return try CLIRunner.execute("/bin/bash", ["-c", script], environment: environment, directory: dir.path, timeout: timeout)
    }

    /// A spec whose findings make lint write: an unknown view type.
    static let broken = "printf 'listkit: 1\\nscreen: S\\nviews:\\n  - { id: a, type: lable }\\n'"

    // MARK: Reading

    @Test func devZeroIsReadUpToTheCap() throws {
        let r = try CLIRunner.run(["lint", "/dev/zero"], timeout: 30)
        RobustnessTests.checkLocated(r, "/dev/zero")
        #expect(r.status == 1)
        #expect(r.stdout.contains("/dev/zero:1:1: error: file is larger than the limit of 33554432 bytes [yaml-too-large]"))
    }

    @Test func sparseFileIsNotAllocatedBySize() throws {
        let r = try Self.shell("truncate -s 5G sparse.yaml && \"$L\" lint sparse.yaml; echo \"rc=$?\"")
        #expect(!r.timedOut)
        #expect(r.stdout.contains("sparse.yaml:1:1: error: file is larger than the limit"), "\(r.stdout) \(r.stderr)")
        #expect(r.stdout.hasSuffix("rc=1\n"))
    }

    @Test func standardInputClosedDirectoryOrEndless() throws {
        for (what, redirect, status, message) in [("closed", "<&-", 2, "<stdin>: error: cannot read: bad file descriptor"),
                                                  ("a directory", "< .", 2, "<stdin>: error: cannot read: is a directory"),
                                                  ("/dev/zero", "< /dev/zero", 1, "1 error and 0 warnings in 1 file")] {
            let r = try Self.shell("\"$L\" lint - \(redirect); echo \"rc=$?\"")
            #expect(r.stdout.hasSuffix("rc=\(status)\n"), "\(what): \(r.stdout) \(r.stderr)")
            #expect(r.stderr.contains(message), "\(what): \(r.stderr)")
            #expect(!r.stderr.contains("no problems"), "\(what)")
        }
    }

    @Test func fifoFoundByAWalkIsSkippedWithANote() throws {
        let r = try Self.shell("mkdir d && mkfifo d/pipe.yaml && cp \"$SPEC\" d/ok.yaml && \"$L\" lint d; echo \"rc=$?\"", timeout: 20)
        #expect(!r.timedOut, "lint blocked on a FIFO")
        #expect(r.stderr.contains("d/pipe.yaml: note: skipped: a FIFO, not a regular file"), "\(r.stderr)")
        #expect(r.stderr.contains("no problems in 1 file"))
        #expect(r.stdout.hasSuffix("rc=0\n"))
    }

    /// diff and layout read a regular file in chunks as it loads; a named pipe given by name, or
    /// a process substitution, is read whole as before, without losing what its writer sends
    /// (opened, looked at and closed again, the pipe would have lost its reader, and its writer
    /// its data).
    @Test func pipesNamedOnTheCommandLineAreReadWhole() throws {
        let r = try Self.shell("mkfifo p.yaml && ((sleep 0.5; cat \"$SPEC\") > p.yaml &) && \"$L\" diff p.yaml \"$SPEC\"; echo \"rc=$?\"", timeout: 20)
        #expect(!r.timedOut, "diff blocked on a FIFO")
        #expect(r.stdout == "no changes\nrc=0\n", "\(r.stdout) \(r.stderr)")
        let s = try Self.shell("\"$L\" diff <(cat \"$SPEC\") \"$SPEC\"; echo \"rc=$?\"", timeout: 20)
        #expect(s.stdout == "no changes\nrc=0\n", "\(s.stdout) \(s.stderr)")
    }

    // MARK: Writing

    @Test func everyFailedWriteIsReported() throws {
        for command in ["\"$L\" lint bad.yaml", "\"$L\" layout \"$SPEC\" --format json", "\"$L\" diff \"$SPEC\" bad2.yaml"] {
            for (what, redirect, reason) in [("full disk", "> /dev/full", "no space left on device"),
                                             ("closed stdout", ">&-", "bad file descriptor")] {
                let setup = Self.broken + " > bad.yaml && sed 's/text: Tap/text: Tapped/' \"$SPEC\" > bad2.yaml && "
                let r = try Self.shell(setup + command + " \(redirect); echo \"rc=$?\" >&2")
                #expect(r.stderr.contains("error: cannot write output: \(reason)\n"), "\(command) \(what): \(r.stderr)")
                #expect(r.stderr.hasSuffix("rc=2\n"), "\(command) \(what): \(r.stderr)")
            }
        }
    }

    /// A reader that stops early (`| head`) ends listkit quietly with status 2, whether SIGPIPE
    /// is ignored by the parent (EPIPE) or not (listkit ignores it itself): never a signal.
    @Test func brokenPipeEndsQuietly() throws {
        let spec = Self.manyCells(3_000)
        for trap in ["trap '' PIPE; ", ""] {
            let r = try Self.shell("\(trap)printf '%s' '\(spec)' > big.yaml && \"$L\" layout big.yaml --full | head -c 100 > /dev/null; echo \"rc=${PIPESTATUS[0]}\" >&2")
            #expect(r.stderr == "rc=2\n", "\(trap): \(r.stderr)")
        }
    }

    /// A table of `count` cells: a layout with `--full` prints a line for each.
    static func manyCells(_ count: Int) -> String {
        let cells = (0..<count).map { "{ id: c\($0), kind: K }" }.joined(separator: ", ")
        return "listkit: 1\nscreen: S\nviews:\n  - id: l\n    type: table\n    layout: [ edges == parent ]\n    sections:\n      - id: s\n        cells: [\(cells)]\ncellKinds:\n  K: { height: 44 }\n"
    }

    // MARK: Paths

    @Test func nonUTF8NamesAreReadAndShownEscaped() throws {
        let r = try Self.shell("mkdir d && " + Self.broken + " > \"d/$(printf 'n\\xff')\".yaml && \"$L\" lint d; echo \"rc=$?\"; \"$L\" lint \"d/$(printf 'n\\xff')\".yaml; echo \"rc=$?\"")
        #expect(r.stdout.components(separatedBy: "d/n\\xFF.yaml:4:").count == 3, "\(r.stdout) \(r.stderr)")
        #expect(r.stdout.components(separatedBy: "rc=1\n").count == 3)
        #expect(!r.stderr.contains("no such file"))
    }

    @Test func unreadableEntriesAreReportedWithExit2() throws {
        // A link loop cannot be followed, even by root; a path beyond PATH_MAX cannot be opened.
        let long = String(repeating: "x", count: 250)
        let deep = "mkdir -p d && (cd d && for i in $(seq 20); do mkdir \(long) && cd \(long) || exit 1; done; touch deep.yaml)"
        let r = try Self.shell("\(deep) && ln -s loop.yaml d/loop.yaml && cp \"$SPEC\" d/ok.yaml && \"$L\" lint d; echo \"rc=$?\"")
        #expect(r.stderr.contains("d/loop.yaml: error: too many levels of symbolic links"), "\(r.stderr)")
        #expect(r.stderr.contains("x: error: file name too long"))
        #expect(r.stderr.contains("0 errors and 0 warnings in 1 file read; 2 paths could not be read"), "\(r.stderr)")
        #expect(r.stdout.hasSuffix("rc=2\n"))
    }

    @Test(.enabled(if: getuid() != 0, "root reads any directory")) func unlistableSubdirectoryIsReported() throws {
        let r = try Self.shell("mkdir -p d/locked && cp \"$SPEC\" d/ok.yaml && chmod 000 d/locked && \"$L\" lint d; echo \"rc=$?\"; chmod 755 d/locked")
        #expect(r.stderr.contains("d/locked: error: cannot read directory: permission denied"), "\(r.stderr)")
        #expect(r.stdout.hasSuffix("rc=2\n"))
    }

    @Test func summaryCountsWhatCouldNotBeRead() throws {
        let r = try CLIRunner.run(["lint", "specs/examples/click-counter.yaml", "/nonexistent.yaml"])
        #expect(r.status == 2)
        #expect(!r.stderr.contains("no problems"))
        #expect(r.stderr.contains("0 errors and 0 warnings in 1 file read; 1 path could not be read"))
        let json = try CLIRunner.run(["lint", "specs/examples/click-counter.yaml", "/nonexistent.yaml", "--format", "json"])
        #expect(json.stdout.contains("\"summary\":{\"files\":1,\"unreadable\":1,"), "\(json.stdout)")
    }

    // MARK: Hangs and values

    /// Each snippet used to decode its whole line: a 240 KB one-line spec with many findings
    /// took 13-23 s, 700 KB over a minute. The guard is far above the linear time (about a
    /// second for 1 MB in release).
    @Test func oneLineSpecWithManyFindingsIsLinear() throws {
        let views = (0..<7_000).map { "{id: v\($0), type: lable}" }.joined(separator: ", ")
        let yaml = "{listkit: 1, screen: S, views: [\(views), {id: pad, type: view, note: \(String(repeating: "x", count: 500_000))}]}\n"
        let r = try CLIRunner.run(["lint", "-"], stdin: Data(yaml.utf8), timeout: 60)
        RobustnessTests.checkLocated(r, "one line")
        #expect(r.status == 1)
        #expect(r.stderr.contains("7001 errors"), "\(r.stderr)")
        #expect(r.stdout.split(separator: "\n").allSatisfy { $0.count < 400 })
    }

    /// The largest values the format allows still give finite frames in every format (was:
    /// `inf` in the table, `null` in JSON, `height="inf"` in SVG for 1e308).
    @Test func framesAreFiniteAtTheLimits() throws {
        let cells = (0..<200).map { "{ id: c\($0), kind: K }" }.joined(separator: ", ")
        let yaml = """
        listkit: 1
        screen: S
        device: { name: big, width: 10000, height: 10000, safeArea: { top: 5000, bottom: 5000 } }
        views:
          - id: grid
            type: collection
            layout: [ edges == parent ]
            flow: { lineSpacing: 10000, spacing: 10000, itemSize: { width: 10000, height: 10000 }, insets: 10000, headerHeight: 10000 }
            sections: [ { id: s, cells: [\(cells)] } ]
        cellKinds:
          K: { height: 10000 }

        """
        let path = try CLIRunner.temporaryFile("limits.yaml", Data(yaml.utf8))
        for format in ["table", "json", "svg", "wireframe"] {
            let r = try CLIRunner.run(["layout", path, "--full", "--format", format])
            #expect([0, 1].contains(r.status), "\(format): \(r.stderr)")
            for bad in ["inf", "nan", "null"] {
                #expect(!r.stdout.lowercased().contains(bad), "\(format) prints \(bad)")
            }
        }
    }

    // MARK: Determinism

    /// Both files load concurrently; their warnings print in argument order every time.
    @Test func diffWarningsComeInArgumentOrder() throws {
        let spec = { (cells: String) in "listkit: 1\nscreen: S\nviews:\n  - id: l\n    type: table\n    layout: [ edges == parent ]\n    sections:\n      - id: s\n        cells: [\(cells)]\ncellKinds:\n  K: { height: 44 }\n" }
        let a = try CLIRunner.temporaryFile("order-a.yaml", Data(spec("{ id: x, kind: K }, { id: x, kind: K }").utf8))
        let b = try CLIRunner.temporaryFile("order-b.yaml", Data(spec("{ id: y, kind: K }, { id: y, kind: K }").utf8))
        for _ in 0..<20 {
            let r = try CLIRunner.run(["diff", a, b])
            let first = try #require(r.stderr.range(of: "order-a.yaml:"))
            let second = try #require(r.stderr.range(of: "order-b.yaml:"))
            #expect(first.lowerBound < second.lowerBound, "\(r.stderr)")
        }
    }
}
