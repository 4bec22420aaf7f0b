import Foundation
@testable import ListkitLint
import ListkitSpec
import Testing

/// An app's own fonts are found in its repository, or where `.listkit.yml`'s `fonts:` says, so
/// `lint .` measures them without flags. The font file is Debian's Liberation Sans (`make deps`)
/// under an app font's name, copied at test time.
@Suite struct BundledFontTests {
    static let spec = """
        listkit: 1
        screen: Brand
        views:
          - id: title
            type: label
            text: Hello
            font: { name: BrandSans-Regular, size: 17 }
            layout: [top == safeArea.top, leading == safeArea.leading]
        """

    static func fontFile() throws -> Data {
        let path = ["/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf", "/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf"]
            .first { FileManager.default.fileExists(atPath: $0) }
        return try Data(contentsOf: URL(fileURLWithPath: try #require(path, "run `make deps`: fonts-liberation")))
    }

    static func unknownFonts(_ run: LintRun) -> [String] {
        run.diagnostics.filter { $0.rule == .unknownFont }.map(\.message)
    }

    @Test func aFontFileInTheRepositoryIsFound() throws {
        let root = try LintHarness.tree("bundled-fonts", ["App/Screens/brand.yaml": Self.spec, ".git/HEAD": "ref: refs/heads/main\n"])
        let (without, _) = LintHarness.run([root.appendingPathComponent("App/Screens")])
        #expect(Self.unknownFonts(without).count == 1, "no file yet: \(Self.unknownFonts(without))")
        try Self.fontFile().write(to: root.appendingPathComponent("App/Resources/Fonts/BrandSans-Regular.ttf").creatingFolder())
        let (with, _) = LintHarness.run([root.appendingPathComponent("App/Screens")])
        #expect(Self.unknownFonts(with).isEmpty, "\(Self.unknownFonts(with))")
        #expect(with.linted.count == 1)
    }

    @Test func aFontOutsideTheRepositoryIsNamedByTheConfiguration() throws {
        let root = try LintHarness.tree("configured-fonts", [
            "repo/.git/HEAD": "ref: refs/heads/main\n", "repo/specs/brand.yaml": Self.spec,
            "repo/.listkit.yml": "fonts: [../design/fonts]\n",
        ])
        try Self.fontFile().write(to: root.appendingPathComponent("design/fonts/BrandSans-Regular.ttf").creatingFolder())
        let (run, configurations) = LintHarness.run([root.appendingPathComponent("repo/specs")])
        #expect(configurations.diagnostics.isEmpty, "\(configurations.diagnostics.map(\.message))")
        #expect(Self.unknownFonts(run).isEmpty, "\(Self.unknownFonts(run))")
    }

    @Test func aConfiguredFontFolderThatIsNotThereIsAConfigError() throws {
        let root = try LintHarness.tree("missing-fonts", ["repo/.listkit.yml": "fonts: [nowhere]\n", "repo/brand.yaml": Self.spec])
        let (_, configurations) = LintHarness.run([root.appendingPathComponent("repo/brand.yaml")])
        #expect(configurations.diagnostics.map(\.message) == [
            "'fonts' names 'nowhere', which is not there (a font file or a folder of them, relative to the configuration's folder)",
        ])
    }

    @Test func theRepositoryRootIsTheFolderWithGit() throws {
        let root = try LintHarness.tree("git-root", [".git/HEAD": "x\n", "a/b/c.yaml": Self.spec])
        #expect(BundledFonts.repositoryRoot(of: root.appendingPathComponent("a/b/c.yaml").path) == root.path)
        #expect(BundledFonts.fontFiles(under: root.path).isEmpty)
    }
}

extension URL {
    /// The URL, after its folder is made.
    func creatingFolder() throws -> URL {
        try FileManager.default.createDirectory(at: deletingLastPathComponent(), withIntermediateDirectories: true)
        return self
    }
}
