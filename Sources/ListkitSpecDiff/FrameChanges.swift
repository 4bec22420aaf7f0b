import ListkitLayout
import ListkitSpec

/// A screen view whose frame moved or resized between two versions, on one device.
public struct FrameChange: Sendable, Equatable {
    public var device: String
    /// The view's id path from its root view (`stack/title`).
    public var view: String
    public var old: Rect
    public var new: Rect

    public init(device: String, view: String, old: Rect, new: Rect) {
        self.device = device
        self.view = view
        self.old = old
        self.new = new
    }

    public var moved: Bool { abs(old.x - new.x) > FrameComparison.tolerance || abs(old.y - new.y) > FrameComparison.tolerance }
    public var resized: Bool {
        abs(old.width - new.width) > FrameComparison.tolerance || abs(old.height - new.height) > FrameComparison.tolerance
    }
}

enum FrameComparison {
    /// Frames closer than this are equal (a hundredth of a point: far below a pixel).
    static let tolerance = 0.005

    /// Compares the screen views' frames on every device either spec names (the new spec's
    /// order first): views present in both whose frames differ. Views added or removed are
    /// reported as view changes, and cells by the list changesets, so neither is here.
    static func compare(old: SpecSnapshot, new: SpecSnapshot) -> [FrameChange] {
        var devices: [Device] = []
        for device in new.devices + old.devices where !devices.contains(device) { devices.append(device) }
        var changes: [FrameChange] = []
        for device in devices {
            var index: [String: Rect] = [:]
            for (path, rect) in old.frames(on: device) where index[path] == nil { index[path] = rect }
            for (path, rect) in new.frames(on: device) {
                guard let previous = index[path] else { continue }
                let change = FrameChange(device: device.name, view: path, old: previous, new: rect)
                if change.moved || change.resized { changes.append(change) }
            }
        }
        return changes
    }

    /// Frames only: findings would repeat what lint reports.
    static func engine(_ spec: Spec) -> LayoutEngine {
        LayoutEngine(spec: spec, options: LayoutOptions(findings: false))
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
