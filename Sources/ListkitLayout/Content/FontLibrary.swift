#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ListkitSpec

/// The font files text is measured with: Inter, SF Pro's stand-in (SIL OFL; Debian
/// `fonts-inter`, installed by `make deps`), and the user's own fonts by name.
///
/// Inter comes in the optical sizes SF has: Inter for text, Inter Display from 20 points (where
/// iOS switches SF Pro Text to SF Pro Display), each in UIFont.Weight's nine weights. Files are
/// read once, when the library is made; a library is immutable and safe to share.
public final class FontLibrary: Sendable {
    /// Inter's faces (text, then display) by weight; empty when Inter was not found.
    let interText: [Font.Weight: FontFace]
    let interDisplay: [Font.Weight: FontFace]
    /// User fonts by PostScript name and by file name without its extension.
    let userFaces: [String: FontFace]
    /// Where Inter was found, or nil.
    public let interDirectory: String?
    /// The files and folders it was made of (a repository's fonts are added to them).
    public let givenFiles: [String]
    public let givenDirectories: [String]
    /// SF Pro's own files (`SF-Pro-Text-Regular.otf`, `SF-Pro-Display-Bold.otf`, … as Apple's
    /// download installs them) by weight, where the user's font folders or the system's have them:
    /// the system font is then measured with them instead of Inter.
    let sfProText: [Font.Weight: FontFace]
    let sfProDisplay: [Font.Weight: FontFace]
    /// Where SF Pro was found, or nil.
    public let sfProDirectory: String?
    /// User fonts' names measured as Interface Builder drew them on a Mac without them
    /// (`MissingFontFallback`), in a copy made by `drawingFallback(for:)`; empty otherwise.
    let fallbackNames: Set<String>
    /// The font files (names, lowercased, without folders) an app's Info.plist lists under
    /// `UIAppFonts`: fonts the app embeds, which Interface Builder draws whatever the Mac has
    /// (`SavedWithoutFont` leaves them out).
    let appFontFiles: Set<String>

    /// Inter (or SF Pro) from the system's font folders, no user fonts. Made on first use. The `try!` cannot
    /// trap: the initialiser throws only for files or folders it is given, and this gives none
    /// (a missing Inter leaves `hasInter` false, which the CLI reports).
    public static let standard = try! FontLibrary(fontFiles: [], fontDirectories: [])

    /// - Parameters:
    ///   - fontFiles: font files the spec's `font: { name: … }` can name.
    ///   - fontDirectories: folders whose `.otf`/`.ttf` files it can name (not recursive); they
    ///     are searched for Inter too, before the system's folders.
    /// - Throws: `FontLibraryError` when a file or folder given cannot be read.
    ///   - foundFiles: font files found rather than given (a repository's): ones that cannot be
    ///     read are skipped; a name given or in a folder wins over the same name found.
    ///   - appFonts: the entries of the repository's `UIAppFonts` lists (paths or file names).
    public init(fontFiles: [String], fontDirectories: [String], foundFiles: [String] = [], appFonts: [String] = []) throws(FontLibraryError) {
        givenFiles = fontFiles
        givenDirectories = fontDirectories
        var user: [String: FontFace] = [:]
        var files = fontFiles.map { ($0, true) }
        for directory in fontDirectories {
            guard let names = Self.fileNames(in: directory) else { throw .unreadableDirectory(directory) }
            files += names.filter(Self.isFontFile).sorted().map { (directory + "/" + $0, false) }
        }
        files += foundFiles.map { ($0, false) }
        for (path, named) in files {
            guard let face = FontFace(path: path) else {
                if named { throw .unreadableFile(path) }
                continue
            }
            for key in [face.postScriptName, Self.baseName(path)] where !key.isEmpty && user[key] == nil { user[key] = face }
        }
        userFaces = user
        let folders = fontDirectories + Self.systemDirectories
        (interDirectory, interText, interDisplay) = Self.opticalFaces(in: folders, file: Self.interFile)
        (sfProDirectory, sfProText, sfProDisplay) = Self.opticalFaces(in: folders, file: Self.sfProFile)
        fallbackNames = []
        appFontFiles = Set(appFonts.map(Self.fileName))
    }

    /// A copy of `library` that measures `names` as `fallbackNames`.
    private init(_ library: FontLibrary, fallbackNames: Set<String>) {
        interText = library.interText
        interDisplay = library.interDisplay
        userFaces = library.userFaces
        interDirectory = library.interDirectory
        givenFiles = library.givenFiles
        givenDirectories = library.givenDirectories
        sfProText = library.sfProText
        sfProDisplay = library.sfProDisplay
        sfProDirectory = library.sfProDirectory
        appFontFiles = library.appFontFiles
        self.fallbackNames = fallbackNames
    }

    /// This library with the user fonts `names` measured as Interface Builder drew them where
    /// the Mac that saved a document did not have them (`MissingFontFallback`): what a screen's
    /// saved frames say of it (`SavedWithoutFont`). Itself when `names` adds nothing.
    public func drawingFallback(for names: Set<String>) -> FontLibrary {
        names.isSubset(of: fallbackNames) ? self : FontLibrary(self, fallbackNames: fallbackNames.union(names))
    }

    /// Whether a user font's file is one an Info.plist lists under `UIAppFonts` (`appFonts`).
    func isListedInAppFonts(_ name: String) -> Bool {
        guard !appFontFiles.isEmpty, let face = userFaces[name] else { return false }
        return appFontFiles.contains(Self.fileName(face.path))
    }

    /// A path's last component, lowercased: how `UIAppFonts` entries and font files are matched.
    static func fileName(_ path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path)).lowercased()
    }

    /// Whether a font name is measured as Interface Builder's fallback (`drawingFallback(for:)`).
    func drawsFallback(_ name: String) -> Bool { !fallbackNames.isEmpty && fallbackNames.contains(name) }

    /// A family in text and display faces by weight, from the first folder that has its regular
    /// text face (nil and none when no folder has).
    static func opticalFaces(in folders: [String], file: (String, Bool, Font.Weight) -> String?)
        -> (String?, [Font.Weight: FontFace], [Font.Weight: FontFace]) {
        guard let directory = folders.first(where: { file($0, false, .regular) != nil }) else { return (nil, [:], [:]) }
        var text: [Font.Weight: FontFace] = [:], display: [Font.Weight: FontFace] = [:]
        for weight in Font.Weight.allCases {
            text[weight] = file(directory, false, weight).flatMap(FontFace.init(path:))
            display[weight] = file(directory, true, weight).flatMap(FontFace.init(path:))
        }
        return (directory, text, display)
    }

    /// SF Pro's face for a weight at a size (Display from 20 points), when its own file was
    /// found; nil for a weight or optical size whose file is not there, which Inter then
    /// measures as without SF's files (with a stand-in's tolerance: `measurement(of:size:)`).
    /// Another face does not stand in: SF Pro Text Regular measures a medium label narrow, and
    /// a Text face measures a 22-point label several percent wide (with SF Pro Text and Display
    /// Regular and Bold only, the public check's light, medium and semibold labels from 20
    /// points, measured so, were six screens' false `misplaced-view`: docs/interface-builder.md,
    /// "Figures").
    func sfProFace(weight: Font.Weight, size: Double) -> FontFace? {
        guard sfProDirectory != nil else { return nil }
        return (size >= TextModel.displayFromSize ? sfProDisplay : sfProText)[weight]
    }

    /// What measures the system font, for the output: SF Pro's files or Inter, and where.
    public var systemFontSource: String {
        if let sfProDirectory { return "SF Pro (\(sfProDirectory))" }
        return interDirectory.map { "Inter, SF Pro's stand-in (\($0))" } ?? "an estimate (no Inter)"
    }

    /// SF Pro's static file names: `SF-Pro-Text-Semibold.otf`, `SF-Pro-Display-Bold.otf`.
    static func sfProFile(in directory: String, display: Bool, weight: Font.Weight) -> String? {
        readableFace(in: directory, stem: (display ? "SF-Pro-Display-" : "SF-Pro-Text-") + sfProStyleName(weight))
    }

    static func sfProStyleName(_ weight: Font.Weight) -> String {
        switch weight {
        case .ultraLight: "Ultralight"
        case .thin: "Thin"
        case .light: "Light"
        case .regular: "Regular"
        case .medium: "Medium"
        case .semibold: "Semibold"
        case .bold: "Bold"
        case .heavy: "Heavy"
        case .black: "Black"
        }
    }

    /// A face's file in a folder, OpenType first: `stem.otf` or `stem.ttf`, when readable.
    static func readableFace(in directory: String, stem: String) -> String? {
        [".otf", ".ttf"].map { directory + "/" + stem + $0 }.first { access($0, R_OK) == 0 }
    }

    /// Whether Inter was found (else text falls back to the documented estimate).
    public var hasInter: Bool { interText[.regular] != nil }

    /// The names user fonts can be asked for, sorted (for did-you-mean hints).
    public var userFontNames: [String] { userFaces.keys.sorted() }

    /// Whether `font: { name: … }` can be measured with a file given.
    public func hasUserFont(named name: String) -> Bool { userFace(named: name) != nil }

    /// A user font's file, unless it is measured as Interface Builder's fallback (`drawsFallback`).
    func userFace(named name: String) -> FontFace? { drawsFallback(name) ? nil : userFaces[name] }

    /// Inter's face for a weight at a size: Display from 20 points. A missing Display file
    /// falls back to the text face, a missing weight to regular.
    func interFace(weight: Font.Weight, size: Double) -> FontFace? {
        let faces = size >= TextModel.displayFromSize ? interDisplay : interText
        return faces[weight] ?? interText[weight] ?? interText[.regular]
    }

    /// The folders searched for Inter, in order, given the user's font folders.
    public static func searchedDirectories(_ userDirectories: [String]) -> [String] {
        userDirectories + systemDirectories
    }

    /// Where `make deps` (Debian `fonts-inter`), Homebrew and the usual font folders put Inter.
    static var systemDirectories: [String] {
        let home = getenv("HOME").map { String(cString: $0) } ?? ""
        return ["/usr/share/fonts/opentype/inter", "/usr/local/share/fonts/opentype/inter", "/usr/local/share/fonts",
                "/opt/homebrew/share/fonts", home + "/Library/Fonts", "/Library/Fonts", home + "/.local/share/fonts",
                home + "/.fonts"]
    }

    /// Inter's static file names: `Inter-SemiBold.otf`, `InterDisplay-SemiBold.otf` (or .ttf).
    static func interFile(in directory: String, display: Bool, weight: Font.Weight) -> String? {
        readableFace(in: directory, stem: (display ? "InterDisplay-" : "Inter-") + interStyleName(weight))
    }

    static func interStyleName(_ weight: Font.Weight) -> String {
        switch weight {
        case .ultraLight: "Thin"
        case .thin: "ExtraLight"
        case .light: "Light"
        case .regular: "Regular"
        case .medium: "Medium"
        case .semibold: "SemiBold"
        case .bold: "Bold"
        case .heavy: "ExtraBold"
        case .black: "Black"
        }
    }

    static func isFontFile(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasSuffix(".otf") || lower.hasSuffix(".ttf")
    }

    static func baseName(_ path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = file.lastIndex(of: ".") else { return file }
        return String(file[..<dot])
    }

    /// The entries of a folder, or nil if it cannot be read.
    static func fileNames(in directory: String) -> [String]? {
        guard let handle = opendir(directory) else { return nil }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}

/// A font file or folder the user named that cannot be read.
public enum FontLibraryError: Error, Sendable, Equatable, CustomStringConvertible {
    case unreadableFile(String)
    case unreadableDirectory(String)

    public var description: String {
        switch self {
        case .unreadableFile(let path): return "cannot read font file '\(path)' (an OpenType or TrueType file)"
        case .unreadableDirectory(let path): return "cannot read font folder '\(path)'"
        }
    }
}
