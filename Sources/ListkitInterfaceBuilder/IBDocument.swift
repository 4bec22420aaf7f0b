import ListkitSpec
import ListkitYAML

/// What every screen of a document shares: outlets' names, image sizes, the design device.
struct IBDocumentContext {
    /// Element id → the outlet property that points at it (the first one in the document).
    var outlets: [String: String] = [:]
    var imageSizes: [String: Size] = [:]
    /// SF Symbols (`catalog="system"`) the document shows: `<resources>` gives their proportions,
    /// not their size (`SystemSymbolMetrics`), so they have no entry in `imageSizes`.
    var symbolImages: Set<String> = []
    /// The intrinsic content size Interface Builder rendered for each @IBDesignable view, by
    /// element id (`<designables><designable name="id"><size key="intrinsicContentSize">`; -1 on
    /// an axis is `UIView.noIntrinsicMetric`, nil here).
    var designables: [String: ControlMetrics.Extent] = [:]
    /// `<device id="retina6_12" orientation="portrait">`, when the document has one.
    var deviceID: String?
    var isLandscape = false
    /// The Interface Builder version that saved the document (`toolsVersion`, "15505"), 0 when
    /// it does not say.
    var toolsVersion = 0.0
    /// What the Xcode that saved it laid it out with (its iOS release, simulated safe areas).
    var era: InterfaceBuilderEra { InterfaceBuilderEra(toolsVersion: toolsVersion) }
    /// View controllers that are the root of a navigation controller whose bar prefers large titles.
    var largeTitleRoots: Set<String> = []
    /// View controllers IB shows with a navigation bar (in a navigation controller's stack: its root,
    /// and what a show or push segue leads to from there) and with a tab bar (a tab bar
    /// controller's, with the stacks they root).
    var inNavigationStack: Set<String> = []
    /// View controllers in a navigation controller's stack whose bar is hidden
    /// (`navigationBarHidden="YES"`): shown without a bar, still inside the controller.
    var inHiddenBarStack: Set<String> = []
    var inTabBar: Set<String> = []
    /// View controllers a popover segue presents: laid out at their own size, not a device's.
    var popovers: Set<String> = []
    /// View controllers shown in a container view (an `embed` segue's destination, and the root
    /// of a navigation controller that is one): their roots are the container's size, a screen of
    /// their own with the bars inside (`IBScreenFinder.rootScreen`).
    var embedded: Set<String> = []
    /// Labels in the cells of static tables (`<tableView dataMode="static">`), by element id: a
    /// static table's texts are typed in the document, which an outlet to one does not make a
    /// sample (`ViewSpec.textIsSample`).
    var staticTableLabels: Set<String> = []

    /// The Interface Builder build that saved the document: its `toolsVersion`, or its Cocoa
    /// Touch plug-in's version (`<plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin"
    /// version="22685">`) where the `toolsVersion` is no Xcode's build
    /// (`InterfaceBuilderEra.firstPlaceholderBuild`): the 20 public documents with `toolsVersion="32700.99.1234"` (Automattic/pocket-casts-ios,
    /// woocommerce/woocommerce-ios, videolan/vlc-ios; fetched 2026-12-06) have plug-in 22684 or
    /// 22685, Xcode 15's, and Xcode 15's frames: 11-point table cell margins (woocommerce-ios
    /// `OrderTableViewCell.xib`, vlc-ios `VLCNetworkListCell.xib`) and a 51 × 31 switch, not Xcode
    /// 26's 15 and 63 × 28. A real build far above its plug-in stays in charge: the plug-in's
    /// version is the oldest whose features the document uses, not its saver (13142 with plug-in
    /// 12042 in 7 documents of four repositories: Alamofire, pocket-casts-ios, woocommerce-ios,
    /// DTTableViewManager; 5053 and 5056 with 3733, 3084 with 2083).
    static func build(_ root: XMLElementNode) -> Double {
        func number(_ text: String?) -> Double? { text.flatMap { Double($0.prefix { $0.isNumber }) } }
        let tools = number(root["toolsVersion"]) ?? 0
        let plugin = root.child("dependencies")?.children("plugIn")
            .first { $0["identifier"] == "com.apple.InterfaceBuilder.IBCocoaTouchPlugin" }
            .flatMap { number($0["version"]) }
        guard tools >= InterfaceBuilderEra.firstPlaceholderBuild, let plugin, plugin > 0 else { return tools }
        return plugin
    }

    /// The element names `init` reads, each a case of its switch: a name added there is added here.
    static let askedNames = ["navigationController", "tableView", "outlet", "designable", "image"]
    /// Bit n set where an asked name is n bytes long, derived from `askedNames`.
    static let askedNameLengths: UInt64 = askedNames.reduce(0) { $0 | 1 << UInt64($1.utf8.count) }

    init(_ root: XMLElementNode) {
        deviceID = root.child("device")?["id"]
        isLandscape = root.child("device")?["orientation"] == "landscape"
        toolsVersion = Self.build(root)
        for element in root.descendants() {
            // Every element of the document is asked: told by its name's length first, so most
            // are passed over without comparing their name with those below (`askedNames`).
            let name = element.name
            let length = name.utf8.count
            guard length < 64, Self.askedNameLengths & (1 << length) != 0 else { continue }
            switch name {
            case "navigationController" where element.child("navigationBar", key: "navigationBar")?["largeTitles"] == "YES":
                for segue in element.descendants() where segue.name == "segue" && segue["relationship"] == "rootViewController" {
                    if let destination = segue["destination"] { largeTitleRoots.insert(destination) }
                }
            case "tableView" where element["dataMode"] == "static":
                for label in element.descendants() where label.name == "label" {
                    if let id = label["id"] { staticTableLabels.insert(id) }
                }
            case "outlet":
                if let destination = element["destination"], let property = element["property"], outlets[destination] == nil {
                    outlets[destination] = property
                }
            case "designable":
                if let id = element["name"], let size = element.child("size", key: "intrinsicContentSize") {
                    func axis(_ name: String) -> Double? { size[name].flatMap(PlainDecimal.double).flatMap { $0 >= 0 ? $0 : nil } }
                    designables[id] = ControlMetrics.Extent(width: axis("width"), height: axis("height"))
                }
            case "image":
                if let name = element["name"], let w = element["width"].flatMap(PlainDecimal.double), let h = element["height"].flatMap(PlainDecimal.double) {
                    let size = Size(width: w, height: h)
                    if element["catalog"] == "system", SystemSymbolMetrics.isProportions(size) { symbolImages.insert(name) } else { imageSizes[name] = size }
                }
            default: break
            }
        }
        inferBars(root)
    }

    /// Follows a storyboard's segues to the bars IB infers for each scene's view controller.
    mutating func inferBars(_ root: XMLElementNode) {
        var segues: [(source: String, segue: XMLElementNode)] = []
        var kinds: [String: String] = [:], hiddenBars: Set<String> = []
        for scene in root.child("scenes")?.children("scene") ?? [] {
            guard let owner = scene.child("objects")?.children.first(where: { $0["sceneMemberID"] == "viewController" }), let id = owner["id"] else { continue }
            kinds[id] = owner.name
            if owner["navigationBarHidden"] == "YES" { hiddenBars.insert(id) }
            for element in owner.descendants() where element.name == "segue" { segues.append((id, element)) }
        }
        for (source, segue) in segues {
            guard let destination = segue["destination"] else { continue }
            // A navigation controller whose bar is hidden (`navigationBarHidden="YES"`) shows its
            // stack without one: artsy/eidolon Fulfillment.storyboard's freeform roots, saved with
            // their views 20 down (the status bar), not 64.
            if kinds[source] == "navigationController", segue["relationship"] == "rootViewController" {
                if hiddenBars.contains(source) { inHiddenBarStack.insert(destination) } else { inNavigationStack.insert(destination) }
            }
            if kinds[source] == "tabBarController", segue["relationship"] == "viewControllers" { inTabBar.insert(destination) }
            if segue["kind"] == "popoverPresentation" { popovers.insert(destination) }
            if segue["kind"] == "embed" { embedded.insert(destination) }
        }
        for (source, segue) in segues where embedded.contains(source) && kinds[source] == "navigationController" && segue["relationship"] == "rootViewController" {
            if let destination = segue["destination"] { embedded.insert(destination) }
        }
        // Navigation controllers in a tab bar carry it to their stacks; pushes carry both bars.
        var changed = true
        while changed {
            changed = false
            for (source, segue) in segues {
                guard let destination = segue["destination"] else { continue }
                let push = ["show", "push"].contains(segue["kind"] ?? "")
                let rootOfTabbedStack = kinds[source] == "navigationController" && segue["relationship"] == "rootViewController" && inTabBar.contains(source)
                if push, inNavigationStack.contains(source), inNavigationStack.insert(destination).inserted { changed = true }
                if push, inHiddenBarStack.contains(source), inHiddenBarStack.insert(destination).inserted { changed = true }
                if (push && inTabBar.contains(source)) || rootOfTabbedStack, inTabBar.insert(destination).inserted { changed = true }
            }
        }
    }
}

/// One screen of an Interface Builder document: a scene's root view, a top-level view of a
/// .xib, or a table or collection cell's content view, as a listkit spec.
public struct IBScreen: Sendable {
    /// "LoginViewController (BYZ-38-t0r)": storyboard identifier, custom class or user label,
    /// and the element id.
    public var name: String
    /// What `--scene` can name it by: the scene's, view controller's, container's and cell's
    /// element ids, storyboard identifier, reuse identifier and custom class.
    public var selectors: [String]
    public var spec: Spec
    /// The size classes whose variations it was built with (the design device's).
    public var classes: SizeClasses
    public var notes: [IBNote]
    /// Comments for `listkit import`, by the mark of the element they describe (none when
    /// the screen was built without them: `IBSpecLoader.load(_:path:classes:comments:)`).
    public var comments: [Mark: String]
    /// A view controller's root view at a device's screen size: a configuration's `devices`
    /// lay it out on each of them. Cells, headers, top-level and freeform views and popovers
    /// (whose roots have their own sizes) keep the size they were saved at.
    public var isFullScreen = false

    public var affectsLayout: Bool { notes.contains(where: \.affectsLayout) }

    /// The comment `listkit import` starts the spec with: where it came from, and what it could
    /// not express, at the document's line:col.
    public func importHeader(source: String) -> [String] {
        var lines = ["Imported by `listkit import` from \(source), screen '\(name)'."]
        if !notes.isEmpty {
            lines.append("Not expressible in listkit yet (left out or approximated), at \(source)'s line:col:")
            lines += notes.sorted { $0.mark < $1.mark }.map { "  \($0.mark): \($0.message)" }
        }
        return lines
    }
}

/// A scene of a storyboard, or a top-level object of a .xib, that holds a number out of range:
/// its screens are skipped, the document's others are read (`IBDocument.rejected`).
public struct IBRejectedScene: Sendable {
    public var error: XMLReadError
    /// The `<scene>` (or top-level object) element.
    public var element: XMLElementNode
    /// "Name (id)", as its screens would have been named.
    public var name: String
    /// What `--scene` would have named it by.
    public var selectors: [String]
}

/// A .xib or .storyboard, read: its XML tree and its screens.
public struct IBDocument: Sendable {
    public let root: XMLElementNode
    public let isStoryboard: Bool
    /// Scenes or top-level objects skipped for a number out of range, in document order.
    public let rejected: [IBRejectedScene]
    private let rejectedScopes: Set<XMLElementNode>

    /// Reads a document, or says why it is not an iOS Interface Builder document or which number
    /// outside its scenes is out of range (IBNumberAttributes); a number out of range inside a
    /// scene or top-level object rejects that one only (`rejected`).
    public static func read(_ bytes: [UInt8]) -> Result<IBDocument, XMLReadError> {
        switch XMLTreeReader.read(bytes) {
        case .failure(let error): return .failure(error)
        case .success(let root):
            let type = root["type"] ?? ""
            guard root.name == "document", type.hasPrefix("com.apple.InterfaceBuilder3.CocoaTouch.") else {
                let what = root.name == "document" ? "type '\(type)'" : "root element <\(root.name)>"
                return .failure(XMLReadError(message: "not an iOS Interface Builder document (\(what)); listkit reads CocoaTouch .xib and .storyboard files", mark: root.mark))
            }
            let isStoryboard = type.containsASCII("Storyboard")
            let scopes = Self.scopes(root, isStoryboard: isStoryboard)
            let checked = IBNumberAttributes.check(root, scopes: scopes)
            if let error = checked.document { return .failure(error) }
            let rejected = scopes.compactMap { scope in
                checked.scopes[scope].map { Self.rejection(scope, error: $0, isStoryboard: isStoryboard) }
            }
            return .success(IBDocument(root: root, isStoryboard: isStoryboard, rejected: rejected,
                                       rejectedScopes: Set(checked.scopes.keys)))
        }
    }

    /// What holds a document's screens: a storyboard's scenes, a .xib's top-level objects.
    static func scopes(_ root: XMLElementNode, isStoryboard: Bool) -> [XMLElementNode] {
        isStoryboard ? root.child("scenes")?.children("scene") ?? [] : root.child("objects").map { Array($0.children) } ?? []
    }

    static func rejection(_ scope: XMLElementNode, error: XMLReadError, isStoryboard: Bool) -> IBRejectedScene {
        let owner = isStoryboard ? scope.child("objects")?.children.first { $0["sceneMemberID"] == "viewController" } : scope
        return IBRejectedScene(error: error, element: scope, name: IBScreenFinder.name(owner ?? scope),
                               selectors: IBScreenFinder.selectors(isStoryboard ? [scope, owner] : [scope]))
    }

    /// Every screen, in document order, laid out for the document's own device (or, with
    /// `classes`, the size-class variations of another device); none of the rejected scenes'.
    /// - Parameter comments: whether the screens keep `listkit import`'s comments.
    public func screens(classes: SizeClasses? = nil, comments: Bool = true) -> [IBScreen] {
        let context = IBDocumentContext(root)
        var screens: [IBScreen] = []
        for scope in Self.scopes(root, isStoryboard: isStoryboard) where !rejectedScopes.contains(scope) {
            let owners = isStoryboard ? scope.child("objects").map { Array($0.children) } ?? [] : [scope]
            for owner in owners {
                var finder = IBScreenFinder(context: context, classes: classes)
                finder.keepsComments = comments
                screens += finder.screens(in: owner, topLevel: !isStoryboard)
            }
        }
        return screens
    }

    /// The screen `--scene` names, or nil.
    public static func select(_ screens: [IBScreen], scene: String) -> IBScreen? {
        screens.first { $0.selectors.contains(scene) || $0.name == scene }
    }
}
