import ListkitInterfaceBuilder
import ListkitSpec

/// `ib-unsupported` notes once per document and kind: a document with 39 legacy buttons says so
/// once, at the first, with how many more there are ("and 38 more like it in this document");
/// `lint --verbose` lists each. The kind is the message without numbers (`MessageKind`), so
/// notes that differ only by a size or a count are one kind.
enum NoteSummary {
    static func summarized(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var firstIndex: [String: Int] = [:]
        var counts: [Int: Int] = [:]
        var kept: [Diagnostic] = []
        for d in diagnostics {
            guard d.rule == .ibUnsupported else { kept.append(d); continue }
            let kind = MessageKind.of(d.message)
            if let index = firstIndex[kind] {
                counts[index, default: 1] += 1
                continue
            }
            firstIndex[kind] = kept.count
            kept.append(d)
        }
        for (index, count) in counts {
            let more = count - 1
            kept[index].message += " (and \(more) more like it in this document; --verbose lists each)"
        }
        return kept
    }
}
