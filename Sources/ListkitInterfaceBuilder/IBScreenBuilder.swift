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
    /// Whether to write `comments` (`listkit lint` never reads them: a string and a dictionary
    /// entry per constraint it need not make).
    var keepsComments = true

    /// A view the walk met, and what the phases find out about it. Views are kept by their
    /// number in the walk (the container is 0, then depth first in document order), and every
    /// phase after the walk reaches a view's facts by that number: an IB id is looked up once,
    /// where a constraint names it (`number(of:)`), not once per fact in a dictionary of each.
    private struct WalkedView {
        let element: XMLElementNode
        /// Its id in the walk: its `id`, or a made-up one for an element without one (or with
        /// one met before), so a malformed document cannot send the walk round in circles.
        let id: String
        /// Its name in the spec.
        let name: String
        /// Its saved frame (`IBSavedFrame.of`), read once: the phases ask for it several times.
        let frame: Rect?
        /// Its superview's number; -1 for the container.
        let parent: Int
        /// Its installed subviews' numbers, in order (phase 4 builds them in this order).
        var subviews: [Int] = []
        /// An arranged view of a stack view.
        var isArranged = false
        /// Whether an installed constraint names its layout margins.
        var marginsNamed = false
        /// The constraints it holds; nil until one is added (a frameless built-in label is
        /// placed only where it has none at all).
        var layout: [ConstraintSpec]?
    }

    private var views: [WalkedView] = []
    /// The walk's ids → the views' numbers.
    private var numbers: [String: Int] = [:]
    /// The names the walk gave, to keep new ones unique without a search.
    private var namesTaken: Set<String> = []
    /// Layout guides: element id → (owning view's number, IB's key).
    private var guides: [String: (owner: Int, key: String)] = [:]
    /// The container aliases' element ids: a constraint naming one names the container.
    private var aliasIDs: [String] = []

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
        walk(container, parent: -1)
        for alias in containerAliases {
            if let id = alias["id"] { aliasIDs.append(id) }
            for guide in alias.children where guide.name == "viewLayoutGuide" {
                if let guideID = guide["id"] { guides[guideID] = (0, guide["key"] ?? "layoutGuide") }
            }
        }
        // Phase 2: constraints, into their first items' layouts.
        for number in views.indices { readConstraints(of: views[number].element, holder: number) }
        for alias in containerAliases { readConstraints(of: alias, holder: 0) }
        // Phase 3: autoresizing masks of views that translate them into constraints.
        for number in views.indices.dropFirst() { addAutoresizing(number); placeFramelessBuiltInLabel(number) }
        // Phase 4: the spec.
        var root = view(0, origin: (0, 0))
        var pinned = ConstraintWriter(first: nil, "edges", relation: .equal)
        pinned.view("parent")
        root.layout.insert(pinned.spec(at: container.mark), at: 0)
        return root
    }

    // MARK: Phase 1

    /// Gives the number the element is walked under.
    @discardableResult
    private mutating func walk(_ element: XMLElementNode, parent: Int) -> Int {
        let number = views.count
        var id = element["id"] ?? "_\(number)"
        if numbers[id] != nil { id += "_\(number)" }
        let name = parent < 0 ? containerName : uniqueName(for: element, id: id)
        views.append(WalkedView(element: element, id: id, name: name, frame: IBSavedFrame.of(element), parent: parent))
        numbers[id] = number
        namesTaken.insert(name)
        for guide in element.children where guide.name == "viewLayoutGuide" {
            if let guideID = guide["id"] { guides[guideID] = (number, guide["key"] ?? "layoutGuide") }
        }
        let isStack = element.name == "stackView"
        var subviews: [Int] = []
        for child in installedSubviews(of: element) {
            let walked = walk(child, parent: number)
            // As when facts were kept by id: a stack's view saved without an id is not arranged.
            if isStack, child["id"] != nil { views[walked].isArranged = true }
            subviews.append(walked)
        }
        views[number].subviews = subviews
        return number
    }

    /// The views of a `<subviews>` list that the size classes install (`<mask key="subviews">`).
    /// Lists and collections are not descended: their cells are screens of their own.
    func installedSubviews(of element: XMLElementNode) -> [XMLElementNode] {
        guard element.name != "tableView", element.name != "collectionView", let list = element.child("subviews") else { return [] }
        let variations = installingVariations(of: element)
        // Everything in a <subviews> list is a view, with a saved frame or not. (One array, not
        // one per filter: every walked view asks.)
        var subviews: [XMLElementNode] = []
        for child in list.children where !IBViewTypes.nonViews.contains(child.name) {
            if variations.isEmpty || isInstalled(child["id"] ?? "", by: variations, mask: "subviews") { subviews.append(child) }
        }
        return subviews
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

    /// The ids of the container's subtree's elements other than constraints, made when a
    /// constraint first names an item that is neither a walked view nor a guide (rare: most name
    /// views and guides).
    private var subtreeIDs: Set<String>?

    /// Whether an item of a constraint is a view of the container's subtree that the size
    /// classes do not install (a size-class mask leaves it out): neither walked nor a guide.
    private mutating func isUninstalled(_ item: String, number: Int?) -> Bool {
        guard number == nil, guides[item] == nil else { return false }
        if subtreeIDs == nil { subtreeIDs = Set(container.descendants().lazy.filter { $0.name != "constraint" }.compactMap { $0["id"] }) }
        return subtreeIDs!.contains(item)
    }

    /// The number of the walked view an IB id names: the container for a container alias's id.
    private func number(of item: String) -> Int? {
        aliasIDs.contains(item) ? 0 : numbers[item]
    }

    private mutating func readConstraints(of element: XMLElementNode, holder: Int) {
        guard let list = element.child("constraints") else { return }
        let variations = installingVariations(of: element)
        for item in list.children where item.name == "constraint" {
            guard let constraint = IBConstraint(item, holder: views[holder].id) else { continue }
            guard isInstalled(constraint.id, by: variations, mask: "constraints") else { continue }
            // (`if let`s, not closures or `flatMap(number(of:))`: a method reference or closure
            // on the builder copied all of it, constraint by constraint.)
            let first = number(of: constraint.first)
            var second: Int?
            if let item = constraint.second { second = number(of: item) }
            // A constraint on a view the size classes do not install is not installed either.
            if isUninstalled(constraint.first, number: first) { continue }
            if let item = constraint.second, isUninstalled(item, number: second) { continue }
            if constraint.isPlaceholder {
                // Interface Builder lays the screen out with it and its saved frames follow it;
                // the code replaces it at run time (docs/interface-builder.md).
                notes.append(IBNote("placeholder constraint (removed at build time): kept, as Interface Builder lays the screen out with it", at: item.mark, affectsLayout: false))
            }
            if let first, IBConstraint.namesAMargin(constraint.firstAttribute) { views[first].marginsNamed = true }
            if let second, let attribute = constraint.secondAttribute, IBConstraint.namesAMargin(attribute) { views[second].marginsNamed = true }
            let firstAnchor = anchor(of: constraint.first, number: first, attribute: constraint.firstAttribute, other: second)
            var secondAnchor: IBConstraintMapper.Anchor?
            if let item = constraint.second {
                secondAnchor = anchor(of: item, number: second, attribute: constraint.secondAttribute ?? constraint.firstAttribute, other: first)
            }
            switch IBConstraintMapper(classes: classes).map(constraint, first: firstAnchor, second: secondAnchor) {
            case .success(let (owner, written)):
                hold([written.spec(at: item.mark)], at: owner)
                if keepsComments {
                    var comment = "IB \(constraint.id)"
                    if let identifier = constraint.identifier { comment += ", identifier \(identifier)" }
                    if constraint.isPlaceholder { comment += ", a placeholder (removed at build time)" }
                    comments[item.mark] = comment
                }
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
    /// `number`: the walked view `item` names (`number(of:)`); `other`: the view the
    /// constraint's other item names.
    private func anchor(of item: String, number: Int?, attribute: String, other: Int?) -> IBConstraintMapper.Anchor {
        if let number, let other, other != number, views[number].element.name == "scrollView",
           Self.scrollContentEdges.contains(attribute), isInside(other, number) {
            return .guide(name: "\(views[number].name).contentLayoutGuide", attribute: attribute, owner: (number, "contentLayoutGuide"))
        }
        return anchor(of: item, number: number, attribute: attribute)
    }

    static let scrollContentEdges: Set<String> = ["top", "bottom", "leading", "trailing", "left", "right"]

    /// The attributes of a guide across a screen (its side edges, centre and width).
    static let acrossAttributes: Set<String> = ["leading", "trailing", "left", "right", "centerX", "width"]

    /// Adds constraints to a walked view's layout.
    private mutating func hold(_ constraints: [ConstraintSpec], at number: Int) {
        if views[number].layout == nil { views[number].layout = constraints } else { views[number].layout! += constraints }
    }

    /// Whether walked view `number` is a descendant of walked view `ancestor`.
    private func isInside(_ number: Int, _ ancestor: Int) -> Bool {
        var current = views[number].parent
        while current >= 0 {
            if current == ancestor { return true }
            current = views[current].parent
        }
        return false
    }

    /// What an IB item (the walked view `number`, when it names one) and attribute stand for in
    /// listkit's constraint language.
    private func anchor(of item: String, number: Int?, attribute: String) -> IBConstraintMapper.Anchor {
        if let number { return .view(element: number, name: views[number].name, attribute: attribute) }
        if let guide = guides[item] {
            if guide.key == "safeArea", guide.owner == 0 {
                return .guide(name: "safeArea", attribute: attribute, owner: (0, "safeArea"))
            }
            let owner = views[guide.owner].name
            guard let key = LayoutGuide(rawValue: guide.key) else {
                return .unsupported("the \(guide.key) layout guide of view '\(owner)'")
            }
            if key.isScrollViewGuide, views[guide.owner].element.name == "scrollView" {
                return .guide(name: "\(owner).\(key.rawValue)", attribute: attribute, owner: (guide.owner, key.rawValue))
            }
            if key == .safeArea {
                // A scroll view's own safe area is in its content's coordinates, which move with
                // the content offset; a view inside one has the part of it the adjusted content
                // inset leaves (`EffectiveLayoutMargins`), which listkit models.
                if views[guide.owner].element.name == "scrollView", let scroll = scrollViewAtOrAbove(guide.owner) {
                    // Across a portrait screen it is the scroll view's frame: the screen's safe
                    // area has no side insets there, so neither has the scroll view's, nor its
                    // content inset or offset sideways (`adjustedContentInset` adds the safe
                    // area's insets); only its top and bottom move with the content offset.
                    if !context.isLandscape, Self.acrossAttributes.contains(attribute) {
                        return .guide(name: "\(owner).\(LayoutGuide.frameLayoutGuide.rawValue)", attribute: attribute,
                                      owner: (guide.owner, LayoutGuide.frameLayoutGuide.rawValue))
                    }
                    return .unsupported("the safe area of '\(owner)', which depends on how scroll view '\(views[scroll].name)' adjusts its content inset")
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
            case ("top", "top"), ("bottom", "bottom"): return .view(element: 0, name: containerName, attribute: attribute)
            default: return .unsupported("the \(legacy) layout guide's \(attribute)")
            }
        }
        return .unsupported("item '\(item)' is not a view of this screen")
    }

    /// The view itself or its nearest superview in the screen that is a scroll view.
    private func scrollViewAtOrAbove(_ number: Int) -> Int? {
        var current = number
        while current >= 0 {
            if views[current].element.name == "scrollView" { return current }
            current = views[current].parent
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
    private mutating func addAutoresizing(_ number: Int) {
        let element = views[number].element, parent = views[number].parent
        let prototyped = element["fixedFrame"] == "YES"
        guard element["translatesAutoresizingMaskIntoConstraints"] != "NO" || prototyped,
              !views[number].isArranged, parent >= 0,
              let saved = views[number].frame ?? Self.unwrittenFixedFrame(element), let parentFrame = views[parent].frame else { return }
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
            parent: views[parent].name, parentAtOrigin: parent == 0)
        let mark = mask?.mark ?? element.mark
        hold(texts.map { ConstraintSpec(generated: $0, at: mark) }, at: number)
        if keepsComments { comments[mark] = prototyped ? "IB's prototyping constraints (fixedFrame: no constraints of its own)"
                                    : "from the autoresizing mask (translatesAutoresizingMaskIntoConstraints)" }
        if !exact {
            notes.append(IBNote("autoresizing with proportional margins inside a nested view: approximated in screen coordinates", at: mark, affectsLayout: false))
        }
    }

    /// A cell's built-in title saved without a frame or a constraint: where the cell places it.
    private mutating func placeFramelessBuiltInLabel(_ number: Int) {
        let element = views[number].element, id = views[number].id
        guard views[number].frame == nil, views[number].layout == nil, views[number].parent == 0,
              let texts = IBBuiltInCellLabel.placement(of: element, cells: containerAliases, container: containerName, era: context.era),
              !([container] + containerAliases).flatMap({ $0.descendants() }).contains(where: { $0.name == "constraint" && ($0["firstItem"] == id || $0["secondItem"] == id) })
        else { return }
        views[number].layout = texts.map { ConstraintSpec(generated: $0, at: element.mark) }
    }

    // MARK: Phase 4

    private mutating func view(_ number: Int, origin: (x: Double, y: Double)) -> ViewSpec {
        let element = views[number].element
        let listkitType = IBViewTypes.type(of: element)
        var spec = ViewSpec(id: Located(views[number].name, at: element.mark), type: Located(listkitType ?? .view, at: element.mark), mark: element.mark)
        if listkitType == nil { noteMissingType(element) }
        var comment = element["customClass"].map { "custom class \($0)" }
        var content = IBContentReader(imageSizes: context.imageSizes, symbolImages: context.symbolImages, designables: context.designables,
                                      release: context.era.release)
        content.read(element, into: &spec)
        notes += content.notes
        // A label the app holds through an outlet is there for its code to set: its saved text is a
        // sample, unless it is typed into a static table's cell.
        if spec.type.value == .label, context.outlets[views[number].id] != nil, !context.staticTableLabels.contains(views[number].id) {
            spec.textIsSample = true
        }
        let frame = views[number].frame
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
        if keepsComments, let comment { comments[element.mark] = comment }
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
        if listkitType == .stack, spec.layoutMargins == nil, views[number].marginsNamed {
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
        spec.layout = (views[number].layout ?? []) + content.constraints.map { ConstraintSpec(generated: $0.text, at: $0.mark) }
        for constraint in content.constraints where keepsComments && constraint.mark != element.mark { comments[constraint.mark] = constraint.comment }
        let built = views[number].subviews.map { view($0, origin: screenOrigin) }
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
        guard element.name == "label", let id = element["id"], let content = views[0].frame,
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
