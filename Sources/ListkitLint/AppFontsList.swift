import ListkitInterfaceBuilder

/// The fonts an app embeds: the files its Info.plist lists under `UIAppFonts` ("Fonts provided
/// by application"). A repository's font that no Info.plist lists the app does not load, and
/// `SavedWithoutFont` considers Interface Builder's fallback for those alone
/// (docs/interface-builder.md).
enum AppFontsList {
    /// Whether a file is an Info.plist by Xcode's naming (`Info.plist`, `podcasts-Info.plist`).
    static func isInfoPlist(_ name: String) -> Bool { name.hasSuffix("Info.plist") }

    /// The entries of the `UIAppFonts` lists of the property lists at `paths`. Each is read as
    /// lint reads a spec (`SpecFiles.read`: bounded, never by its announced size), and only if it
    /// is a regular file: a FIFO named Info.plist would block the open. A binary, unreadable or
    /// malformed one lists none.
    static func entries(of paths: [String]) -> [String] {
        paths.flatMap { path -> [String] in
            let bytes = Array(path.utf8)
            guard case .success(.regular) = FileKind.of(bytes, following: true),
                  case .success(let text) = SpecFiles.read(SpecPath(bytes: bytes)) else { return [] }
            return entries(ofPlist: text)
        }
    }

    /// The `<string>` entries of the array that follows `<key>UIAppFonts</key>` in an XML
    /// property list's top dictionary, read with the XML reader IB documents use (entities and
    /// comments as XML has them), each trimmed of white space.
    static func entries(ofPlist bytes: [UInt8]) -> [String] {
        guard case .success(let root) = XMLTreeReader.read(bytes), root.name == "plist",
              let dict = root.child("dict") else { return [] }
        var children = dict.children.makeIterator()
        while let element = children.next() {
            guard element.name == "key", element.text == "UIAppFonts" else { continue }
            guard let list = children.next(), list.name == "array" else { return [] }
            return list.children("string").map { trimmed($0.text) }.filter { !$0.isEmpty }
        }
        return []
    }

    /// The entries of a property list given as text (`entries(ofPlist:)`).
    static func entries(ofPlistText text: String) -> [String] { entries(ofPlist: Array(text.utf8)) }

    private static func trimmed(_ text: String) -> String {
        String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
