import Foundation
import ListkitLayout
import ListkitSpec
import ListkitYAML

/// Loads a spec from YAML text; fails the test on YAML or schema errors.
func loadSpec(_ yaml: String, sourceLocation: SourceLocationHint = .init()) throws -> Spec {
    let root = try YAMLLoader().load(yaml)
    var decoder = SpecDecoder()
    let spec = decoder.decode(root)
    guard decoder.diagnostics.isEmpty else {
        throw SpecLoadError(messages: decoder.diagnostics.map { "\($0.mark): \($0.message)" })
    }
    return spec
}

struct SourceLocationHint { init() {} }

struct SpecLoadError: Error, CustomStringConvertible {
    var messages: [String]
    var description: String { messages.joined(separator: "\n") }
}

/// The repository's root, from this file's path (tests run from the package).
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

func loadExample(_ name: String) throws -> Spec {
    let url = repositoryRoot.appendingPathComponent("specs/examples/\(name).yaml")
    return try loadSpec(String(decoding: try Data(contentsOf: url), as: UTF8.self))
}

func loadFixture(_ name: String) throws -> String {
    guard let folder = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
        throw SpecLoadError(messages: ["no Fixtures folder in the test bundle"])
    }
    return String(decoding: try Data(contentsOf: folder.appendingPathComponent(name)), as: UTF8.self)
}

/// Every view of a result by id, depth first (screen views only).
func framesByID(_ views: [ViewFrame]) -> [String: Rect] {
    var result: [String: Rect] = [:]
    var pending = views
    while let view = pending.popLast() {
        result[view.id] = view.frame
        pending += view.children
    }
    return result
}

func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect {
    Rect(x: x, y: y, width: w, height: h)
}

func device(_ name: String) -> Device {
    Device.preset(named: name) ?? Device.defaultPreset
}
