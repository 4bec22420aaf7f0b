import Foundation
import ListkitSpec
import Testing

/// `listkit schema` checked by a real validator (Python jsonschema): every example and every
/// fixture the decoder accepts validates; known-bad specs, and fixtures the decoder rejects
/// for their shape, are rejected.
@Suite struct SchemaCommandTests {
    static func schemaFile(_ arguments: [String] = [], name: String) throws -> String {
        let r = try CLIRunner.run(["schema"] + arguments)
        #expect(r.status == 0, "\(r.stderr)")
        return try CLIRunner.temporaryFile("schema/\(name)", Data(r.stdout.utf8))
    }

    /// Every spec file of the repository: examples, all test fixtures and the rules' examples.
    static var specFiles: [String] {
        let root = CLIRunner.packageRoot
        var files: [String] = []
        for folder in ["specs", "Tests"] {
            let walker = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
            while let path = walker?.nextObject() as? String {
                if (path.hasSuffix(".yaml") || path.hasSuffix(".yml")) && (folder == "specs" || path.contains("Fixtures/")) {
                    files.append(root.appendingPathComponent(folder).appendingPathComponent(path).path)
                }
            }
        }
        return files.sorted() + RuleExampleFiles.paths(extensions: ["yaml"])
    }

    /// The ids lint reports for a file.
    static func rules(of path: String) throws -> Set<String> {
        let r = try CLIRunner.run(["lint", "--format", "json", path])
        let object = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as? [String: Any]
        return Set((object?["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String })
    }

    /// Shape errors the schema must catch, as the decoder does.
    static let shapeRules: Set<String> = ["unknown-key", "missing-key", "unknown-view-type", "unknown-device", "unsupported-version"]

    @Test func examplesAndFixturesAgreeWithTheDecoder() throws {
        let schema = try Self.schemaFile(name: "spec.json")
        let files = Self.specFiles
        #expect(files.count > 40, "found \(files.count) spec files")
        let check = try JSONSchemaValidator.validate(schema: schema, instances: files)
        let decoding = Set(RuleDescription.decoding.map(\.id.rawValue))
        var validated = 0, rejected = 0
        for file in files {
            let rules = try Self.rules(of: file)
            if rules.contains(where: { $0.hasPrefix("yaml-") }) { continue }
            let verdict = check.errors[file]
            if rules.isDisjoint(with: decoding) {
                #expect(verdict == .some(nil), "\(file) is accepted by the decoder but the schema says: \(String(describing: verdict))")
                validated += 1
            } else if !rules.isDisjoint(with: Self.shapeRules) {
                #expect(verdict != nil && verdict! != nil, "\(file) has \(rules.intersection(Self.shapeRules).sorted()) but the schema accepts it")
                rejected += 1
            }
        }
        #expect(validated >= 20 && rejected >= 5, "validated \(validated), rejected \(rejected)")
        for example in files where example.contains("/specs/") { #expect(check.errors[example] == .some(nil), "\(example)") }
    }

    static let bad: [String: String] = [
        "unknown-top-key": "listkit: 1\nscreen: S\nviews: []\ncolour: red\n",
        "version-2": "listkit: 2\nscreen: S\nviews: []\n",
        "no-views": "listkit: 1\nscreen: S\n",
        "view-type": "listkit: 1\nscreen: S\nviews: [ { id: a, type: lable } ]\n",
        "view-no-id": "listkit: 1\nscreen: S\nviews: [ { type: label } ]\n",
        "label-key-on-button": "listkit: 1\nscreen: S\nviews: [ { id: a, type: button, lines: 2 } ]\n",
        "lines-negative": "listkit: 1\nscreen: S\nviews: [ { id: a, type: label, lines: -1 } ]\n",
        "line-break-mode": "listkit: 1\nscreen: S\nviews: [ { id: a, type: label, lineBreakMode: truncate } ]\n",
        "device": "listkit: 1\nscreen: S\ndevice: iphone-61\nviews: []\n",
        "custom-device": "listkit: 1\nscreen: S\ndevice: { width: 300 }\nviews: []\n",
        "layout-map": "listkit: 1\nscreen: S\nviews: [ { id: a, type: view, layout: { top: 1 } } ]\n",
        "stack-axis": "listkit: 1\nscreen: S\nviews: [ { id: a, type: stack, axis: diagonal } ]\n",
        "hidden-string": "listkit: 1\nscreen: S\nviews: [ { id: a, type: view, hidden: yes } ]\n",
        "cell-no-kind": "listkit: 1\nscreen: S\nviews: [ { id: t, type: table, sections: [ { id: s, cells: [ { id: c } ] } ] } ]\n",
        "cell-kind-key": "listkit: 1\nscreen: S\nviews: []\ncellKinds: { Row: { heigth: 44 } }\n",
        "table-style": "listkit: 1\nscreen: S\nviews: [ { id: t, type: table, style: fancy } ]\n",
        "os": "listkit: 1\nscreen: S\nos: ios27\nviews: []\n",
    ]

    @Test func knownBadSpecsAreRejected() throws {
        let schema = try Self.schemaFile(name: "spec-bad.json")
        var paths: [String: String] = [:]
        for (name, text) in Self.bad { paths[name] = try CLIRunner.temporaryFile("schema/bad/\(name).yaml", Data(text.utf8)) }
        let check = try JSONSchemaValidator.validate(schema: schema, instances: paths.values.sorted())
        #expect(check.status == 1)
        for (name, path) in paths.sorted(by: { $0.key < $1.key }) {
            #expect(check.errors[path] != nil && check.errors[path]! != nil, "\(name) was accepted: \(check.output)")
            // The decoder rejects each one too: the schema adds no rule of its own.
            #expect(try CLIRunner.run(["lint", path]).status == 1, "\(name) lints clean")
        }
    }

    /// `0x44` is 0×44 to listkit (WxH is read as text) and the integer 68 to an editor's YAML
    /// reader (PyYAML here, as yaml-language-server): the schema accepts it as the editor sees it.
    @Test func zeroWidthSizesAreAcceptedAsAnEditorReadsThem() throws {
        let schema = try Self.schemaFile(name: "spec-hex.json")
        let text = "listkit: 1\nscreen: S\nviews:\n  - id: spacer\n    type: view\n    intrinsicSize: 0x44\n    layout: [\"top == parent.top\", \"leading == parent.leading\"]\n"
        let path = try CLIRunner.temporaryFile("schema/hex/spacer.yaml", Data(text.utf8))
        let check = try JSONSchemaValidator.validate(schema: schema, instances: [path])
        #expect(check.errors[path] == .some(nil), "\(check.output)")
        let layout = try CLIRunner.run(["layout", path, "--device", "iphone-15", "--format", "json"])
        #expect(layout.stdout.contains("\"width\": 0, \"height\": 44"), "\(layout.stdout)")
    }

    @Test func everyKeyTheDecoderKnowsHasAValueSchema() {
        #expect(SpecJSONSchema.valueSchemaGaps == [])
    }

    @Test func configurationSchemaValidatesConfigurations() throws {
        let schema = try Self.schemaFile(["--config"], name: "config.json")
        let good = try CLIRunner.temporaryFile("schema/config/good.yml", Data("include: [specs]\nexclude: 'specs/drafts/**'\ndevices: [iphone-se]\nrtl: true\ntextSizes: [large, accessibility3]\nos: ios26\nrules:\n  zero-size: off\n  truncated-text: { severity: warning, intended: true }\n".utf8))
        let bad = try CLIRunner.temporaryFile("schema/config/bad.yml", Data("rules:\n  zero-size: { severity: warn }\n".utf8))
        let badOS = try CLIRunner.temporaryFile("schema/config/bad-os.yml", Data("os: ios19\n".utf8))
        let repository = CLIRunner.packageRoot.appendingPathComponent(".listkit.yml").path
        let check = try JSONSchemaValidator.validate(schema: schema, instances: [good, bad, badOS, repository])
        #expect(check.errors[badOS] != nil && check.errors[badOS]! != nil, "\(check.output)")
        #expect(check.errors[good] == .some(nil), "\(check.output)")
        #expect(check.errors[repository] == .some(nil), "\(check.output)")
        #expect(check.errors[bad] != nil && check.errors[bad]! != nil, "\(check.output)")
    }
}
