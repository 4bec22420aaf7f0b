import Foundation
import Testing

/// scripts/action-install.sh, the action's install step, run as a runner would run it: a release
/// folder served over file:// (the layout of a GitHub release: vVERSION/ARCHIVE and
/// vVERSION/SHA256SUMS), the step's inputs in the environment, apt-get and dpkg-query replaced
/// by recorders on PATH so that the runtime packages it would install are seen, not installed.
@Suite struct ActionInstallTests {
    static let root = CLIRunner.packageRoot
    static let version = "0.1.0"

    static func arch() throws -> String {
        try CLIRunner.execute("/usr/bin/uname", ["-m"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `make dist`'s archive when one of this version was built (.build-dist/out, never built
    /// by the tests), else a tiny prefix tree whose bin/listkit runs the tests' listkit.
    static func archive(in dir: URL, name: String) throws -> URL {
        let built = root.appendingPathComponent(".build-dist/out/\(name).tar.gz")
        if FileManager.default.fileExists(atPath: built.path) { return built }
        let tree = dir.appendingPathComponent("tree/\(name)")
        try FileManager.default.createDirectory(at: tree.appendingPathComponent("bin"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: tree.appendingPathComponent("share/doc/listkit"), withIntermediateDirectories: true)
        let wrapper = tree.appendingPathComponent("bin/listkit")
        try Data("#!/bin/sh\nexec '\(CLIRunner.binary.path)' \"$@\"\n".utf8).write(to: wrapper)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper.path)
        let packed = dir.appendingPathComponent("\(name).tar.gz")
        let tar = try CLIRunner.execute("/usr/bin/env", ["tar", "-C", tree.deletingLastPathComponent().path, "-czf", packed.path, name])
        #expect(tar.status == 0, "\(tar.stderr)")
        return packed
    }

    /// A release folder for `version` with the archive and a SHA256SUMS line for it (`checksum`
    /// replaces the real one), at `under` in `dir`; returns its file:// base URL.
    static func release(in dir: URL, checksum: String? = nil, under: String = "releases") throws -> String {
        let name = "listkit-\(version)-linux-\(try arch())"
        let folder = dir.appendingPathComponent("\(under)/v\(version)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let published = folder.appendingPathComponent("\(name).tar.gz")
        try FileManager.default.copyItem(at: try archive(in: dir, name: name), to: published)
        let sum = try CLIRunner.execute("/usr/bin/env", ["sha256sum", published.path]).stdout.split(separator: " ")[0]
        let other = String(repeating: "0", count: 64) + "  listkit-\(version)-linux-riscv64.tar.gz\n"
        try Data("\(other)\(checksum ?? String(sum))  \(name).tar.gz\n".utf8).write(to: folder.appendingPathComponent("SHA256SUMS"))
        return "file://" + dir.appendingPathComponent(under).path
    }

    /// A wrapper of the step that serves `dir`/releases over HTTP first, as GitHub serves
    /// releases (a missing file is a 404): Python's http.server on a free port, given to the step
    /// as LISTKIT_RELEASES and printed ("served at URL"), stopped when the step ends: started by
    /// the step's shell, not by the test process, it cannot outlive the step or hold another
    /// test's pipes open. Stopped with SIGKILL: processes the test runner starts inherit its
    /// threads' signal mask, in which SIGTERM is blocked.
    static func servedStep(in dir: URL) throws -> URL {
        let server = #"import functools, http.server, os, sys; server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(http.server.SimpleHTTPRequestHandler, directory=sys.argv[1])); open(sys.argv[2] + ".part", "w").write(str(server.server_address[1])); os.rename(sys.argv[2] + ".part", sys.argv[2]); server.serve_forever()"#
        let wrapper = dir.appendingPathComponent("served-step.sh")
        try Data("""
            dir="$(cd "$(dirname "$0")" && pwd)"
            rm -f "$dir/port"
            python3 -c '\(server)' "$dir/releases" "$dir/port" </dev/null >/dev/null 2>&1 &
            server=$!
            trap 'kill -KILL "$server"' EXIT
            for _ in $(seq 400); do [ -s "$dir/port" ] && break; sleep 0.05; done
            export LISTKIT_RELEASES="http://127.0.0.1:$(cat "$dir/port")"
            echo "served at $LISTKIT_RELEASES"
            bash '\(root.appendingPathComponent("scripts/action-install.sh").path)'

            """.utf8).write(to: wrapper)
        return wrapper
    }

    struct Step {
        var outcome: CLIRunner.Outcome
        var outputs: [String: String]
        var path: [String]
        var aptCalls: String
    }

    /// Runs the step in `dir` with these inputs; dpkg-query reports `notInstalled` missing.
    /// - Parameters:
    ///   - releases: LISTKIT_RELEASES; nil: unset (the step works it out).
    ///   - script: the step's script, where the runner checked the action out.
    static func step(in dir: URL, version: String = "", ref: String = "v0.1.0", releases: String?, os: String = "Linux",
                     notInstalled: [String] = [], script: URL = root.appendingPathComponent("scripts/action-install.sh"),
                     environment extra: [String: String] = [:]) throws -> Step {
        let fakes = dir.appendingPathComponent("fakes")
        try FileManager.default.createDirectory(at: fakes, withIntermediateDirectories: true)
        let log = dir.appendingPathComponent("apt-calls")
        try Data().write(to: log)
        let missing = notInstalled.joined(separator: " ")
        let scripts = [
            "dpkg-query": "#!/bin/sh\nfor a; do package=$a; done\nfor p in \(missing); do [ \"$p\" = \"$package\" ] && { echo 'unknown ok not-installed'; exit 0; }; done\necho 'install ok installed'\n",
            "apt-get": "#!/bin/sh\necho \"apt-get $*\" >> '\(log.path)'\n",
            "sudo": "#!/bin/sh\nexec \"$@\"\n",
        ]
        for (name, text) in scripts {
            try Data(text.utf8).write(to: fakes.appendingPathComponent(name))
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fakes.appendingPathComponent(name).path)
        }
        let output = dir.appendingPathComponent("github-output"), pathFile = dir.appendingPathComponent("github-path")
        try Data().write(to: output)
        try Data().write(to: pathFile)
        var env = ProcessInfo.processInfo.environment
        env.merge(["PATH": fakes.path + ":" + (env["PATH"] ?? "/usr/bin:/bin"), "LISTKIT_VERSION": version, "LISTKIT_ACTION_REF": ref,
                   "LISTKIT_INSTALL_DIR": dir.appendingPathComponent("install").path,
                   "RUNNER_OS": os, "GITHUB_OUTPUT": output.path, "GITHUB_PATH": pathFile.path]) { $1 }
        env["LISTKIT_RELEASES"] = releases
        env.merge(extra) { $1 }
        let r = try CLIRunner.execute("/bin/bash", [script.path],
                                      environment: env, directory: dir.path, timeout: 120)
        let outputs = Dictionary(try String(contentsOf: output, encoding: .utf8).split(separator: "\n").compactMap { line in
            line.firstIndex(of: "=").map { (String(line[..<$0]), String(line[line.index(after: $0)...])) }
        }, uniquingKeysWith: { $1 })
        let path = try String(contentsOf: pathFile, encoding: .utf8).split(separator: "\n").map(String.init)
        return Step(outcome: r, outputs: outputs, path: path, aptCalls: try String(contentsOf: log, encoding: .utf8))
    }

    /// Used by tag (the default version): downloaded, checked, unpacked, bin/ on PATH, the
    /// missing runtime package installed; the lint step then runs the installed listkit.
    @Test func aTaggedActionInstallsTheArchive() throws {
        let dir = try CLIRunner.temporaryTree("action-install", ["screen.yaml": ActionFilesTests.withWarning])
        let releases = try Self.release(in: dir)
        let s = try Self.step(in: dir, releases: releases, notInstalled: ["fonts-inter"])
        #expect(s.outcome.status == 0, "\(s.outcome.stdout)\(s.outcome.stderr)")
        let bin = dir.appendingPathComponent("install/bin")
        #expect(s.outputs["prebuilt"] == "true", "\(s.outputs)")
        #expect(s.outputs["listkit"] == bin.appendingPathComponent("listkit").path, "\(s.outputs)")
        #expect(s.path == [bin.path], "bin/ goes on PATH: \(s.path)")
        #expect(s.aptCalls.contains("apt-get install -y -qq fonts-inter\n"), "only the missing package: \(s.aptCalls)")
        #expect(!s.aptCalls.contains("libxml2"), "\(s.aptCalls)")

        // On the PATH the runner builds from $GITHUB_PATH, `listkit` is the unpacked one.
        var env = ProcessInfo.processInfo.environment
        env["PATH"] = s.path.joined(separator: ":") + ":" + (env["PATH"] ?? "")
        let found = try CLIRunner.execute("/bin/bash", ["-c", "command -v listkit && listkit --version"], environment: env)
        #expect(found.stdout == "\(bin.path)/listkit\n\(Self.version)\n", "\(found.stdout)\(found.stderr)")

        let lint = try ActionFilesTests.lintStep(in: dir, paths: "screen.yaml", binary: try #require(s.outputs["listkit"]))
        #expect(lint["status"] == "1", "the installed listkit lints: \(lint)")
    }

    /// An archive whose checksum does not match stops the step before anything is unpacked.
    @Test func aWrongChecksumStopsTheStep() throws {
        let dir = try CLIRunner.temporaryTree("action-install-checksum", [:])
        let releases = try Self.release(in: dir, checksum: String(repeating: "ab", count: 32))
        let s = try Self.step(in: dir, releases: releases)
        #expect(s.outcome.status == 1, "\(s.outcome.stdout)\(s.outcome.stderr)")
        #expect(s.outcome.stderr.contains("does not match its checksum"), "\(s.outcome.stderr)")
        #expect(s.outputs.isEmpty && s.path.isEmpty, "\(s.outputs) \(s.path)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("install/bin/listkit").path))

        // A release without SHA256SUMS is not trusted either.
        try FileManager.default.removeItem(at: dir.appendingPathComponent("releases/v\(Self.version)/SHA256SUMS"))
        let unchecked = try Self.step(in: dir, releases: releases)
        #expect(unchecked.outcome.status == 1 && unchecked.outcome.stderr.contains("cannot be checked"), "\(unchecked.outcome.stderr)")
    }

    /// No archive for the version, macOS, a ref that is not a tag, `version: source`: the build
    /// from source follows, and the step says why.
    @Test func withoutAnArchiveItBuildsFromSource() throws {
        let dir = try CLIRunner.temporaryTree("action-install-source", [:])
        let releases = try Self.release(in: dir)
        let built = Self.root.appendingPathComponent(".build/release/listkit").path
        let cases: [(version: String, ref: String, os: String, says: String)] = [
            ("9.9.9", "main", "Linux", "no prebuilt archive listkit-9.9.9-linux-"),
            ("v0.1.0", "main", "macOS", "no prebuilt archive for macOS"),
            ("", "0123456789abcdef0123456789abcdef01234567", "Linux", "is not a release tag"),
            ("source", "v0.1.0", "Linux", "the version input is 'source'"),
        ]
        for c in cases {
            let s = try Self.step(in: dir, version: c.version, ref: c.ref, releases: releases, os: c.os)
            #expect(s.outcome.status == 0, "\(c): \(s.outcome.stderr)")
            #expect(s.outcome.stdout.contains(c.says) && s.outcome.stdout.contains("building listkit from source"), "\(c): \(s.outcome.stdout)")
            #expect(s.outputs == ["prebuilt": "false", "listkit": built], "\(c): \(s.outputs)")
            #expect(s.path.isEmpty, "\(c): \(s.path)")
        }
        let bad = try Self.step(in: dir, version: "1.0;touch x", releases: releases)
        #expect(bad.outcome.status == 1 && bad.outcome.stderr.contains("is not a version"), "\(bad.outcome.stderr)")
    }

    /// github.action_ref and github.action_repository are empty in composite actions, or the outer
    /// action's when nested (actions/runner#2473): the checkout folder _actions/OWNER/NAME/REF
    /// names the release and where it is.
    @Test func theCheckoutFolderNamesTheRelease() throws {
        let dir = try CLIRunner.temporaryTree("action-install-folder", [
            "_actions/acme/listkit/v0.1.0/scripts/action-install.sh": try String(contentsOf: Self.root.appendingPathComponent("scripts/action-install.sh"), encoding: .utf8),
        ])
        let server = try Self.release(in: dir, under: "server/acme/listkit/releases/download")
            .replacingOccurrences(of: "/acme/listkit/releases/download", with: "")
        let script = dir.appendingPathComponent("_actions/acme/listkit/v0.1.0/scripts/action-install.sh")
        for (ref, repository) in [("", ""), ("v9.9.9", "outer/action")] {
            let s = try Self.step(in: dir, ref: ref, releases: nil, script: script,
                                  environment: ["LISTKIT_SERVER_URL": server, "LISTKIT_ACTION_REPOSITORY": repository])
            #expect(s.outcome.status == 0 && s.outputs["prebuilt"] == "true", "ref '\(ref)': \(s.outcome.stdout)\(s.outcome.stderr)")
        }
        // Checked out elsewhere (uses: ./) with no ref: a source build, saying why.
        let local = try Self.step(in: dir, ref: "", releases: nil, environment: ["LISTKIT_SERVER_URL": server, "LISTKIT_ACTION_REPOSITORY": ""])
        #expect(local.outputs["prebuilt"] == "false" && local.outcome.stdout.contains("is not a release tag"), "\(local.outcome.stdout)")
    }

    /// Over HTTP, as GitHub serves releases: the archive downloads; a version without one is a
    /// 404, and the step builds from source.
    @Test func overHTTPAMissingArchiveIsA404() throws {
        let dir = try CLIRunner.temporaryTree("action-install-http", [:])
        _ = try Self.release(in: dir)
        let served = try Self.servedStep(in: dir)
        let s = try Self.step(in: dir, releases: nil, script: served)
        #expect(s.outcome.status == 0 && s.outputs["prebuilt"] == "true", "\(s.outcome.stdout)\(s.outcome.stderr)")
        #expect(s.outcome.stdout.hasPrefix("served at http://127.0.0.1:"), "\(s.outcome.stdout)")
        let missing = try Self.step(in: dir, version: "0.2.0", releases: nil, script: served)
        let base = try #require(missing.outcome.stdout.split(separator: "\n").first?.dropFirst("served at ".count))
        #expect(missing.outcome.status == 0 && missing.outputs["prebuilt"] == "false", "\(missing.outcome.stderr)")
        #expect(missing.outcome.stdout.contains("no prebuilt archive listkit-0.2.0-linux-\(try Self.arch()).tar.gz at \(base)/v0.2.0"),
                "\(missing.outcome.stdout)")
    }

    /// The packages the step and the container image install are docs/install.md's (one list,
    /// checked here).
    @Test func runtimePackagesAreTheDocumentedOnes() throws {
        let doc = try String(contentsOf: Self.root.appendingPathComponent("docs/install.md"), encoding: .utf8)
        let script = try String(contentsOf: Self.root.appendingPathComponent("scripts/action-install.sh"), encoding: .utf8)
        let documented = doc.split(separator: "\n").first { $0.hasPrefix("apt-get install ") }.map { $0.dropFirst("apt-get install ".count) }
        let installed = script.split(separator: "\n").first { $0.hasPrefix("for package in ") }
            .map { $0.dropFirst("for package in ".count).replacingOccurrences(of: "; do", with: "") }
        #expect(documented.map(String.init) == installed && installed != nil, "docs: \(documented ?? "none"), script: \(installed ?? "none")")
        // The container image's runtime stage installs the same packages.
        let containerfile = try String(contentsOf: Self.root.appendingPathComponent("Containerfile"), encoding: .utf8)
        let imaged = containerfile.split(separator: "\n").first { $0.contains("--no-install-recommends ") }
            .map { $0.components(separatedBy: "--no-install-recommends ")[1].replacingOccurrences(of: " \\", with: "") }
        #expect(documented.map(String.init) == imaged && imaged != nil, "docs: \(documented ?? "none"), Containerfile: \(imaged ?? "none")")
    }
}
