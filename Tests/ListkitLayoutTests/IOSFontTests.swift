import Foundation
import Testing
@testable import ListkitLayout
import ListkitSpec
import ListkitYAML

/// Fonts iOS ships (`IOSFonts`) are measured with Debian's stand-ins (`make deps`), never
/// reported unknown; SF Pro's own files measure the system font when the user has them.
/// Expected widths come from the fonts' published advance widths, not from this code: Adobe's
/// core-font metrics (Helvetica: H 722, e 556, l 222, o 556; Times-Roman: H 722, e 444,
/// l 278, o 500, per 1000 em) and the monospaced advances of Courier New (1229 of 2048 em) and
/// Menlo (1233 of 2048 em, as DejaVu Sans Mono, which Menlo was made from).
@Suite struct IOSFontTests {
    let measurer = TextMeasurer()

    @Test func standInsAreInstalled() {
        #expect(StandInFonts.shared.faces.count == StandInFonts.stems.count,
                "run `make deps` (fonts-liberation, fonts-dejavu-core): found \(StandInFonts.shared.faces.keys.sorted())")
    }

    @Test func familiesByPostScriptName() {
        #expect(IOSFonts.family(of: "HelveticaNeue-Bold")?.name == "Helvetica Neue")
        #expect(IOSFonts.family(of: "HelveticaNeue")?.name == "Helvetica Neue")
        #expect(IOSFonts.family(of: "Helvetica-Oblique")?.name == "Helvetica")
        #expect(IOSFonts.family(of: "ArialMT")?.name == "Arial")
        #expect(IOSFonts.family(of: "Avenir-Heavy")?.name == "Avenir")
        #expect(IOSFonts.family(of: "AvenirNext-DemiBold")?.name == "Avenir Next")
        #expect(IOSFonts.family(of: "Futura-CondensedExtraBold")?.name == "Futura")
        #expect(IOSFonts.family(of: "GillSans")?.name == "Gill Sans")
        #expect(IOSFonts.family(of: "Georgia-BoldItalic")?.kind == .serif)
        #expect(IOSFonts.family(of: "Menlo-Regular")?.kind == .mono)
        #expect(IOSFonts.family(of: "OpenSans-Semibold") == nil, "an app's own font is not iOS's")
        #expect(IOSFonts.family(of: "LucidaGrande") == nil, "a macOS font is not on an iPhone")
        #expect(IOSFonts.isSystemFont(".AppleSystemUIFont"))
        #expect(IOSFonts.isSystemFont("SFProText-Regular"))
        #expect(!IOSFonts.isSystemFont("HelveticaNeue"))
    }

    @Test func facesByPostScriptName() {
        #expect(IOSFonts.face(of: "HelveticaNeue-BoldItalic") == (.bold, true))
        #expect(IOSFonts.face(of: "AvenirNext-DemiBold") == (.semibold, false))
        #expect(IOSFonts.face(of: "Avenir-Roman") == (.regular, false))
        #expect(IOSFonts.face(of: "Avenir-BlackOblique") == (.black, true))
        #expect(IOSFonts.face(of: "HelveticaNeue-UltraLight") == (.ultraLight, false))
        #expect(IOSFonts.face(of: "GillSans") == (.regular, false))
    }

    @Test func metricCompatibleFamiliesHaveTheirOwnWidths() {
        let cases: [(String, Double)] = [
            ("Helvetica", 2.278), ("ArialMT", 2.278), ("TimesNewRomanPSMT", 2.222),
            ("CourierNewPSMT", 5 * 1229.0 / 2048), ("Menlo-Regular", 5 * 1233.0 / 2048),
        ]
        for (name, ems) in cases {
            let width = measurer.width(of: "Hello", in: Font(named: name, size: 17))
            #expect(abs(width - ems * 17) < 0.02, "\(name): \(width), published \(ems * 17)")
        }
        // A bold face is a bold file: Helvetica-Bold's H e l l o are 722 556 278 278 611.
        let bold = measurer.width(of: "Hello", in: Font(named: "Helvetica-Bold", size: 17))
        #expect(abs(bold - 2.445 * 17) < 0.02, "Helvetica-Bold: \(bold)")
    }

    /// Families whose stand-in's line is not theirs take their iOS line (`IOSFonts.lineHeightEms`),
    /// worked out by hand at @3x: Helvetica Neue 17 × 1.19 = 20.23 → 20⅓ (Liberation Sans's
    /// own 1.149 em would give 19.53 → 19⅔); Avenir Next 30 × 1.366 = 40.98 → 41. Families
    /// without one keep their stand-in's: Georgia is Liberation Serif's (1.149 em).
    @Test func familiesTakeTheirOwnLineHeights() throws {
        let measurer = TextMeasurer(scale: 3)
        #expect(abs(measurer.lineHeight(Font(named: "HelveticaNeue-Light", size: 17)) - 61.0 / 3) < 1e-9)
        #expect(measurer.lineHeight(Font(named: "AvenirNext-Regular", size: 30)) == 41)
        let serif = try #require(StandInFonts.shared.faces["LiberationSerif-Regular"])
        #expect(measurer.rawLineHeight(Font(named: "Georgia", size: 20)) == serif.lineHeightEms * 20)
    }

    @Test func iOSFontsAreNeverUnknown() {
        let names = ["HelveticaNeue-Bold", "Avenir-Heavy", "Georgia", ".AppleSystemUIFont", "NoSuchFont-Bold"]
        var spec = Spec(screen: Located("Fonts", at: Mark(line: 1, column: 1)))
        spec.views = names.enumerated().map { index, name in
            let mark = Mark(line: index + 1, column: 1)
            var view = ViewSpec(id: Located("label\(index)", at: mark), type: Located(.label, at: mark), mark: mark)
            view.text = Located("Hello", at: mark)
            view.font = Located(Font(named: name, size: 17), at: mark)
            return view
        }
        let unknown = UnknownFontCheck(fonts: .standard).findings(in: spec)
        #expect(unknown.map(\.mark.line) == [5], "only the font iOS does not ship: \(unknown.map(\.message))")
    }

    /// A new folder holding Liberation Sans Regular under each of `names` (SF Pro's file
    /// names): SF's files as the library finds them, with a metric the test knows.
    static func sfProStandIns(_ names: [String], tag: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("listkit-sfpro-\(tag)-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let liberation = try #require(StandInFonts.shared.faces["LiberationSans-Regular"]?.path)
        for name in names {
            try FileManager.default.copyItem(atPath: liberation, toPath: folder.appendingPathComponent(name).path)
        }
        return folder
    }

    @Test func sfProFilesMeasureTheSystemFont() throws {
        // A stand-in file under SF Pro's file name: the system font is then measured with it,
        // with SF's tracking and no weight factor (the file is the weight).
        let folder = try Self.sfProStandIns(["SF-Pro-Text-Regular.ttf"], tag: "text")
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = try FontLibrary(fontFiles: [], fontDirectories: [folder.path])
        #expect(library.sfProDirectory == folder.path)
        #expect(library.systemFontSource == "SF Pro (\(folder.path))")
        let sf = TextMeasurer(fonts: library).width(of: "Hello", in: .body)
        let expected = measurer.width(of: "Hello", in: Font(named: "Helvetica", size: 17)) + 5 * TextModel.tracking(atSize: 17)
        #expect(abs(sf - expected) < 1e-9, "\(sf) against \(expected)")
        #expect(FontLibrary.standard.sfProDirectory == nil || FontLibrary.standard.systemFontSource.hasPrefix("SF Pro"))
    }

    @Test func sfProDisplayTakesItsOwnTracking() throws {
        // Stand-in files under SF Pro's Text and Display names. From 20 points the Display file
        // is measured with the Display face's table, not the HIG's variable-font one: "Hello"
        // at 22 points gains 5 × 22 × 16/1000 = 1.76 points (the HIG's −12/1000 em would take
        // 1.32 off); at 17 points the Text file keeps the HIG's −0.43 a character.
        let folder = try Self.sfProStandIns(["SF-Pro-Text-Regular.ttf", "SF-Pro-Display-Regular.ttf"], tag: "display")
        defer { try? FileManager.default.removeItem(at: folder) }
        let sf = TextMeasurer(fonts: try FontLibrary(fontFiles: [], fontDirectories: [folder.path]))
        func untracked(_ size: Double) -> Double { measurer.width(of: "Hello", in: Font(named: "Helvetica", size: size)) }
        #expect(abs(sf.width(of: "Hello", in: Font(systemSize: 22)) - (untracked(22) + 1.76)) < 1e-9)
        #expect(abs(sf.width(of: "Hello", in: Font(systemSize: 17)) - (untracked(17) - 5 * 0.43)) < 1e-9)
        #expect(abs(sf.width(of: "Hello", in: Font(systemSize: 28)) - (untracked(28) + 5 * 28 * 13 / 1000)) < 1e-9)
    }

    @Test func aWeightOrOpticalSizeWithoutItsSFProFileIsInters() throws {
        // A stand-in file under SF Pro Text Regular's name only. The regular system font below
        // 20 points is measured with it, exactly; bold at 17 points and regular at 22 (SF Pro
        // Display's optical size) have no file of their own and are Inter's, as without SF's
        // files, with a stand-in's tolerance: "Hello" bold 17 is Inter Bold's 42.5242 points
        // × 1.03 × 0.997 − 5 × 0.43 = 41.52, and regular 22 Inter Display's 2.125 em × 22 +
        // 5 × 0.099 = 47.245 (uharfbuzz). Not SF Pro Text Regular's, which stood in before.
        let folder = try Self.sfProStandIns(["SF-Pro-Text-Regular.ttf"], tag: "partial")
        defer { try? FileManager.default.removeItem(at: folder) }
        let library = try FontLibrary(fontFiles: [], fontDirectories: [folder.path])
        let sf = TextMeasurer(fonts: library)
        #expect(library.measurement(of: Font(systemSize: 17)) == .exact)
        #expect(library.measurement(of: Font(systemSize: 17, weight: .bold)) == .standIn)
        #expect(library.measurement(of: Font(systemSize: 22)) == .standIn)
        #expect(abs(sf.width(of: "Hello", in: Font(systemSize: 17, weight: .bold)) - (42.5242 * 1.03 * 0.997 - 2.15)) < 0.001)
        #expect(abs(sf.width(of: "Hello", in: Font(systemSize: 22)) - 47.245) < 0.001)
        // Body at accessibility3 is 40 points: SF Pro Display's size, whose file is not here.
        #expect(TextMeasurer(fonts: library, textSize: .accessibility3).measurement(of: .body) == .standIn)
        #expect(sf.measurement(of: .body) == .exact)
    }

    @Test func displayTrackingFollowsTheDisplayFacesTable() {
        #expect(TextModel.displayTracking(atSize: 20) == 20 * 19 / 1000.0)
        #expect(TextModel.displayTracking(atSize: 23) == 23 * 16 / 1000.0, "a row holds up to the next one")
        #expect(TextModel.displayTracking(atSize: 34) == 34 * 11 / 1000.0)
        #expect(TextModel.displayTracking(atSize: 96) == 0)
        #expect(TextModel.sfProTracking(atSize: 19.5) == TextModel.tracking(atSize: 19.5))
        #expect(TextModel.sfProTracking(atSize: 22) == TextModel.displayTracking(atSize: 22))
    }
}
