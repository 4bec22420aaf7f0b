import ListkitYAML

extension SpecDecoder {
    /// A cell kind's `content:`: `{configuration, text, secondaryText, image}`, the
    /// configuration one of `ListContentSpec.Configuration` (with a did-you-mean).
    mutating func listContent(_ node: Node, kind: String) -> ListContentSpec? {
        let what = "'content' of cell kind '\(kind)'"
        guard let pairs = mapping(node, what: what) else { return nil }
        checkKeys(pairs, allowed: Schema.listContent, in: what)
        guard let configNode = require("configuration", in: node, what: what),
              let config = choice(configNode, ListContentSpec.Configuration.self, what: "content configuration") else { return nil }
        var content = ListContentSpec(configuration: Located(config, at: configNode.mark), mark: node.mark)
        func text(_ key: String) -> Located<String>? {
            guard let n = node[key], let s = string(n, what: "'\(key)'") else { return nil }
            let quoted = n.scalar?.style == .singleQuoted || n.scalar?.style == .doubleQuoted
            return Located(s, at: quoted ? n.mark.advanced(by: 1) : n.mark)
        }
        // `{title}` unquoted is a one-key mapping: read it as the binding it means.
        func bound(_ key: String) -> Located<String>? {
            guard let n = node[key] else { return nil }
            if n.mapping != nil { return bindingTemplate(n) ?? text(key) }
            return text(key)
        }
        content.text = bound("text")
        if content.text == nil { _ = require("text", in: node, what: what) }
        if let secondary = node["secondaryText"] {
            if config == .cell {
                report(RuleDescription.invalidValue.finding("a 'cell' configuration's secondary text is not modelled: use 'subtitleCell' (below the text) or 'valueCell' (at the trailing edge)", at: secondary.mark))
            } else {
                content.secondaryText = bound("secondaryText")
            }
        }
        if let image = node["image"] {
            if let template = bindingTemplate(image) {
                content.image = .bound(template)
            } else if let size = size(image, what: "'image'") {
                content.image = .size(size)
            }
        }
        return content
    }
}
