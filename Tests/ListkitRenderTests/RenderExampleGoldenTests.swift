import Foundation
import Testing
import ListkitLayout
import ListkitRender
import ListkitSpec
import ListkitTestSupport

/// Golden output in every layout format (frame tables, wireframes, SVG, JSON) for every spec in
/// specs/examples/, on every device it names: the engine and the renderers together, compared
/// byte for byte.
///
/// After an intended change, regenerate and review the diff:
/// `LISTKIT_UPDATE_GOLDEN=1 swift test --filter RenderExampleGoldenTests`.
@Suite struct RenderExampleGoldenTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let examples = repository.appendingPathComponent("specs/examples")
    static let goldens = repository.appendingPathComponent("Tests/ListkitRenderTests/Fixtures/render")

    /// The golden outputs of one example, one per `LayoutFormat` (a new format gets goldens by
    /// existing: the first run reports them missing, with the command that writes them).
    static let outputs: [(suffix: String, renderer: LayoutOutputRenderer)] = LayoutFormat.allCases.map {
        ("\($0.rawValue).txt", LayoutOutputRenderer(format: $0, columns: 80))
    }

    static func exampleNames() -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? []
        return files.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
    }

    static func layouts(of name: String) throws -> (screen: String, results: [LayoutResult]) {
        let bytes = try Array(Data(contentsOf: examples.appendingPathComponent(name + ".yaml")))
        let loaded = SpecLoader().load(bytes, path: name)
        let spec = try #require(loaded.spec)
        let diagnostics = Linter().check(loaded)
        #expect(!diagnostics.contains { $0.severity == .error }, "\(name): \(diagnostics)")
        let engine = LayoutEngine(spec: spec, options: LayoutOptions(findings: false))
        return (spec.screen.value, spec.effectiveDevices.map { engine.layout(on: $0).result })
    }

    @Test func thereAreExamples() {
        #expect(Self.exampleNames().contains("click-counter"))
    }

    @Test(arguments: exampleNames())
    func matchesGolden(_ name: String) throws {
        let (screen, results) = try Self.layouts(of: name)
        for output in Self.outputs {
            let text = output.renderer.render(results, screen: screen)
            try expectGolden(text, matches: Self.goldens.appendingPathComponent("\(name).\(output.suffix)"))
        }
    }

    /// Goldens of examples that no longer exist would silently stop being checked.
    /// (Not while updating: `matchesGolden` then writes through temporary files in the folder.)
    @Test(.disabled(if: isUpdatingGoldens)) func everyGoldenBelongsToAnExample() throws {
        let names = Set(Self.exampleNames())
        let files = (try? FileManager.default.contentsOfDirectory(atPath: Self.goldens.path)) ?? []
        for file in files.sorted() {
            let suffix = Self.outputs.first { file.hasSuffix("." + $0.suffix) }
            let example = suffix.map { String(file.dropLast($0.suffix.count + 1)) }
            #expect(example.map(names.contains) == true, "stale golden \(file)")
        }
    }

    /// Rendering twice gives the same bytes, and JSON parses with every view of every device.
    @Test(arguments: exampleNames())
    func jsonParsesAndOutputIsStable(_ name: String) throws {
        let (screen, results) = try Self.layouts(of: name)
        let json = LayoutOutputRenderer(format: .json).render(results, screen: screen)
        #expect(json == LayoutOutputRenderer(format: .json).render(try Self.layouts(of: name).results, screen: screen))
        let root = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let layouts = try #require(root["layouts"] as? [[String: Any]])
        #expect(layouts.count == results.count)
        for (layout, result) in zip(layouts, results) {
            let views = try #require(layout["views"] as? [[String: Any]])
            #expect(views.map { $0["id"] as? String } == result.views.map(\.id))
        }
    }
}
