import Foundation
import ListkitInterfaceBuilder
@testable import ListkitLayout
import ListkitSpec
import Testing

/// A user font the Mac that saved a document did not have: its labels' saved frames say so
/// (`SavedWithoutFont`), and `misplaced-view` compares them in Interface Builder's fallback
/// (`MissingFontFallback`: Helvetica Neue regular, measured with Liberation Sans, a 1.165 em line).
///
/// The bundled font is made here: Liberation Sans with its hhea ascender raised from 1854 to
/// 2288 units, so that its line is (2288 + 434 + 67) / 2048 = 1.3618 em, Open Sans's, and its
/// widths the fallback's (digits 1139 / 2048 em). An iPhone 8 screen (@2x, Xcode 10.2: safe
/// area 20 below the top): "2015" in 24 points 20 below the safe area's top and 16 from the
/// leading edge, and a second "2015" 8 below the first, both 4 × 1139 / 2048 × 24 = 53.39 →
/// 53.5 wide. In the font: 24 × 1.3618 = 32.68 → 33 tall, the second at y 40 + 33 + 8 = 81. In
/// the fallback: 24 × 1.165 = 27.96 → 28 tall, the second at y 76.
@Suite struct SavedWithoutFontTests {
    static let bundled = "Bundled-Regular"

    /// `appFonts`: the repository's `UIAppFonts` entries.
    static func library(appFonts: [String] = []) throws -> FontLibrary {
        let liberation = try #require(StandInFonts.shared.faces["LiberationSans-Regular"]?.path)
        var bytes = try #require(FileManager.default.contents(atPath: liberation)).map { $0 }
        // The table directory: 12 bytes, then 16 a table (tag, checksum, offset, length).
        let tables = Int(bytes[4]) << 8 | Int(bytes[5])
        let record = try #require((0..<tables).map { 12 + 16 * $0 }.first { Array(bytes[$0..<$0 + 4]) == Array("hhea".utf8) })
        let hhea = bytes[record + 8..<record + 12].reduce(0) { $0 << 8 | Int($1) }
        #expect(Int(bytes[hhea + 4]) << 8 | Int(bytes[hhea + 5]) == 1854, "Liberation Sans's ascender")
        bytes[hhea + 4] = UInt8(2288 >> 8)
        bytes[hhea + 5] = UInt8(2288 & 0xFF)
        // The file's name is the font's name (`FontLibrary`), in a folder of its own per library.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listkit-bundled-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent(bundled + ".ttf").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        return try FontLibrary(fontFiles: [path], fontDirectories: [], appFonts: appFonts)
    }

    static func screen(first: (width: Double, height: Double), second: (y: Double, width: Double, height: Double)) throws -> Spec {
        func label(_ id: String, y: Double, width: Double, height: Double) -> String {
            """
            <label opaque="NO" text="2015" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="16" y="\(y)" width="\(width)" height="\(height)"/>
                <fontDescription key="fontDescription" name="\(bundled)" family="Inter" pointSize="24"/>
            </label>
            """
        }
        let subviews = label("one-00-001", y: 40, width: first.width, height: first.height)
            + label("two-00-001", y: second.y, width: second.width, height: second.height)
        let constraints = """
            <constraint firstItem="one-00-001" firstAttribute="top" secondItem="saf-00-001" secondAttribute="top" constant="20" id="con-00-001"/>
            <constraint firstItem="one-00-001" firstAttribute="leading" secondItem="roo-00-001" secondAttribute="leading" constant="16" id="con-00-002"/>
            <constraint firstItem="two-00-001" firstAttribute="top" secondItem="one-00-001" secondAttribute="bottom" constant="8" id="con-00-003"/>
            <constraint firstItem="two-00-001" firstAttribute="leading" secondItem="roo-00-001" secondAttribute="leading" constant="16" id="con-00-004"/>
            """
        let bytes = IBFixtures.storyboard(device: "retina4_7", width: 375, height: 667, subviews: subviews, constraints: constraints, toolsVersion: "14490")
        return try #require(try IBFixtures.screens(bytes).first).spec
    }

    static func misplaced(_ spec: Spec, fonts: FontLibrary) -> [String] {
        var warnings: [Diagnostic] = []
        MisplacedViewRule(fonts: fonts).check(LintContext(spec: spec), into: &warnings)
        return warnings.map(\.message)
    }

    /// The heights of Ramotion/folding-cell's labels (@2x): each size's line in the fallback.
    @Test func theFallbackHasHelveticaNeuesLineWithoutItsLeading() throws {
        let fonts = try Self.library().drawingFallback(for: [Self.bundled])
        let measurer = TextMeasurer(fonts: fonts, scale: 2)
        for (size, height) in [(10.0, 12.0), (12, 14), (13, 15.5), (14, 16.5), (15, 17.5), (18, 21), (24, 28)] {
            #expect(measurer.lineHeight(Font(named: Self.bundled, size: size)) == height, "\(size) points")
        }
        #expect(measurer.singleLine("2015", in: Font(named: Self.bundled, size: 24)).width == 53.5)
        #expect(fonts.measurement(of: Font(named: Self.bundled, size: 24)) == .standIn)
        #expect(TextMeasurer(fonts: try Self.library(), scale: 2).lineHeight(Font(named: Self.bundled, size: 24)) == 33, "the font's own line")
        #expect(!fonts.hasUserFont(named: Self.bundled))
        // Only the names given: the library itself keeps the font.
        #expect(try Self.library().drawingFallback(for: ["OpenSans"]).hasUserFont(named: Self.bundled))
    }

    @Test func labelsAtTheFallbacksLineAreComparedInIt() throws {
        let fonts = try Self.library()
        let spec = try Self.screen(first: (53.5, 28), second: (76, 53.5, 28))
        #expect(SavedWithoutFont.told(spec, on: spec.designDevice!, fonts: fonts) == [Self.bundled])
        #expect(Self.misplaced(spec, fonts: fonts).isEmpty, "\(Self.misplaced(spec, fonts: fonts))")
    }

    @Test func labelsAtTheirFontsLineKeepIt() throws {
        let fonts = try Self.library()
        let spec = try Self.screen(first: (53.5, 33), second: (81, 53.5, 33))
        #expect(SavedWithoutFont.told(spec, on: spec.designDevice!, fonts: fonts).isEmpty)
        #expect(Self.misplaced(spec, fonts: fonts).isEmpty, "\(Self.misplaced(spec, fonts: fonts))")
    }

    /// One label at the font's line votes against the fallback: the font is kept, and the other
    /// label (saved at the fallback's line, 5 points above where the first's 33 puts it, beyond the
    /// 3.15 a text's growth allows: 0.5 + 33 × 0.05 + 1) is misplaced.
    @Test func oneLabelAtTheFontsLineKeepsTheFont() throws {
        let fonts = try Self.library()
        let spec = try Self.screen(first: (53.5, 33), second: (76, 53.5, 28))
        #expect(SavedWithoutFont.told(spec, on: spec.designDevice!, fonts: fonts).isEmpty)
        #expect(Self.misplaced(spec, fonts: fonts).contains { $0.contains("label_two_00_001") }, "\(Self.misplaced(spec, fonts: fonts))")
    }

    /// A font iOS ships is not a user font: its labels do not vote, whatever their height.
    @Test func fontsIOSShipsDoNotVote() throws {
        var spec = try Self.screen(first: (53.5, 28), second: (76, 53.5, 28))
        spec.views = spec.views.map { root in
            var root = root
            root.subviews = root.subviews.map { view in
                var view = view
                view.font = view.font.map { Located(Font(named: "HelveticaNeue", size: 24), at: $0.mark) }
                return view
            }
            return root
        }
        #expect(SavedWithoutFont.told(spec, on: spec.designDevice!, fonts: try Self.library()).isEmpty)
    }
}
