import Foundation
import Testing

/// Issue #34's two regressions, end to end through the binary: a hostile number in an Interface
/// Builder document is `file:line:col: error: … [ib-syntax]` and exit 2, never a trap or a
/// non-finite number in the output.
@Suite struct HostileIBCommandTests {
    static func document(replacing old: String, with new: String) throws -> String {
        let source = InterfaceBuilderCommandTests.fixtures.appendingPathComponent("saved-frames.storyboard")
        let text = try String(contentsOf: source, encoding: .utf8)
        #expect(text.contains(old))
        return try CLIRunner.temporaryFile("hostile-ib/\(UUID().uuidString).storyboard", Data(text.replacingOccurrences(of: old, with: new).utf8))
    }

    /// It trapped (SIGILL) formatting the font's name for the imported spec.
    @Test func importOfAnInfinitePointSize() throws {
        let path = try Self.document(replacing: #"pointSize="17""#, with: #"pointSize="1e400""#)
        let r = try CLIRunner.run(["import", path])
        #expect(r.status == 2)
        #expect(r.stdout.isEmpty)
        #expect(r.stderr.contains("\(path):20:86: error: <fontDescription> pointSize must be a finite number between 0 and 10000, not '1e400'; the screens of 'Profile (vc1-aa-001)' are skipped [ib-syntax]"), "\(r.stderr)")
    }

    /// It printed `"width": null` and a device "nan×896".
    @Test(arguments: ["layout", "lint", "diff", "import"])
    func nanRootWidth(command: String) throws {
        let path = try Self.document(replacing: #"y="0.0" width="390""#, with: #"y="0.0" width="nan""#)
        let arguments: [String] = switch command {
        case "layout": ["layout", "--format", "json", "--full", path]
        case "diff": ["diff", InterfaceBuilderCommandTests.path("saved-frames.storyboard"), path]
        default: [command, path]
        }
        let r = try CLIRunner.run(arguments)
        let expected = "\(path):15:59: error: <rect> width must be a finite number between -100000 and 100000, not 'nan'; the screens of 'Profile (vc1-aa-001)' are skipped [ib-syntax]"
        #expect(r.status == (command == "lint" ? 1 : 2), "\(r.stdout)\(r.stderr)")
        #expect((r.stdout + r.stderr).contains(expected), "\(r.stdout)\(r.stderr)")
        #expect(!r.stdout.contains("null") && !r.stdout.lowercased().contains("nan×"))
    }

    /// A root saved 1e-320 tall became a device a spec cannot have: `import` wrote
    /// `height: 1e-320`, which its own output then refused (`IBByteFuzzTests`' import check).
    @Test func screenSidesOutsideADevicesRange() throws {
        let path = try Self.document(replacing: #"y="0.0" width="390" height="844""#, with: #"y="0.0" width="390" height="1e-320""#)
        let r = try CLIRunner.run(["import", path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("the view is 390×1e-320, and a screen's sides are 1 to 10000 points: laid out at 390×1"), "\(r.stdout)")
        #expect(try IBFuzzCheck.importedSpecProblem(r.stdout, from: path) == nil)
        let lint = try CLIRunner.run(["lint", "--format", "json", path])
        #expect(lint.status <= 1)
        #expect(lint.stdout.contains("a screen's sides are 1 to 10000 points"), "\(lint.stdout)")
    }
}
