import ListkitRandom
import ListkitTestSupport
import Testing
@testable import ListkitYAML

/// Inputs built to hurt a loader: each must end quickly with a located error.
/// (Speed is checked by the benchmark, not timed here; these would take minutes or gigabytes
/// if the checks were missing.)
@Suite("Hostile inputs")
struct HostileInputTests {
    @Test func billionLaughs() throws {
        var text = "a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        var previous = "a"
        for level in Array("bcdefghij") {
            let name = String(level)
            let refs = Array(repeating: "*\(previous)", count: 9).joined(separator: ", ")
            text += "\(name): &\(name) [\(refs)]\n"
            previous = name
        }
        let error = try #require(loadError(text))
        #expect(error.kind == .aliasBudget)
        // Anchors cost a: 10 nodes, b: 91, c: 820, d: 7_381, e: 66_430; after e's line aliases have
        // expanded to 74_718 nodes, so f's first alias passes 100_000.
        #expect(error.mark == Mark(line: 6, column: 8))
    }

    @Test func aliasBudgetIsConfigurable() throws {
        let text = "a: &a [1, 2]\nb: [*a, *a]\n"
        #expect(loadError(text, limits: .init(maxAliasExpansion: 6)) == nil)
        #expect(loadError(text, limits: .init(maxAliasExpansion: 5))?.mark == Mark(line: 2, column: 9))
    }

    @Test func deepFlowNestingStopsAtTheCap() throws {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let error = try #require(loadError(text))
        #expect(error.kind == .tooDeep)
        #expect(error.mark == Mark(line: 1, column: 257))
    }

    @Test func deepBlockNestingStopsAtTheCap() throws {
        let text = (0..<300).map { String(repeating: " ", count: $0) + "k:\n" }.joined()
        let error = try #require(loadError(text, limits: .init(maxDepth: 20)))
        #expect(error.kind == .tooDeep)
        #expect(error.mark == Mark(line: 21, column: 21))
    }

    @Test func deepCompactBlockSequencesStopAtTheCap() throws {
        let text = String(repeating: "- ", count: 100_000) + "x\n"
        let error = try #require(loadError(text))
        #expect(error.kind == .tooDeep)
        #expect(error.mark == Mark(line: 1, column: 513))
    }

    @Test func deepFlowMappingsStopAtTheCap() throws {
        let text = String(repeating: "{a: ", count: 100_000)
        let error = try #require(loadError(text))
        #expect(error.kind == .tooDeep)
        #expect(error.mark == Mark(line: 1, column: 1 + 256 * 4))
    }

    @Test func depthAtTheCapLoads() throws {
        let text = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
        #expect(loadError(text) == nil)
    }

    @Test func aliasesCannotStackDepthPastTheCap() throws {
        // Each line nests the previous anchor one level deeper without deep syntax.
        var text = "a0: &a0 [x]\n"
        for i in 1..<40 { text += "a\(i): &a\(i) [*a\(i - 1)]\n" }
        let error = try #require(loadError(text, limits: .init(maxDepth: 30)))
        #expect(error.kind == .tooDeep)
        // a29 is 30 levels high inside two open levels.
        #expect(error.mark == Mark(line: 30, column: 12))
    }

    @Test func fiftyMegabytesIsTooLarge() throws {
        let bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 50 << 20)
        let error = try #require(loadError(bytes))
        #expect(error.kind == .tooLarge)
        #expect(error.mark == Mark(line: 1, column: 1))
    }

    @Test func randomBytesNeverCrash() throws {
        let seed: UInt64 = 0x5EED
        var rng = SplitMix64(seed: seed)
        let alphabet = Array("ab: -[]{},&*!|>'\"#%@`\n\t ?~0x.".utf8) + [0x00, 0xC3, 0xFF, 0xE2]
        for round in randomRounds(2_000, seed: seed) {
            let length = Int(rng.next() % 64)
            let bytes = (0..<length).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] }
            if let error = loadError(bytes) {
                #expect(error.mark.line >= 1 && error.mark.column >= 1, "\(round)")
            }
        }
    }
}
