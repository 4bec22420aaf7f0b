import ListkitSpec
import ListkitYAML

/// Layout margins as Interface Builder saves them, and the margins UIKit gives a screen's
/// container (docs/interface-builder.md, "Layout margins").
///
/// Any view: `<edgeInsets key="layoutMargins" top left bottom right/>` (IB's "Fixed") or
/// `<directionalEdgeInsets key="directionalLayoutMargins" top leading bottom trailing/>`
/// ("Language Directional"), `preservesSuperviewLayoutMargins="YES"` and
/// `insetsLayoutMarginsFromSafeArea="NO"` (UIKit's defaults are NO and YES) become the spec's
/// keys of the same names, which listkit lays out as UIKit does.
///
/// The container is a spec view pinned to the screen, so it is given the margins UIKit gives
/// what it stands for (`Role`).
enum IBLayoutMargins {
    /// What a screen's container is in UIKit.
    enum Role {
        /// A view controller's root view (a scene's, or a .xib view that File's Owner's `view`
        /// outlet points to). `respectsSystemMinimum`: the view controller's
        /// `viewRespectsSystemMinimumLayoutMargins`.
        case viewControllerRoot(respectsSystemMinimum: Bool)
        /// Any other top-level view of a .xib: Interface Builder lays it out as it lays out a view
        /// controller's root view, with the system minimum margins beside the safe area.
        /// Evidence (public documents, none committed): zotero/zotero-ios
        /// `ItemDetailAbstractContentView.xib`, `ItemDetailFieldContentView.xib` and three other
        /// content-view .xib files (20037, retina6_1), a label on the top, leading and trailing
        /// margins of a 414-point top-level view saved at x 20, y 44 and 374 wide (the system
        /// minimum 20 and the safe area's 44, not a plain view's 8); woocommerce/woocommerce-ios
        /// `PrimarySectionHeaderView.xib` (433 wide, 20) and `TwoColumnSectionHeaderView.xib`
        /// (375 wide, 16). No view of the public check moved away from its saved frame with it.
        case topLevelView
        /// A table cell's content view, in a table of a width (the table's saved width, or the
        /// cell's for a .xib cell). `besideAccessory`: the cell shows an accessory and the content
        /// view ends before the cell's trailing edge. `xibDeviceWidth`: for a .xib cell (no table
        /// around it), the width of its document's device, which some Xcodes took its margins from.
        case tableCellContent(tableWidth: Double, besideAccessory: Bool, xibDeviceWidth: Double?)
        /// A collection cell's (or reusable view's) content view.
        case collectionCellContent
    }

    /// The view's own margins and switches from its element.
    static func read(_ element: XMLElementNode, into view: inout ViewSpec) {
        if let margins = margins(of: element) { view.layoutMargins = Located(margins, at: element.mark) }
        view.preservesSuperviewLayoutMargins = element["preservesSuperviewLayoutMargins"] == "YES"
        view.insetsLayoutMarginsFromSafeArea = element["insetsLayoutMarginsFromSafeArea"] != "NO"
    }

    static func margins(of element: XMLElementNode) -> LayoutMargins? {
        func value(_ e: XMLElementNode, _ name: String) -> Double { e[name].flatMap(PlainDecimal.double) ?? 0 }
        if let d = element.children.first(where: { $0.name == "directionalEdgeInsets" && $0["key"] == "directionalLayoutMargins" }) {
            return LayoutMargins(top: value(d, "top"), leading: value(d, "leading"), bottom: value(d, "bottom"), trailing: value(d, "trailing"), isDirectional: true)
        }
        if let e = element.children.first(where: { $0.name == "edgeInsets" && $0["key"] == "layoutMargins" }) {
            return LayoutMargins(top: value(e, "top"), leading: value(e, "left"), bottom: value(e, "bottom"), trailing: value(e, "right"), isDirectional: false)
        }
        return nil
    }

    /// Gives the container UIKit's margins for its role, on a design device `width` wide, from
    /// the margins of the document's iOS release (`InterfaceBuilderEra.release`: a document of
    /// Xcode 26 has iOS 26's 15-point cell margins), or the era's own cell margins before Xcode 9.
    /// - Returns: a comment for `listkit import` saying where the margins come from.
    static func applyContainer(_ role: Role, element: XMLElementNode, width: Double, era: InterfaceBuilderEra,
                               to view: inout ViewSpec) -> String {
        let metrics = era.release.metrics.margins
        let own = margins(of: element)
        let insetsFromSafeArea = element["insetsLayoutMarginsFromSafeArea"] != "NO"
        switch role {
        case .topLevelView:
            _ = applyContainer(.viewControllerRoot(respectsSystemMinimum: true), element: element, width: width, era: era, to: &view)
            return "a .xib's top-level view, laid out by Interface Builder as a view controller's root view: the system minimum margins beside the safe area"
        case .viewControllerRoot(let respectsMinimum):
            view.insetsLayoutMarginsFromSafeArea = insetsFromSafeArea
            guard respectsMinimum else {
                // viewRespectsSystemMinimumLayoutMargins NO: "the view obtains its margins solely
                // from its directionalLayoutMargins" (Apple), safe area added as for any view.
                view.layoutMargins = Located(own ?? .viewDefault, at: element.mark)
                return "a view controller's root view without the system minimum margins: its own margins"
            }
            let minimum = metrics.minimumSide(forWidth: width)
            if insetsFromSafeArea {
                // The screen's margins are the safe area plus the system minimum, and the root view
                // fills the screen: preserving them gives the larger of its own and the minimum,
                // beside the safe area, as UIKit gives a view controller's root view.
                view.layoutMargins = Located(own ?? LayoutMargins(top: 0, leading: 0, bottom: 0, trailing: 0, isDirectional: true), at: element.mark)
                view.preservesSuperviewLayoutMargins = true
                return "a view controller's root view: its margins are the screen's (the system minimum beside the safe area)"
            }
            // Not inset from the safe area: the larger of its own and the minimum, from its edges;
            // the minimum is the design device's (16 or 20 by width).
            let base = own ?? LayoutMargins(top: 0, leading: 0, bottom: 0, trailing: 0, isDirectional: true)
            view.layoutMargins = Located(LayoutMargins(top: base.top, leading: max(base.leading, minimum), bottom: base.bottom,
                                                       trailing: max(base.trailing, minimum), isDirectional: base.isDirectional), at: element.mark)
            return "a view controller's root view not inset from the safe area: the system minimum of a \(formatNumber(width))-point screen"
        case .tableCellContent(let tableWidth, let besideAccessory, let xibDeviceWidth):
            let preserves = element["preservesSuperviewLayoutMargins"] == "YES"
            var cell = era.tableCellContentMargins(preservesSuperviewMargins: preserves, xibDeviceWidth: xibDeviceWidth)
                ?? metrics.tableCellContent(tableWidth: tableWidth)
            // The table's side margin is the cell's, kept where the content view meets the cell's
            // edge; beside an accessory the content view ends inside it and has a view's own
            // margin there. Evidence (public documents, none committed): every constraint on the
            // trailing margin of a content view beside a disclosure indicator or checkmark puts
            // the view 8 from the content view's edge: kharrison/CodeExamples
            // `StaticTableDynamicType` (15505, four), ish-app/ish `About.storyboard` (22505),
            // Ranchero-Software/NetNewsWire `Settings.storyboard` (24765), bryceco/GoMap
            // `Display.storyboard` (24506, four switches).
            if besideAccessory { cell.trailing = metrics.view }
            view.layoutMargins = Located(own ?? cell, at: element.mark)
            view.insetsLayoutMarginsFromSafeArea = insetsFromSafeArea
            let sides = besideAccessory
                ? "\(formatNumber(cell.leading)) leading in a \(formatNumber(tableWidth))-point table, \(formatNumber(cell.trailing)) trailing beside the accessory"
                : "\(formatNumber(cell.leading)) at the sides of a \(formatNumber(tableWidth))-point table"
            return own == nil ? "a table cell's content view margins (\(formatNumber(cell.top)) top and bottom, \(sides))" : "the content view's own margins"
        case .collectionCellContent:
            view.layoutMargins = Located(own ?? .viewDefault, at: element.mark)
            view.insetsLayoutMarginsFromSafeArea = insetsFromSafeArea
            return "a collection cell's content view margins (a view's \(formatNumber(metrics.view)))"
        }
    }
}
