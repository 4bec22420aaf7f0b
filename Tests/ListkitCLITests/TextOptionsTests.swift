import Foundation
import Testing

/// `--text-size`, `--font-file` and `--font-dir` from the command line, end to end.
@Suite struct TextOptionsTests {
    static let spec = """
    listkit: 1
    screen: Fonts
    device: { name: phone, width: 400, height: 800, scale: 3 }
    views:
      - { id: styled, type: label, text: Hello, font: body, layout: [ "top == parent.top", "leading == parent.leading" ] }
      - { id: brand, type: label, text: Brand text, font: { name: Inter-Bold, size: 15 }, layout: [ "top == styled.bottom", "leading == parent.leading" ] }
    """
    static let interBold = "/usr/share/fonts/opentype/inter/Inter-Bold.otf"

    func withSpec(_ yaml: String = spec, _ body: (String) throws -> Void) throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("listkit-text-\(UUID().uuidString).yaml")
        try yaml.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        try body(url.path)
    }

    /// `id width height` per view of a table layout.
    func frames(_ stdout: String) -> [String: (Double, Double)] {
        var result: [String: (Double, Double)] = [:]
        for line in stdout.split(separator: "\n").dropFirst(2) {
            let cells = line.split(separator: " ")
            guard cells.count >= 6, let w = Double(cells[4]), let h = Double(cells[5]) else { continue }
            result[String(cells[0])] = (w, h)
        }
        return result
    }

    @Test func userFontIsMeasuredFromItsFile() throws {
        try withSpec { path in
            let r = try CLIRunner.run(["layout", path, "--font-file", Self.interBold])
            #expect(r.status == 0, "\(r.stderr)")
            // uharfbuzz: "Brand text" in Inter-Bold at 15 is 75.86 (no SF tracking for a user
            // font), 76 on the @3x grid; its line is the file's 18.15, 18 1/3.
            let brand = try #require(frames(r.stdout)["brand"])
            #expect(brand.0 == 76 && brand.1 == 18.33)
        }
    }

    @Test func userFontFoundInAFolderByFileName() throws {
        try withSpec { path in
            let r = try CLIRunner.run(["layout", path, "--font-dir", "/usr/share/fonts/opentype/inter"])
            #expect(r.status == 0, "\(r.stderr)")
            #expect(frames(r.stdout)["brand"]?.0 == 76)
        }
    }

    @Test func missingUserFontIsAFindingAtItsMark() throws {
        try withSpec { path in
            let r = try CLIRunner.run(["lint", path])
            #expect(r.status == 1)
            #expect(r.stdout.contains(":6:"), "\(r.stdout)")
            #expect(r.stdout.contains("font 'Inter-Bold' is not in any font file given; pass its file with --font-file PATH or its folder with --font-dir DIR [unknown-font]"))
            let hinted = try CLIRunner.run(["lint", path, "--font-file", "/usr/share/fonts/opentype/inter/Inter-Black.otf"])
            #expect(hinted.stdout.contains("font 'Inter-Bold' is not in the font files given (fonts given: Inter-Black)"), "\(hinted.stdout)")
        }
    }

    @Test func unreadableFontFilesAndUnknownSizesAreUsageErrors() throws {
        try withSpec { path in
            let file = try CLIRunner.run(["layout", path, "--font-file", "/nonexistent/font.otf"])
            #expect(file.status == 2)
            #expect(file.stderr.contains("error: cannot read font file '/nonexistent/font.otf'"))
            let dir = try CLIRunner.run(["lint", path, "--font-dir", "/nonexistent"])
            #expect(dir.status == 2)
            #expect(dir.stderr.contains("error: cannot read font folder '/nonexistent'"))
            let size = try CLIRunner.run(["layout", path, "--text-size", "acessibility3"])
            #expect(size.status == 2)
            #expect(size.stderr.contains("unknown text size 'acessibility3'; did you mean 'accessibility3'?"))
            let two = try CLIRunner.run(["layout", path, "--text-size", "large,xLarge"])
            #expect(two.status == 2)
        }
    }

    @Test func textSizeScalesTextStyles() throws {
        try withSpec { path in
            let large = try CLIRunner.run(["layout", path, "--font-file", Self.interBold])
            let ax5 = try CLIRunner.run(["layout", path, "--font-file", Self.interBold, "--text-size", "accessibility5"])
            let small = try #require(frames(large.stdout)["styled"]), big = try #require(frames(ax5.stdout)["styled"])
            // body: 17 → 53 points; 53 × 1.19336 = 63.25, 63 1/3 on the grid.
            #expect(small.1 == 20.33 && big.1 == 63.33)
            #expect(big.0 > small.0 * 2.5)     // 53 / 17 = 3.1 times the size, in the narrower Display face
            // A user font of a fixed size does not scale.
            #expect(frames(large.stdout)["brand"]?.0 == frames(ax5.stdout)["brand"]?.0)
        }
    }

    @Test func lintChecksSeveralTextSizesInOneRun() throws {
        let narrow = """
        listkit: 1
        screen: Narrow
        device: iphone-se
        views:
          - { id: title, type: label, text: Settings, font: headline, layout: [ "top == safeArea.top", "leading == parent.leading + 16", "width == 80" ] }
        """
        try withSpec(narrow) { path in
            let r = try CLIRunner.run(["lint", path, "--text-size", "large,accessibility1", "--text-size", "xSmall"])
            #expect(r.status == 1)
            // "Settings" fits 80 points at 17 (65.1) and at 14, not at 28.
            #expect(r.stdout.contains("error: on iphone-se at accessibility1: label 'title' truncates its text 'Settings'"), "\(r.stdout)")
            #expect(!r.stdout.contains("at large"))
            let plain = try CLIRunner.run(["lint", path])
            #expect(plain.status == 0, "\(plain.stdout)")
        }
    }
}
