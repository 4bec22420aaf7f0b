import ListkitInterfaceBuilder
import ListkitSpec

/// A view as Interface Builder saved it in one screen: its element and its `<rect key="frame">`
/// in the screen's coordinates. Read from the XML, not from the spec listkit built, so that a
/// view the reader drops or does not compare (a legacy button, a control without a listkit type)
/// is still counted.
struct SavedView {
    var element: XMLElementNode
    var frame: Rect

    /// Every visible view under a screen's container, the container first: the `subviews` of
    /// each view, recursively (a table's cells are screens of their own and are not under
    /// `subviews`). A hidden view hides its subviews; so does one `installed` says the design
    /// device's size classes leave out.
    static func visible(under container: XMLElementNode, installed: (XMLElementNode) -> Bool) -> [SavedView] {
        guard let size = IBSavedFrame.of(container) else { return [] }
        var found: [SavedView] = []
        var pending = [(container, Rect(x: 0, y: 0, width: size.width, height: size.height))]
        while let (element, rect) = pending.popLast() {
            guard element["hidden"] != "YES" else { continue }
            found.append(SavedView(element: element, frame: rect))
            for child in element.child("subviews").map({ Array($0.children) }) ?? [] {
                guard installed(child), let local = IBSavedFrame.of(child) else { continue }
                pending.append((child, Rect(x: rect.x + local.x, y: rect.y + local.y, width: local.width, height: local.height)))
            }
        }
        return found
    }

    /// The ids a size-class variation excludes from the views installed by default.
    static func excludedIDs(in root: XMLElementNode) -> Set<String> {
        var ids = Set<String>()
        for mask in root.descendants() where mask.name == "mask" && mask["key"] == "subviews" {
            for exclude in mask.children("exclude") { if let id = exclude["reference"] { ids.insert(id) } }
        }
        return ids
    }
}
