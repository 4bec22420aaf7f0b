/// Section ids are unique within a list, and cell ids are unique within a list across all
/// its sections: diffable data sources, IGListKit and RxDataSources crash on duplicates.
///
/// Ids are compared as UTF-8 bytes, as the diff engine compares them (docs/changesets.md):
/// "café" precomposed (NFC) and decomposed (NFD) are two ids, so they are no duplicate. They
/// are a warning, though: Swift's `String ==` and hashing (a diffable data source with
/// `String` identifiers) treat them as one.
public struct DuplicateListIDRule: SpecRule {
    public init() {}
    public var ids: [RuleID] { [.duplicateSectionID, .duplicateCellID] }

    /// - Complexity: O(n) in the number of sections and cells: each id is hashed once, into a
    ///   table sized up front.
    public func check(_ context: LintContext, into diagnostics: inout [Diagnostic]) {
        for entry in context.hierarchies[0].entries {
            guard let list = entry.view.list else { continue }
            let listID = entry.view.id.value
            let sections = list.sections
            // Cells are numbered across the list; `starts[s]` is section s's first cell number.
            var cellCount = 0
            let starts = sections.map { section in
                defer { cellCount += section.cells.count }
                return cellCount
            }
            func cellID(_ number: Int) -> Located<String> {
                // The last section starting at or before `number` (only for duplicates and collisions).
                var low = 0, high = starts.count - 1
                while low < high {
                    let middle = (low + high + 1) / 2
                    if starts[middle] <= number { low = middle } else { high = middle - 1 }
                }
                return sections[low].cells[number - starts[low]].id
            }
            var sectionTable = FirstOccurrenceTable(capacity: sections.count)
            var cellTable = FirstOccurrenceTable(capacity: cellCount)
            var sectionBytes = ByteIdentity(), cellBytes = ByteIdentity()
            for (s, section) in sections.enumerated() {
                let sectionID = section.id
                if let equal = sectionTable.firstIndex(of: sectionID.value, recording: s, idAt: { sections[$0].id.value }) {
                    let match = sectionBytes.match(sectionID.value, at: s, stringEqualTo: equal, idAt: { sections[$0].id.value })
                    diagnostics.append(Self.finding("section", sectionID, listID, match, sections[match.first].id, .duplicateSectionID))
                }
                let cells = section.cells
                for c in cells.indices {
                    guard let equal = cellTable.firstIndex(of: cells[c].id.value, recording: starts[s] + c, idAt: { cellID($0).value }) else { continue }
                    let match = cellBytes.match(cells[c].id.value, at: starts[s] + c, stringEqualTo: equal, idAt: { cellID($0).value })
                    diagnostics.append(Self.finding("cell", cells[c].id, listID, match, cellID(match.first), .duplicateCellID))
                }
            }
        }
    }
}

extension DuplicateListIDRule {
    /// An error for a byte-for-byte duplicate; a warning for an id that differs from an
    /// earlier one only in Unicode normalization.
    static func finding(_ kind: String, _ id: Located<String>, _ listID: String, _ match: ByteIdentity.Match,
                        _ first: Located<String>, _ rule: RuleID) -> Diagnostic {
        if match.sameBytes {
            return .error("duplicate \(kind) id '\(id.value)' in list '\(listID)' (first at \(first.mark)): a diffable data source would crash", rule, at: id.mark)
        }
        return .warning("\(kind) id '\(id.value)' in list '\(listID)' differs from the one at \(first.mark) only in Unicode normalization: the diff treats them as two ids, Swift's String == (a diffable data source) as one", rule, at: id.mark)
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
