import Foundation
import Testing

/// A bad number inside one scene skips that scene, through every command (#34): lint reports
/// the located `ib-syntax` error and still checks the other scene; layout, import and diff work
/// on the other scene and say why the bad one is missing; asking for the bad one is the error.
@Suite struct RejectedSceneCommandTests {
    static let path = InterfaceBuilderCommandTests.path("two-scenes-one-bad.storyboard")
    static let error = "two-scenes-one-bad.storyboard:40:65: error: <rect> width must be a finite number between -100000 and 100000, not 'nan'; the screens of 'Second (vco-tw-002)' are skipped [ib-syntax]"

    @Test func lintReportsTheSceneAndChecksTheOther() throws {
        let r = try CLIRunner.run(["lint", Self.path])
        #expect(r.status == 1)
        #expect(r.stdout.contains(Self.error), "\(r.stdout)")
        #expect(r.stdout.contains("[unsatisfiable-constraints]"), "the first scene is still linted: \(r.stdout)")
        let json = try CLIRunner.run(["lint", "--format", "json", Self.path])
        #expect(json.stdout.contains(#""line":40,"column":65,"severity":"error","rule":"ib-syntax""#), "\(json.stdout)")
    }

    @Test func layoutAndImportUseTheOtherScene() throws {
        // Exit 1: the first scene's conflict (what layout reports for it), not the skipped scene.
        let layout = try CLIRunner.run(["layout", "--format", "json", Self.path])
        #expect(layout.status == 1, "\(layout.stderr)")
        #expect(layout.stdout.contains("box_tw_001") && !layout.stdout.contains("box_tw_002") && !layout.stdout.contains("null"), "\(layout.stdout)")
        let warning = Self.error.replacingOccurrences(of: ": error: ", with: ": warning: ")
        #expect(layout.stderr.components(separatedBy: warning).count == 2, "said once: \(layout.stderr)")

        let imported = try CLIRunner.run(["import", Self.path])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains(#"screen: "First (vco-tw-001)""#), "\(imported.stdout)")
        let diff = try CLIRunner.run(["diff", Self.path, Self.path])
        #expect(diff.status == 0, "\(diff.stderr)")
    }

    @Test func askingForTheSkippedSceneIsItsError() throws {
        for scene in ["Second", "vco-tw-002", "sce-tw-002"] {
            let r = try CLIRunner.run(["layout", "--scene", scene, Self.path])
            #expect(r.status == 2, "\(scene): \(r.stdout)")
            #expect(r.stderr.contains(Self.error), "\(scene): \(r.stderr)")
        }
        let first = try CLIRunner.run(["layout", "--scene", "First", Self.path])
        #expect(first.status == 1 && first.stdout.contains("box_tw_001"), "\(first.stderr)")
    }
}
