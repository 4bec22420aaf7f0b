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

    @Test func diagnosticFormatsComeFromTheEnum() throws {
        let help = try Self.help("lint")
        for format in DiagnosticPrinter.Format.allCases {
            #expect(help.contains("\(format.rawValue) - \(format.summary)"), "\(format)")
        }
    }
}
