/// Why a view lands more than half a point from the frame Interface Builder saved, as far as the
/// document and a second layout can tell. The first group a miss fits decides:
///
/// - `screen`: the screen was not laid out at all (every view of it counts as a miss);
/// - `notRead`: the view is in the document but not in the spec listkit built;
/// - `staleFrame`: IB itself marks the view `misplaced="YES"` or `ambiguous="YES"` (its saved
///   frame is not what its constraints give in Xcode either), or the view misses even with IB's
///   sizes inside a view so marked (its saved position rests on that frame);
/// - `content`: the view lands where IB saved it once every view with content (text, a control,
///   an image) is given the size IB saved for it: the miss is content measured differently. The
///   detail names the view's own content when its own size differs, else "placed by another
///   view's content";
/// - `structure`: it still misses with IB's sizes: the detail names the first signal the screen
///   or view carries (an opaque bar, placeholder constraints, a note, a conflict, ambiguity), or
///   the view's element when none does.
public struct MissCause: Hashable, Comparable, Sendable, CustomStringConvertible {
    public enum Group: String, CaseIterable, Comparable, Sendable {
        case screen = "screen not laid out"
        case notRead = "view not read"
        case staleFrame = "IB marks the saved frame stale"
        case content = "content measured differently (IB's sizes would place it)"
        case structure = "structure (misses even with IB's sizes)"

        public static func < (a: Group, b: Group) -> Bool {
            allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
        }
    }

    public var group: Group
    public var detail: String

    public init(_ group: Group, _ detail: String) {
        self.group = group
        self.detail = detail
    }

    public var description: String { "\(group.rawValue): \(detail)" }

    public static func < (a: MissCause, b: MissCause) -> Bool {
        (a.group, a.detail) < (b.group, b.detail)
    }
}
