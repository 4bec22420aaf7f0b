import ListkitDiff
import ListkitYAML

extension RuleID {
    public static let duplicateSectionID = RuleID("duplicate-section-id")
    public static let duplicateCellID = RuleID("duplicate-cell-id")
}

extension RuleDescription {
    public static let duplicateSectionID = RuleDescription(
        id: .duplicateSectionID, severity: .error,
        summary: "Two sections with one id in a list.",
        rationale: "Diffable data sources, IGListKit and RxDataSources crash on duplicate section identifiers. An error.",
        examples: [duplicateIdsInListExample])
    public static let duplicateCellID = RuleDescription(
        id: .duplicateCellID, severity: .error,
        summary: "Two cells with one id in a list (diffable data sources crash on them).",
        rationale: "Diffable data sources crash on duplicate item identifiers across a list's sections. An error; ids that differ only in Unicode normalization are a warning, since Swift's `String ==` treats them as one.",
        examples: [duplicateIdsInListExample])

    private static let duplicateIdsInListExample = RuleExample(file: "duplicate-ids-in-list.yaml", triggering: #"""
        listkit: 1
        screen: S
        views:
          - id: list
            type: table
            sections:
              - id: a
                cells:
                  - { id: one, kind: K }
                  - { id: two, kind: K }
              - id: b
                cells:
                  - { id: one, kind: K }
                  - { id: "caf\u00E9", kind: K }
                  - { id: "cafe\u0301", kind: K }
                  - { id: "cafe\u0301", kind: K }
              - id: a
        cellKinds:
          K: { height: 44 }

        """#,
        fixed: #"""
        listkit: 1
        screen: S
        views:
          - id: list
            type: table
            layout: [ edges == safeArea ]
            sections:
              - id: a
                cells:
                  - { id: one, kind: K }
                  - { id: two, kind: K }
              - id: b
                cells:
                  - { id: three, kind: K }
              - id: c
        cellKinds:
          K: { height: 44 }

        """#)
}

/// Section ids are unique within a list, and cell ids are unique within a list across all
/// its sections: diffable data sources, IGListKit and RxDataSources crash on duplicates.
///
/// Ids are compared as UTF-8 bytes, as the diff engine compares them (docs/changesets.md):
/// "café" precomposed (NFC) and decomposed (NFD) are two ids, so they are no duplicate. They
/// are a warning, though: Swift's `String ==` and hashing (a diffable data source with
/// `String` identifiers) treat them as one.
public struct DuplicateListIDRule: SpecRule {
    public init() {}
    public var descriptions: [RuleDescription] { [.duplicateSectionID, .duplicateCellID] }

    /// - Complexity: O(n) in the number of sections and cells: each id is hashed once, into a
    ///   table sized up front.
    public func check(_ context: LintContext, into diagnostics: inout [Diagnostic]) {
        for entry in context.hierarchies[0].entries {
            guard let list = entry.view.list else { continue }
            let listID = entry.view.id.value
            let sections = list.sections
            let cells = ListCells(sections)
            let cellFindings = Self.byteDuplicateCells(cells, listID) ?? Self.duplicateCells(cells, listID)
            var sectionTable = FirstOccurrenceTable(capacity: sections.count)
            var sectionBytes = ByteIdentity()
            for (s, section) in sections.enumerated() {
                let sectionID = section.id
                if let equal = sectionTable.firstIndex(of: sectionID.value, recording: s, idAt: { sections[$0].id.value }) {
                    let match = sectionBytes.match(sectionID.value, at: s, stringEqualTo: equal, idAt: { sections[$0].id.value })
                    diagnostics.append(Self.finding("section", sectionID, listID, match, sections[match.first].id, .duplicateSectionID))
                }
                diagnostics += cellFindings[s]
            }
        }
    }

    /// Duplicate cell ids by String `==`, each section's findings apart.
    static func duplicateCells(_ cells: ListCells, _ listID: String) -> [[Diagnostic]] {
        var findings = [[Diagnostic]](repeating: [], count: cells.sections.count)
        var table = FirstOccurrenceTable(capacity: cells.count)
        var bytes = ByteIdentity()
        for (s, section) in cells.sections.enumerated() {
            let list = section.cells
            for c in list.indices {
                let number = cells.starts[s] + c, id = list[c].id
                guard let equal = table.firstIndex(of: id.value, recording: number, idAt: { cells.id($0).value }) else { continue }
                let match = bytes.match(id.value, at: number, stringEqualTo: equal, idAt: { cells.id($0).value })
                findings[s].append(finding("cell", id, listID, match, cells.id(match.first), .duplicateCellID))
            }
        }
        return findings
    }

    /// The same findings when every cell id is ASCII (String `==` is then byte equality), found
    /// by their bytes in the diff's `IDTable`; nil when some id is not ASCII or the table is
    /// overloaded (ids crafted to collide).
    static func byteDuplicateCells(_ cells: ListCells, _ listID: String, maxSteps: Int = IDTable.boundedSteps) -> [[Diagnostic]]? {
        guard cells.sections.allSatisfy({ $0.cells.store.idsAreASCII }) else { return nil }
        var findings = [[Diagnostic]](repeating: [], count: cells.sections.count)
        let table = IDTable(count: cells.count, maxSteps: maxSteps)
        defer { table.deallocate() }
        for (s, section) in cells.sections.enumerated() {
            let store = section.cells.store
            let hashes = store.idHashes { hashID(UnsafeRawBufferPointer($0)) }
            let recorded = hashes.withUnsafeBufferPointer { hashes in
                table.record(hashes, numberedFrom: cells.starts[s], sameID: { c, earlier in
                    store.withIDBytes(c) { id in cells.withIDBytes(earlier) { RawText.equal($0, id) } }
                }, repeated: { c, first in
                    let match = ByteIdentity.Match(first: first, sameBytes: true)
                    findings[s].append(finding("cell", section.cells[c].id, listID, match, cells.id(first), .duplicateCellID))
                })
            }
            if !recorded { return nil }
        }
        return findings
    }
}

/// A list's cells numbered across its sections.
struct ListCells {
    let sections: [SectionSpec]
    /// `starts[s]` is section s's first cell number.
    let starts: [Int]
    let count: Int

    init(_ sections: [SectionSpec]) {
        self.sections = sections
        var count = 0
        starts = sections.map { section in
            defer { count += section.cells.count }
            return count
        }
        self.count = count
    }

    /// The section holding cell `number` and the cell's index in it (a binary search: only for
    /// duplicates and collisions).
    func locate(_ number: Int) -> (section: Int, cell: Int) {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= number { low = middle } else { high = middle - 1 }
        }
        return (low, number - starts[low])
    }

    func id(_ number: Int) -> Located<String> {
        let (s, c) = locate(number)
        return sections[s].cells[c].id
    }

    func withIDBytes<R>(_ number: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let (s, c) = locate(number)
        return sections[s].cells.store.withIDBytes(c, body)
    }
}

extension DuplicateListIDRule {
    /// A finding at the rule's severity for a byte-for-byte duplicate; a warning, the lesser
    /// case, for an id that differs from an earlier one only in Unicode normalization.
    static func finding(_ kind: String, _ id: Located<String>, _ listID: String, _ match: ByteIdentity.Match,
                        _ first: Located<String>, _ rule: RuleDescription) -> Diagnostic {
        if match.sameBytes {
            return rule.finding("duplicate \(kind) id '\(id.value)' in list '\(listID)' (first at \(first.mark)): a diffable data source would crash", at: id.mark)
        }
        return Diagnostic(.warning, "\(kind) id '\(id.value)' in list '\(listID)' differs from the one at \(first.mark) only in Unicode normalization: the diff treats them as two ids, Swift's String == (a diffable data source) as one", rule: rule.id, at: id.mark)
    }
}

/// Byte identity among ids that Swift's `String ==` found equal (canonically equivalent).
/// Only ids that met such an equal are recorded, so lists without a clash never use it.
struct ByteIdentity {
    struct Match {
        /// The id's first occurrence with the same bytes, or the canonically equal one.
        var first: Int
        var sameBytes: Bool
    }

    private var firstWithBytes: [[UInt8]: Int] = [:]

    /// `id` at index `index` is `String ==` to the id at `equal` (its first such occurrence).
    mutating func match(_ id: String, at index: Int, stringEqualTo equal: Int, idAt: (Int) -> String) -> Match {
        let bytes = Array(id.utf8), equalBytes = Array(idAt(equal).utf8)
        if bytes == equalBytes { return Match(first: equal, sameBytes: true) }
        if firstWithBytes[equalBytes] == nil { firstWithBytes[equalBytes] = equal }
        if let first = firstWithBytes[bytes] { return Match(first: first, sameBytes: true) }
        firstWithBytes[bytes] = index
        return Match(first: equal, sameBytes: false)
    }
}
