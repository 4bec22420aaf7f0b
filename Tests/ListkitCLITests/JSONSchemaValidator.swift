import Foundation

/// Python's `jsonschema` (through scripts/jsonschema_check.py) as an independent validator.
/// A missing Python or package fails the calling test: `make test` installs them.
enum JSONSchemaValidator {
    struct Outcome {
        var status: Int32
        var output: String
        /// Per instance path: nil when valid, else the first error.
        var errors: [String: String?]
    }

    static func validate(schema: String, instances: [String]) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let script = CLIRunner.packageRoot.appendingPathComponent("scripts/jsonschema_check.py").path
        process.arguments = ["python3", script, schema] + instances
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try CLIRunner.start(process)  // one spawn at a time (see CLIRunner.start)
        let data = readAll(out.fileHandleForReading.fileDescriptor)
        process.waitUntilExit()
        let output = String(decoding: data, as: UTF8.self)
        var errors: [String: String?] = [:]
        for line in output.split(separator: "\n") {
            if line.hasPrefix("valid ") { errors[String(line.dropFirst(6))] = .some(nil) }
            if line.hasPrefix("invalid "), let colon = line.range(of: ": ") {
                errors[String(line[line.index(line.startIndex, offsetBy: 8)..<colon.lowerBound])] = .some(String(line[colon.upperBound...]))
            }
        }
        return Outcome(status: process.terminationStatus, output: output, errors: errors)
    }
}
