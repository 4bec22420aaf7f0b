import Testing
import ListkitRandom
@testable import ListkitYAML

/// Bytes served a few at a time, as a file read in chunks would be; optionally failing after
/// some bytes.
final class ChunkedStream: YAMLByteStream {
    let bytes: [UInt8]
    let chunk: Int
    let failAfter: Int?
    private var offset = 0

    init(_ bytes: [UInt8], chunk: Int, failAfter: Int? = nil) {
        self.bytes = bytes
        self.chunk = chunk
        self.failAfter = failAfter
    }

    func read(into buffer: UnsafeMutableRawBufferPointer) -> Int? {
        if let failAfter, offset >= failAfter { return nil }
        let n = min(chunk, buffer.count, bytes.count - offset)
        bytes.withUnsafeBytes { buffer.baseAddress!.copyMemory(from: $0.baseAddress! + offset, byteCount: n) }
        offset += n
        return n
    }

    func reread(upTo count: Int) -> [UInt8]? { Array(bytes.prefix(count)) }
}

/// Loading from a stream (`YAMLLoader.load(_:reader:)` with a `YAMLByteStream`) gives what
/// loading the same bytes at once gives: the tree, or the same error at the same mark.
@Suite("Loading from a stream")
struct StreamLoadingTests {
    static func outcome(_ bytes: [UInt8], limits: YAMLLoader.Limits = .init()) -> String {
        do {
            return "ok \(try YAMLLoader(limits: limits).load(bytes))"
        } catch {
            return "error \(error)"
        }
    }

    static func streamed(_ bytes: [UInt8], chunk: Int, limits: YAMLLoader.Limits = .init()) -> String {
        switch YAMLLoader(limits: limits).load(ChunkedStream(bytes, chunk: chunk), reader: nil) {
        case .success(let node): return "ok \(node)"
        case .failure(.yaml(let error)): return "error \(error)"
        case .failure(.unreadable): return "unreadable"
        }
    }

    static let inputs: [[UInt8]] = [
        Array("a: 1\nb: [x, y]\nc: {d: e}\n".utf8),
        [0xEF, 0xBB, 0xBF] + Array("a: 1\n".utf8),            // byte order mark
        [0xEF, 0xBB, 0xBF],                                     // nothing after it
        [],
        Array("# only a comment\n".utf8),
        Array("a: 1\n---\nb: 2\n".utf8),
        Array("a: 1\na: 2\n".utf8),
        Array("a: 'unterminated\n".utf8),
        Array(String(repeating: "k: v\n", count: 20_000).utf8),   // duplicate keys far in
        Array((0..<20_000).map { "k\($0): v\n" }.joined().utf8) + [0xC3, 0x41],  // a reader error past the first chunk
        [0xEF, 0xBB, 0xBF] + Array((0..<20_000).map { "k\($0): v\n" }.joined().utf8) + [0],
        Array("a: 1\nnamé: ".utf8) + [0xFF] + Array("\n".utf8),
    ]

    @Test func streamedInputsLoadAsTheirBytes() {
        for bytes in Self.inputs {
            let expected = Self.outcome(bytes)
            for chunk in [1, 7, 4096, 1 << 20] {
                #expect(Self.streamed(bytes, chunk: chunk) == expected, "\(bytes.prefix(20)) in chunks of \(chunk)")
            }
        }
    }

    /// Beyond the cap is `tooLarge`, even when an error comes before the cap; at the cap loads.
    @Test func theSizeCapIsKept() {
        let limits = YAMLLoader.Limits(maxBytes: 1_000)
        let early = Array("[[[ not yaml".utf8) + Array(repeating: UInt8(ascii: " "), count: 2_000)
        #expect(Self.streamed(early, chunk: 64, limits: limits) == Self.outcome(early, limits: limits))
        #expect(Self.streamed(early, chunk: 64, limits: limits).contains("yaml-too-large"))
        let exact = Array("a: 1\n".utf8) + Array(repeating: UInt8(ascii: "\n"), count: 995)
        #expect(exact.count == 1_000)
        #expect(Self.streamed(exact, chunk: 64, limits: limits) == Self.outcome(exact, limits: limits))
        #expect(Self.streamed(exact, chunk: 64, limits: limits).hasPrefix("ok"))
        let over = exact + [UInt8(ascii: "\n")]
        #expect(Self.streamed(over, chunk: 64, limits: limits) == Self.outcome(over, limits: limits))
    }

    @Test func aFailedReadIsReported() {
        let bytes = Array((0..<20_000).map { "k\($0): v\n" }.joined().utf8)
        for failAfter in [0, 100, 70_000] {
            let result = YAMLLoader().load(ChunkedStream(bytes, chunk: 512, failAfter: failAfter), reader: nil)
            guard case .failure(.unreadable) = result else {
                Issue.record("failing after \(failAfter) bytes: \(result)")
                continue
            }
        }
    }

    /// Random documents, some broken, in random chunks.
    @Test func randomDocumentsLoadAsTheirBytes() {
        var rng = SplitMix64(seed: 15)
        let pieces = ["a: ", "b", "- ", "\n", "  ", "[", "]", "{", "}", ", ", "'q'", "\"x\"", "#c", "&a ", "*a", "é", "\t", ":"]
        for _ in 0..<400 {
            let text = (0..<Int.random(in: 0...60, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
            let bytes = Array(text.utf8)
            #expect(Self.streamed(bytes, chunk: Int.random(in: 1...9, using: &rng)) == Self.outcome(bytes), "\(text)")
        }
    }
}
