import Foundation
import Testing

/// The README shows real output; these keep it true when the output changes.
@Suite struct ReadmeTests {
    static let readme = (try? String(contentsOf: CLIRunner.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

    @Test(arguments: [
        ["layout", "specs/examples/click-counter.yaml"],
        ["layout", "specs/examples/venue-detail.yaml", "--format", "wireframe", "--columns", "64"],
        ["diff", "specs/versions/reviews-v1.yaml", "specs/versions/reviews-v2.yaml"],
        ["diff", "specs/versions/reviews-v1.yaml", "specs/versions/reviews-v2.yaml", "--format", "swift", "--reloads", "reconfigure"],
    ])
    func sampleOutputIsCurrent(_ arguments: [String]) throws {
        let r = try CLIRunner.run(arguments)
        #expect(!r.stdout.isEmpty)
        #expect(Self.readme.contains("$ listkit \(arguments.joined(separator: " "))\n" + r.stdout),
                "README's sample of `listkit \(arguments.joined(separator: " "))` differs from the output")
    }
}
