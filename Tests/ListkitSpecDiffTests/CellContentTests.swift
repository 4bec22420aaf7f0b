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

    /// Field changes read from the stores (same names in the same order) are the ones of the
    /// FieldList path, for names that repeat, move, or differ only in normalisation.
    @Test func fieldChangesAreThoseOfFieldLists() {
        let mark = Mark(line: 1, column: 1)
        func content(_ kind: String, _ pairs: [(String, String)]) -> CellContent {
            CellContent(kind: kind, fields: pairs.map { CellSpec.Field(name: $0.0, value: $0.1, mark: mark) })
        }
        func fieldList(_ c: CellContent) -> FieldList {
            FieldList([FieldList.Field(name: "kind", value: c.kind)] + c.fields.map { FieldList.Field(name: $0.name, value: $0.value) })
        }
        var state: UInt64 = 0xF1E1D
        func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(n))
        }
        let names = ["a", "b", "café", "cafe\u{301}"], values = ["x", "y", "é", "e\u{301}"]
        var changed = 0
        for _ in 0..<3_000 {
            let a = (0..<next(5)).map { _ in (names[next(4)], values[next(4)]) }
            var b = a
            switch next(3) {
            case 0: for i in b.indices where next(2) == 0 { b[i].1 = values[next(4)] }
            case 1: if b.count > 1 { b.swapAt(0, b.count - 1) }; if !b.isEmpty { b[next(b.count)].1 = values[next(4)] }
            default: b.append((names[next(4)], values[next(4)]))
            }
            let (x, y) = (content("K", a), content(next(8) == 0 ? "L" : "K", b))
            let expected = fieldList(x).fieldChanges(to: fieldList(y))
            changed += expected.isEmpty ? 0 : 1
            #expect(x.fieldChanges(to: y) == expected, "\(a) vs \(b)")
        }
        #expect(changed > 1_000)
    }
}
