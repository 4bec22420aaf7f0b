import Foundation
import ListkitLayout
import ListkitSpec
import ListkitYAML
import Testing

/// Loads a spec from YAML text; on YAML or schema errors records them at the caller and throws.
func loadSpec(_ yaml: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Spec {
    do {
        let root = try YAMLLoader().load(yaml)
        var decoder = SpecDecoder()
        let spec = decoder.decode(root)
        guard decoder.diagnostics.isEmpty else {
            throw SpecLoadError(messages: decoder.diagnostics.map { "\($0.mark): \($0.message)" })
        }
        return spec
    } catch {
        Issue.record("the spec does not load: \(error)", sourceLocation: sourceLocation)
        throw error
    }
}

struct SpecLoadError: Error, CustomStringConvertible {
    var messages: [String]
    var description: String { messages.joined(separator: "\n") }
}

/// The repository's root, from this file's path (tests run from the package).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

func loadExample(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Spec {
    let url = repositoryRoot.appendingPathComponent("specs/examples/\(name).yaml")
    return try loadSpec(String(decoding: try Data(contentsOf: url), as: UTF8.self), sourceLocation: sourceLocation)
}

func loadFixture(_ name: String) throws -> String {
    guard let folder = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
        throw SpecLoadError(messages: ["no Fixtures folder in the test bundle"])
    }
    return String(decoding: try Data(contentsOf: folder.appendingPathComponent(name)), as: UTF8.self)
}

/// Every view's frame by id, children included.
func framesByID(_ views: [ViewFrame]) -> [String: Rect] { ViewFrame.framesByID(views) }

func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
    Rect(x: x, y: y, width: w, height: h)
}

func device(_ name: String) -> Device {
    Device.preset(named: name) ?? Device.defaultPreset
}

/// A fixture's lint findings with every rule, as "line:col severity [rule] message".
func lintFindings(ofFixture fixture: String) throws -> [String] {
    let text = try loadFixture(fixture)
    let diagnostics = Linter(rules: Linter.lintRules()).check(SpecLoader().load(Array(text.utf8), path: fixture))
    return diagnostics.map { "\($0.mark) \($0.severity) [\($0.rule)] \($0.message)" }
}

/// Every cell's frame and its views' frames, one line each (with their text lines if asked),
/// for comparing two ways of laying the same cells out.
func cellFrameLines(_ outcome: LayoutOutcome, textLines: Bool = false) -> [String] {
    var result: [String] = []
    for view in outcome.result.views {
        for section in view.list?.sections ?? [] {
            for cell in section.cells {
                result.append("\(cell.id) \(cell.frame)")
                var pending = cell.views
                while let v = pending.popLast() {
                    result.append("  \(v.id) \(v.frame)" + (textLines ? " \(v.textLines ?? [])" : ""))
                    pending += v.children
                }
            }
        }
    }
    return result
}
