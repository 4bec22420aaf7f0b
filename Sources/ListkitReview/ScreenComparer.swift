import ListkitLayout
import ListkitRender
import ListkitSpec
import ListkitSpecDiff

/// Compares one screen's two versions: lays each out on the devices, outlines the views that
/// were added, removed, moved, resized or otherwise changed, and gathers the words for each
/// change, the lists' stages and the findings.
struct ScreenComparer {
    /// The configuration's devices (nil: each spec's own).
    var devices: [Device]?
    var fonts: FontLibrary

    func compare(name: String, old: ReviewVersion.Screen?, new: ReviewVersion.Screen?) -> ScreenReview {
        var ids = ViewIDTable()
        let comparison = old.flatMap { old in new.map { SpecComparison(old: old.spec, new: $0.spec) } }
        let properties = old.flatMap { old in new.map { PropertyChanges.compare(old: old.spec, new: $0.spec) } } ?? []
        let changed = (comparison.map(Self.changedViews) ?? [])
            .union(properties.filter { $0.key.owner == .screen }.map(\.key.id))
        let marks = ListMarks(comparison?.lists ?? [])
        let configured = [old, new].allSatisfy { $0?.takesConfiguredDevices != false } ? self.devices : nil
        let devices = configured ?? Self.devices(old?.spec, new?.spec)
        let oldEngine = old.map { LayoutEngine(spec: $0.spec, options: LayoutOptions(findings: false), fonts: fonts) }
        let newEngine = new.map { LayoutEngine(spec: $0.spec, options: LayoutOptions(findings: false), fonts: fonts) }
        let reviews = devices.map { device in
            let before = oldEngine?.layout(on: device).result, after = newEngine?.layout(on: device).result
            // A screen added or removed whole is its picture; outlining every view would say nothing more.
            let outlines = before != nil && after != nil ? Self.outlines(before!, after!, changed: changed, lists: marks, ids: &ids) : []
            return DeviceReview(device: device, old: before, new: after, outlines: outlines)
        }
        let notes = comparison.map { ViewNotes.notes($0, properties: properties, devices: reviews, ids: &ids) } ?? []
        let lists = comparison.map { $0.lists.compactMap(ListStages.review) } ?? []
        let findings = FindingMatcher.match(old: old?.findings ?? [], new: new?.findings ?? [], ids: &ids)
        let status: ScreenStatus
        if old == nil { status = .added } else if new == nil { status = .removed } else {
            let quiet = comparison?.isEmpty != false && notes.isEmpty && reviews.allSatisfy(\.outlines.isEmpty)
                && findings.allSatisfy { $0.status == .unchanged }
            status = quiet ? .unchanged : .changed
        }
        return ScreenReview(name: name, status: status, devices: reviews, viewIDs: ids.ids, notes: notes, lists: lists, findings: findings)
    }

    /// The new spec's devices, then the old one's it does not name.
    static func devices(_ old: Spec?, _ new: Spec?) -> [Device] {
        var devices: [Device] = []
        for device in (new?.effectiveDevices ?? []) + (old?.effectiveDevices ?? []) where !devices.contains(device) {
            devices.append(device)
        }
        return devices
    }

    /// Screen views whose type, parent or constraints changed: outlined as `changed` when
    /// their frame did not move.
    static func changedViews(_ comparison: SpecComparison) -> Set<String> {
        var ids = Set<String>()
        for change in comparison.views where change.key.owner == .screen { ids.insert(change.key.id) }
        for change in comparison.constraints where change.key.owner == .screen { ids.insert(change.key.id) }
        return ids
    }

    /// Each element of either picture that differs: views by id (in one version only, moved,
    /// resized, or showing other text, or in `changed`), then the cells, headers and footers
    /// the lists' changesets touch (`ListMarks`). New picture's order first, then the old one's.
    static func outlines(_ old: LayoutResult, _ new: LayoutResult, changed: Set<String>, lists: ListMarks,
                         ids: inout ViewIDTable) -> [Outline] {
        let before = SVGDevicePicture.elements(of: old), after = SVGDevicePicture.elements(of: new)
        return viewOutlines(before.filter { !isListContent($0) }, after.filter { !isListContent($0) }, changed: changed, ids: &ids)
            + listOutlines(before, after, lists: lists, ids: &ids)
    }

    static func viewOutlines(_ before: [LayoutElement], _ after: [LayoutElement], changed: Set<String>,
                             ids: inout ViewIDTable) -> [Outline] {
        var oldByID: [String: LayoutElement] = [:]
        for element in before where oldByID[element.id] == nil { oldByID[element.id] = element }
        var seen = Set<String>()
        var outlines: [Outline] = []
        for element in after where seen.insert(element.id).inserted {
            guard let previous = oldByID[element.id] else {
                outlines.append(Outline(view: ids.index(element.id), kind: .added, old: nil, new: element.frame))
                continue
            }
            if let kind = kind(previous, element, changed: changed) {
                outlines.append(Outline(view: ids.index(element.id), kind: kind, old: previous.frame, new: element.frame))
            }
        }
        for element in before where !seen.contains(element.id) && seen.insert(element.id).inserted {
            outlines.append(Outline(view: ids.index(element.id), kind: .removed, old: element.frame, new: nil))
        }
        return outlines
    }

    /// Cells, headers and footers marked by the changesets, paired across the pictures by
    /// list and cell id (a cell moved to another section is one outline in both).
    static func listOutlines(_ before: [LayoutElement], _ after: [LayoutElement], lists: ListMarks,
                             ids: inout ViewIDTable) -> [Outline] {
        var oldByPair: [String: (Int, LayoutElement)] = [:]
        for (index, element) in before.enumerated() {
            if let mark = lists.old[element.id], oldByPair[mark.pair] == nil { oldByPair[mark.pair] = (index, element) }
        }
        var paired = Set<Int>()
        var outlines: [Outline] = []
        for element in after {
            guard let mark = lists.new[element.id] else { continue }
            let previous = oldByPair[mark.pair]
            if let previous { paired.insert(previous.0) }
            var outline = Outline(view: ids.index(element.id), kind: mark.kind, old: previous?.1.frame, new: element.frame)
            outline.isListContent = true
            if let previous, previous.1.id != element.id { outline.oldView = ids.index(previous.1.id) }
            outlines.append(outline)
        }
        for (index, element) in before.enumerated() where !paired.contains(index) {
            guard let mark = lists.old[element.id], oldByPair[mark.pair]?.0 == index else { continue }
            var outline = Outline(view: ids.index(element.id), kind: mark.kind, old: element.frame, new: nil)
            outline.isListContent = true
            outlines.append(outline)
        }
        return outlines
    }

    static func isListContent(_ element: LayoutElement) -> Bool {
        switch element.role {
        case .cell, .header, .footer: return true
        case .view, .bar: return element.clip != nil
        }
    }

    static func kind(_ old: LayoutElement, _ new: LayoutElement, changed: Set<String>) -> ChangeKind? {
        let frames = FrameChange(device: "", view: new.id, old: old.frame, new: new.frame)
        if frames.moved { return .moved }
        if frames.resized { return .resized }
        if old.text != new.text || old.role != new.role || changed.contains(new.id) { return .changed }
        return nil
    }
}

/// The view ids a screen's page links, numbered in the order they are first met.
struct ViewIDTable {
    private(set) var ids: [String] = []
    private var indexes: [String: Int] = [:]

    mutating func index(_ id: String) -> Int {
        if let index = indexes[id] { return index }
        indexes[id] = ids.count
        ids.append(id)
        return ids.count - 1
    }
}
