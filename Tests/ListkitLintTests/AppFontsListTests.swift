import Foundation
@testable import ListkitLint
import Testing

/// The fonts an app embeds, read from its Info.plists' `UIAppFonts` lists (`AppFontsList`).
@Suite struct AppFontsListTests {
    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
            <key>CFBundleName</key>
            <string>Demo</string>
            <key>UIAppFonts</key>
            <array>
                <string>Fonts/Brand-Regular.ttf</string>
                <string> Icons &amp; Glyphs.otf </string>
            </array>
            <key>UIBackgroundModes</key>
            <array>
                <string>fetch</string>
            </array>
        </dict>
        </plist>
        """

    @Test func theEntriesOfTheUIAppFontsArray() {
        #expect(AppFontsList.entries(ofPlistText: Self.plist) == ["Fonts/Brand-Regular.ttf", "Icons & Glyphs.otf"])
    }

    @Test func noListNoEntries() {
        #expect(AppFontsList.entries(ofPlistText: Self.plist.replacingOccurrences(of: "UIAppFonts", with: "UIRequiredDeviceCapabilities2")).isEmpty)
        #expect(AppFontsList.entries(ofPlistText: "<key>UIAppFonts</key>\n<array/>\n<key>X</key><array><string>a.ttf</string></array>").isEmpty)
    }

    @Test func infoPlistsAreNamedSo() {
        #expect(AppFontsList.isInfoPlist("Info.plist"))
        #expect(AppFontsList.isInfoPlist("podcasts-Info.plist"))
        #expect(!AppFontsList.isInfoPlist("Settings.plist"))
    }

    /// A repository's walk finds its font files and its Info.plists' entries; without font
    /// files the plists are not read.
    @Test func aRepositorysWalkFindsFontsAndTheirList() throws {
        let root = try LintHarness.tree("app-fonts", [".git/HEAD": "x\n", "App/Info.plist": Self.plist, "App/Fonts/Brand-Regular.ttf": "not a font\n"])
        let found = BundledFonts.found(under: root.path)
        #expect(found.fontFiles == [root.appendingPathComponent("App/Fonts/Brand-Regular.ttf").path])
        #expect(found.appFonts == ["Fonts/Brand-Regular.ttf", "Icons & Glyphs.otf"])
        let bare = try LintHarness.tree("app-fonts-none", [".git/HEAD": "x\n", "App/Info.plist": Self.plist])
        #expect(BundledFonts.found(under: bare.path).appFonts.isEmpty)
    }

    /// The list is read as XML: a comment between the key and its array, and character
    /// references, are what XML says they are.
    @Test func theListIsReadAsXML() {
        let plist = "<plist version=\"1.0\"><dict><key>UIAppFonts</key><!-- the brand's --><array><string>Brand&#32;Bold.otf</string></array></dict></plist>"
        #expect(AppFontsList.entries(ofPlistText: plist) == ["Brand Bold.otf"])
    }

    /// A FIFO named Info.plist is not opened: `SpecFiles.read`'s open would wait for a writer
    /// forever, so the list reads regular files only (this test hangs without that check). The
    /// walk ends, and the FIFO lists nothing.
    @Test func aFIFONamedInfoPlistIsNotOpened() throws {
        let root = try LintHarness.tree("app-fonts-fifo", [".git/HEAD": "x\n", "App/Fonts/Brand-Regular.ttf": "not a font\n"])
        #expect(mkfifo(root.appendingPathComponent("App/Info.plist").path, 0o644) == 0)
        let found = BundledFonts.found(under: root.path)
        #expect(found.fontFiles.count == 1 && found.appFonts.isEmpty)
    }
}
