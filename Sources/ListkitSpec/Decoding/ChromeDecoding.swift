import ListkitYAML

extension SpecDecoder {
    /// The screen's bars: `navigationBar`, `tabBar`, `toolbar` (top-level keys).
    mutating func chrome(_ root: Node) -> ScreenChrome {
        var chrome = ScreenChrome()
        if let node = root["navigationBar"] { navigationBar(node, into: &chrome) }
        if let node = root["tabBar"] { chrome.tabBar = barItems(node, what: "'tabBar'") }
        if let node = root["toolbar"] {
            chrome.toolbar = barItems(node, what: "'toolbar'")
            if chrome.tabBar != nil {
                report(RuleDescription.invalidValue.finding("a screen shows a tab bar or a toolbar, not both: \"tab bars and toolbars never appear together in the same view\" (Human Interface Guidelines, Tab bars)", at: node.mark))
            }
        }
        return chrome
    }

    /// A title, or {title, largeTitle, prompt, search}, or {hidden: true}: a navigation
    /// controller whose bar is hidden (`isNavigationBarHidden`), which lays out no bar and still
    /// shows the screen, as `automatic` content insets ask (`ScreenChrome.inNavigationControllerWithoutBar`).
    mutating func navigationBar(_ node: Node, into chrome: inout ScreenChrome) {
        if node.scalar != nil {
            chrome.navigationBar = located(node, what: "'navigationBar'").map { NavigationBarSpec(title: $0, mark: node.mark) }
            return
        }
        guard let pairs = mapping(node, what: "'navigationBar'") else { return }
        checkKeys(pairs, allowed: Schema.navigationBar, in: "'navigationBar'")
        if let hidden = node["hidden"], bool(hidden, what: "navigationBar.hidden") == true {
            for pair in pairs {
                guard let key = pair.key.scalar?.string, key != "hidden", Schema.navigationBar.contains(key) else { continue }
                report(RuleDescription.invalidValue.finding("'navigationBar.\(key)' is not shown: 'hidden: true' lays out no navigation bar", at: pair.key.mark))
            }
            chrome.inNavigationControllerWithoutBar = true
            return
        }
        chrome.navigationBar = navigationBarKeys(node)
    }

    /// {title, largeTitle, prompt, search}, its keys checked.
    mutating func navigationBarKeys(_ node: Node) -> NavigationBarSpec {
        var bar = NavigationBarSpec(mark: node.mark)
        bar.title = node["title"].flatMap { located($0, what: "navigationBar.title") }
        bar.largeTitle = node["largeTitle"].flatMap { bool($0, what: "navigationBar.largeTitle") } ?? false
        bar.prompt = node["prompt"].flatMap { located($0, what: "navigationBar.prompt") }
        bar.search = node["search"].flatMap { search($0) }
        return bar
    }

    /// `search: true` (a search bar with UISearchBar's placeholder), `false` (none), or the
    /// placeholder's text.
    mutating func search(_ node: Node) -> SearchSpec? {
        if case .bool(let shown)? = node.scalar?.value { return shown ? SearchSpec(mark: node.mark) : nil }
        return located(node, what: "navigationBar.search").map { SearchSpec(placeholder: $0.value, mark: node.mark) }
    }

    /// {items: [titles]}.
    mutating func barItems(_ node: Node, what: String) -> BarItemsSpec? {
        guard let pairs = mapping(node, what: what) else { return nil }
        checkKeys(pairs, allowed: Schema.barItems, in: what)
        var bar = BarItemsSpec(mark: node.mark)
        if let items = node["items"], let list = sequence(items, what: "\(what).items") {
            bar.items = list.compactMap { located($0, what: "an item of \(what)") }
        }
        return bar
    }
}
