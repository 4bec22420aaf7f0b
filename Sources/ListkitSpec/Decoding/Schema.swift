/// The keys each kind of mapping may hold. Unknown keys are reported with a did-you-mean.
enum Schema {
    static let topLevel = ["listkit", "screen", "device", "os", "navigationBar", "tabBar", "toolbar", "views", "cellKinds"]
    static let navigationBar = ["title", "largeTitle", "prompt", "search", "hidden"]
    static let barItems = ["items"]
    static let customDevice = ["name", "width", "height", "safeArea", "scale", "idiom"]
    static let userFont = ["name", "size"]
    static let insets = ["top", "left", "bottom", "right"]
    static let axisPriorities = ["horizontal", "vertical"]
    static let cellKind = ["height", "views", "accessory", "accessoryView", "content"]
    static let listContent = ["configuration", "text", "secondaryText", "image"]
    static let section = ["id", "header", "footer", "cells"]
    static let supplementary = ["title", "kind", "height"]
    static let flow = ["itemSize", "spacing", "lineSpacing", "insets", "headerHeight", "footerHeight"]
    static let itemSize = ["width", "height"]
    static let compositional = ["section", "sections"]
    static let sectionLayout = ["group", "interGroupSpacing", "contentInsets", "orthogonalScrolling", "header", "footer"]
    static let layoutGroup = ["axis", "width", "height", "items", "count", "repeatCount", "interItemSpacing", "contentInsets"]
    static let layoutItem = ["width", "height", "contentInsets"]
    static let boundaryItem = ["width", "height", "pinned"]
    static let directionalInsets = ["top", "leading", "bottom", "trailing"]

    /// Keys every view may have. `arranged` and `sections` are accepted everywhere so that
    /// misuse gets its own rule (arranged-outside-stack, sections-outside-list).
    static let commonViewKeys = ["id", "type", "layout", "subviews", "arranged", "sections", "hidden",
                                 "hugging", "compressionResistance", "intrinsicSize",
                                 "layoutMargins", "directionalLayoutMargins",
                                 "preservesSuperviewLayoutMargins", "insetsLayoutMarginsFromSafeArea"]

    static func viewKeys(_ type: ViewType) -> [String] {
        commonViewKeys + typeKeys(type)
    }

    /// The keys only some types accept, from the type's catalogue description.
    static func typeKeys(_ type: ViewType) -> [String] {
        type.entry.keys
    }

    /// Every type-specific key, for suggestions across types.
    static let allTypeKeys: [String] = {
        var keys: [String] = []
        for type in ViewType.allCases { for key in typeKeys(type) where !keys.contains(key) { keys.append(key) } }
        return keys
    }()

    /// The view types that accept a key, for "labels have it" hints.
    static func typesAccepting(_ key: String) -> [ViewType] {
        ViewType.allCases.filter { typeKeys($0).contains(key) }
    }
}
