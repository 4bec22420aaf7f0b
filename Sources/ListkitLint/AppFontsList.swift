/// The fonts an app embeds: the files its Info.plist lists under `UIAppFonts` ("Fonts provided
/// by application"). A repository's font that no Info.plist lists the app does not load, and
/// `SavedWithoutFont` considers Interface Builder's fallback for those alone
/// (docs/interface-builder.md).
enum AppFontsList {
    /// Whether a file is an Info.plist by Xcode's naming (`Info.plist`, `podcasts-Info.plist`).
    static func isInfoPlist(_ name: String) -> Bool { name.hasSuffix("Info.plist") }

    /// The entries of the `UIAppFonts` lists of the property lists at `paths` (XML ones; a
    /// binary or unreadable one lists none).
    static func entries(of paths: [String]) -> [String] {
        paths.flatMap { path in (try? String(contentsOfFile: path, encoding: .utf8)).map(entries(ofPlistText:)) ?? [] }
    }

    /// The `<string>` entries of the array after `<key>UIAppFonts</key>` in an XML property list.
    static func entries(ofPlistText text: String) -> [String] {
        guard let key = text.firstRange(of: "<key>UIAppFonts</key>") else { return [] }
        let rest = text[key.upperBound...].drop(while: \.isWhitespace)
        let open = "<array>"
        guard rest.hasPrefix(open), let end = rest.firstRange(of: "</array>") else { return [] }
        var list = rest[rest.index(rest.startIndex, offsetBy: open.count)..<end.lowerBound]
        var found: [String] = []
        while let start = list.firstRange(of: "<string>"), let close = list[start.upperBound...].firstRange(of: "</string>") {
            let entry = list[start.upperBound..<close.lowerBound].drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()
            let name = String(entry).replacing("&amp;", with: "&")
            if !name.isEmpty { found.append(name) }
            list = list[close.upperBound...]
        }
        return found
    }
}
