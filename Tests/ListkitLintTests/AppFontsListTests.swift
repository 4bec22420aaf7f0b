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
}
