import Foundation
import ListkitRandom

/// A seeded mutation fuzzer over spec-like inputs: each case is a corpus file with a few
/// mutations, and a command to run it with. Case `i` of seed `s` is always the same bytes and
/// command, whatever ran before it, so any failure replays from (seed, index) alone.
struct MutationFuzzer {
    let corpus: [[UInt8]]
    let seed: UInt64

    struct Case {
        var index: Int
        var input: [UInt8]
        /// Arguments for listkit; `-` reads `input` from stdin. `{original}` names the corpus file.
        var arguments: [String]
        var original: Int
    }

    /// - Complexity: O(input size) per case.
    func makeCase(_ index: Int) -> Case {
        var random = SplitMix64(seed: seed ^ (UInt64(index) &* 0x9E37_79B9_7F4A_7C15))
        let original = random.below(corpus.count)
        var bytes = corpus[original]
        for _ in 0..<(1 + random.below(4)) { mutate(&bytes, &random) }
        if bytes.count > 1 << 16 { bytes.removeSubrange((1 << 16)...) }
        return Case(index: index, input: bytes, arguments: Self.command(&random), original: original)
    }

    /// Mostly lint (the command most exposed to foreign files), then layout in every format,
    /// then diff against the unmutated file.
    static func command(_ random: inout SplitMix64) -> [String] {
        switch random.below(10) {
        case 0..<5: return ["lint", "-"]
        case 5: return ["lint", "-", "--format", random.pick(["json", "github"])]
        case 6..<9:
            var arguments = ["layout", "-", "--format", random.pick(["table", "wireframe", "svg", "json"])]
            if random.chance(40) { arguments.append("--full") }
            if random.chance(40) { arguments.append("--all-devices") }
            return arguments
        default: return ["diff", "{original}", "-", "--format", random.pick(["text", "json", "swift"])]
        }
    }

    /// Bytes and texts that have broken parsers, renderers and terminals before.
    static let tokens: [String] = [
        "1e308", ".nan", "-.inf", "1e400", "-1", "0", "10001", "99999999999999999999", "0.0000001",
        "!custom ", "!!python/object:os.system ", "!!set ", "&a ", "*a", "<<: *a", "? ", "---\n", "...\n",
        "\u{202E}", "\u{2028}", "\u{85}", "\u{1B}[2J", "\u{1B}]0;x\u{7}", "\r", "\t", "\n", "\u{0}", "\u{FEFF}",
        "listkit: 1\n", "{", "}", "[", "]", ", ", ": ", "- ", "\"", "'", "#", "|", ">", "%YAML 1.2\n",
        " == ", " >= ", " @1000", " @0", "parent.top", "safeArea", "self.width * 2", "{field}", "{{", "}}",
        "id: x", "kind: K", "type: table", "type: collection", "type: stack", "sections: []",
        "cells: [{id: a, kind: K}, {id: a, kind: K}]", "device: { name: \"d\\r\", width: 1, height: 1 }",
        "font: 1000", "lines: 10000", "height: automatic", "spacing: -10000",
    ]

    private func mutate(_ bytes: inout [UInt8], _ random: inout SplitMix64) {
        let at = random.below(bytes.count + 1)
        switch random.below(8) {
        case 0:  // replace a byte
            if bytes.isEmpty { bytes = [0x7B]; return }
            bytes[min(at, bytes.count - 1)] = random.chance(50) ? UInt8(random.below(256)) : random.pick(Array("\0\t\n\r\u{1B}\u{7F}\"':-[]{}&*!#|> %@`".utf8))
        case 1:  // insert a token
            bytes.insert(contentsOf: Array(random.pick(Self.tokens).utf8), at: at)
        case 2:  // delete a range
            bytes.removeSubrange(at..<min(bytes.count, at + 1 + random.below(32)))
        case 3:  // duplicate a range elsewhere (duplicate ids, keys, nesting)
            let end = min(bytes.count, at + 1 + random.below(256))
            let chunk = Array(bytes[at..<end])
            bytes.insert(contentsOf: chunk, at: random.below(bytes.count + 1))
        case 4:  // splice in a piece of another corpus file
            let other = random.pick(corpus)
            let start = random.below(other.count + 1)
            bytes.insert(contentsOf: other[start..<min(other.count, start + 1 + random.below(512))], at: at)
        case 5:  // an extreme number where a number was
            guard let digit = bytes[at...].firstIndex(where: { (0x30...0x39).contains($0) }) else { return }
            let end = bytes[digit...].firstIndex { !(0x30...0x39).contains($0) && $0 != 0x2E } ?? bytes.count
            bytes.replaceSubrange(digit..<end, with: Array(random.pick(["1e308", ".nan", "-1", "0", "10000", "10001", "1e-300", "4294967296"]).utf8))
        case 6:  // indent or dedent a line
            let lineStart = bytes[..<at].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
            if random.chance(50) { bytes.insert(contentsOf: [0x20, 0x20], at: lineStart) }
            else if bytes.count > lineStart + 1, bytes[lineStart] == 0x20 { bytes.removeSubrange(lineStart..<(lineStart + 1)) }
        default:  // deep nesting or a long line
            let open = random.chance(50) ? "[" : "{a: "
            let close = open == "[" ? "]" : "}"
            let depth = random.pick([10, 100, 300])
            bytes.insert(contentsOf: Array((String(repeating: open, count: depth) + String(repeating: close, count: depth)).utf8), at: at)
        }
    }
}
