import Foundation
import ListkitTestSupport

/// Runs the built `listkit` binary as a user would, with a hang guard.
enum CLIRunner {
    struct Outcome {
        var status: Int32
        /// True when the process died of a signal (a crash), not an exit.
        var signaled: Bool
        var timedOut: Bool
        var stdout: String
        var stderr: String
    }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let binary: URL = {
        let bundle = Bundle.main.bundleURL
        let candidates = [bundle, bundle.deletingLastPathComponent(),
                          URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
                          packageRoot.appendingPathComponent(".build/debug")]
        for dir in candidates {
            let url = dir.appendingPathComponent("listkit")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return packageRoot.appendingPathComponent(".build/debug/listkit")
    }()

    /// - Parameter timeout: a guard against hangs, far above any expected run time.
    /// - Parameter directory: the working directory (default: the package root).
    static func run(_ arguments: [String], stdin: Data? = nil, environment: [String: String] = [:], timeout: TimeInterval = 30,
                    in directory: URL? = nil) throws -> Outcome {
        var env = ProcessInfo.processInfo.environment
        env["GITHUB_ACTIONS"] = nil
        env["NO_COLOR"] = "1"
        for (k, v) in environment { env[k] = v }
        return try execute(binary.path, arguments, environment: env, directory: (directory ?? packageRoot).path,
                           stdin: stdin, timeout: timeout)
    }

    /// Runs any program to its end (or kills it after `timeout`) through `ChildProcess`, with
    /// its standard streams on pipes; `stdin` is written and closed.
    static func execute(_ executable: String, _ arguments: [String], environment: [String: String]? = nil,
                        directory: String? = nil, stdin: Data? = nil, mergeErrors: Bool = false,
                        timeout: TimeInterval = 30) throws -> Outcome {
        let r = try ChildProcess.run(executable, arguments, environment: environment, directory: directory,
                                     stdin: stdin.map { [UInt8]($0) } ?? [], mergeErrors: mergeErrors, timeout: timeout)
        return Outcome(status: r.status, signaled: r.signaled, timedOut: r.timedOut,
                       stdout: String(decoding: r.stdout, as: UTF8.self), stderr: String(decoding: r.stderr, as: UTF8.self))
    }

    /// A fresh folder holding these files (relative path → contents).
    static func temporaryTree(_ name: String, _ files: [String: String]) throws -> URL {
        let root = scratch.appendingPathComponent(name)
        try? FileManager.default.removeItem(at: root)
        for (path, contents) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root
    }

    static func temporaryFile(_ name: String, _ data: Data) throws -> String {
        let url = scratch.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
        return url.path
    }

    /// This test run's scratch folder, removed when the test process exits.
    static var scratch: URL { URL(fileURLWithPath: scratchPath) }
}

private let scratchPath: String = {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("listkit-tests-\(getpid())").path
    atexit { try? FileManager.default.removeItem(atPath: scratchPath) }
    return path
}()
