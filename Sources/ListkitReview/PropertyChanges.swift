import ListkitRender
import ListkitSpec
import ListkitSpecDiff

/// A view's properties compared between two versions — text, title, font, lines, style,
/// hidden, margins, stack settings, priorities: each key as the spec format writes it
/// (`SpecYAMLRenderer.content`), so IB documents and specs read the same. Views are paired by
/// hierarchy (the screen or a cell kind) and id; those in one version only are view changes.
enum PropertyChanges {
    /// "font: body → title2" lines per view, by the view's name (`ViewKey.description`), in
    /// the new spec's order.
    static func compare(old: Spec, new: Spec) -> [(key: ViewKey, lines: [String])] {
        let oldViews = views(old)
        var byKey: [ViewKey: ViewSpec] = [:]
        for (key, view) in oldViews where byKey[key] == nil { byKey[key] = view }
        let oldWriter = SpecYAMLRenderer(spec: old, header: [], comments: [:])
        let newWriter = SpecYAMLRenderer(spec: new, header: [], comments: [:])
        var seen = Set<ViewKey>()
        var changes: [(key: ViewKey, lines: [String])] = []
        for (key, view) in views(new) where seen.insert(key).inserted {
            guard let before = byKey[key] else { continue }
            let lines = differences(oldWriter.content(before), newWriter.content(view))
            if !lines.isEmpty { changes.append((key, lines)) }
        }
        return changes
    }

    static func views(_ spec: Spec) -> [(ViewKey, ViewSpec)] {
        LintContext(spec: spec).hierarchies.flatMap { hierarchy in
            hierarchy.entries.map { (ViewKey(owner: hierarchy.owner, id: $0.view.id.value), $0.view) }
        }
    }

    /// Keys whose values differ, were added or were removed, in the new lines' order, then the
    /// removed ones.
    static func differences(_ old: [String], _ new: [String]) -> [String] {
        func split(_ line: String) -> (String, String) {
            guard let colon = line.firstIndex(of: ":") else { return (line, "") }
            return (String(line[..<colon]), String(line[line.index(after: colon)...]).trimmingPrefix(" ").description)
        }
        let before = Dictionary(old.map(split), uniquingKeysWith: { first, _ in first })
        let after = Dictionary(new.map(split), uniquingKeysWith: { first, _ in first })
        var lines: [String] = []
        for (key, value) in new.map(split) {
            guard let previous = before[key] else { lines.append("\(key): \(value) (was not set)"); continue }
            if previous != value { lines.append("\(key): \(previous) → \(value)") }
        }
        for (key, value) in old.map(split) where after[key] == nil { lines.append("\(key): \(value) (no longer set)") }
        return lines
    }
}
