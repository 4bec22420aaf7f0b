import ArgumentParser
import ListkitLayout
import ListkitLint
import ListkitSpec

/// How text is measured: the Dynamic Type setting and the user's font files; shared by the
/// commands that lay out.
struct TextOptions: ParsableArguments {
    @Option(name: .customLong("text-size"),
            help: "Dynamic Type setting: xSmall, small, medium, large (default), xLarge, xxLarge, xxxLarge, accessibility1 to accessibility5. lint takes several (repeated or comma-separated).",
            completion: .list(ContentSizeCategory.allCases.map(\.rawValue)))
    var textSizeNames: [String] = []

    @Option(name: .customLong("font-file"), help: "A font file (.otf/.ttf) that `font: { name: ... }` can name, by PostScript or file name. Repeatable.")
    var fontFiles: [String] = []

    @Option(name: .customLong("font-dir"), help: "A folder of font files (also searched for Inter). Repeatable.")
    var fontDirectories: [String] = []

    /// The settings asked for, in order, without repeats; the default when none.
    func textSizes() throws -> [ContentSizeCategory] {
        var sizes: [ContentSizeCategory] = []
        for name in textSizeNames.flatMap({ $0.split(separator: ",") }).map({ String($0).trimmingSpaces() }) {
            guard let size = ContentSizeCategory(rawValue: name) else {
                let names = ContentSizeCategory.allCases.map(\.rawValue)
                let hint = DidYouMean.best(name, in: names).map { "; did you mean '\($0)'?" } ?? " (\(names.joined(separator: ", ")))"
                throw CLIFailure.usage("unknown text size '\(name)'\(hint)").report()
            }
            if !sizes.contains(size) { sizes.append(size) }
        }
        return sizes.isEmpty ? [.default] : sizes
    }

    /// Inter and the user's fonts; a usage failure when a file cannot be read or Inter is missing.
    func fontLibrary() throws -> FontLibrary {
        let library: FontLibrary
        if fontFiles.isEmpty && fontDirectories.isEmpty {
            library = .standard
        } else {
            do {
                library = try FontLibrary(fontFiles: fontFiles, fontDirectories: fontDirectories)
            } catch {
                throw CLIFailure.usage(error.description).report()
            }
        }
        guard library.hasInter else {
            throw CLIFailure.usage("""
                the Inter font (SF Pro's stand-in for measuring text) was not found in \
                \(FontLibrary.searchedDirectories(fontDirectories).joined(separator: ", ")); run `make deps` \
                (Debian: apt-get install fonts-inter; macOS: brew install --cask font-inter) or pass --font-dir
                """).report()
        }
        if let directory = library.sfProDirectory { printError("note: text measured with SF Pro from \(directory)") }
        return library
    }

    /// The library for one file: the options' fonts, its configuration's `fonts:` and the font
    /// files of its repository (`BundledFonts`); standard input gets the options' alone.
    func fontLibrary(for file: String) throws -> FontLibrary {
        let library = try fontLibrary()
        guard file != SpecFiles.stdinPath else { return library }
        return BundledFonts(base: library).library(for: file, configuration: ConfigurationFinder(explicitPath: nil).configuration(for: file))
    }
}

extension String {
    func trimmingSpaces() -> String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
