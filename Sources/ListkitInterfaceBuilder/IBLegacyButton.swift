import ListkitSpec

/// A `<button>` without a `<buttonConfiguration>`: a legacy UIButton, sized by UIKit from its
/// title alone or its image (`LegacyButtonMetrics`). Its `buttonType` is its style: none or
/// `custom` is `custom`; `system` and `roundedRect` (one type since iOS 7) are `system`; the
/// system image types (`contactAdd`, `detailDisclosure`, `infoLight`, `infoDark`) are their
/// image's fixed size. Its `<inset key="contentEdgeInsets">` surrounds the title or the image.
struct IBLegacyButton {
    let imageSizes: [String: Size]
    /// SF Symbols of the document: a button of one alone is the size IB saved it at
    /// (`IBContentReader.symbolSize`).
    let symbolImages: Set<String>
    /// The document's release's (`InterfaceBuilderEra`).
    let metrics: LegacyButtonMetrics

    static let systemImageTypes: Set<String> = ["contactAdd", "detailDisclosure", "infoLight", "infoDark"]

    /// Reads the button's style, title (or attributed title) and image into the view; the notes
    /// say what is not modelled (their message starts "legacy button", and such a button's saved
    /// frame is not compared).
    func read(_ element: XMLElementNode, into view: inout ViewSpec) -> [IBNote] {
        let mark = element.mark
        let type = element["buttonType"] ?? "custom"
        view.controlStyle = Located(type == "custom" ? .custom : .system, at: mark)
        let normal = element.child("state", key: "normal")
        if let attributed = normal?.child("attributedString", key: "attributedTitle") {
            view.title = IBAttributedString.text(attributed).map { Located($0, at: mark) }
            if let font = IBAttributedString.firstFont(attributed) { view.font = Located(font, at: mark) }
        } else {
            view.title = normal?["title"].map { Located($0, at: mark) }
        }
        if Self.systemImageTypes.contains(type) {
            view.intrinsicSize = Located(metrics.systemImageButtonSize, at: mark)
            return []
        }
        guard type == "custom" || type == "system" || type == "roundedRect" else {
            return [IBNote("legacy button of type '\(type)': sized as a system button; its saved frame is not compared", at: mark, affectsLayout: false)]
        }
        if let insets = element.child("inset", key: "contentEdgeInsets") {
            // IB's names: minX, maxX left and right; minY, maxY top and bottom.
            func side(_ name: String) -> Double { insets[name].flatMap(PlainDecimal.double) ?? 0 }
            let read = Insets(top: side("minY"), left: side("minX"), bottom: side("maxY"), right: side("maxX"))
            if read != Insets() { view.contentEdgeInsets = Located(read, at: insets.mark) }
        }
        let image = normal?["image"] ?? normal?.child("imageReference", key: "image")?["image"]
        guard let image else { return [] }
        if view.title != nil {
            // An image of the document's beside the title (docs/interface-builder.md, "What is
            // read"); an SF Symbol's size is not in the document.
            if !symbolImages.contains(image), let size = imageSizes[image] {
                view.titleImageSize = size
                return []
            }
            return [IBNote("legacy button with a title and an SF Symbol: listkit sizes it by its title alone; its saved frame is not compared", at: mark, affectsLayout: false)]
        }
        // The image inside its content edge insets, as UIKit sizes a button of an image
        // (UIKitCatalog's StackViewController.storyboard: 22 × 22 images with 10-point insets
        // saved 42 wide).
        if let size = IBContentReader.symbolSize(image, of: element, symbols: symbolImages) {
            view.intrinsicSize = Located(size, at: mark)
        } else if let size = imageSizes[image] {
            let insets = view.contentEdgeInsets?.value ?? Insets()
            view.intrinsicSize = Located(Size(width: max(0, size.width + insets.left + insets.right),
                                              height: max(0, size.height + insets.top + insets.bottom)), at: mark)
        }
        return []
    }
}
