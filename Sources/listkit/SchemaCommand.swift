import ArgumentParser
import ListkitLint
import ListkitRender
import ListkitSpec

/// `listkit schema`: the JSON Schema of the spec format (or of `.listkit.yml`) for editors.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft 2020-12) of the spec format, for editor completion.",
        discussion: """
        Save it and point yaml-language-server at it with a first line such as
        '# yaml-language-server: $schema=listkit-spec.schema.json'. --config prints the schema \
        of .listkit.yml instead. The schema checks shape; 'listkit lint' checks everything.
        """
    )

    @Flag(help: "The schema of .listkit.yml instead of the spec format.")
    var config = false

    func run() throws {
        printOutput((config ? ConfigJSONSchema.document : SpecJSONSchema.document).rendered() + "\n")
    }
}

/// `.listkit.yml` as a JSON Schema, from the configuration decoder's keys and the rules' descriptions.
enum ConfigJSONSchema {
    static var document: JSONValue {
        let severity = JSONValue.object([("enum", ["off", "error", "warning", "info"])])
        let rules: [(String, JSONValue)] = RuleRegistry.descriptions.map { entry in
            let options = entry.options
            var properties: [(String, JSONValue)] = [("severity", severity)]
            for option in options { properties.append((option, .object([("type", "boolean")]))) }
            let detailed = JSONValue.object([("type", "object"), ("properties", .object(properties)), ("additionalProperties", .bool(false))])
            return (entry.id.rawValue, .object([("description", .string(entry.summary)), ("anyOf", [severity, detailed])]))
        }
        let globs = JSONValue.object([("anyOf", [.object([("type", "string")]), .object([("type", "array"), ("items", .object([("type", "string")]))])]),
                                      ("description", "Globs relative to the configuration's folder (*, ?, [..], **).")])
        let strings = JSONValue.object([("anyOf", [.object([("type", "string")]), .object([("type", "array"), ("items", .object([("type", "string")]))])])])
        let ignore = JSONValue.object([
            ("type", "object"),
            ("properties", .object([
                ("paths", globs), ("rules", strings),
                ("elements", .object([("anyOf", [.object([("type", "string")]), .object([("type", "array"), ("items", .object([("type", "string")]))])]),
                                      ("description", "Interface Builder object ids or spec view paths.")])),
                ("reason", .object([("type", "string"), ("minLength", .number(1))])),
            ])),
            ("required", ["reason"]),
            ("anyOf", [.object([("required", ["paths"])]), .object([("required", ["rules"])]), .object([("required", ["elements"])])]),
            ("additionalProperties", .bool(false)),
        ])
        let values: [String: JSONValue] = [
            "ignore": .object([("type", "array"), ("items", ignore)]),
            "include": globs,
            "exclude": globs,
            "devices": .object([("type", "array"), ("items", .object([("enum", .array(Device.presets.map { .string($0.name) }))]))]),
            "rtl": .object([("type", "boolean")]),
            "textSizes": .object([("type", "array"), ("items", .object([("enum", .array(LintConfiguration.textSizeNames.map(JSONValue.string)))]))]),
            "fonts": .object([("type", ["array", "string"]), ("items", .object([("type", "string")]))]),
            "os": .object([("enum", .array(UIKitRelease.allCases.map { .string($0.rawValue) })),
                           ("description", .string("The iOS release whose UIKit metrics specs that name none are laid out with (default: the newest iOS of the device, \(UIKitRelease.default.rawValue))."))]),
            "rules": .object([("type", "object"), ("properties", .object(rules)), ("additionalProperties", .bool(false))]),
        ]
        return .object([
            ("$schema", "https://json-schema.org/draft/2020-12/schema"),
            ("$id", "https://listkit.dev/schemas/config-1.json"),
            ("title", ".listkit.yml"),
            ("type", ["object", "null"]),
            ("properties", .object(LintConfiguration.keys.map { ($0, values[$0] ?? .object([])) })),
            ("additionalProperties", .bool(false)),
        ])
    }
}
