import ListkitLayout
import ListkitRender
import ListkitSpec
import ListkitSpecDiff

/// The words for each changed view: added, removed, retyped or moved to another parent; its
/// constraints added, removed or edited; its frame moved or resized on each device; its text.
/// One note per view, in the order its first change is met.
enum ViewNotes {
    static func notes(_ comparison: SpecComparison, properties: [(key: ViewKey, lines: [String])], devices: [DeviceReview],
                      ids: inout ViewIDTable) -> [ViewNote] {
        var notes: [ViewNote] = []
        var byName: [String: Int] = [:]
        func add(_ name: String, _ kind: ChangeKind, _ line: String, ids: inout ViewIDTable) {
            if let index = byName[name] {
                // Text that changed reads the same on every device: said once.
                if !notes[index].lines.contains(line) { notes[index].lines.append(line) }
                return
            }
            byName[name] = notes.count
            notes.append(ViewNote(view: ids.index(name), name: name, kind: kind, lines: [line]))
        }
        for change in comparison.views {
            let (kind, line) = words(change)
            add(change.key.description, kind, line, ids: &ids)
        }
        for change in comparison.constraints {
            add(change.key.description, .changed, words(change), ids: &ids)
        }
        for (key, lines) in properties {
            for line in lines { add(key.description, .changed, line, ids: &ids) }
        }
        for device in devices {
            for outline in device.outlines where !outline.isListContent {
                let name = ids.ids[outline.view]
                for line in words(outline, on: device.device) { add(name, outline.kind, line, ids: &ids) }
            }
        }
        // A frame's kind says more than "changed" when the spec change moved the view.
        for index in notes.indices where notes[index].kind == .changed {
            let kinds = devices.flatMap(\.outlines).filter { $0.view == notes[index].view }.map(\.kind)
            if let moved = kinds.first(where: { $0 == .moved || $0 == .resized }) { notes[index].kind = moved }
        }
        return notes
    }

    static func words(_ change: ViewChange) -> (ChangeKind, String) {
        switch change {
        case .added(_, let type, _): return (.added, "added: a \(type.rawValue)")
        case .removed(_, let type, _): return (.removed, "removed: a \(type.rawValue)")
        case .retyped(_, let from, let to, _): return (.changed, "type: \(from.rawValue) → \(to.rawValue)")
        case .reparented(_, let from, let to, _):
            return (.changed, "parent: \(from ?? "the screen") → \(to ?? "the screen")")
        }
    }

    static func words(_ change: ConstraintChange) -> String {
        switch change {
        case .added(_, let text, _): return "constraint added: \(text)"
        case .removed(_, let text, _): return "constraint removed: \(text)"
        case .edited(_, let from, let to, let fields, _):
            let details = fields.map { "\($0.name) \($0.old) → \($0.new)" }.joined(separator: ", ")
            return "constraint \(from) → \(to) (\(details))"
        }
    }

    /// A frame that moved or resized on a device (text and other properties are compared in
    /// the specs: `PropertyChanges`).
    static func words(_ outline: Outline, on device: Device) -> [String] {
        var lines: [String] = []
        guard let old = outline.old, let new = outline.new else { return [] }
        let change = FrameChange(device: device.name, view: "", old: old, new: new)
        if change.moved { lines.append("on \(device.name): moved from \(point(old)) to \(point(new))") }
        if change.resized { lines.append("on \(device.name): resized from \(size(old)) to \(size(new))") }
        return lines
    }

    static func point(_ rect: Rect) -> String {
        "(\(LayoutNumberFormat.string(rect.x)), \(LayoutNumberFormat.string(rect.y)))"
    }

    static func size(_ rect: Rect) -> String {
        "\(LayoutNumberFormat.string(rect.width)) × \(LayoutNumberFormat.string(rect.height))"
    }
}
