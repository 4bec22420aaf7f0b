@testable import ListkitSpec
import ListkitRandom
import ListkitYAML
import Testing

/// `MissingFieldRule` and `FieldBindingRule` ask a list's store which cells lack a field or have
/// a kind with bindings, instead of reading every cell; the answers must be the ones the
/// per-cell reads (`hasField`, a dictionary lookup by `kind.value`) give, String `==` included.
struct CellStoreQueriesTests {
    /// Names in two normalisations ("café" NFC and NFD are one String), and a Kelvin sign (one
    /// String with "K").
    static let names = ["title", "café", "cafe\u{301}", "K", "\u{212A}", "body", "id2"]
    static let kinds = ["Row", "Card", "Caf\u{e9}", "Cafe\u{301}", "Other"]

    static func randomCells(_ rng: inout SplitMix64) -> CellList {
        let mark = Mark(line: 1, column: 1)
        return CellList((0..<Int.random(in: 0...20, using: &rng)).map { i in
            let fields = (0..<Int.random(in: 0...4, using: &rng)).map { _ in
                CellSpec.Field(name: names.randomElement(using: &rng)!, value: "v", mark: mark)
            }
            return CellSpec(id: Located("c\(i)", at: mark), kind: Located(kinds.randomElement(using: &rng)!, at: mark), mark: mark, fields: fields)
        })
    }

    static func randomWanted(_ rng: inout SplitMix64) -> [String: [String]] {
        var byKind: [String: [String]] = [:]
        for kind in kinds where Bool.random(using: &rng) {
            byKind[kind] = (0..<Int.random(in: 0...3, using: &rng)).map { _ in names.randomElement(using: &rng)! }
        }
        return byKind
    }

    @Test func missingFieldsAreThoseHasFieldFinds() {
        var rng = SplitMix64(seed: 15)
        var missing = 0
        for _ in 0..<500 {
            let cells = Self.randomCells(&rng), wanted = Self.randomWanted(&rng)
            let expected = cells.indices.filter { i in
                (wanted[cells[i].kind.value] ?? []).contains { !cells[i].hasField($0) }
            }
            missing += expected.count
            #expect(cells.store.cellsMissingFields(wanted) == expected)
        }
        #expect(missing > 500)
    }

    @Test func kindLookupsAreThoseOfADictionary() {
        var rng = SplitMix64(seed: 16)
        var found = 0
        for _ in 0..<500 {
            let cells = Self.randomCells(&rng), byKind = Self.randomWanted(&rng)
            let expected = cells.indices.compactMap { i in
                byKind[cells[i].kind.value].flatMap { $0.isEmpty ? nil : (i, $0) }
            }
            let actual = cells.store.cells(withKindIn: byKind)
            found += expected.count
            #expect(actual.map(\.index) == expected.map(\.0))
            #expect(actual.map(\.values) == expected.map(\.1))
        }
        #expect(found > 500)
    }

    /// A store of more than 64 distinct names takes the general path, 64 or fewer the one word
    /// per cell: both give the cells `hasField` finds missing a name.
    @Test func missingFieldsWithManyNames() {
        var rng = SplitMix64(seed: 17)
        let mark = Mark(line: 1, column: 1)
        for nameCount in [63, 64, 65, 90] {
            let many = (0..<nameCount).map { "f\($0)" } + ["café", "cafe\u{301}"]
            let cells = CellList((0..<300).map { i in
                let fields = (0..<Int.random(in: 0...6, using: &rng)).map { _ in
                    CellSpec.Field(name: many.randomElement(using: &rng)!, value: "v", mark: mark)
                }
                return CellSpec(id: Located("c\(i)", at: mark), kind: Located(Self.kinds.randomElement(using: &rng)!, at: mark), mark: mark, fields: fields)
            })
            // Every name appears in some cell first, so the store holds them all.
            let all = CellList([CellSpec(id: Located("all", at: mark), kind: Located("Row", at: mark), mark: mark,
                                         fields: many.map { CellSpec.Field(name: $0, value: "v", mark: mark) })] + Array(cells))
            #expect(all.store.names.count == nameCount + 2)
            var wanted: [String: [String]] = [:]
            for kind in Self.kinds { wanted[kind] = (0..<Int.random(in: 1...3, using: &rng)).map { _ in many.randomElement(using: &rng)! } }
            let expected = all.indices.filter { i in (wanted[all[i].kind.value] ?? []).contains { !all[i].hasField($0) } }
            #expect(!expected.isEmpty)
            #expect(all.store.cellsMissingFields(wanted) == expected)
        }
    }
}
