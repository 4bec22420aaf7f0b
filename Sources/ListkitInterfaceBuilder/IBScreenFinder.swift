import ListkitSpec
import ListkitYAML

/// Finds the screens of one top-level object — a scene's view controller, or an object of a
/// .xib — and builds each: the root view, a top-level view, and every cell's content view.
struct IBScreenFinder {
    let context: IBDocumentContext
    /// The size classes to apply; nil: the design device's.
    let classes: SizeClasses?
    /// Whether the screens keep `listkit import`'s comments (`IBScreen.comments`).
    var keepsComments = true

    func screens(in owner: XMLElementNode, topLevel: Bool) -> [IBScreen] {
        var screens: [IBScreen] = []
        if let rootView = owner.children.first(where: { $0["key"] == "view" && IBViewTypes.isView($0) }) {
            screens.append(rootScreen(owner: owner, rootView: rootView))
        } else if topLevel, IBViewTypes.isView(owner), !Self.isCell(owner.name) {
            screens.append(topLevelScreen(owner))
        }
        let cells = owner.subtree().filter { Self.isCell($0.name) }
        let tableWidths = Self.tableWidths(in: owner)
        let automaticRows = Self.automaticRowHeightCells(in: owner)
        for cell in cells {
            if let content = cell.children.first(where: { $0["key"] == "contentView" }) {
                var screen = cellScreen(cell, content: content, tableWidth: tableWidths[cell],
                                        topLevelCollectionCell: topLevel && cell == owner && cell.name == "collectionViewCell")
                // A .xib's table view cell is registered by code, in a table whose rows are
                // self-sizing unless its code says otherwise (`Spec.isSelfSizingCell`); a cell
                // inside a table takes the row height its table saved, automatic or a number.
                screen.spec.isSelfSizingCell = (topLevel && cell == owner && cell.name == "tableViewCell") || automaticRows.contains(cell)
                screens.append(screen)
            }
        }
        return screens
    }

    /// Whether an element is a cell: a `tableViewCell`, `collectionViewCell` or
    /// `collectionReusableView`. Every element of every scene is asked, so by its name's length
    /// first (a Set of the names hashed each one).
    static func isCell(_ name: String) -> Bool {
        switch name.utf8.count {
        case 13: return name == "tableViewCell"
        case 18: return name == "collectionViewCell"
        case 22: return name == "collectionReusableView"
        default: return false
        }
    }

    /// The simulated metrics a .xib's view can set to None.
    static let simulatedMetricKeys: Set<String> = ["simulatedStatusBarMetrics", "simulatedTopBarMetrics", "simulatedBottomBarMetrics"]

    /// The saved width of the table each table cell is in (an inset-grouped table's cells are
    /// narrower than the table, whose width sets their margins).
    static func tableWidths(in owner: XMLElementNode) -> [XMLElementNode: Double] {
        var widths: [XMLElementNode: Double] = [:]
        for table in owner.subtree() where table.name == "tableView" {
            guard let width = IBSavedFrame.of(table)?.width else { continue }
            for cell in table.descendants() where cell.name == "tableViewCell" && widths[cell] == nil {
                widths[cell] = width
            }
        }
        return widths
    }

    /// The table cells whose rows size themselves: in a table saved with `rowHeight="-1"`
    /// (Interface Builder's "Automatic" row height, `UITableView.automaticDimension`, whose
    /// value is −1) and without a row height of their own. A table of a number gives its cells
    /// that height at run time, as IB saved them.
    static func automaticRowHeightCells(in owner: XMLElementNode) -> Set<XMLElementNode> {
        var automatic: [XMLElementNode: Bool] = [:]
        // Tables in document order: a nested table's cells take its own row height, found last.
        for table in owner.subtree() where table.name == "tableView" {
            for cell in table.descendants() where cell.name == "tableViewCell" {
                automatic[cell] = table["rowHeight"] == automaticRowHeight && (cell["rowHeight"] ?? automaticRowHeight) == automaticRowHeight
            }
        }
        return Set(automatic.filter(\.value).keys)
    }

    /// IB's word for `UITableView.automaticDimension` in a `rowHeight`.
    static let automaticRowHeight = "-1"

    /// "Name (id)": storyboard identifier, custom class or user label, else the element's name.
    static func name(_ element: XMLElementNode) -> String {
        let base = element["storyboardIdentifier"] ?? element["customClass"] ?? element["userLabel"] ?? element["reuseIdentifier"] ?? element.name
        return "\(base) (\(element["id"] ?? "?"))"
    }

    static func selectors(_ elements: [XMLElementNode?]) -> [String] {
        elements.compactMap { $0 }.flatMap { e in ["id", "sceneID", "storyboardIdentifier", "reuseIdentifier", "customClass"].compactMap { e[$0] } }
    }

    // MARK: Screens

    func rootScreen(owner: XMLElementNode, rootView: XMLElementNode) -> IBScreen {
        var notes: [IBNote] = []
        let (simulated, explicitlyHidden) = self.chrome(owner, notes: &notes)
        let size = Self.screenSize(rootView, notes: &notes)
        let statusBarHidden = explicitlyHidden || !IBDevices.simulatesStatusBar(era: context.era, size: size)
        let (designed, known) = IBDevices.device(id: context.deviceID, size: size, statusBarHidden: statusBarHidden,
                                               scale: IBDevices.scale(id: context.deviceID, size: size), era: context.era,
                                               documentLandscape: context.isLandscape)
        var chrome = simulated
        var device = designed
        let isPopover = owner["id"].map(context.popovers.contains) ?? false
        var isFullScreen = known && !isPopover
        if let frame = IBSavedFrame.of(rootView), let below = IBDevices.belowTopBars(id: context.deviceID, frame: frame, chrome: simulated, era: context.era) {
            (device, chrome) = below
            isFullScreen = !isPopover
        } else if !known {
            // A scene in a container view is the container's size, whatever bars that leaves
            // out of the screen: Interface Builder draws the status bar and the scene's bars inside
            // it as over a freeform canvas. Evidence: zotero/zotero-ios ZShare/MainInterface.storyboard
            // (23727, ipad10_9rounded), the root of a navigation controller embedded in an
            // 820 × 1106 container, 74 points short of the 1180-point screen (the status bar's 24
            // and the bar's 50), its scroll view on the safe area's top saved at y 74 and the
            // navigation controller's bar at y 24; xmartlabs/XLPagerTabStrip Storyboard.storyboard
            // (14460), embedded roots 375 × 497 and 554 with views on the top layout guide at 20.
            let isEmbedded = owner["id"].map(context.embedded.contains) ?? false
            if !isEmbedded, let between = IBDevices.betweenBars(id: context.deviceID, root: size, chrome: simulated, statusBarHidden: statusBarHidden,
                                                                 era: context.era) {
                // A root view laid out between opaque bars (edgesForExtendedLayout): the bars it
                // does not extend under are outside it.
                (device, chrome) = between
                isFullScreen = !isPopover
                notes.append(IBNote("the root view is \(formatNumber(size.width))×\(formatNumber(size.height)), shorter than its screen by opaque bars: laid out without the bars outside it", at: rootView.mark, affectsLayout: false))
            } else {
                (device, chrome) = IBDevices.freeformBars(chrome: simulated, root: designed, rootY: IBSavedFrame.of(rootView)?.y ?? 0,
                                                         freeformSize: Self.freeformSize(owner), era: context.era)
                notes.append(IBNote("the root view is \(formatNumber(size.width))×\(formatNumber(size.height)), no known screen's size (freeform): laid out as a screen of that size with the document's device's safe area and the scene's bars", at: rootView.mark, affectsLayout: false))
            }
        }
        var legacy: [String: String] = [:]
        for guide in owner.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? [] {
            if let id = guide["id"], let type = guide["type"] { legacy[id] = type }
        }
        let role = IBLayoutMargins.Role.viewControllerRoot(respectsSystemMinimum: owner["viewRespectsSystemMinimumLayoutMargins"] != "NO")
        var screen = build(name: Self.name(owner), selectors: Self.selectors([owner, rootView]), container: rootView,
                           containerName: "view", device: device, legacy: legacy, notes: notes, mark: owner.mark, role: role)
        screen.spec.chrome = chrome
        // The root view is the screen: its frame is the screen's, whatever height IB saved.
        if screen.spec.views.count == 1, screen.spec.views[0].savedFrame != nil {
            screen.spec.views[0].savedFrame = Rect(x: 0, y: 0, width: device.width, height: device.height)
        }
        screen.isFullScreen = isFullScreen
        return screen
    }

    func topLevelScreen(_ view: XMLElementNode) -> IBScreen {
        var notes: [IBNote] = []
        let size = Self.screenSize(view, notes: &notes)
        // A .xib's view carries its simulated metrics itself (`<nil key="simulatedStatusBarMetrics"/>`:
        // set to None).
        let none = Set(view.children.filter { $0.name == "nil" }.compactMap { $0["key"] })
        let statusBarHidden = none.contains("simulatedStatusBarMetrics") || !IBDevices.simulatesStatusBar(era: context.era, size: size)
        var (device, known) = IBDevices.device(id: context.deviceID, size: size, statusBarHidden: statusBarHidden,
                                               scale: IBDevices.scale(id: context.deviceID, size: size), era: context.era,
                                               documentLandscape: context.isLandscape,
                                               freeformWithoutHomeIndicator: !none.isDisjoint(with: Self.simulatedMetricKeys)
                                                   || context.era.freeformXibWithoutHomeIndicator)
        // File's Owner's `view` outlet makes the view a view controller's root view.
        let isRoot = view["id"].map { context.outlets[$0] == "view" } ?? false
        var barNotes: [IBNote] = []
        var bars: ScreenChrome?
        if known {
            // Its simulated bars (`<simulatedNavigationBarMetrics key="simulatedTopBarMetrics">`
            // inside the view) are drawn over it as over a scene's root of a screen's size.
            bars = chrome(view, notes: &barNotes).0
        } else if isRoot, case let simulated = chrome(view, notes: &barNotes).0,
                  simulated.navigationBar != nil || simulated.tabBar != nil || simulated.toolbar != nil,
                  let between = IBDevices.betweenBars(id: context.deviceID, root: size, chrome: simulated, statusBarHidden: statusBarHidden,
                                                      era: context.era) {
            // A view controller's view with simulated bars, shorter than its screen by them: laid
            // out between opaque bars as a scene's root is (`IBDevices.betweenBars`). Evidence:
            // Automattic/pocket-casts-ios `ProfileViewController.xib`, under an opaque navigation
            // bar, saved 623 tall on a 667-point screen by 21507 (the bar's 44 outside it) and 603
            // by 21701 (the status bar's 20 too: `InterfaceBuilderEra.simulatesHomeButtonStatusBar`),
            // its table on the safe area's top at y 0 in both; `SonosLinkController.xib` (21225),
            // 623 tall, its table at 0.
            (device, bars) = between
            known = true
            notes.append(IBNote("the root view is \(formatNumber(size.width))×\(formatNumber(size.height)), shorter than its screen by opaque bars: laid out without the bars outside it", at: view.mark, affectsLayout: false))
        }
        var screen = build(name: Self.name(view), selectors: Self.selectors([view]), container: view, containerName: "view",
                           device: device, legacy: [:], notes: notes, mark: view.mark,
                           role: isRoot ? .viewControllerRoot(respectsSystemMinimum: true) : .topLevelView)
        // A view controller's view at a screen's size is a screen; any other view (a header,
        // a freeform view) is laid out at its own size.
        screen.isFullScreen = isRoot && known
        if let bars {
            screen.spec.chrome = bars
            screen.notes += barNotes
        }
        return screen
    }

    /// A cell's content view, on a "device" of the content view's saved size with no safe area;
    /// a .xib's top-level collection view cell (`topLevelCollectionCell`) with the safe area
    /// Interface Builder gives a freeform view (`IBDevices.freeformSafeArea`): the document's
    /// device's. Evidence: Automattic/pocket-casts-ios `ThemeAbstractCell.xib` (21701,
    /// retina6_1), a 124 × 200 collection view cell whose views are pinned to its own safe area,
    /// saved 48 below its top and 34 above its bottom (the device's insets in Xcode 14); a .xib's
    /// table cell keeps none (pocket-casts-ios `PodcastSupporterCell.xib`, 17156, retina6_1: a view
    /// on its safe area's top at 0, where a freeform view of that Xcode has 44).
    func cellScreen(_ cell: XMLElementNode, content: XMLElementNode, tableWidth: Double?, topLevelCollectionCell: Bool = false) -> IBScreen {
        var notes: [IBNote] = []
        let size = Self.screenSize(content, notes: &notes)
        let name = "ib-cell-\(formatNumber(size.width))x\(formatNumber(size.height))"
        var device = Device(name: name, width: size.width, height: size.height, scale: IBDevices.scale(id: context.deviceID, size: size))
        if topLevelCollectionCell {
            device.safeArea = IBDevices.freeformSafeArea(id: context.deviceID, size: size, landscape: context.isLandscape, era: context.era,
                                                         statusBarHidden: !IBDevices.simulatesStatusBar(era: context.era, size: size),
                                                         withoutHomeIndicator: context.era.freeformXibWithoutHomeIndicator)
        }
        // The content view's saved width already leaves an accessory out; beside one, the content
        // view's trailing margin is a view's (`IBLayoutMargins.Role.tableCellContent`).
        let accessory = cell["accessoryType"] ?? cell["accessory"]
        let hasAccessory = accessory.map { $0 != "none" } ?? false
        let cellWidth = IBSavedFrame.of(cell)?.width ?? size.width
        let role: IBLayoutMargins.Role = cell.name == "tableViewCell"
            ? .tableCellContent(tableWidth: tableWidth ?? xibCellTableWidth(cellWidth: cellWidth), besideAccessory: hasAccessory && size.width < cellWidth,
                                xibDeviceWidth: tableWidth == nil ? documentDeviceWidth : nil)
            : .collectionCellContent
        return build(name: Self.name(cell), selectors: Self.selectors([cell, content]), container: content,
                     containerName: "contentView", device: device, legacy: [:], notes: notes, mark: cell.mark, aliases: [cell], role: role)
    }

    /// The table width a .xib's table cell (no table around it) takes its side margins from: the
    /// document's device's width where the cell is wider than a new cell (320) and the device's
    /// margins are the wide ones, else the cell's own (`InterfaceBuilderEra.newXibCellWidth`).
    func xibCellTableWidth(cellWidth: Double) -> Double {
        guard cellWidth > InterfaceBuilderEra.newXibCellWidth, let deviceWidth = documentDeviceWidth else { return cellWidth }
        return max(cellWidth, deviceWidth)
    }

    /// The width of the document's device in its orientation, when it names a known screen.
    var documentDeviceWidth: Double? {
        guard let id = context.deviceID, let screen = IBDevices.metrics.devices.interfaceBuilderScreen(id: id) else { return nil }
        return context.isLandscape ? screen.height : screen.width
    }

    func build(name: String, selectors: [String], container: XMLElementNode, containerName: String, device: Device,
               legacy: [String: String], notes: [IBNote], mark: Mark, aliases: [XMLElementNode] = [],
               role: IBLayoutMargins.Role) -> IBScreen {
        // A cell has its window's traits: the document's device's, not its own size's.
        let isCell = aliases.contains { Self.isCell($0.name) }
        let classes = self.classes ?? (isCell ? IBDevices.documentSizeClasses(id: context.deviceID, landscape: context.isLandscape, width: device.width)
                                              : IBDevices.sizeClasses(of: device))
        var builder = IBScreenBuilder(context: context, container: container, classes: classes,
                                      legacyGuides: legacy, containerName: containerName)
        builder.containerAliases = aliases
        builder.role = role
        builder.keepsComments = keepsComments
        let root = builder.build()
        var spec = Spec(screen: Located(name, at: mark), devices: [Located(device, at: mark)], views: [root])
        spec.designDevice = device
        spec.os = Located(context.era.release, at: mark)
        return IBScreen(name: name, selectors: selectors, spec: spec, classes: classes, notes: notes + builder.notes, comments: builder.comments)
    }

    /// A scene's `<size key="freeformSize">`: the size its freeform root is designed at.
    static func freeformSize(_ owner: XMLElementNode) -> Size? {
        guard let size = owner.child("size", key: "freeformSize"),
              let width = size["width"].flatMap(PlainDecimal.double), let height = size["height"].flatMap(PlainDecimal.double) else { return nil }
        return Size(width: width, height: height)
    }

    static func size(_ view: XMLElementNode) -> Size {
        let frame = IBSavedFrame.of(view)
        return Size(width: frame?.width ?? 0, height: frame?.height ?? 0)
    }

    /// The size a screen is laid out at: the container's saved size, each side brought into the
    /// range a spec's device has (`NumberRange.deviceSide`) with a note when it is not in it (a
    /// view saved 0 or 1e-320 tall is no screen), so that lint lays out, and `import` writes, a
    /// device a spec can have. The note affects layout: the screen's layout checks are skipped.
    static func screenSize(_ view: XMLElementNode, notes: inout [IBNote]) -> Size {
        let saved = size(view)
        let range = NumberRange.deviceSide
        let size = Size(width: min(max(saved.width, range.lowerBound), range.upperBound),
                        height: min(max(saved.height, range.lowerBound), range.upperBound))
        if size != saved {
            notes.append(IBNote("the \(view.name) is \(formatNumber(saved.width))×\(formatNumber(saved.height)), and a screen's sides are \(formatNumber(range.lowerBound)) to \(formatNumber(range.upperBound)) points: laid out at \(formatNumber(size.width))×\(formatNumber(size.height))",
                                at: view.mark, affectsLayout: true))
        }
        return size
    }

    // MARK: Simulated metrics

    /// The bars a scene simulates, as the spec's screen chrome (listkit gives them UIKit's heights
    /// per idiom and size class): explicit (`simulatedTopBarMetrics`, `simulatedBottomBarMetrics`)
    /// or inferred as IB infers them, from the storyboard's segues — a navigation bar in a
    /// navigation controller's stack, a tab bar under a tab bar controller. A large title where
    /// the item says `always`, or where it is the root of a navigation controller whose bar
    /// prefers large titles.
    func chrome(_ owner: XMLElementNode, notes: inout [IBNote]) -> (ScreenChrome, statusBarHidden: Bool) {
        var chrome = ScreenChrome()
        let item = owner.child("navigationItem", key: "navigationItem")
        let top = owner.children.first { $0["key"] == "simulatedTopBarMetrics" }
        let title = (item?["title"]).map { Located($0, at: item!.mark) }
        switch top?.name {
        case "simulatedNavigationBarMetrics"?:
            chrome.navigationBar = NavigationBarSpec(title: title, mark: top!.mark)
            if top?["prompted"] == "YES", item?["prompt"] == nil {
                notes.append(IBNote("navigation bar simulated with a prompt the navigation item does not have: laid out without it (\(formatNumber(IBDevices.metrics.bars.prompt)) points shorter)", at: top!.mark, affectsLayout: true))
            }
        case "nil"?: break
        default:
            if context.inNavigationStack.contains(owner["id"] ?? "") { chrome.navigationBar = NavigationBarSpec(title: title, mark: item?.mark ?? owner.mark) }
        }
        chrome.inNavigationControllerWithoutBar = chrome.navigationBar == nil && context.inHiddenBarStack.contains(owner["id"] ?? "")
        if chrome.navigationBar != nil, let item {
            chrome.navigationBar?.prompt = item["prompt"].map { Located($0, at: item.mark) }
            let mode = item["largeTitleDisplayMode"]
            chrome.navigationBar?.largeTitle = mode == "always" || (mode != "never" && context.largeTitleRoots.contains(owner["id"] ?? ""))
        }
        let bottom = owner.children.first { $0["key"] == "simulatedBottomBarMetrics" }
        let tabItem = owner.child("tabBarItem", key: "tabBarItem")
        let tabTitles = tabItem?["title"].map { [Located($0, at: tabItem!.mark)] } ?? []
        switch bottom?.name {
        case "simulatedTabBarMetrics"?: chrome.tabBar = BarItemsSpec(items: tabTitles, mark: bottom!.mark)
        case "simulatedToolbarMetrics"?: chrome.toolbar = BarItemsSpec(mark: bottom!.mark)
        case "nil"?: break
        default:
            if context.inTabBar.contains(owner["id"] ?? "") { chrome.tabBar = BarItemsSpec(items: tabTitles, mark: tabItem?.mark ?? owner.mark) }
        }
        let statusBarHidden = owner.children.contains { $0.name == "nil" && $0["key"] == "simulatedStatusBarMetrics" }
        return (chrome, statusBarHidden)
    }
}
