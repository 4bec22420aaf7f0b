import ArgumentParser
import ListkitLint
import ListkitRender

/// What the commands call an `InputFailure`: it ends a command with exit status 2.
typealias CLIFailure = InputFailure

extension InputFailure {
    /// Print to stderr; the caller throws the returned exit code.
    func report() -> ExitCode {
        // I/O failures already read `path: error: …`; the others get the prefix here.
        // Messages quote user text (a device name, a path): escaped, they stay one line.
        let message = TextEscaping.escaped(description)
        if case .io = self { printError(message) } else { printError("error: \(message)") }
        return ExitCode(2)
    }
}
