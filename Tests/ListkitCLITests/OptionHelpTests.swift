import Foundation
import ListkitRender
import Testing

/// `--help` lists an option's values from its enum: every case with its summary, so a new
/// format shows up in the help by existing.
@Suite struct OptionHelpTests {
    /// The help text with line wrapping undone (runs of spaces and newlines become one space).
    static func help(_ command: String) throws -> String {
        let r = try CLIRunner.run([command, "--help"])
        #expect(r.status == 0, "\(r.stderr)")
        return r.stdout.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }

    @Test func layoutFormatsComeFromTheEnum() throws {
        let help = try Self.help("layout")
        for format in LayoutFormat.allCases {
            #expect(help.contains("\(format.rawValue) - \(format.summary)"), "\(format)")
        }
    }

    @Test func lintFormatsComeFromTheEnum() throws {
        let help = try Self.help("lint")
        for format in LintFormat.allCases {
            #expect(help.contains("\(format.rawValue) - \(format.summary)"), "\(format)")
        }
    }

    /// The man pages (`make man`) are generated from this dump of every command's help, and
    /// `man` in the C locale (a container's, a CI runner's) drops what is not ASCII: an
    /// ellipsis in "accessibility1…5" printed as "accessibility15". They describe Interface
    /// Builder files too.
    @Test func helpThatManPagesAreMadeOfIsASCII() throws {
        let r = try CLIRunner.run(["--experimental-dump-help"])
        #expect(r.status == 0, "\(r.stderr)")
        let unreadable = r.stdout.unicodeScalars.enumerated().filter { !$0.element.isASCII }
        let contexts = unreadable.prefix(5).map { offset, _ in
            String(String.UnicodeScalarView(r.stdout.unicodeScalars.dropFirst(max(0, offset - 40)).prefix(60)))
        }
        #expect(unreadable.isEmpty, "not ASCII: \(contexts)")
        #expect(r.stdout.contains("accessibility1 to accessibility5"))
        // The man page describes Interface Builder files, as the help does.
        #expect(r.stdout.contains("Interface Builder") && r.stdout.contains(".xib") && r.stdout.contains(".storyboard"))
    }

    @Test func diffFormatsComeFromTheEnum() throws {
        let help = try Self.help("diff")
        for format in DiffFormat.allCases {
            #expect(help.contains("\(format.rawValue) - \(format.summary)"), "\(format)")
        }
    }
}
