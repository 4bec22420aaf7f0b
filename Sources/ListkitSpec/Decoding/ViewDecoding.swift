import ListkitYAML

extension SpecDecoder {
    mutating func viewList(_ node: Node, what: String) -> [ViewSpec] {
        guard let items = sequence(node, what: what) else { return [] }
        return items.compactMap { view($0) }
    }

    /// One view. A view whose id or type cannot be read is still descended into, so problems
    /// inside it are reported too, but it is left out of the model.
    mutating func view(_ node: Node) -> ViewSpec? {
        guard let pairs = mapping(node, what: "a view") else { return nil }
        let id = require("id", in: node, what: "a view").flatMap { viewID($0) }
        let typeNode = require("type", in: node, what: "a view")
        let type = typeNode.flatMap { choice($0, ViewType.self, what: "view type", rule: .unknownViewType) }
        let what = id.map { "view '\($0.value)'" } ?? "a view"
        if let type {
            checkKeys(pairs, allowed: Schema.viewKeys(type), in: "\(what) (\(type.rawValue))", elsewhere: Schema.allTypeKeys) { key in
                let owners = Schema.typesAccepting(key).map(\.rawValue)
                return owners.isEmpty ? nil : "only for: \(owners.joined(separator: ", "))"
            }
        }
        var view = ViewSpec(id: id ?? Located("", at: node.mark), type: Located(type ?? .view, at: typeNode?.mark ?? node.mark), mark: node.mark)
        readContent(node, into: &view, what: what)
        if let layout = node["layout"] { view.layout = constraints(layout, what: "'layout' of \(what)") }
        if let subviews = node["subviews"] { view.subviews = viewList(subviews, what: "'subviews'") }
        if let arranged = node["arranged"] { view.arranged = viewList(arranged, what: "'arranged'") }
        if type == .stack { view.stack = stack(node) }
        if let sections = node["sections"] {
            view.list = ListSpec(sections: sectionList(sections))
        }
        if let type, !type.entry.styles.isEmpty, let style = node["style"] {
            view.controlStyle = controlStyle(style, for: type)
        }
        if type?.isList == true {
            if view.list == nil { view.list = ListSpec() }
            if let style = node["style"], let s = choice(style, ListSpec.Style.self, what: "table style") { view.list?.style = s }
            if let flow = node["flow"] { view.list?.flow = flowLayout(flow) }
            if let separators = node["separatorStyle"], let value = choice(separators, ListSpec.SeparatorStyle.self, what: "separator style") {
                view.list?.separatorStyle = value
            }
            if let padding = node["sectionHeaderTopPadding"], padding.scalar?.string != "automatic" {
                view.list?.sectionHeaderTopPadding = number(padding, what: "sectionHeaderTopPadding", in: NumberRange.length)
            }
            if let behavior = node["contentInsetAdjustmentBehavior"],
               let value = choice(behavior, ListSpec.ContentInsetAdjustment.self, what: "content inset adjustment behavior") {
                view.list?.contentInsetAdjustment = value
            }
            if type == .collection, let compositional = node["compositional"] {
                if node["flow"] != nil {
                    report(RuleDescription.invalidValue.finding("a collection has one layout: 'flow' or 'compositional', not both", at: compositional.mark))
                }
                let sectionIDs = view.list?.sections.map(\.id.value) ?? []
                view.list?.compositional = compositionalLayout(compositional, sectionIDs: sectionIDs)
            }
            if type == .collection, view.list?.flow == nil { view.list?.flow = FlowSpec() }
        }
        if type == .scrollView, let behavior = node["contentInsetAdjustmentBehavior"],
           let value = choice(behavior, ListSpec.ContentInsetAdjustment.self, what: "content inset adjustment behavior") {
            view.contentInsetAdjustment = value
        }
        guard id != nil, type != nil else { return nil }
        return view
    }

    /// A style the control type has (`large` for an activity indicator), with a did-you-mean
    /// among that type's styles.
    mutating func controlStyle(_ node: Node, for type: ViewType) -> Located<ControlStyle>? {
        guard let text = string(node, what: "'style'") else { return nil }
        let styles = type.entry.styles.map(\.rawValue)
        guard styles.contains(text), let style = ControlStyle(rawValue: text) else {
            let hint = DidYouMean.best(text, in: styles).map { "; did you mean '\($0)'?" } ?? ""
            report(RuleDescription.invalidValue.finding("unknown \(type.rawValue) style '\(text)'\(hint) (one of: \(styles.joined(separator: ", ")))", at: node.mark))
            return nil
        }
        return Located(style, at: node.mark)
    }

    /// View ids are identifiers, so constraints can name them (`title.bottom`).
    mutating func viewID(_ node: Node) -> Located<String>? {
        guard let text = string(node, what: "a view's 'id'") else { return nil }
        let isIdentifier = text.first.map { $0.isLetter || $0 == "_" } == true
            && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        let reserved = ["self", "parent", "superview", "safeArea"] + AttributeName.allNames + LayoutGuide.allCases.map(\.rawValue)
        if !isIdentifier || reserved.contains(text) {
            report(RuleDescription.invalidID.finding("view id '\(text)' must be an identifier (letters, digits, _) and not a reserved name, so constraints can refer to it", at: node.mark))
        }
        return Located(text, at: node.mark)
    }

    mutating func readContent(_ node: Node, into view: inout ViewSpec, what: String) {
        func text(_ key: String) -> Located<String>? {
            node[key].flatMap { n in string(n, what: "'\(key)'").map { Located($0, at: n.mark) } }
        }
        view.text = text("text")
        view.title = text("title")
        view.placeholder = text("placeholder")
        if let f = node["font"] { view.font = font(f) }
        var bound = Set<PropertyBinding.Property>()
        for property in PropertyBinding.Property.allCases {
            guard let value = node[property.rawValue], let template = bindingTemplate(value) else { continue }
            view.bindings.append(PropertyBinding(property: property, template: template))
            bound.insert(property)
        }
        if !bound.contains(.lines), let l = node["lines"], let n = number(l, what: "'lines'", in: NumberRange.lines) {
            if n == n.rounded(), let whole = Int(finite: n) {
                view.lines = Located(whole, at: l.mark)
            } else {
                report(RuleDescription.invalidValue.finding("'lines' must be 0 (unlimited) or a positive whole number", at: l.mark))
            }
        }
        if let mode = node["lineBreakMode"], let value = choice(mode, LineBreakMode.self, what: "line break mode") {
            view.lineBreakMode = Located(value, at: mode.mark)
        }
        if let scale = node["minimumScaleFactor"], let value = number(scale, what: "'minimumScaleFactor'", in: NumberRange.scaleFactor) {
            view.minimumScaleFactor = Located(value, at: scale.mark)
        }
        if let multiple = node["lineHeightMultiple"], let value = number(multiple, what: "'lineHeightMultiple'", in: NumberRange.fraction) {
            view.lineHeightMultiple = Located(value, at: multiple.mark)
        }
        if let spacing = node["lineSpacing"], let value = number(spacing, what: "'lineSpacing'", in: NumberRange.length) {
            view.lineSpacing = Located(value, at: spacing.mark)
        }
        if !bound.contains(.image), let image = node["image"] { view.intrinsicSize = size(image, what: "'image'") }
        if !bound.contains(.intrinsicSize), let size = node["intrinsicSize"] { view.intrinsicSize = self.size(size, what: "'intrinsicSize'") }
        if !bound.contains(.isOn), let on = node["isOn"] { view.isOn = bool(on, what: "'isOn'") }
        // UIKit takes negative content edge insets (a title let out past the button's edges);
        // public Interface Builder documents save them (minY="-10").
        if let insets = node["contentEdgeInsets"] {
            view.contentEdgeInsets = Located(self.insets(insets, what: "'contentEdgeInsets'", in: NumberRange.spacing), at: insets.mark)
        }
        if let scrolls = node["isScrollEnabled"] { view.isScrollEnabled = bool(scrolls, what: "'isScrollEnabled'") ?? true }
        if let pages = node["numberOfPages"], let n = repeatCount(pages, what: "'numberOfPages'") { view.numberOfPages = Located(n, at: pages.mark) }
        if let segments = node["segments"], let items = sequence(segments, what: "'segments'") {
            view.segments = Located(items.compactMap { string($0, what: "a segment's title") }, at: segments.mark)
        }
        if let apportions = node["apportionsSegmentWidthsByContent"] {
            view.apportionsSegmentWidthsByContent = bool(apportions, what: "'apportionsSegmentWidthsByContent'") ?? false
        }
        if !bound.contains(.hidden), let hidden = node["hidden"] { view.hidden = bool(hidden, what: "'hidden'") ?? false }
        readMargins(node, into: &view)
        if let h = node["hugging"] { view.hugging = axisPriorities(h, what: "'hugging'") }
        if let c = node["compressionResistance"] { view.compressionResistance = axisPriorities(c, what: "'compressionResistance'") }
    }

    /// `layoutMargins` ({top, left, bottom, right}) or `directionalLayoutMargins` ({top,
    /// leading, bottom, trailing}), either a number for all sides; both on one view is an error,
    /// as the two set the same margins in UIKit. Also the two switches that adjust them:
    /// `preservesSuperviewLayoutMargins` and `insetsLayoutMarginsFromSafeArea`.
    mutating func readMargins(_ node: Node, into view: inout ViewSpec) {
        let absolute = node["layoutMargins"], directional = node["directionalLayoutMargins"]
        if let absolute, directional != nil {
            report(RuleDescription.invalidValue.finding("'layoutMargins' and 'directionalLayoutMargins' set the same margins; keep one", at: absolute.mark))
        }
        if let directional {
            let i = directionalInsets(directional, what: "'directionalLayoutMargins'")
            view.layoutMargins = Located(LayoutMargins(top: i.top, leading: i.leading, bottom: i.bottom, trailing: i.trailing, isDirectional: true), at: directional.mark)
        } else if let absolute {
            let i = insets(absolute, what: "'layoutMargins'")
            view.layoutMargins = Located(LayoutMargins(top: i.top, leading: i.left, bottom: i.bottom, trailing: i.right, isDirectional: false), at: absolute.mark)
        }
        if let preserves = node["preservesSuperviewLayoutMargins"] {
            view.preservesSuperviewLayoutMargins = bool(preserves, what: "'preservesSuperviewLayoutMargins'") ?? false
        }
        if let insets = node["insetsLayoutMarginsFromSafeArea"] {
            view.insetsLayoutMarginsFromSafeArea = bool(insets, what: "'insetsLayoutMarginsFromSafeArea'") ?? true
        }
    }

    /// A scalar property's `{field}`: a string with placeholders, or `{field}` unquoted, which
    /// YAML reads as a one-key flow mapping with no value. Nil for anything else (read as a value).
    func bindingTemplate(_ node: Node) -> Located<String>? {
        if let scalar = node.scalar, case .string = scalar.value, !Placeholders.names(in: scalar.string).isEmpty {
            let quoted = scalar.style == .singleQuoted || scalar.style == .doubleQuoted
            return Located(scalar.string, at: quoted ? node.mark.advanced(by: 1) : node.mark)
        }
        if let pairs = node.mapping, pairs.count == 1, let key = pairs[0].key.scalar?.string, pairs[0].value.scalar?.value == .null {
            return Located("{\(key)}", at: node.mark)
        }
        return nil
    }

    /// A text style (`headline`), a system font size (`15`, `"15"`), a weight and size
    /// (`semibold 15`), a weight alone (`light`: 17 points, UILabel's default size), or a
    /// user font `{ name: Avenir-Medium, size: 15 }`.
    mutating func font(_ node: Node) -> Located<Font>? {
        if node.mapping != nil { return userFont(node) }
        if let size = node.scalar?.number { return fontSize(size, at: node).map { Located(Font(systemSize: $0), at: node.mark) } }
        guard let name = string(node, what: "'font'") else { return nil }
        if let style = Font.TextStyle(rawValue: name) { return Located(Font(style: style), at: node.mark) }
        let parts = name.split(separator: " ")
        if parts.count == 1, let size = Double(parts[0]) {
            return fontSize(size, at: node).map { Located(Font(systemSize: $0), at: node.mark) }
        }
        if let weight = parts.first.flatMap({ Self.fontWeight(String($0)) }) {
            if parts.count == 1 { return Located(Font(systemSize: Font.body.pointSize, weight: weight), at: node.mark) }
            if parts.count == 2, let size = Double(parts[1]) {
                return fontSize(size, at: node).map { Located(Font(systemSize: $0, weight: weight), at: node.mark) }
            }
        }
        let names = Font.TextStyle.allCases.map(\.rawValue) + Font.Weight.allCases.map(\.rawValue)
        let hint = DidYouMean.best(String(parts.first ?? ""), in: names).map { "; did you mean '\($0)'?" }
            ?? " (a text style such as body or headline, a size such as 15, a weight and size such as 'semibold 15', or { name, size })"
        report(RuleDescription.unknownFont.finding("unknown font '\(name)'\(hint)", at: node.mark))
        return nil
    }

    /// `{ name: PostScriptName, size: 15 }`: a font measured from a file given to the CLI.
    mutating func userFont(_ node: Node) -> Located<Font>? {
        guard let pairs = mapping(node, what: "'font'") else { return nil }
        checkKeys(pairs, allowed: Schema.userFont, in: "a font")
        guard let name = require("name", in: node, what: "a font").flatMap({ string($0, what: "a font's 'name'") }),
              let sizeNode = require("size", in: node, what: "a font"),
              let size = number(sizeNode, what: "a font's 'size'").flatMap({ fontSize($0, at: sizeNode) })
        else { return nil }
        return Located(Font(named: name, size: size), at: node.mark)
    }

    mutating func fontSize(_ size: Double, at node: Node) -> Double? {
        guard size > 0, size <= 1000 else {
            // The value as written when the node is the number itself (`.nan`), else the size read.
            let text = node.scalar?.number != nil ? node.scalar?.string ?? "" : formatNumber(size)
            report(RuleDescription.invalidValue.finding("a font size must be a finite number above 0 and at most 1000, not \(text)", at: node.mark))
            return nil
        }
        return size
    }

    /// A `UIFont.Weight` name, any case (`semibold`, `ultraLight`, `ultralight`).
    static func fontWeight(_ text: String) -> Font.Weight? {
        Font.Weight.allCases.first { $0.rawValue.lowercased() == text.lowercased() }
    }

    /// `WxH`, e.g. `90x90`.
    mutating func size(_ node: Node, what: String) -> Located<Size>? {
        guard let text = string(node, what: what) else { return nil }
        let parts = text.split(separator: "x", omittingEmptySubsequences: false)
        if parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]),
           NumberRange.length.contains(w), NumberRange.length.contains(h) {
            return Located(Size(width: w, height: h), at: node.mark)
        }
        report(RuleDescription.invalidValue.finding("\(what) must be a size such as 90x90, each side between 0 and 10000, not '\(text)'", at: node.mark))
        return nil
    }

    /// A priority for both axes, or {horizontal, vertical}. Range is checked by a rule.
    mutating func axisPriorities(_ node: Node, what: String) -> AxisPriorities? {
        if node.scalar != nil {
            guard let p = priority(node, what: what) else { return nil }
            return AxisPriorities(horizontal: p, vertical: p)
        }
        guard let pairs = mapping(node, what: what) else { return nil }
        checkKeys(pairs, allowed: Schema.axisPriorities, in: what)
        return AxisPriorities(horizontal: node["horizontal"].flatMap { priority($0, what: "\(what).horizontal") },
                              vertical: node["vertical"].flatMap { priority($0, what: "\(what).vertical") })
    }

    mutating func priority(_ node: Node, what: String) -> Located<Double>? {
        if let name = node.scalar?.string, let value = ConstraintParser.namedPriorities[name] {
            return Located(value, at: node.mark)
        }
        return number(node, what: what).map { Located($0, at: node.mark) }
    }

    mutating func stack(_ node: Node) -> StackSpec {
        var stack = StackSpec()
        if let n = node["axis"], let v = choice(n, StackSpec.Axis.self, what: "stack axis") { stack.axis = v }
        if let n = node["alignment"], let v = choice(n, StackSpec.Alignment.self, what: "stack alignment") { stack.alignment = v }
        if let n = node["distribution"], let v = choice(n, StackSpec.Distribution.self, what: "stack distribution") { stack.distribution = v }
        if let n = node["spacing"], let v = number(n, what: "'spacing'", in: NumberRange.spacing) { stack.spacing = v }
        if let n = node["layoutMarginsRelativeArrangement"] {
            stack.layoutMarginsRelativeArrangement = bool(n, what: "'layoutMarginsRelativeArrangement'") ?? false
        }
        return stack
    }

    /// Constraint strings: a list, or one string. Parsing happens in `ConstraintSpec`.
    mutating func constraints(_ node: Node, what: String) -> [ConstraintSpec] {
        let items = node.scalar != nil ? [node] : (sequence(node, what: what) ?? [])
        return items.compactMap { item in
            guard let scalar = item.scalar, scalar.value != .null else {
                report(RuleDescription.wrongType.finding("a constraint must be a string such as 'top == parent.top + 8', not \(item.kindDescription)", at: item.mark))
                return nil
            }
            let quoted = scalar.style == .singleQuoted || scalar.style == .doubleQuoted
            return ConstraintSpec(text: scalar.string, textMark: quoted ? item.mark.advanced(by: 1) : item.mark)
        }
    }
}
