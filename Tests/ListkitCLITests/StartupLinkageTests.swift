#if os(Linux)
import Foundation
import Testing

/// Every run of `listkit` pays for loading the libraries it links (relocations, symbol lookups,
/// and ArgumentParser's protocol-conformance scans over every loaded image): docs/performance.md,
/// "Start-up". These libraries must stay out of the executable's dynamic dependencies:
/// FoundationXML, and Foundation with what it brings (FoundationInternationalization and ICU),
/// which a module importing Foundation — or importing one that does, as attaswift/BigInt did —
/// puts there through its autolink entries. FoundationEssentials stays (ArgumentParser's).
@Suite struct StartupLinkageTests {
    static let unwanted = ["libFoundationXML.so", "libFoundation.so", "libFoundationInternationalization.so", "lib_FoundationICU.so"]

    /// The executable's `DT_NEEDED` entries, as `readelf -d` lists them.
    static func needed() throws -> [String] {
        let r = try CLIRunner.execute("/usr/bin/readelf", ["-d", CLIRunner.binary.path])
        #expect(r.status == 0, "\(r.stderr)")
        return r.stdout.split(separator: "\n").filter { $0.contains("(NEEDED)") }.compactMap { line in
            guard let open = line.firstIndex(of: "["), let close = line.lastIndex(of: "]") else { return nil }
            return String(line[line.index(after: open)..<close])
        }
    }

    @Test func executableDoesNotLinkFoundation() throws {
        let libraries = try Self.needed()
        #expect(libraries.contains("libyaml-0.so.2"), "readelf did not list the libraries: \(libraries)")
        for library in Self.unwanted { #expect(!libraries.contains(library), "listkit links \(library): \(libraries)") }
    }
}
#endif
