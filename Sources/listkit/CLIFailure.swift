import ArgumentParser
import ListkitRender

/// Failures that end a command with exit status 2 and a one-line message on stderr.
enum CLIFailure: Error, Sendable, CustomStringConvertible {
    case io(path: String, reason: String)
    case usage(String)

    var description: String {
        switch self {
        case .io(let path, let reason): return "\(path): error: \(reason)"
        case .usage(let message): return message
        }
    }

    /// Print to stderr; the caller throws the returned exit code.
    func report() -> ExitCode {
        // I/O failures already read `path: error: …`; the others get the prefix here.
        // Messages quote user text (a device name, a path): escaped, they stay one line.
        let message = TextEscaping.escaped(description)
        if case .io = self { printError(message) } else { printError("error: \(message)") }
        return ExitCode(2)
    }
}
