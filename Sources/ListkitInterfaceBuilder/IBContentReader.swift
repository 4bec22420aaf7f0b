import ListkitSpec
import ListkitYAML

/// What a view shows and its content priorities, read from its element: text, title,
/// placeholder, font, lines, line break mode, image size, switch state, hidden, hugging,
/// compression resistance and intrinsic size placeholders.
struct IBContentReader {
    /// Image sizes from the document's `<resources>` (`<image name="x" width="24" height="24"/>`).
    let imageSizes: [String: Size]
    /// SF Symbols the document shows (`IBDocumentContext.symbolImages`): no size of theirs is read.
    var symbolImages: Set<String> = []
    /// IB's rendered intrinsic sizes of @IBDesignable views (`IBDocumentContext.designables`).
    var designables: [String: ControlMetrics.Extent] = [:]
    /// The release of the Xcode that saved the document: a system image button's size is its.
    var release: UIKitRelease = .default
    var notes: [IBNote] = []
    /// Constraints the element stands for besides its `<constraints>`: an intrinsic size
    /// placeholder on one axis, as the two content-size constraints Auto Layout makes of it,
    /// each at the attribute (or element) it comes from, with its comment for `listkit import`.
    var constraints: [(text: String, mark: Mark, comment: String)] = []

    mutating func read(_ element: XMLElementNode, into view: inout ViewSpec) {
        let mark = element.mark
        // Only a type that shows text has a font (the catalogue's keys): a `<fontDescription>`
        // under another element (a damaged document) is not one, and `listkit import` would
        // write a key its type refuses.
        if view.type.value.entry.keys.contains("font"),
           let font = element.child("fontDescription", key: "fontDescription").flatMap(Self.font) {
            view.font = Located(font, at: mark)
        }
        switch view.type.value.entry.interfaceBuilder.content {
        case .label:
            readText(element, into: &view)
            if let lines = element["numberOfLines"].flatMap(Int.init) { view.lines = Located(lines, at: mark) }
            if let mode = element["lineBreakMode"].flatMap(Self.lineBreakModes.index(forKey:)) {
                view.lineBreakMode = Located(Self.lineBreakModes[mode].value, at: mark)
            }
            view.minimumScaleFactor = Self.minimumScaleFactor(element, font: view.textFont).map { Located($0, at: mark) }
            // IB writes the attribute only for an "Explicit" preferred width (0 is UIKit's automatic).
            if let width = element["preferredMaxLayoutWidth"].flatMap(PlainDecimal.double), width > 0 {
                view.preferredMaxLayoutWidth = Located(width, at: element.mark(ofAttribute: "preferredMaxLayoutWidth"))
            }
        case .textView:
            readText(element, into: &view)
            if element["scrollEnabled"] == "NO" { view.isScrollEnabled = false }
        case .button:
            readButton(element, into: &view)
        case .field:
            view.text = element["text"].map { Located($0, at: mark) }
            view.placeholder = element["placeholder"].map { Located($0, at: mark) }
            // UITextField.borderStyle: IB writes `roundedRect`, `line` or `bezel`, and nothing
            // for `.none`, UIKit's default, which has no rounded rect to size it.
            if view.type.value.entry.styles.contains(.borderless), element["borderStyle"] == nil || element["borderStyle"] == "none" {
                view.controlStyle = Located(.borderless, at: mark)
            }
            if element.child("textInputTraits", key: "textInputTraits")?["secureTextEntry"] == "YES" { view.secureTextEntry = true }
        case .image:
            if let name = element["image"] ?? element.child("imageReference", key: "image")?["image"] {
                if let size = imageSizes[name] ?? symbolSize(name, of: element) { view.intrinsicSize = Located(size, at: mark) }
                view.showsSystemSymbol = symbolImages.contains(name)
            }
        case .switchState:
            view.isOn = element["on"] == "YES"
        case .activityStyle:
            // UIActivityIndicatorView.Style as IB writes it: `large` and the former `whiteLarge`
            // are large; `medium`, `gray` and `white` (and no style) the 20-point medium one.
            if let style = element["style"] {
                view.controlStyle = Located(style == "large" || style == "whiteLarge" ? .large : .medium, at: mark)
            }
        case .segments:
            readSegments(element, into: &view)
        case .pages:
            // IB writes `numberOfPages` on every page control it creates (3); without it the
            // control has UIPageControl's default of 0 pages, and no width is read. A count a spec
            // could not hold (`NumberRange.itemCount`) is left out too.
            if let pages = element["numberOfPages"].flatMap(PlainDecimal.double), NumberRange.itemCount.contains(pages), pages == pages.rounded() {
                view.numberOfPages = Located(Int(pages), at: mark)
            }
        case .none:
            break
        }
        view.hidden = element["hidden"] == "YES"
        readPriorities(element, into: &view)
        readIntrinsicOverride(element, into: &view)
    }

    /// A label's or text view's text and, where it is attributed (`usesAttributedText="YES"`),
    /// the font of its first fragment, and a label's first paragraph style's line height
    /// multiple and line spacing.
    func readText(_ element: XMLElementNode, into view: inout ViewSpec) {
        if let attributed = element.child("attributedString", key: "attributedText") {
            view.text = IBAttributedString.text(attributed).map { Located($0, at: element.mark) }
            if let font = IBAttributedString.firstFont(attributed) { view.font = Located(font, at: element.mark) }
            if element.name == "label", let style = IBAttributedString.firstParagraphStyle(attributed) {
                view.lineHeightMultiple = style.lineHeightMultiple.map { Located($0, at: element.mark) }
                view.lineSpacing = style.lineSpacing.map { Located($0, at: element.mark) }
            }
            return
        }
        view.text = (element.child("string", key: "text")?.text ?? element["text"]).map { Located($0, at: element.mark) }
    }

    /// A segmented control's segment titles, when every segment has one (a segment of an image
    /// is as wide as the image, which the document does not give), and whether its widths
    /// follow their titles.
    func readSegments(_ element: XMLElementNode, into view: inout ViewSpec) {
        let segments = element.child("segments")?.children.filter { $0.name == "segment" } ?? []
        let titles = segments.compactMap { $0["title"] }
        if !segments.isEmpty, titles.count == segments.count, !segments.contains(where: { $0["width"] != nil || $0["image"] != nil }) {
            view.segments = Located(titles, at: element.mark)
        }
        view.apportionsSegmentWidthsByContent = element["apportionsSegmentWidthsByContent"] == "YES"
    }

    /// A label's Autoshrink: IB writes `adjustsFontSizeToFit="NO"` on every label that keeps its
    /// font size (1,893 of the 2,074 iOS labels of the public check's documents), and on one that
    /// shrinks its text a `minimumScaleFactor` ("Minimum Font Scale", 84; one of them with
    /// `adjustsFontSizeToFit="YES"`) or, in older documents, a `minimumFontSize` in points (97; the
    /// scale is that over the font's size) without it.
    static func minimumScaleFactor(_ element: XMLElementNode, font: Font) -> Double? {
        guard element["adjustsFontSizeToFit"] != "NO" else { return nil }
        if let factor = element["minimumScaleFactor"].flatMap(PlainDecimal.double) { return factor }
        guard let points = element["minimumFontSize"].flatMap(PlainDecimal.double), font.pointSize > 0 else { return nil }
        return min(1, points / font.pointSize)
    }

    /// A `<buttonConfiguration>`'s title and font, or its image when it has no title; else a
    /// legacy button (`IBLegacyButton`).
    mutating func readButton(_ element: XMLElementNode, into view: inout ViewSpec) {
        let mark = element.mark
        if let configuration = element.child("buttonConfiguration", key: "configuration") {
            view.title = configuration["title"].map { Located($0, at: mark) }
            if let font = configuration.child("fontDescription", key: "titleFontDescription").flatMap(Self.font) {
                view.font = Located(font, at: mark)
            }
            // Of an image alone: the image inside the configuration's content insets, as its title
            // would be (videolan/vlc-ios QueueView.xib, 23504: a 24 × 24 image "close" in a plain
            // configuration saved 48 × 38). An SF Symbol's is the size IB saved the button at.
            let image = configuration["image"] ?? configuration.child("imageReference", key: "image")?["image"]
            if view.title == nil, let image, let size = imageSizes[image] {
                let insets = ControlMetrics.of(release).buttonContentInsets
                view.intrinsicSize = Located(Size(width: size.width + insets.left + insets.right, height: size.height + insets.top + insets.bottom), at: mark)
            } else if view.title == nil, let image, let size = symbolSize(image, of: element) {
                view.intrinsicSize = Located(size, at: mark)
            }
            return
        }
        notes += IBLegacyButton(imageSizes: imageSizes, symbolImages: symbolImages, metrics: LegacyButtonMetrics.of(release))
            .read(element, into: &view)
    }

    /// The size of a view showing the SF Symbol `image` alone: the size Interface Builder saved it
    /// at. The document has the symbol's proportions only (`SystemSymbolMetrics`); IB drew the
    /// symbol from Apple's catalogue at the view's configuration and saved the view at its size
    /// where nothing else sizes it: woocommerce-ios `FeatureAnnouncementCardCell.xib`, an `xmark`
    /// (128 × 113) legacy button saved 17.5 × 22; zotero-ios `CollectionRowView.xib` and
    /// `MainInterface.storyboard`, image views of `checkmark` and `chevron.right` 18.5 and 12.5
    /// wide; `ItemDetailAddContentView.xib`, `plus.circle.fill` at the large scale 26 × 26 in a
    /// centred stack; bryceco/GoMap `Display.storyboard`, `trash` in a plain configuration 48 × 34.
    /// Nil for an image that is not a symbol, or a view saved without a frame.
    func symbolSize(_ image: String, of element: XMLElementNode) -> Size? {
        Self.symbolSize(image, of: element, symbols: symbolImages)
    }

    static func symbolSize(_ image: String, of element: XMLElementNode, symbols: Set<String>) -> Size? {
        guard symbols.contains(image), let frame = IBSavedFrame.of(element) else { return nil }
        return Size(width: frame.width, height: frame.height)
    }

    /// Content hugging and compression resistance. IB writes a priority only where it differs
    /// from its base for the element: the type's `IBMapping.unwrittenHugging` (UIView's 250) and
    /// UIView's 750 compression resistance.
    func readPriorities(_ element: XMLElementNode, into view: inout ViewSpec) {
        func priority(_ name: String, default value: Double) -> Located<Double> {
            Located(element[name].flatMap(PlainDecimal.double) ?? value, at: element.mark)
        }
        let hugging = view.type.value.entry.interfaceBuilder.unwrittenHugging
        let resistance = ControlMetrics.current.compressionResistancePriority
        view.hugging = AxisPriorities(horizontal: priority("horizontalHuggingPriority", default: hugging),
                                      vertical: priority("verticalHuggingPriority", default: hugging))
        view.compressionResistance = AxisPriorities(horizontal: priority("horizontalCompressionResistancePriority", default: resistance),
                                                    vertical: priority("verticalCompressionResistancePriority", default: resistance))
    }

    /// An intrinsic size Interface Builder lays the view out with instead of its own: "Intrinsic
    /// Size: Placeholder" (`placeholderIntrinsicWidth`/`Height`, `infinite` on an axis meaning
    /// none there, `UIView.noIntrinsicMetric`), else the size IB rendered an @IBDesignable view at
    /// (`<designables>`), else the saved size of a label whose size IB does not verify (the size
    /// inspector's "Ambiguity: Verify Position Only", `verifyAmbiguity="ignoreSizes"`: IB keeps
    /// the view at the size it has and lays the rest out around it). Labels only, the evidence's
    /// and a size of their own at run time: a plain view so marked has no size at run time (UIKit
    /// does not read IB's setting), and its ambiguity is still reported. Evidence: owncloud/ios-app
    /// `PasscodeViewController.xib` (21701), three 17-point labels so marked, saved 21 tall where
    /// their text is 20.5, of vertical hugging and compression resistance 1000, spaced 12 apart
    /// in a view IB verifies, saved 107 tall (20 + 3 × 21 + 2 × 12): with their text's height it
    /// would be 105.5 and misplaced. On both axes it is the view's `intrinsicSize`; on one, the two
    /// constraints Auto Layout makes of an intrinsic size on that axis
    /// (`NSContentSizeLayoutConstraint`): at least it at the view's compression resistance, at most
    /// it at its hugging.
    mutating func readIntrinsicOverride(_ element: XMLElementNode, into view: inout ViewSpec) {
        let size: ControlMetrics.Extent
        let source: String
        if element["placeholderIntrinsicWidth"] != nil || element["placeholderIntrinsicHeight"] != nil {
            size = ControlMetrics.Extent(width: element["placeholderIntrinsicWidth"].flatMap(PlainDecimal.double),
                                         height: element["placeholderIntrinsicHeight"].flatMap(PlainDecimal.double))
            source = "IB's intrinsic size placeholder"
        } else if let id = element["id"], let designed = designables[id] {
            size = designed
            source = "the intrinsic size IB rendered this @IBDesignable at"
        } else if let height = Self.barHeight(element, release: release) {
            size = ControlMetrics.Extent(width: nil, height: height)
            source = "a bar's intrinsic height"
        } else if element["verifyAmbiguity"] == "ignoreSizes", view.type.value == .label, let frame = IBSavedFrame.of(element) {
            size = ControlMetrics.Extent(width: frame.width, height: frame.height)
            source = "the saved size of a view IB does not verify the size of"
        } else {
            return
        }
        if let width = size.width, let height = size.height {
            view.intrinsicSize = Located(Size(width: width, height: height), at: element.mark)
            return
        }
        for (attribute, value, hugging, resistance) in [("width", size.width, view.hugging?.horizontal, view.compressionResistance?.horizontal),
                                                        ("height", size.height, view.hugging?.vertical, view.compressionResistance?.vertical)] {
            guard let value else { continue }
            let points = formatNumber(value)
            let placeholderAttribute = attribute == "width" ? "placeholderIntrinsicWidth" : "placeholderIntrinsicHeight"
            let mark = element[placeholderAttribute] != nil ? element.mark(ofAttribute: placeholderAttribute) : element.mark
            let comment = "\(source), on its \(attribute) only"
            constraints.append(("\(attribute) >= \(points) @\(formatNumber(resistance?.value ?? ControlMetrics.current.compressionResistancePriority))", mark, comment))
            constraints.append(("\(attribute) <= \(points) @\(formatNumber(hugging?.value ?? ControlMetrics.current.huggingPriority))", mark, comment))
            if view.type.value.entry.sizing != .none {
                notes.append(IBNote("an intrinsic size on its \(attribute) only: the other axis keeps the \(view.type.value.rawValue)'s own intrinsic size, which Interface Builder leaves out", at: element.mark, affectsLayout: false))
            }
        }
    }

    /// The intrinsic height of a `<toolbar>` or `<navigationBar>` placed as a view (a bar a view
    /// controller's container shows is screen chrome, not a view): UIKit's bar height of the
    /// document's release, on the height only (a bar is as wide as it is pinned). Evidence (public
    /// documents, none committed): toolbars without a height constraint saved 44 tall
    /// (appium/ios-uicatalog `ToolbarViewControllers.storyboard`, `Main_iPhone.storyboard` and the
    /// iPad's `Main_iPad.storyboard`, 9 toolbars; jessesquires/JSQMessagesViewController
    /// `JSQMessagesViewController.xib`), navigation bars 44 (HeroTransitions/Hero
    /// `LegacyExamples/…/Main.storyboard`) and 54 in Xcode 26's (bryceco/GoMap
    /// `Display.storyboard`, 24765): all 12 laid out ambiguous without it.
    static func barHeight(_ element: XMLElementNode, release: UIKitRelease) -> Double? {
        let bars = release.metrics.bars
        switch element.name {
        case "toolbar": return bars.toolbarWithHomeButton
        case "navigationBar": return bars.navigationBar
        default: return nil
        }
    }

    /// IB's line break modes. Tail truncation is UILabel's default, which IB writes on every label,
    /// so it says nothing about intent and is not carried over (docs/interface-builder.md).
    static let lineBreakModes: [String: LineBreakMode] = [
        "wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clip": .byClipping, "clipping": .byClipping,
        "headTruncation": .byTruncatingHead, "middleTruncation": .byTruncatingMiddle,
    ]

    static let textStyles: [String: Font.TextStyle] = [
        "UICTFontTextStyleTitle0": .largeTitle, "UICTFontTextStyleTitle1": .title1, "UICTFontTextStyleTitle2": .title2,
        "UICTFontTextStyleTitle3": .title3, "UICTFontTextStyleHeadline": .headline, "UICTFontTextStyleBody": .body,
        "UICTFontTextStyleCallout": .callout, "UICTFontTextStyleSubhead": .subheadline,
        "UICTFontTextStyleFootnote": .footnote, "UICTFontTextStyleCaption1": .caption1, "UICTFontTextStyleCaption2": .caption2,
    ]

    /// `<fontDescription>`: a text style, the system font (`type="system"`, `boldSystem`, with a
    /// `weight`), or a named font (`name="Avenir-Medium"`).
    static func font(_ description: XMLElementNode) -> Font? {
        if let style = description["style"], let textStyle = textStyles[style] { return Font(style: textStyle) }
        guard let size = description["pointSize"].flatMap(PlainDecimal.double), size > 0 else { return nil }
        if let name = description["name"] { return Font(named: name, size: size) }
        switch description["type"] {
        case "boldSystem": return Font(systemSize: size, weight: .bold)
        default:
            let weight = description["weight"].flatMap(Font.Weight.init(rawValue:)) ?? .regular
            return Font(systemSize: size, weight: weight)
        }
    }
}
