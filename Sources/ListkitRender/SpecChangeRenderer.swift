import ListkitLayout
import ListkitSpec
import ListkitSpecDiff
import ListkitYAML

/// Renders the non-list part of a spec comparison: views, constraints and frames that
/// changed. (Lists are rendered by the changeset renderers.)
public enum SpecChangeRenderer {
    /// Text lines, grouped under "views:" and "constraints:", with each change's position
    /// in the new spec (removed ones: in the old spec). Ids, constraint texts and device names
    /// are the user's: each line is escaped whole, so none can break it.
    public static func text(_ comparison: SpecComparison) -> String {
        func line(_ text: String) -> String { TextEscaping.escaped(text) + "\n" }
        var out = ""
        if !comparison.views.isEmpty {
            out += line("views:")
            for change in comparison.views {
                switch change {
                case .added(let key, let type, let mark): out += line("  + \(key) (\(type.rawValue))  at \(mark)")
                case .removed(let key, let type, let mark): out += line("  - \(key) (\(type.rawValue))  was at \(mark)")
                case .retyped(let key, let from, let to, let mark): out += line("  ~ \(key): type \(from.rawValue) → \(to.rawValue)  at \(mark)")
                case .reparented(let key, let from, let to, let mark):
                    out += line("  ~ \(key): parent \(from ?? "(root)") → \(to ?? "(root)")  at \(mark)")
                }
            }
        }
        if !comparison.constraints.isEmpty {
            out += line("constraints:")
            for change in comparison.constraints {
                switch change {
                case .added(let key, let text, let mark): out += line("  + \(key): \(text)  at \(mark)")
                case .removed(let key, let text, let mark): out += line("  - \(key): \(text)  was at \(mark)")
                case .edited(let key, let from, let to, let fields, let mark):
                    let detail = fields.map { "\($0.name) \($0.old) → \($0.new)" }.joined(separator: ", ")
                    out += line("  ~ \(key): \(from)  →  \(to)  (\(detail))  at \(mark)")
                }
            }
        }
        var device: String?
        for change in comparison.frames {
            if change.device != device {
                out += line("frames on \(change.device):")
                device = change.device
            }
            let what = [change.moved ? "moved" : nil, change.resized ? "resized" : nil].compactMap { $0 }.joined(separator: ", ")
            out += line("  ~ \(change.view): \(rect(change.old)) → \(rect(change.new))  (\(what))")
        }
        return out
    }

    /// `x,y widthxheight`, numbers as the frame table prints them.
    static func rect(_ r: Rect) -> String {
        let n = LayoutNumberFormat.string
        return "\(n(r.x)),\(n(r.y)) \(n(r.width))x\(n(r.height))"
    }

    /// The `views`, `constraints` and `frames` members of the diff's JSON document: arrays with one
    /// compact object per line, keys in a fixed order (docs/changesets.md).
    public static func jsonMembers(_ comparison: SpecComparison) -> [(key: String, value: String)] {
        let views = comparison.views.map { change -> String in
            var w = JSONWriter()
            w.beginObject()
            switch change {
            case .added(let key, let type, let mark):
                fields(&w, "added", key, mark)
                w.field("type", type.rawValue)
            case .removed(let key, let type, let mark):
                fields(&w, "removed", key, mark)
                w.field("type", type.rawValue)
            case .retyped(let key, let from, let to, let mark):
                fields(&w, "retyped", key, mark)
                w.field("from", from.rawValue)
                w.field("to", to.rawValue)
            case .reparented(let key, let from, let to, let mark):
                fields(&w, "reparented", key, mark)
                w.key("from"); if let from { w.string(from) } else { w.null() }
                w.key("to"); if let to { w.string(to) } else { w.null() }
            }
            w.endObject()
            return w.text
        }
        let constraints = comparison.constraints.map { change -> String in
            var w = JSONWriter()
            w.beginObject()
            switch change {
            case .added(let key, let text, let mark):
                fields(&w, "added", key, mark)
                w.field("constraint", text)
            case .removed(let key, let text, let mark):
                fields(&w, "removed", key, mark)
                w.field("constraint", text)
            case .edited(let key, let from, let to, let changed, let mark):
                fields(&w, "edited", key, mark)
                w.field("from", from)
                w.field("to", to)
                w.key("fields")
                w.beginArray()
                for field in changed {
                    w.beginObject()
                    w.field("name", field.name)
                    w.field("old", field.old)
                    w.field("new", field.new)
                    w.endObject()
                }
                w.endArray()
            }
            w.endObject()
            return w.text
        }
        let frames = comparison.frames.map { change -> String in
            var w = JSONWriter()
            w.beginObject()
            w.field("device", change.device)
            w.field("view", change.view)
            for (key, r) in [("old", change.old), ("new", change.new)] {
                w.key(key)
                w.beginObject()
                w.key("x"); w.points(r.x)
                w.key("y"); w.points(r.y)
                w.key("width"); w.points(r.width)
                w.key("height"); w.points(r.height)
                w.endObject()
            }
            w.endObject()
            return w.text
        }
        return [("views", lines(views)), ("constraints", lines(constraints)), ("frames", lines(frames))]
    }

    /// `[]`, or one element per line, indented under a top-level member.
    static func lines(_ elements: [String]) -> String {
        elements.isEmpty ? "[]" : "[\n" + elements.map { "    " + $0 }.joined(separator: ",\n") + "\n  ]"
    }

    private static func fields(_ w: inout JSONWriter, _ change: String, _ key: ViewKey, _ mark: Mark) {
        w.field("change", change)
        w.field("view", key.description)
        w.field("line", mark.line)
        w.field("column", mark.column)
    }
}
