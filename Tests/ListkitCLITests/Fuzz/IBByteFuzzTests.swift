import Foundation
import ListkitRandom
import Testing

/// Byte-level mutation of Interface Builder documents (issue #34): each case takes a repository
/// fixture (or a document of LISTKIT_IB_CORPUS) and applies one to four XML-shaped mutations —
/// markup and entity tokens, deleted and duplicated spans, swapped ids, deep nesting — then runs
/// the four commands `IBFuzzCheck` checks. Where `IBAttributeFuzzTests` keeps the document
/// well-formed to reach the readers of numbers, this one breaks the XML itself: the parser's
/// errors, entity expansion, ids that point nowhere or twice. Bounded for CI; `make fuzz` sets
/// LISTKIT_FUZZ_RUNS, LISTKIT_FUZZ_SECONDS and LISTKIT_FUZZ_SEED.
@Suite struct IBByteFuzzTests {
    static let runs = FuzzTests.environment["LISTKIT_FUZZ_RUNS"].flatMap(Int.init) ?? 40
    static let seconds = FuzzTests.environment["LISTKIT_FUZZ_SECONDS"].flatMap(Double.init) ?? 60

    /// Markup that has broken XML readers: stray markup characters, undefined, numeric and
    /// recursive entities, an expansion bomb, a DOCTYPE, CDATA, comments, a BOM and bidi marks,
    /// and elements whose references point nowhere.
    static let tokens: [String] = [
        "<", ">", "&", "&amp;", "&#0;", "&#x1B;", "&#xFFFF;", "&#99999999;", "&undefined;", "]]>", "<![CDATA[<view/>]]>",
        "<!--", "-->", "<?xml version=\"1.0\"?>", "\u{FEFF}", "\u{202E}", "\u{0}", "\u{1B}[2J", "\r\n", "\"", "'",
        "<!DOCTYPE document [<!ENTITY a \"aaaaaaaaaaaaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\"><!ENTITY c \"&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;\">]>",
        "<!DOCTYPE document SYSTEM \"file:///etc/passwd\">", "&c;",
        "<view id=\"fz-00-001\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/></view>",
        "<constraint firstItem=\"nowhere\" firstAttribute=\"top\" secondItem=\"fz-00-001\" secondAttribute=\"bottom\" id=\"fz-00-002\"/>",
        "<subviews>", "</subviews>", "<constraints>", "</constraints>", "</view>", "<label/>", "<scenes/>",
        " id=\"fz-00-001\"", " translatesAutoresizingMaskIntoConstraints=\"NO\"", " placeholder=\"YES\"", " usesAttributedText=\"YES\"",
    ]

    static func mutate(_ bytes: inout [UInt8], _ random: inout SplitMix64) {
        let at = random.below(bytes.count + 1)
        switch random.below(6) {
        case 0:  // replace a byte
            guard !bytes.isEmpty else { return }
            bytes[min(at, bytes.count - 1)] = random.chance(50) ? UInt8(random.below(256)) : random.pick(Array("<>&\"'/=!?\0\t\n\u{1B}".utf8))
        case 1:  // insert a token
            bytes.insert(contentsOf: Array(random.pick(tokens).utf8), at: at)
        case 2:  // delete a span (a closing tag, an attribute, half an element)
            bytes.removeSubrange(at..<min(bytes.count, at + 1 + random.below(64)))
        case 3:  // duplicate a span elsewhere (duplicate ids, elements, attributes)
            let end = min(bytes.count, at + 1 + random.below(512))
            let chunk = Array(bytes[at..<end])
            bytes.insert(contentsOf: chunk, at: random.below(bytes.count + 1))
        case 4:  // swap two ids, so references point at other elements
            swapIDs(&bytes, &random)
        default:  // deep nesting
            let depth = random.pick([10, 100, 1_000, 10_000])
            let open = random.chance(50) ? "<view>" : "<subviews>"
            let close = open == "<view>" ? "</view>" : "</subviews>"
            bytes.insert(contentsOf: Array((String(repeating: open, count: depth) + String(repeating: close, count: random.chance(80) ? depth : depth / 2)).utf8), at: at)
        }
    }

    /// Exchanges the values of two `id="…"` attributes.
    static func swapIDs(_ bytes: inout [UInt8], _ random: inout SplitMix64) {
        var text = String(decoding: bytes, as: UTF8.self)
        let ids = text.ranges(of: /\sid="[^"]*"/)
        guard ids.count >= 2 else { return }
        let a = random.below(ids.count), b = random.below(ids.count)
        guard a != b else { return }
        let (first, second) = (min(a, b), max(a, b))
        let firstText = String(text[ids[first]]), secondText = String(text[ids[second]])
        text.replaceSubrange(ids[second], with: firstText)
        text.replaceSubrange(ids[first], with: secondText)
        bytes = Array(text.utf8)
    }

    @Test func mutatedBytes() throws {
        let paths = IBAttributeFuzzTests.corpusPaths
        let corpus = try paths.map { Array(try Data(contentsOf: URL(fileURLWithPath: $0))) }
        #expect(corpus.count >= 10, "corpus of \(corpus.count) documents")
        let deadline = Date().addingTimeInterval(Self.seconds)
        var failures: [String] = []
        var cases = 0
        while cases < Self.runs, Date() < deadline, failures.count < 5 {
            var random = SplitMix64(seed: FuzzTests.seed ^ (UInt64(cases) &* 0x9E37_79B9_7F4A_7C15) ^ 0xB7)
            let original = random.below(corpus.count)
            var bytes = corpus[original]
            for _ in 0..<(1 + random.below(4)) { Self.mutate(&bytes, &random) }
            let suffix = paths[original].hasSuffix(".xib") ? "xib" : "storyboard"
            let path = try CLIRunner.temporaryFile("ib-byte-fuzz/\(FuzzTests.seed)-\(cases).\(suffix)", Data(bytes))
            for problem in try IBFuzzCheck.problems(path: path, original: paths[original]) {
                failures.append("case \(cases) (seed \(FuzzTests.seed), from \(URL(fileURLWithPath: paths[original]).lastPathComponent)): \(problem)")
            }
            cases += 1
        }
        print("ib byte fuzz: seed \(FuzzTests.seed), \(cases) cases of \(corpus.count) documents, \(failures.count) failures")
        #expect(cases >= min(Self.runs, 15), "only \(cases) cases ran before the \(Self.seconds) s cap")
        for failure in failures { Issue.record("\(failure)") }
    }
}
