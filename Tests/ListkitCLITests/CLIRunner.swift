import Foundation

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
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? packageRoot
        var env = ProcessInfo.processInfo.environment
        env["GITHUB_ACTIONS"] = nil
        env["NO_COLOR"] = "1"
        for (k, v) in environment { env[k] = v }
        process.environment = env
        return try execute(process, stdin: stdin, timeout: timeout)
    }

    /// Runs a prepared process to its end (or kills it after `timeout`), with its standard
    /// streams on pipes; `stdin` is written and closed.
    static func execute(_ process: Process, stdin: Data? = nil, timeout: TimeInterval = 30) throws -> Outcome {
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        let done = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in done.signal() }
        try start(process)
        // Read pipes concurrently so a large output cannot block the child.
        let outData = ReadBox(), errData = ReadBox()
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) { outData.data = readAll(out.fileHandleForReading.fileDescriptor) }
        DispatchQueue.global().async(group: group) { errData.data = readAll(err.fileHandleForReading.fileDescriptor) }
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try? input.fileHandleForWriting.close()
        var timedOut = false
        if done.wait(timeout: .now() + timeout) == .timedOut {
            timedOut = true
            process.terminate()
            done.wait()
        }
        group.wait()
        return Outcome(status: process.terminationStatus, signaled: process.terminationReason == .uncaughtSignal,
                       timedOut: timedOut, stdout: String(decoding: outData.data, as: UTF8.self),
                       stderr: String(decoding: errData.data, as: UTF8.self))
    }

    /// A fresh folder holding these files (relative path → contents).
    static func temporaryTree(_ name: String, _ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("listkit-tests-\(getpid())/\(name)")
        try? FileManager.default.removeItem(at: root)
        for (path, contents) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents.utf8).write(to: url)
        }
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root
    }

    /// Starts a process, one at a time across threads: Foundation's Process.run is not safe to
    /// call concurrently on Linux (it crashed in memcpy under the fuzzer's four workers).
    static func start(_ process: Process) throws {
        try spawnLock.withLock { try process.run() }
    }

    static func temporaryFile(_ name: String, _ data: Data) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("listkit-tests-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
        return url.path
    }
}

/// Reads a pipe to its end, retrying reads a signal interrupts (Foundation's
/// `readDataToEndOfFile` traps on EINTR).
func readAll(_ fd: Int32) -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if n > 0 { data.append(contentsOf: buffer[0..<n]); continue }
        if n < 0 && errno == EINTR { continue }
        return data
    }
}

private let spawnLock = NSLock()

private final class ReadBox: @unchecked Sendable { var data = Data() }
