import ListkitDiff
import ListkitSpec
import ListkitSpecDiff
import ListkitYAML
import Testing

struct CellContentTests {
    /// Equality is the multiset of (name, value) pairs plus the kind, whatever the order and
    /// even with a name twice (`1: a` and `"1": b` are two fields called "1").
    @Test func equalityIsSameKindAndSameFieldsInAnyOrder() {
        let mark = Mark(line: 1, column: 1)
        func content(_ kind: String, _ pairs: [(String, String)]) -> CellContent {
            CellContent(kind: kind, fields: pairs.map { CellSpec.Field(name: $0.0, value: $0.1, mark: mark) })
        }
        var state: UInt64 = 0x5EED
        func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(n))
        }
        for _ in 0..<3_000 {
            let a = (0..<next(5)).map { _ in (["a", "b", "1"][next(3)], String(next(2))) }
            var b = a
            switch next(3) {
            case 0: for i in b.indices.reversed() { b.swapAt(i, next(i + 1)) }
            case 1: if !b.isEmpty { b[next(b.count)].1 = String(next(2)) }
            default: if !b.isEmpty { b.swapAt(next(b.count), next(b.count)); b[next(b.count)].1 = String(next(2)) }
            }
            let expected = a.map { "\($0.0)=\($0.1)" }.sorted() == b.map { "\($0.0)=\($0.1)" }.sorted()
            #expect((content("K", a) == content("K", b)) == expected, "\(a) vs \(b)")
            #expect(content("K", a) != content("L", a))
        }
    }
}
