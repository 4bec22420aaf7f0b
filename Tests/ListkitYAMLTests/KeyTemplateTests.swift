import ListkitRandom
import ListkitTestSupport
import Testing
@testable import ListkitYAML

/// A flat mapping's keys recognised by the previous mapping's keys (`KeyTemplate`) must give
/// what the plain load gives: the same duplicate-key errors, the same keys (value, style, text)
/// and marks. The plain load builds every mapping as nodes and finds duplicates by resolved
/// value (`OpenCollection.earlierKey`), an independent path.
struct KeyTemplateTests {
    private func load(_ text: String) -> (Result<Node, YAMLError>, RecordingReader) {
        let reader = RecordingReader { _ in true }
        return (Result { () throws(YAMLError) -> Node in try YAMLLoader().load(Array(text.utf8), reader: reader) }, reader)
    }

    private func expectSameAsPlainLoad(_ text: String, _ comment: String = "") {
        let (read, reader) = load(text)
        let plain = Result { () throws(YAMLError) -> Node in try YAMLLoader().load(Array(text.utf8)) }
        switch (plain, read) {
        case (.success(let a), .success(let b)):
            #expect(describe(a) == describe(reader.rebuilt(b)), "\(comment)\n\(text)")
        case (.failure(let a), .failure(let b)):
            #expect(a == b, "\(comment)\n\(text)")
        default:
            Issue.record("\(comment)\n\(text): \(plain) but with a reader \(read)")
        }
    }

    /// Duplicates that the template must not hide: a key repeated after the template's keys
    /// ran out, a repeated key where the template has another, a key whose bytes match the
    /// template's but whose style makes it another value, long keys the template cannot hold.
    @Test func duplicatesAfterATemplateAreTheSameErrors() {
        let cases = [
            "list:\n  - {a: 1, b: 2}\n  - {a: 1, b: 2, b: 3}\n",
            "list:\n  - {a: 1, b: 2}\n  - {a: 1, a: 2}\n",
            "list:\n  - {a: 1, b: 2}\n  - {b: 1, a: 2, b: 3}\n",
            "list:\n  - {\"1\": x, \"01\": y}\n  - {1: x, 01: y}\n",
            "list:\n  - {'1': x, b: y}\n  - {'1': x, b: y, 1: z, 0o1: w}\n",
            "list:\n  - {a-key-longer-than-sixteen-bytes: 1, b: 2}\n  - {a-key-longer-than-sixteen-bytes: 1, b: 2, a-key-longer-than-sixteen-bytes: 3}\n",
            "list:\n  - {id: a, K: 1}\n  - {id: a, K: 1, \u{212A}: 2}\n",
            "list:\n  - {~: a, b: 1}\n  - {~: a, b: 1, null: 2}\n",
            "list:\n  - {true: a}\n  - {true: a, True: b}\n",
        ]
        for text in cases {
            let (read, _) = load(text)
            guard case .failure(let error) = read else {
                Issue.record("\(text) loaded")
                continue
            }
            #expect(error.kind == .duplicateKey, "\(text)")
            #expect(error == loadError(text), "\(text)")
        }
    }

    /// Keys read through the template keep their resolved value and style (a key `1` stays an
    /// int, `"1"` a string), and every mark: the tree given back is the plain load's.
    @Test func keysThroughATemplateKeepValuesStylesAndMarks() {
        let text = """
            list:
              - {1: a, "1": b, true: c, ~: d, 'x': e, a-key-longer-than-sixteen-bytes: f}
              - {1: a, "1": b, true: c, ~: d, 'x': e, a-key-longer-than-sixteen-bytes: f}
              - {1: a, "1": b}
              - {"1": a, 1: b}
              - {1: a, "1": b, true: [c]}
              - {1: a, "1": b, true: c, ~: d, 'x': e, a-key-longer-than-sixteen-bytes: f, g: h}
              - {1: a,
                 "1": b}
              - 1: a
                "1": b
            """
        expectSameAsPlainLoad(text)
        let (read, reader) = load(text)
        #expect((try? read.get()) != nil)
        let flat = reader.items.values.flatMap { $0 }.filter(\.isFlat)
        #expect(flat.count == 7)
        #expect(flat.allSatisfy { $0.flatEntries.first?.key.value == .int(1) || $0.flatEntries.first?.key.value == .string("1") })
    }

    /// Random lists of flat mappings over a small pool of keys and values (plain, quoted,
    /// numbers, nulls, canonically equal spellings, long keys; some values a collection, an
    /// anchor, a tag or an alias that turn a mapping back into nodes), loaded with and without
    /// a reader: the same tree or the same error.
    @Test func randomFlatMappingsLoadAsThePlainLoadDoes() {
        let keys = ["a", "b", "id", "kind", "title", "1", "01", "\"1\"", "'a'", "\"a\"", "K", "\u{212A}", "caf\u{E9}", "cafe\u{301}",
                    "~", "null", "true", "True", "1.0", "a-key-longer-than-sixteen-bytes", "a-key-longer-than-sixteen-bytez", "\"\""]
        let values = ["x", "1", "\"q\"", "~", "", "[1, 2]", "{c: d}", "&n v", "!!str 5", "*n", "'s'", "caf\u{E9}"]
        var rng = SplitMix64(seed: 0x7E3A_1A7E)
        var loaded = 0, failed = 0
        for round in randomRounds(600, seed: 0x7E3A_1A7E) {
            var text = "list:\n"
            for _ in 0..<(1 + rng.below(6)) {
                // Mostly one shape repeated (what the template is for), sometimes another.
                var mapping: [String] = []
                let shape = rng.chance(70) ? Array(keys.prefix(4)) : (0..<rng.below(6)).map { _ in rng.pick(keys) }
                for key in shape where rng.chance(90) {
                    mapping.append("\(key): \(rng.chance(85) ? rng.pick(Array(values.prefix(5))) : rng.pick(values))")
                }
                if rng.chance(10) { mapping.append("\(rng.pick(keys)): x") }
                text += "  - {" + mapping.joined(separator: ", ") + "}\n"
            }
            expectSameAsPlainLoad(text, "round \(round)")
            if (try? YAMLLoader().load(Array(text.utf8))) != nil { loaded += 1 } else { failed += 1 }
        }
        // Both outcomes were exercised.
        #expect(loaded > 100 && failed > 50, "\(loaded) loaded, \(failed) failed")
    }

    /// Cells of several kinds mixed, each kind with its keys (sharing their first keys, as a
    /// spec's `id` and `kind`), more kinds than the templates kept, some mappings with a
    /// duplicate or a key of another kind's or a key in another style: the same tree or error
    /// as the plain load, whichever template each key was recognised by.
    @Test func mixedKindsLoadAsThePlainLoadDoes() {
        let shared = ["id", "kind"]
        let kinds = (0..<11).map { k in shared + (0..<(k % 4)).map { "f\(k)x\($0)" } + (k % 3 == 0 ? ["title"] : ["title", "detail"]) }
        var rng = SplitMix64(seed: 0x41D_C0DE)
        for round in randomRounds(400, seed: 0x41D_C0DE) {
            var text = "list:\n"
            let used = Array(kinds.prefix(1 + rng.below(kinds.count)))
            for _ in 0..<(1 + rng.below(30)) {
                var keys = rng.pick(used)
                if rng.chance(8) { keys.append(rng.pick(rng.pick(used))) }  // maybe a duplicate
                if rng.chance(5) { keys[rng.below(keys.count)] = "'\(rng.pick(shared))'" }  // another style
                if rng.chance(5) { keys.removeLast() }
                text += "  - {" + keys.map { "\($0): \(rng.chance(50) ? "x" : "1")" }.joined(separator: ", ") + "}\n"
            }
            expectSameAsPlainLoad(text, "round \(round)")
        }
    }
}
