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

    @Test func diffFormatsComeFromTheEnum() throws {
        let help = try Self.help("diff")
        for format in DiffFormat.allCases {
            #expect(help.contains("\(format.rawValue) - \(format.summary)"), "\(format)")
        }
    }
}
