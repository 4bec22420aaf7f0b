import ListkitLayout
import ListkitSpec

/// A screen view whose frame moved or resized between two versions, on one device.
public struct FrameChange: Sendable, Equatable {
    public var device: String
    /// The view's id path from its root view (`stack/title`).
    public var view: String
    public var old: Rect
    public var new: Rect

    public var moved: Bool { abs(old.x - new.x) > FrameComparison.tolerance || abs(old.y - new.y) > FrameComparison.tolerance }
    public var resized: Bool {
        abs(old.width - new.width) > FrameComparison.tolerance || abs(old.height - new.height) > FrameComparison.tolerance
    }
}

enum FrameComparison {
    /// Frames closer than this are equal (a hundredth of a point: far below a pixel).
    static let tolerance = 0.005

    /// Lays out both specs on every device either names (the new spec's order first) and
    /// reports the screen views present in both whose frames differ. Views added or removed
    /// are reported as view changes, and cells by the list changesets, so neither is here.
    /// - Complexity: one layout per spec and device, without list contents: a list's cells
    ///   never change a screen view's frame, so they are left out of these layouts.
    static func compare(old: Spec, new: Spec) -> [FrameChange] {
        var devices: [Device] = []
        for device in new.effectiveDevices + old.effectiveDevices where !devices.contains(device) { devices.append(device) }
        let options = LayoutOptions(findings: false)
        let oldEngine = LayoutEngine(spec: withoutListContent(old), options: options)
        let newEngine = LayoutEngine(spec: withoutListContent(new), options: options)
        var changes: [FrameChange] = []
        for device in devices {
            let before = frames(oldEngine.layout(on: device).result.views)
            var index: [String: Rect] = [:]
            for (path, rect) in before where index[path] == nil { index[path] = rect }
            for (path, rect) in frames(newEngine.layout(on: device).result.views) {
                guard let previous = index[path] else { continue }
                let change = FrameChange(device: device.name, view: path, old: previous, new: rect)
                if change.moved || change.resized { changes.append(change) }
            }
        }
        return changes
    }

    /// Every view's frame by id path, in tree order (iterative: depth is the spec's).
    static func frames(_ roots: [ViewFrame]) -> [(String, Rect)] {
        var result: [(String, Rect)] = []
        var pending: [(ViewFrame, String)] = roots.reversed().map { ($0, $0.id) }
        while let (view, path) = pending.popLast() {
            result.append((path, view.frame))
            for child in view.children.reversed() { pending.append((child, path + "/" + child.id)) }
        }
        return result
    }

    static func withoutListContent(_ spec: Spec) -> Spec {
        var copy = spec
        copy.views = copy.views.map(stripLists)
        return copy
    }

    private static func stripLists(_ view: ViewSpec) -> ViewSpec {
        var view = view
        view.list?.sections = []
        view.subviews = view.subviews.map(stripLists)
        view.arranged = view.arranged.map(stripLists)
        return view
    }
}
