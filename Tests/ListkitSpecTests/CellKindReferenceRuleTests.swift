@testable import ListkitSpec
import ListkitRandom
import ListkitYAML
import Testing

/// `CellKindReferenceRule` passes over a cell whose kind is its predecessor's and declared;
/// its findings must be those of reading every cell's kind: one error per cell of an
/// undeclared kind (runs of them included), by String `==` (a kind declared in one Unicode
/// normalisation and used in the other is declared), and unused kinds.
struct CellKindReferenceRuleTests {
    static let declared = ["Row", "Caf\u{e9}", "Photo"]
    static let used = ["Row", "Row", "Cafe\u{301}", "Caf\u{e9}", "Photo", "Rwo", "Zed", "Zed"]

    static func spec(_ rng: inout SplitMix64) -> Spec {
        var line = 0
        func mark() -> Mark { line += 1; return Mark(line: line, column: 3) }
        let sections = (0..<Int.random(in: 1...4, using: &rng)).map { s in
            let sectionMark = mark()
            var kind = used.randomElement(using: &rng)!
            let cells = (0..<Int.random(in: 0...30, using: &rng)).map { c in
                if Int.random(in: 0..<4, using: &rng) == 0 { kind = used.randomElement(using: &rng)! }   // runs of one kind
                let m = mark()
                return CellSpec(id: Located("c\(s)-\(c)", at: m), kind: Located(kind, at: Mark(line: m.line, column: 20)), mark: m)
            }
            return SectionSpec(id: Located("s\(s)", at: sectionMark), mark: sectionMark, cells: CellList(cells))
        }
        var list = ViewSpec(id: Located("list", at: mark()), type: Located(.table, at: mark()), mark: mark())
        list.list = ListSpec(sections: sections)
        let kinds = declared.filter { _ in Bool.random(using: &rng) }.map { name in
            let m = mark()
            return CellKindSpec(name: Located(name, at: m), mark: m, height: Located(.automatic, at: m))
        }
        return Spec(screen: Located("S", at: mark()), views: [list], cellKinds: kinds)
    }

    @Test func findingsAreThoseOfEveryCell() {
        var rng = SplitMix64(seed: 15)
        var found = 0
        for _ in 0..<300 {
            let spec = Self.spec(&rng)
            let declared = spec.cellKinds.map(\.name.value)
            var expected: [(Mark, String)] = []
            for section in spec.views[0].list!.sections {
                for cell in section.cells where !declared.contains(cell.kind.value) {
                    expected.append((cell.kind.mark, "cell '\(cell.id.value)' uses undeclared cell kind '\(cell.kind.value)'"))
                }
            }
            let usedKinds = spec.views[0].list!.sections.flatMap { $0.cells.map(\.kind.value) }
            let unused = spec.cellKinds.filter { !usedKinds.contains($0.name.value) }.count
            var diagnostics: [Diagnostic] = []
            CellKindReferenceRule().check(LintContext(spec: spec), into: &diagnostics)
            let errors = diagnostics.filter { $0.rule == .unknownCellKind }
            #expect(errors.count == expected.count)
            for (error, (mark, message)) in zip(errors, expected) {
                #expect(error.mark == mark)
                #expect(error.message.hasPrefix(message))
            }
            found += expected.count
            #expect(diagnostics.filter { $0.rule == .unusedCellKind }.count == unused)
        }
        #expect(found > 300)
    }
}
