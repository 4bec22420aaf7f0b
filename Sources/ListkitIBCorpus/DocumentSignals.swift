import ListkitInterfaceBuilder
import ListkitLayout
import ListkitSpec
import ListkitYAML

/// What a document says about one view or screen that can explain a miss: read straight from the
/// XML, so the corpus check names a cause whether or not listkit reads the attribute yet.
struct DocumentSignals {
    let root: XMLElementNode
    /// Elements by their mark (a spec view's mark is its element's).
    let elements: [Mark: XMLElementNode]
    /// Each element's parent.
    let parents: [XMLElementNode: XMLElementNode]

    init(_ root: XMLElementNode) {
        var elements: [Mark: XMLElementNode] = [:], parents: [XMLElementNode: XMLElementNode] = [:]
        var pending = [root]
        while let element = pending.popLast() {
            elements[element.mark] = element
            for child in element.children {
                parents[child] = element
                pending.append(child)
            }
        }
        self.root = root
        self.elements = elements
        self.parents = parents
    }

    /// The content of a view that sets its own size, in the words of the issue's causes: a legacy
    /// button, attributed text, a placeholder intrinsic size, or the font its text is in.
    func content(of element: XMLElementNode) -> String {
        if element.name == "button" && element.child("buttonConfiguration") == nil { return "button: legacy (no buttonConfiguration)" }
        // The text's own attributed string, not Xcode's comment on the view (`key="userComments"`).
        if element.child("attributedString", key: "attributedText") != nil || element["usesAttributedText"] == "YES" {
            return "\(element.name): attributed text"
        }
        if element["placeholderIntrinsicWidth"] != nil || element["placeholderIntrinsicHeight"] != nil {
            return "\(element.name): placeholder intrinsic size"
        }
        if element["verifyAmbiguity"] == "ignoreSizes" { return "\(element.name): size IB does not verify (verifyAmbiguity=\"ignoreSizes\")" }
        guard let font = element.child("fontDescription") else { return element.name }
        return "\(element.name): \(Self.fontKind(font))"
    }

    /// A `<fontDescription>` as a kind: a text style, a named font (by family), or the system
    /// font below or from the size SF switches to its Display face.
    static func fontKind(_ font: XMLElementNode) -> String {
        if let style = font["style"] { return "text style \(style.replacingPrefix("UICTFontTextStyle"))" }
        if let name = font["name"] { return "font \(name.split(separator: "-").first.map(String.init) ?? name)" }
        let size = font["pointSize"].flatMap(Double.init) ?? 0
        return Font(systemSize: size).usesDisplayFace ? "system font, Display sizes" : "system font, Text sizes"
    }

    /// The first structural signal of a screen whose views miss even with IB's sizes.
    func structure(of container: XMLElementNode) -> String? {
        let inside = [container] + container.descendants()
        if inside.contains(where: { $0.name == "constraint" && $0["placeholder"] == "YES" }) { return "placeholder constraints (removed at build time)" }
        if let owner = parents[container],
           owner.children.contains(where: { $0["key"]?.hasPrefix("simulated") == true && $0["translucent"] == "NO" }) {
            return "opaque simulated bar (translucent=\"NO\")"
        }
        return nil
    }

    /// The mark IB gave a view the element sits inside (`misplaced="YES"` or `ambiguous="YES"`),
    /// up to its screen's container: a saved frame is in its superview's coordinates, so a view
    /// inside one whose saved frame IB calls stale is saved at a screen position IB does not
    /// vouch for either.
    func staleAncestorMark(of element: XMLElementNode) -> String? {
        var current = parents[element]
        while let parent = current {
            if ["tableViewCellContentView", "collectionViewCellContentView", "collectionReusableView"].contains(parent.name) { return nil }
            for mark in ["misplaced", "ambiguous"] where parent[mark] == "YES" { return "\(mark)=\"YES\"" }
            current = parents[parent]
        }
        return nil
    }

    /// Whether the element sits inside a scroll view (its position then follows a content size
    /// and inset listkit models only in part) in its screen: a cell's content view is a screen
    /// of its own, laid out without its table.
    func isInScrollView(_ element: XMLElementNode) -> Bool {
        var current = parents[element]
        while let parent = current {
            if ["tableViewCellContentView", "collectionViewCellContentView", "collectionReusableView"].contains(parent.name) { return false }
            if ["scrollView", "tableView", "collectionView", "textView"].contains(parent.name) { return true }
            current = parents[parent]
        }
        return false
    }
}

extension String {
    func replacingPrefix(_ prefix: String) -> String {
        hasPrefix(prefix) ? String(dropFirst(prefix.count)) : self
    }
}
