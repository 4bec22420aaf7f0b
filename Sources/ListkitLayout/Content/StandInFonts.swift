#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ListkitSpec

/// The Debian fonts that stand in for the fonts iOS ships (`IOSFonts`): Liberation Sans, Serif
/// and Mono (`fonts-liberation`, SIL OFL; metric-compatible with Arial, Times New Roman and
/// Courier New) and DejaVu Sans Mono (`fonts-dejavu-core`, Menlo's source), in regular, bold,
/// italic and bold italic. `make deps` installs them; read once, on first use.
final class StandInFonts: Sendable {
    static let shared = StandInFonts(directories: FontLibrary.systemDirectories + [
        "/usr/share/fonts/truetype/liberation", "/usr/share/fonts/truetype/liberation2", "/usr/share/fonts/truetype/dejavu",
    ])

    /// Faces by file stem (`LiberationSans-Bold`).
    let faces: [String: FontFace]

    init(directories: [String]) {
        var faces: [String: FontFace] = [:]
        for stem in Self.stems where faces[stem] == nil {
            for directory in directories {
                guard let face = [".ttf", ".otf"].lazy.map({ directory + "/" + stem + $0 }).filter({ access($0, R_OK) == 0 }).first.flatMap(FontFace.init(path:)) else { continue }
                faces[stem] = face
                break
            }
        }
        self.faces = faces
    }

    static let families: [String] = ["LiberationSans", "LiberationSerif", "LiberationMono", "DejaVuSansMono"]
    static let stems: [String] = families.flatMap { (family: String) -> [String] in
        let suffixes: [String] = family.hasPrefix("DejaVu") ? ["", "-Bold", "-Oblique", "-BoldOblique"] : ["-Regular", "-Bold", "-Italic", "-BoldItalic"]
        return suffixes.map { family + $0 }
    }

    /// The stand-in face for a font iOS ships, in the PostScript name's weight and slant; nil
    /// when the stand-in files are not installed.
    func face(for family: IOSFonts.Family, postScriptName: String) -> FontFace? {
        let (weight, italic) = IOSFonts.face(of: postScriptName)
        let bold = weight >= .semibold
        let base: String
        switch family.kind {
        case .sans: base = "LiberationSans"
        case .serif: base = "LiberationSerif"
        case .mono: base = family.name == "Menlo" ? "DejaVuSansMono" : "LiberationMono"
        }
        let dejaVu = base.hasPrefix("DejaVu")
        let suffix: String
        switch (bold, italic) {
        case (false, false): suffix = dejaVu ? "" : "-Regular"
        case (true, false): suffix = "-Bold"
        case (false, true): suffix = dejaVu ? "-Oblique" : "-Italic"
        case (true, true): suffix = dejaVu ? "-BoldOblique" : "-BoldItalic"
        }
        return faces[base + suffix] ?? faces[base + (dejaVu ? "" : "-Regular")]
    }
}
