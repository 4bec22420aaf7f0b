import Foundation
import Testing

/// `lint`, `layout`, `diff` and `import` on Interface Builder documents, end to end through the
/// binary (the documents are the ListkitInterfaceBuilderTests fixtures, written for the tests).
@Suite struct InterfaceBuilderCommandTests {
    static let fixtures = CLIRunner.packageRoot.appendingPathComponent("Tests/ListkitInterfaceBuilderTests/Fixtures")
    static func path(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

    @Test func lintReportsAtTheXMLLine() throws {
        let r = try CLIRunner.run(["lint", Self.path("conflict.storyboard"), Self.path("misplaced.storyboard")])
        #expect(r.status == 1)
        #expect(r.stdout.contains("conflict.storyboard:15:37: error: on "))
        #expect(r.stdout.contains("[unsatisfiable-constraints]"))
        #expect(r.stdout.contains("misplaced.storyboard:12:29: warning: on "))
        #expect(r.stdout.contains("view 'bar' is misplaced: Interface Builder saved (16, 91, 200×44), its constraints give (16, 63, 200×44) [misplaced-view]"))
        let clean = try CLIRunner.run(["lint", Self.path("saved-frames.storyboard")])
        #expect(clean.status == 0, "\(clean.stdout)")
    }

    /// A directory walk lints iOS documents next to specs; JSON names the rule.
    @Test func walkFindsDocuments() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("ib-walk-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent("ambiguous.storyboard"), to: dir.appendingPathComponent("a.storyboard"))
        try Data("<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\"/>".utf8).write(to: dir.appendingPathComponent("mac.xib"))
        let r = try CLIRunner.run(["lint", "--list-files", dir.path])
        #expect(r.stdout == dir.appendingPathComponent("a.storyboard").path + "\n", "a macOS document is not an iOS one")
        let json = try CLIRunner.run(["lint", "--format", "json", dir.path])
        #expect(json.status == 1)
        #expect(json.stdout.contains("\"ambiguous-layout\""))
    }

    @Test func layoutTakesAScene() throws {
        let r = try CLIRunner.run(["layout", Self.path("elements.storyboard"), "--scene", "Tile"])
        #expect(r.status == 0)
        #expect(r.stdout.contains("Tile (tce-el-001) on ib-cell-100x120"))
        #expect(r.stdout.contains("  image_ima_el_001  image  10  10     80      80\n"))
        let first = try CLIRunner.run(["layout", Self.path("elements.storyboard")])
        #expect(first.stderr.contains("note: 5 screens; this is 'Legacy (vco-el-001)' (choose with --scene ID:"))
        let unknown = try CLIRunner.run(["layout", Self.path("elements.storyboard"), "--scene", "Nope"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("error: no screen 'Nope'"))
    }

    /// The imported spec lints clean and lays out as the document does.
    @Test func importRoundTrips() throws {
        let imported = try CLIRunner.run(["import", Self.path("saved-frames.storyboard")])
        #expect(imported.status == 0)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("ib-import-\(UUID().uuidString).yaml")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(imported.stdout.utf8).write(to: file)
        let lint = try CLIRunner.run(["lint", "--strict", file.path])
        #expect(lint.status == 0, "\(lint.stdout)")
        let fromYAML = try CLIRunner.run(["layout", file.path, "--format", "json"])
        let fromIB = try CLIRunner.run(["layout", Self.path("saved-frames.storyboard"), "--format", "json"])
        #expect(fromYAML.status == 0 && fromIB.status == 0)
        #expect(fromYAML.stdout == fromIB.stdout)
        let notIB = try CLIRunner.run(["import", file.path])
        #expect(notIB.status == 2)
    }

    /// Margins end to end: the imported spec of a screen whose views sit on the root view's or
    /// a table cell content view's margins lints clean and lays out as the document does (the
    /// frames themselves are MarginTests' hand-worked ones).
    @Test(arguments: [("margins.storyboard", "Margins"), ("margins-ipad.storyboard", "WideMargins"), ("margins-ipad.storyboard", "WideCell")])
    func importOfMarginsRoundTrips(_ document: String, _ scene: String) throws {
        let lintIB = try CLIRunner.run(["lint", Self.path(document)])
        #expect(lintIB.status == 0, "\(lintIB.stdout)")
        let imported = try CLIRunner.run(["import", Self.path(document), "--scene", scene])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout.contains("preservesSuperviewLayoutMargins: true") || imported.stdout.contains("directionalLayoutMargins: { top: 11"))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("ib-import-\(UUID().uuidString).yaml")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(imported.stdout.utf8).write(to: file)
        let lint = try CLIRunner.run(["lint", "--strict", file.path])
        #expect(lint.status == 0, "\(lint.stdout)")
        let fromYAML = try CLIRunner.run(["layout", file.path, "--format", "json"])
        let fromIB = try CLIRunner.run(["layout", Self.path(document), "--scene", scene, "--format", "json"])
        #expect(fromYAML.status == 0 && fromIB.status == 0)
        #expect(fromYAML.stdout == fromIB.stdout)
    }

    /// A configuration's devices: each screen is checked with each device's size-class
    /// variations, and `layout --device` lays a screen out with that device's.
    @Test func devicesGetTheirSizeClasses() throws {
        let document = try String(contentsOfFile: Self.path("size-classes.storyboard"), encoding: .utf8)
        let dir = try CLIRunner.temporaryTree("ib-size-classes", ["s.storyboard": document, ".listkit.yml": "devices: [iphone-15, ipad-11, iphone-15-pro-max-landscape]\n"])
        let r = try CLIRunner.run(["lint", "s.storyboard"], in: dir)
        #expect(r.status == 1)
        #expect(r.stdout.contains("s.storyboard:99:37: error: on ipad-11, iphone-15-pro-max-landscape: unsatisfiable constraints:"), "\(r.stdout)")
        #expect(!r.stdout.contains("on iphone-15"), "\(r.stdout)")
        let designed = try CLIRunner.run(["lint", Self.path("size-classes.storyboard")])
        #expect(designed.status == 0, "\(designed.stdout)")
        let pad = try CLIRunner.run(["layout", Self.path("size-classes.storyboard"), "--scene", "Adaptive", "--device", "ipad-11"])
        #expect(pad.status == 0)
        #expect(pad.stdout.contains("sidebar"), "\(pad.stdout)")
        let phone = try CLIRunner.run(["layout", Self.path("size-classes.storyboard"), "--scene", "Adaptive", "--device", "iphone-15"])
        #expect(phone.status == 0)
        #expect(!phone.stdout.contains("sidebar"), "\(phone.stdout)")
    }

    @Test func brokenDocumentIsAFinding() throws {
        let document = RuleExampleFiles.folder.appendingPathComponent("ib-syntax.xib").path
        let r = try CLIRunner.run(["lint", document])
        #expect(r.status == 1)
        #expect(r.stdout.contains("ib-syntax.xib:6:19: error: not well-formed XML: <view> opened at 4:9 is not closed before this end tag [ib-syntax]"))
        let layout = try CLIRunner.run(["layout", document])
        #expect(layout.status == 2)
    }

    @Test func diffComparesAScene() throws {
        let r = try CLIRunner.run(["diff", Self.path("misplaced.storyboard"), Self.path("saved-frames.storyboard")])
        #expect(r.status == 0)
        #expect(r.stdout.contains("+ titleLabel (label)  at 18:29"))
        #expect(r.stdout.contains("- bar: top == safeArea.top + 16  was at 23:29"))
    }
}
