import Foundation
import ListkitRandom
import Testing

/// Attribute-level mutation of Interface Builder documents (issue #34) through the real binary:
/// each case replaces one to three numeric attribute values of a repository fixture (or of a document in
/// LISTKIT_IB_CORPUS, a folder of public ones) by a hostile value, and runs the commands
/// `IBFuzzCheck` runs and checks (an imported spec must lint too). Bounded for CI; `make fuzz` sets the same
/// LISTKIT_FUZZ_RUNS, LISTKIT_FUZZ_SECONDS and LISTKIT_FUZZ_SEED as FuzzTests.
@Suite struct IBAttributeFuzzTests {
    static let runs = FuzzTests.environment["LISTKIT_FUZZ_RUNS"].flatMap(Int.init) ?? 60
    static let seconds = FuzzTests.environment["LISTKIT_FUZZ_SECONDS"].flatMap(Double.init) ?? 60

    static let corpusPaths: [String] = {
        var folders = [CLIRunner.packageRoot.appendingPathComponent("Tests/ListkitInterfaceBuilderTests/Fixtures").path]
        if let extra = FuzzTests.environment["LISTKIT_IB_CORPUS"] { folders.append(extra) }
        return folders.flatMap { folder in
            (FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? [])
                .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted().map { "\(folder)/\($0)" }
        }
    }()

    /// Values that have trapped or leaked into output as nan before.
    static let values = ["nan", "NaN", "inf", "-inf", "1e400", "-1e400", "1e308", "-1", "0", "0:0", "1:0",
                         "99999999999999999999999", "-99999999999999999999999", "", "x", "0x10", "1e-320"]

    /// The document with one to three attribute values replaced, and what was replaced.
    static func mutate(_ text: String, _ random: inout SplitMix64) -> (String, [String]) {
        var text = text
        var changes: [String] = []
        for _ in 0..<(1 + random.below(3)) {
            // Numeric values only, so a nan in the output can only be a number that leaked.
            let attributes = text.ranges(of: /\s[A-Za-z]+="-?[0-9.]+(:[0-9.]+)?"/)
            guard !attributes.isEmpty else { break }
            let range = attributes[random.below(attributes.count)]
            let whole = text[range]
            let name = whole.dropFirst().prefix { $0 != "=" }
            let value = random.pick(values)
            changes.append("\(name)=\(value)")
            text.replaceSubrange(range, with: " \(name)=\"\(value)\"")
        }
        return (text, changes)
    }

    /// Non-finite numbers as Swift prints them (`nan`, `inf`, `-inf`), as words of their own,
    /// outside quotes: an ib-syntax error names the value it rejects in '…' and shows the
    /// document's line, where it is in "…".
    static func nonFinite(_ text: String) -> String? {
        text.replacing(/'[^'\n]*'|"[^"\n]*"/, with: "").firstMatch(of: /(?i)(\bnan\b|\b-?inf(inity)?\b)/).map { String($0.output.0) }
    }

    /// A finding's snippet quotes the hostile value (cut mid-attribute, so its quotes need not
    /// pair); a number listkit printed is still caught (seed 1796594981, case 753).
    @Test func quotedSourceIsNotOutput() {
        let input = #"<label text="x" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="-inf" verticalHuggingPriority="251"/>"#
        let lint = """
            a.xib:31:87: error: <label> horizontalHuggingPriority must be a finite number between 0 and 1000, not '-inf' [ib-syntax]
                …" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="-inf" verticalHuggingP…
                                                                  ^
            """
        #expect(Self.nonFinite(lint) == "-inf", "the snippet's unpaired quotes leave the value outside them")
        #expect(Self.nonFinite(IBFuzzCheck.withoutQuotedSource(lint, input)) == nil)
        let json = "{\n    \"x\": -inf,\n    \"width\": 3\n}"
        #expect(Self.nonFinite(IBFuzzCheck.withoutQuotedSource(json, input)) == "-inf")
    }

    @Test func mutatedAttributes() throws {
        let corpus = try Self.corpusPaths.map { try String(contentsOfFile: $0, encoding: .utf8) }
        #expect(corpus.count >= 10, "corpus of \(corpus.count) documents")
        let deadline = Date().addingTimeInterval(Self.seconds)
        var failures: [String] = []
        var cases = 0
        while cases < Self.runs, Date() < deadline, failures.count < 5 {
            var random = SplitMix64(seed: FuzzTests.seed ^ (UInt64(cases) &* 0x9E37_79B9_7F4A_7C15) ^ 0x1B)
            let original = random.below(corpus.count)
            let (text, changes) = Self.mutate(corpus[original], &random)
            let suffix = Self.corpusPaths[original].hasSuffix(".xib") ? "xib" : "storyboard"
            let path = try CLIRunner.temporaryFile("ib-fuzz/\(FuzzTests.seed)-\(cases).\(suffix)", Data(text.utf8))
            for problem in try IBFuzzCheck.problems(path: path, original: Self.corpusPaths[original]) {
                failures.append("case \(cases) (seed \(FuzzTests.seed), \(changes)): \(problem)")
            }
            cases += 1
        }
        print("ib fuzz: seed \(FuzzTests.seed), \(cases) cases of \(corpus.count) documents, \(failures.count) failures")
        #expect(cases >= min(Self.runs, 20), "only \(cases) cases ran before the \(Self.seconds) s cap")
        for failure in failures { Issue.record("\(failure)") }
    }
}
