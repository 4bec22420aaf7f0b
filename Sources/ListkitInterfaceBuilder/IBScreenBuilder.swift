import ListkitSpec
import ListkitYAML

/// Builds one screen's spec from the view that is its container — a scene's root view, a
/// top-level view of a .xib, or a cell's content view — for one device's size classes.
///
/// The container becomes the spec's one root view, pinned to the screen (`edges == parent`), so
/// every constraint can name every view. Phases: (1) walk the installed views, naming each;
/// (2) read every installed constraint into its first item's `layout`; (3) add autoresizing
/// constraints; (4) build the view specs with their saved frames in screen coordinates.
struct IBScreenBuilder {
    let context: IBDocumentContext
    let container: XMLElementNode
    let classes: SizeClasses
    /// The scene's legacy top and bottom layout guides: element id → "top" or "bottom".
    let legacyGuides: [String: String]
    /// How the container is named: "view" for a root view, "contentView" for a cell's.
    let containerName: String
    /// Elements that stand for the container: a cell, whose bounds are its content view's. Older
    /// .xib cells keep the content view's constraints (and safe area) on the cell.
    var containerAliases: [XMLElementNode] = []
    /// What the container is in UIKit, which decides its layout margins.
    var role: IBLayoutMargins.Role = .topLevelView

    private(set) var notes: [IBNote] = []
    /// Comments for `listkit import`, by the mark of the view or constraint they describe.
    private(set) var comments: [Mark: String] = [:]
    private var specIDs: [String: String] = [:]
    /// The names the walk gave (`specIDs`' values), to keep new ones unique without a search.
    private var namesTaken: Set<String> = []
    private var elements: [String: XMLElementNode] = [:]
    /// Each walked view's saved frame (`frame`), read once: the phases ask for it several times.
    private var frames: [String: Rect] = [:]
    private var parents: [String: String] = [:]
    /// Each walked view's installed subviews, by the ids the walk gave them (phase 4 builds
    /// them in this order).
    private var subviewIDs: [String: [String]] = [:]
    private var arranged: Set<String> = []
    /// Views whose layout margins an installed constraint names.
    private var marginsNamed: Set<String> = []
    /// Layout guides: element id → (owning view's element id, IB's key).
    private var guides: [String: (owner: String, key: String)] = [:]
    private var layouts: [String: [ConstraintSpec]] = [:]
    private var order: [String] = []
    /// Each walked element's id: its `id`, or a made-up one for an element without one (or with
    /// one met before), so a malformed document cannot send the walk round in circles.
    private var idByElement: [XMLElementNode: String] = [:]
    /// A container alias's element id → the container's.
    private var aliasIDs: [String: String] = [:]

    init(context: IBDocumentContext, container: XMLElementNode, classes: SizeClasses, legacyGuides: [String: String], containerName: String) {
        self.context = context
        self.container = container
        self.classes = classes
        self.legacyGuides = legacyGuides
        self.containerName = containerName
    }

    /// The container's root view spec, built from the document.
    mutating func build() -> ViewSpec {
        // Phase 1: the installed views, named.
        walk(container, parent: nil)
        let containerID = idByElement[container] ?? ""
        for alias in containerAliases {
            if let id = alias["id"] { specIDs[id] = containerName; aliasIDs[id] = containerID }
            for guide in alias.children("viewLayoutGuide") {
                if let guideID = guide["id"] { guides[guideID] = (containerID, guide["key"] ?? "layoutGuide") }
            }
        }
        // Phase 2: constraints, into their first items' layouts.
        let walked = Set(elements.keys)
        uninstalled = Set(container.descendants().filter { $0.name != "constraint" }.compactMap { $0["id"] }.filter { !walked.contains($0) && !guides.keys.contains($0) })
        for id in order { readConstraints(of: elements[id]!, holder: id) }
        for alias in containerAliases { readConstraints(of: alias, holder: containerID) }
        // Phase 3: autoresizing masks of views that translate them into constraints.
        for id in order where elements[id] != container { addAutoresizing(id); placeFramelessBuiltInLabel(id) }
        // Phase 4: the spec.
        var root = view(idByElement[container] ?? "", origin: (0, 0))
        var pinned = ConstraintWriter(first: nil, "edges", relation: .equal)
        pinned.view("parent")
        root.layout.insert(pinned.spec(at: container.mark), at: 0)
        return root
    }

    // MARK: Phase 1

    /// Gives the id the element is walked under.
    @discardableResult
    private mutating func walk(_ element: XMLElementNode, parent: String?) -> String {
        var id = element["id"] ?? "_\(order.count)"
        if elements[id] != nil { id += "_\(order.count)" }
        idByElement[element] = id
        elements[id] = element
        if let frame = IBSavedFrame.of(element) { frames[id] = frame }
        order.append(id)
        if let parent { parents[id] = parent }
        let name = element == container ? containerName : uniqueName(for: element, id: id)
        specIDs[id] = name
        namesTaken.insert(name)
        for guide in element.children("viewLayoutGuide") {
            if let guideID = guide["id"] { guides[guideID] = (id, guide["key"] ?? "layoutGuide") }
        }
        var children: [String] = []
        for child in installedSubviews(of: element) {
            if element.name == "stackView", let childID = child["id"] { arranged.insert(childID) }
            children.append(walk(child, parent: id))
        }
        if !children.isEmpty { subviewIDs[id] = children }
        return id
    }

    /// The views of a `<subviews>` list that the size classes install (`<mask key="subviews">`).
    /// Lists and collections are not descended: their cells are screens of their own.
    func installedSubviews(of element: XMLElementNode) -> [XMLElementNode] {
        guard element.name != "tableView", element.name != "collectionView" else { return [] }
        // Everything in a <subviews> list is a view, with a saved frame or not.
        let subviews = element.child("subviews")?.children.filter { !IBViewTypes.nonViews.contains($0.name) } ?? []
        let variations = installingVariations(of: element)
        return subviews.filter { isInstalled($0["id"] ?? "", by: variations, mask: "subviews") }
    }

    /// A holder's `<variation>`s that match the size classes, the most specific first.
    func installingVariations(of holder: XMLElementNode) -> [XMLElementNode] {
        holder.children("variation").filter { classes.matches(variation: $0["key"] ?? "") }
            .sorted { SizeClasses.specificity($0["key"] ?? "") > SizeClasses.specificity($1["key"] ?? "") }
    }

    /// Whether a size-class mask installs a constraint or subview: the most specific variation
    /// of its holder (`installingVariations`) that names it decides; otherwise it is installed.
    func isInstalled(_ reference: String, by variations: [XMLElementNode], mask: String) -> Bool {
        for variation in variations {
            guard let masks = variation.child("mask", key: mask) else { continue }
            if masks.children("include").contains(where: { $0["reference"] == reference }) { return true }
            if masks.children("exclude").contains(where: { $0["reference"] == reference }) { return false }
        }
        return true
    }

    /// An outlet's property name, else the user label, else the type and element id; unique.
    private func uniqueName(for element: XMLElementNode, id: String) -> String {
        let base = context.outlets[id].flatMap { Self.isUsable($0) ? $0 : nil }
            ?? element["userLabel"].map(Self.identifier).flatMap { Self.isUsable($0) ? $0 : nil }
        let typeName = IBViewTypes.type(of: element)?.rawValue ?? "view"
        var name = base ?? "\(typeName)_\(Self.identifier(id))"
        if namesTaken.contains(name) || name == containerName { name += "_" + Self.identifier(id) }
        return name
    }

    static func isUsable(_ name: String) -> Bool {
        (asciiIsIdentifier(name) ?? characterIsIdentifier(name)) && !reservedNames.contains(name) && AttributeName(name) == nil
    }

    /// A letter or `_` then letters, numbers and `_`, `Character` by `Character`.
    static func characterIsIdentifier(_ name: String) -> Bool {
        name.first.map { $0.isLetter || $0 == "_" } == true && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }

    /// Names the constraint language gives a meaning of its own.
    static let reservedNames: Set<String> = ["self", "parent", "superview", "safeArea", "view", "contentView"]

    /// Letters, digits and underscores from any text: a user label in lower camel case ("Title
    /// Label" → "titleLabel", "Card" → "card"), an element id with underscores ("a1-b2" → "a1_b2").
    static func identifier(_ text: String) -> String {
        asciiIdentifier(text) ?? characterIdentifier(text)
    }

    /// `identifier`, `Character` by `Character`.
    static func characterIdentifier(_ text: String) -> String {
        let words = text.split { !($0.isLetter || $0.isNumber) }
        guard let first = words.first else { return "_" }
        if text.containsASCII(" ") || words.count == 1 {
            return first.prefix(1).lowercased() + first.dropFirst() + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        }
        let joined = words.joined(separator: "_")
        return joined.first!.isNumber ? "_" + joined : joined
    }

    // MARK: Phase 2

    /// Views of the container's subtree that a size-class mask leaves out (found once).
    private var uninstalled: Set<String> = []

    private mutating func readConstraints(of element: XMLElementNode, holder: String) {
        let items = element.child("constraints")?.children("constraint") ?? []
        let variations = items.isEmpty ? [] : installingVariations(of: element)
        for item in items {
            guard let constraint = IBConstraint(item, holder: holder) else { continue }
            guard isInstalled(constraint.id, by: variations, mask: "constraints") else { continue }
            // A constraint on a view the size classes do not install is not installed either.
            guard !uninstalled.contains(constraint.first), !(constraint.second.map(uninstalled.contains) ?? false) else { continue }
            if constraint.isPlaceholder {
                // Interface Builder lays the screen out with it and its saved frames follow it;
                // the code replaces it at run time (docs/interface-builder.md).
                notes.append(IBNote("placeholder constraint (removed at build time): kept, as Interface Builder lays the screen out with it", at: item.mark, affectsLayout: false))
            }
            if IBConstraint.namesAMargin(constraint.firstAttribute) { marginsNamed.insert(constraint.first) }
            if let second = constraint.second, let attribute = constraint.secondAttribute, IBConstraint.namesAMargin(attribute) { marginsNamed.insert(second) }
            let first = anchor(of: constraint.first, attribute: constraint.firstAttribute, in: constraint)
            let second = constraint.second.map { anchor(of: $0, attribute: constraint.secondAttribute ?? constraint.firstAttribute, in: constraint) }
            switch IBConstraintMapper(classes: classes).map(constraint, first: first, second: second) {
            case .success(let (owner, written)):
                layouts[owner, default: []].append(written.spec(at: item.mark))
                var comment = "IB \(constraint.id)"
                if let identifier = constraint.identifier { comment += ", identifier \(identifier)" }
                if constraint.isPlaceholder { comment += ", a placeholder (removed at build time)" }
                comments[item.mark] = comment
            case .failure(let reason):
                notes.append(IBNote("constraint not expressible yet: \(reason); left out", at: item.mark, affectsLayout: true))
            }
        }
    }

    /// What an IB item and attribute stand for in one constraint: a scroll view's edge, where the
    /// constraint's other item is inside the scroll view, is its content's edge (Apple's Auto
    /// Layout Guide, "Working with Scroll Views": "Constraints between the edges or margins of
    /// the scroll view and its content attach to the scroll view's content area. Constraints
    /// between the height, width, or centers attach to the scroll view's frame"), listkit's
    /// `contentLayoutGuide`.
    func anchor(of item: String, attribute: String, in constraint: IBConstraint) -> IBConstraintMapper.Anchor {
        let other = item == constraint.first ? constraint.second : constraint.first
        if Self.scrollContentEdges.contains(attribute), elements[item]?.name == "scrollView", let owner = specIDs[item],
           let other, other != item, isInside(other, item) {
            return .guide(name: "\(owner).contentLayoutGuide", attribute: attribute, owner: (item, "contentLayoutGuide"))
        }
        return anchor(of: item, attribute: attribute)
    }

    static let scrollContentEdges: Set<String> = ["top", "bottom", "leading", "trailing", "left", "right"]

    /// The attributes of a guide across a screen (its side edges, centre and width).
    static let acrossAttributes: Set<String> = ["leading", "trailing", "left", "right", "centerX", "width"]

    /// Whether view `id` is a descendant of view `ancestor`.
    private func isInside(_ id: String, _ ancestor: String) -> Bool {
        var current = parents[id]
        while let parent = current {
            if parent == ancestor { return true }
            current = parents[parent]
        }
        return false
    }

    /// What an IB item and attribute stand for in listkit's constraint language.
    func anchor(of item: String, attribute: String) -> IBConstraintMapper.Anchor {
        if let name = specIDs[item] { return .view(element: aliasIDs[item] ?? item, name: name, attribute: attribute) }
        if let guide = guides[item] {
            let containerID = idByElement[container] ?? ""
            if guide.key == "safeArea", guide.owner == containerID {
                return .guide(name: "safeArea", attribute: attribute, owner: (containerID, "safeArea"))
            }
            guard let owner = specIDs[guide.owner], let key = LayoutGuide(rawValue: guide.key) else {
                return .unsupported("the \(guide.key) layout guide of view '\(specIDs[guide.owner] ?? guide.owner)'")
            }
            if key.isScrollViewGuide, elements[guide.owner]?.name == "scrollView" {
                return .guide(name: "\(owner).\(key.rawValue)", attribute: attribute, owner: (guide.owner, key.rawValue))
            }
            if key == .safeArea {
                // A scroll view's own safe area is in its content's coordinates, which move with
                // the content offset; a view inside one has the part of it the adjusted content
                // inset leaves (`EffectiveLayoutMargins`), which listkit models.
                if elements[guide.owner]?.name == "scrollView", let scroll = scrollViewAtOrAbove(guide.owner) {
                    // Across a portrait screen it is the scroll view's frame: the screen's safe
                    // area has no side insets there, so neither has the scroll view's, nor its
                    // content inset or offset sideways (`adjustedContentInset` adds the safe
                    // area's insets); only its top and bottom move with the content offset.
                    if !context.isLandscape, Self.acrossAttributes.contains(attribute) {
                        return .guide(name: "\(owner).\(LayoutGuide.frameLayoutGuide.rawValue)", attribute: attribute,
                                      owner: (guide.owner, LayoutGuide.frameLayoutGuide.rawValue))
                    }
                    return .unsupported("the safe area of '\(owner)', which depends on how scroll view '\(specIDs[scroll] ?? scroll)' adjusts its content inset")
                }
                return .guide(name: "\(owner).safeArea", attribute: attribute, owner: (guide.owner, "safeArea"))
            }
            return .unsupported("the \(guide.key) layout guide of view '\(owner)'")
        }
        if let legacy = legacyGuides[item] {
            // topLayoutGuide.bottom and bottomLayoutGuide.top are the safe area's edges; their other
            // edges the root view's.
            switch (legacy, attribute) {
            case ("top", "bottom"): return .guide(name: "safeArea", attribute: "top")
            case ("bottom", "top"): return .guide(name: "safeArea", attribute: "bottom")
            case ("top", "top"), ("bottom", "bottom"): return .view(element: idByElement[container] ?? "", name: containerName, attribute: attribute)
            default: return .unsupported("the \(legacy) layout guide's \(attribute)")
            }
        }
        return .unsupported("item '\(item)' is not a view of this screen")
    }

    /// The view itself or its nearest superview in the screen that is a scroll view.
    private func scrollViewAtOrAbove(_ id: String) -> String? {
        var current: String? = id
        while let id = current {
            if elements[id]?.name == "scrollView" { return id }
            current = parents[id]
        }
        return nil
    }

    // MARK: Phase 3

    /// The constraints UIKit makes of a view's autoresizing mask; for a view IB marks
    /// `fixedFrame="YES"` (one without constraints in an Auto Layout document), the prototyping
    /// constraints IB adds at build time, which fix its size and its position from its
    /// superview's top left (Apple's Auto Layout Guide, "Working with Constraints in Interface
    /// Builder": "Interface Builder automatically creates a set of prototyping constraints that
    /// define the view's current size and position relative to the upper left corner"): a mask
    /// with nothing flexible.
    private mutating func addAutoresizing(_ id: String) {
        guard let element = elements[id] else { return }
        let prototyped = element["fixedFrame"] == "YES"
        guard element["translatesAutoresizingMaskIntoConstraints"] != "NO" || prototyped,
              !arranged.contains(id), let parentID = parents[id], let parent = elements[parentID],
              let saved = frames[id] ?? Self.unwrittenFixedFrame(element), let parentFrame = frames[parentID] else { return }
        // The constraints keep the saved frame: they hold the view's alignment rectangle, the
        // frame less its alignment insets (a switch's 51-point frame is a 49-point rectangle;
        // seafile-iOS FolderView storyboards' fixedFrame switches are saved 51 × 31).
        let inset = IBViewTypes.type(of: element)?.entry(on: context.era.release).alignmentInsets ?? Insets()
        let frame = Rect(x: saved.x + inset.left, y: saved.y + inset.top, width: saved.width - inset.left - inset.right,
                         height: saved.height - inset.top - inset.bottom)
        let mask = prototyped ? nil : element.child("autoresizingMask", key: "autoresizingMask")
        func flag(_ name: String) -> Bool { mask?[name] == "YES" }
        let (texts, exact) = IBAutoresizing.constraints(
            horizontal: .init(flexibleMin: flag("flexibleMinX"), flexibleSize: flag("widthSizable"), flexibleMax: flag("flexibleMaxX")),
            vertical: .init(flexibleMin: flag("flexibleMinY"), flexibleSize: flag("heightSizable"), flexibleMax: flag("flexibleMaxY")),
            origin: (frame.x, frame.y), size: Size(width: frame.width, height: frame.height),
            parentSize: Size(width: parentFrame.width, height: parentFrame.height),
            parent: specIDs[parentID] ?? containerName, parentAtOrigin: parent == container)
        let mark = mask?.mark ?? element.mark
        layouts[id, default: []] += texts.map { ConstraintSpec(generated: $0, at: mark) }
        comments[mark] = prototyped ? "IB's prototyping constraints (fixedFrame: no constraints of its own)"
                                    : "from the autoresizing mask (translatesAutoresizingMaskIntoConstraints)"
        if !exact {
            notes.append(IBNote("autoresizing with proportional margins inside a nested view: approximated in screen coordinates", at: mark, affectsLayout: false))
        }
    }

    /// A cell's built-in title saved without a frame or a constraint: where the cell places it.
    private mutating func placeFramelessBuiltInLabel(_ id: String) {
        guard let element = elements[id], frames[id] == nil, layouts[id] == nil, parents[id] == idByElement[container],
              let texts = IBBuiltInCellLabel.placement(of: element, cells: containerAliases, container: containerName, era: context.era),
              !([container] + containerAliases).flatMap({ $0.descendants() }).contains(where: { $0.name == "constraint" && ($0["firstItem"] == id || $0["secondItem"] == id) })
        else { return }
        layouts[id] = texts.map { ConstraintSpec(generated: $0, at: element.mark) }
    }

    // MARK: Phase 4

    private mutating func view(_ id: String, origin: (x: Double, y: Double)) -> ViewSpec {
        guard let element = elements[id] else { return ViewSpec(id: Located(containerName, at: container.mark), type: Located(.view, at: container.mark), mark: container.mark) }
        let listkitType = IBViewTypes.type(of: element)
        var spec = ViewSpec(id: Located(specIDs[id] ?? id, at: element.mark), type: Located(listkitType ?? .view, at: element.mark), mark: element.mark)
        if listkitType == nil { noteMissingType(element) }
        var comment = element["customClass"].map { "custom class \($0)" }
        var content = IBContentReader(imageSizes: context.imageSizes, symbolImages: context.symbolImages, designables: context.designables,
                                      release: context.era.release)
        content.read(element, into: &spec)
        notes += content.notes
        let frame = frames[id]
        if element == container {
            let source = IBLayoutMargins.applyContainer(role, element: element, width: frame?.width ?? 0,
                                                        era: context.era, to: &spec)
            comment = [comment, source].compactMap { $0 }.joined(separator: "; ")
        } else {
            IBLayoutMargins.read(element, into: &spec)
        }
        // A view no wider than the readable width has margins no wider, which it cannot narrow:
        // only a wider one (an iPad's, a landscape screen's) would be laid out differently.
        if element["layoutMarginsFollowReadableWidth"] == "YES", (frame?.width ?? .infinity) > context.era.release.metrics.margins.readableWidth {
            notes.append(IBNote("layoutMarginsFollowReadableWidth: the margins are not narrowed to the readable width", at: element.mark, affectsLayout: false))
        }
        if let comment { comments[element.mark] = comment }
        let screenOrigin = element == container ? (x: 0.0, y: 0.0) : (x: origin.x + (frame?.x ?? 0), y: origin.y + (frame?.y ?? 0))
        if let frame, !content.notes.contains(where: { $0.message.hasPrefix("legacy button") }) {
            spec.savedFrame = Rect(x: screenOrigin.x, y: screenOrigin.y, width: frame.width, height: frame.height)
        }
        if let frame { spec.roomFromContainer = builtInLabelRoom(element, origin: (frame.x, frame.y)) }
        // IB's own verdict on the saved frame: not where the constraints put it, or not decided by them.
        if element["misplaced"] == "YES" { spec.savedFrameFlag = .misplaced } else if element["ambiguous"] == "YES" { spec.savedFrameFlag = .ambiguous }
        if listkitType == .stack { spec.stack = stack(element) }
        // A stack view's margins, where IB saved none, are 0: views pinned to them sit on its
        // edges in the saved frames (woocommerce-ios `LedgerTableViewCell.xib`: an arranged view's
        // top on its top margin at y 0 and its trailing on its trailing margin at the stack's
        // width; pocket-casts-ios `NowPlayingPlayerItemViewController.xib`: a view 20 from its
        // leading margin at x 20), not a plain view's 8.
        if listkitType == .stack, spec.layoutMargins == nil, marginsNamed.contains(id) {
            spec.layoutMargins = Located(LayoutMargins(top: 0, leading: 0, bottom: 0, trailing: 0, isDirectional: true), at: element.mark)
        }
        // IB writes `contentInsetAdjustmentBehavior` only where it is not `automatic`.
        let insetAdjustment = element["contentInsetAdjustmentBehavior"].flatMap(ListSpec.ContentInsetAdjustment.init(rawValue:))
        if listkitType?.isList == true {
            spec.list = ListSpec()
            if listkitType == .table, let style = element["style"].flatMap(ListSpec.Style.init(rawValue:)) { spec.list?.style = style }
            if listkitType == .collection { spec.list?.flow = FlowSpec() }
            if let insetAdjustment { spec.list?.contentInsetAdjustment = insetAdjustment }
        }
        if listkitType == .scrollView, let insetAdjustment { spec.contentInsetAdjustment = insetAdjustment }
        spec.layout = (layouts[id] ?? []) + content.constraints.map { ConstraintSpec(generated: $0.text, at: $0.mark) }
        for constraint in content.constraints where constraint.mark != element.mark { comments[constraint.mark] = constraint.comment }
        let built = (subviewIDs[id] ?? []).map { view($0, origin: screenOrigin) }
        if listkitType == .stack { spec.arranged = built } else { spec.subviews = built }
        return spec
    }

    /// A styled cell's built-in label (the cell's `textLabel` or `detailTextLabel`): the room
    /// from its saved origin to the content view's trailing and bottom edges, the most
    /// `UITableViewCell` gives it when it lays it out at run time. Its saved frame is its text's
    /// size in the font of the Xcode that saved it (iOS 7's Helvetica Neue in Xcode 5's
    /// documents: appium/ios-uicatalog `Main_iPad.storyboard`, 24 subtitle cells' labels 1 to 4
    /// points narrower than their text in SF Pro's own files), or IB's placeholder "Title"
    /// (17 tall for a 20.5-point line: NetNewsWire `SettingsTableViewCell.xib`). nil for every
    /// other view.
    func builtInLabelRoom(_ element: XMLElementNode, origin: (x: Double, y: Double)) -> Size? {
        guard element.name == "label", let id = element["id"], let content = frames[idByElement[container] ?? ""],
              containerAliases.contains(where: { $0.name == "tableViewCell" && ($0["textLabel"] == id || $0["detailTextLabel"] == id) })
        else { return nil }
        return Size(width: max(0, content.width - origin.x), height: max(0, content.height - origin.y))
    }

    private mutating func noteMissingType(_ element: XMLElementNode) {
        let sized: Set<String> = ["slider", "segmentedControl", "stepper", "activityIndicatorView", "progressView",
                                  "pageControl", "datePicker", "pickerView", "textView"]
        let affects = sized.contains(element.name)
        let what = affects ? "laid out as a plain view, without UIKit's intrinsic size; its saved frame is not compared" : "laid out as a plain view"
        notes.append(IBNote("'\(element.name)' has no listkit type yet: \(what)", at: element.mark, affectsLayout: affects))
    }

    /// The frame of a `fixedFrame="YES"` view saved without a `<rect key="frame">`: a zero frame,
    /// which IB leaves out as it leaves out every default value (no frame of the 958 public
    /// documents is written as 0, 0, 0 × 0, while zero sizes at other origins are: artsy/eidolon
    /// `Auction.storyboard`'s card tester view, 12118, has none). nil for every other view.
    static func unwrittenFixedFrame(_ element: XMLElementNode) -> Rect? {
        guard element["fixedFrame"] == "YES", !IBSavedFrame.isSaved(element) else { return nil }
        return Rect(x: 0, y: 0, width: 0, height: 0)
    }

    /// An attribute as the size classes give it: from the most specific matching
    /// `<variation key=… name=…>` child that sets it (`<variation key="widthClass=compact"
    /// axis="vertical"/>` on a stack view), else the element's own.
    func attribute(_ name: String, of element: XMLElementNode) -> String? {
        let setting = element.children("variation").filter { $0[name] != nil && classes.matches(variation: $0["key"] ?? "") }
        let best = setting.max { SizeClasses.specificity($0["key"] ?? "") < SizeClasses.specificity($1["key"] ?? "") }
        return best?[name] ?? element[name]
    }

    /// UIStackView's properties as IB writes them (omitted ones are UIKit's defaults), with the
    /// size classes' variations of them.
    func stack(_ element: XMLElementNode) -> StackSpec {
        var stack = StackSpec()
        if attribute("axis", of: element) == "vertical" { stack.axis = .vertical }
        switch attribute("alignment", of: element) {
        case "top"?, "leading"?: stack.alignment = stack.axis == .vertical ? .leading : .top
        case "bottom"?, "trailing"?: stack.alignment = stack.axis == .vertical ? .trailing : .bottom
        case "center"?: stack.alignment = .center
        case "firstBaseline"?: stack.alignment = .firstBaseline
        case "baseline"?, "lastBaseline"?: stack.alignment = .lastBaseline
        default: break
        }
        if let d = attribute("distribution", of: element).flatMap(StackSpec.Distribution.init(rawValue:)) { stack.distribution = d }
        stack.spacing = attribute("spacing", of: element).flatMap(PlainDecimal.double) ?? 0
        // `spacingType="standard"` is UIStackView.spacingUseSystem, with no `spacing` saved.
        if element["spacingType"] == "standard", attribute("spacing", of: element) == nil { stack.spacing = SystemSpacing.stack }
        // IB has no attribute for isLayoutMarginsRelativeArrangement: a stack view with saved
        // layout margins arranges its views inside them (every such stack in the public check's
        // documents has its arranged views' saved frames inset by its margins).
        stack.layoutMarginsRelativeArrangement = IBLayoutMargins.margins(of: element) != nil
        return stack
    }
}
