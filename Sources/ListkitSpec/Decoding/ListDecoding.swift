import ListkitYAML

extension SpecDecoder {
    mutating func sectionList(_ node: Node) -> [SectionSpec] {
        guard let items = sequence(node, what: "'sections'") else { return [] }
        return items.compactMap { section($0) }
    }

    mutating func section(_ node: Node) -> SectionSpec? {
        guard let pairs = mapping(node, what: "a section") else { return nil }
        checkKeys(pairs, allowed: Schema.section, in: "a section")
        let id = require("id", in: node, what: "a section").flatMap { n in string(n, what: "a section's 'id'").map { Located($0, at: n.mark) } }
        var section = SectionSpec(id: id ?? Located("", at: node.mark), mark: node.mark)
        section.header = node["header"].flatMap { supplementary($0, what: "'header'") }
        section.footer = node["footer"].flatMap { supplementary($0, what: "'footer'") }
        if let cells = node["cells"] {
            if cells.sequence != nil, var batch = readCells.removeValue(forKey: cells.mark) {
                section.cells = batch.cellList()  // read while loading (see CellReader)
                for finding in batch.diagnostics { report(finding) }
                readCells[cells.mark] = batch
            } else if let items = sequence(cells, what: "'cells'") {
                section.cells = CellList(items.compactMap { cell($0) })
            }
        }
        return id == nil ? nil : section
    }

    /// A title, or {title, kind, height}.
    mutating func supplementary(_ node: Node, what: String) -> SupplementarySpec? {
        if node.scalar != nil {
            return string(node, what: what).map { SupplementarySpec(title: $0, mark: node.mark) }
        }
        guard let pairs = mapping(node, what: what) else { return nil }
        var result = SupplementarySpec(mark: node.mark)
        result.kind = node["kind"].flatMap { n in string(n, what: "\(what).kind").map { Located($0, at: n.mark) } }
        // With a kind, every other key is a field of the kind's `{field}`s; without, the keys are closed.
        if result.kind == nil { checkKeys(pairs, allowed: Schema.supplementary, in: what) }
        result.title = node["title"].flatMap { string($0, what: "\(what).title") }
        result.height = node["height"].flatMap { number($0, what: "\(what).height", in: NumberRange.length) }
        if result.kind != nil {
            for pair in pairs {
                guard let key = pair.key.scalar?.string, key != "kind", key != "height" else { continue }
                guard let scalar = pair.value.scalar else {
                    report(RuleDescription.wrongType.finding("\(what) field '\(key)' must be a scalar, not \(pair.value.kindDescription)", at: pair.value.mark))
                    continue
                }
                result.fields.append(CellSpec.Field(name: key, value: scalar.value == .null ? "" : scalar.string, mark: pair.value.mark))
            }
        }
        return result
    }

    /// A cell: `id`, `kind`, and every other key a field bound into `{field}` texts.
    /// - Complexity: two passes over the cell's pairs (a big spec has 100k cells), reading them in
    ///   place: one finds `id` and `kind` and counts the fields, one reads the fields into an
    ///   array of exactly their count.
    mutating func cell(_ node: Node) -> CellSpec? {
        guard case .mapping(let pairs) = node.content else {
            _ = mapping(node, what: "a cell")
            return nil
        }
        var idIndex: Int?
        var kindIndex: Int?
        var fieldCount = 0
        for i in pairs.indices {
            guard case .scalar(let key) = pairs[i].key.content else { continue }
            switch key.string {
            case "id": if idIndex == nil { idIndex = i }
            case "kind": if kindIndex == nil { kindIndex = i }
            default: fieldCount += 1
            }
        }
        let id = require(idIndex.map { pairs[$0].value }, "id", in: node, what: "a cell").flatMap { located($0, what: "a cell's 'id'") }
        let kind = require(kindIndex.map { pairs[$0].value }, "kind", in: node, what: "a cell").flatMap { located($0, what: "a cell's 'kind'") }
        var fields: [CellSpec.Field] = []
        fields.reserveCapacity(fieldCount)
        for i in pairs.indices {
            guard case .scalar(let key) = pairs[i].key.content, key.string != "id", key.string != "kind" else { continue }
            let value = pairs[i].value
            guard case .scalar(let scalar) = value.content else {
                report(RuleDescription.wrongType.finding("cell field '\(key.string)' must be a scalar, not \(value.kindDescription)", at: value.mark))
                continue
            }
            fields.append(CellSpec.Field(name: key.string, value: scalar.value == .null ? "" : scalar.string, mark: value.mark))
        }
        guard let id, let kind else { return nil }
        return CellSpec(id: id, kind: kind, mark: node.mark, fields: fields)
    }

    mutating func flowLayout(_ node: Node) -> FlowSpec? {
        guard let pairs = mapping(node, what: "'flow'") else { return nil }
        checkKeys(pairs, allowed: Schema.flow, in: "'flow'")
        var flow = FlowSpec()
        if let size = node["itemSize"], let sizePairs = mapping(size, what: "'itemSize'") {
            checkKeys(sizePairs, allowed: Schema.itemSize, in: "'itemSize'")
            flow.itemWidth = size["width"].flatMap { sizeExpression($0, names: ["contentWidth", "width"], what: "itemSize.width") }
            flow.itemHeight = size["height"].flatMap { sizeExpression($0, names: ["contentWidth", "width"], what: "itemSize.height") }
        }
        func value(_ key: String) -> Double? {
            node[key].flatMap { number($0, what: "'\(key)'", in: NumberRange.length) }
        }
        flow.spacing = value("spacing") ?? flow.spacing
        flow.lineSpacing = value("lineSpacing") ?? flow.lineSpacing
        flow.headerHeight = value("headerHeight") ?? 0
        flow.footerHeight = value("footerHeight") ?? 0
        if let insets = node["insets"] { flow.insets = self.insets(insets, what: "'insets'") }
        return flow
    }

    /// A number (in `NumberRange.length`), an expression over `names`, or `automatic` (nil, with
    /// no error).
    mutating func sizeExpression(_ node: Node, names: [String], what: String) -> Located<SizeExpression>? {
        if node.scalar?.number != nil {
            return number(node, what: what, in: NumberRange.length).map { Located(.number($0), at: node.mark) }
        }
        guard let text = string(node, what: what) else { return nil }
        if text == "automatic" { return nil }
        let quoted = node.scalar?.style == .singleQuoted || node.scalar?.style == .doubleQuoted
        let start = quoted ? node.mark.advanced(by: 1) : node.mark
        switch SizeExpressionParser.parse(text) {
        case .failure(let error):
            report(RuleDescription.sizeExpression.finding("\(what): \(error.message)", at: start.advanced(by: error.offset)))
            return nil
        case .success(let expression):
            for name in expression.names where !names.contains(name) {
                let hint = DidYouMean.best(name, in: names).map { "; did you mean '\($0)'?" } ?? " (it may use \(names.map { "'\($0)'" }.joined(separator: " and ")))"
                report(RuleDescription.sizeExpression.finding("\(what): unknown name '\(name)'\(hint)", at: node.mark))
                return nil
            }
            if let bad = expression.constants.first(where: { !NumberRange.length.contains($0) }) {
                report(RuleDescription.invalidValue.finding("\(what): numbers in a size expression must be between 0 and 10000, not \(formatNumber(bad))", at: node.mark))
                return nil
            }
            return Located(expression, at: node.mark)
        }
    }

    mutating func cellKind(_ pair: Node.Pair) -> CellKindSpec? {
        guard let name = pair.key.scalar?.string else { return nil }
        let node = pair.value
        guard let pairs = mapping(node, what: "cell kind '\(name)'") else { return nil }
        checkKeys(pairs, allowed: Schema.cellKind, in: "cell kind '\(name)'")
        var height = Located(CellKindSpec.Height.automatic, at: node.mark)
        if let h = node["height"] {
            if h.scalar?.string == "automatic" {
                height = Located(.automatic, at: h.mark)
            } else if let e = sizeExpression(h, names: ["width"], what: "cell kind '\(name)' height") {
                height = Located(.expression(e.value), at: h.mark)
            }
        }
        let views = node["views"].map { viewList($0, what: "'views'") } ?? []
        var kind = CellKindSpec(name: Located(name, at: pair.key.mark), mark: node.mark, height: height, views: views)
        kind.accessory = node["accessory"].flatMap { accessory($0) }
        if let view = node["accessoryView"] {
            kind.accessoryView = size(view, what: "'accessoryView'")
            if let type = node["accessory"] {
                // UITableViewCell.accessoryView: "the table view cell uses the given view … it
                // ignores the value of the accessoryType property".
                report(RuleDescription.invalidValue.finding("cell kind '\(name)' has both 'accessory' and 'accessoryView': UIKit shows the view and ignores the accessory type; remove one", at: type.mark))
            }
        }
        if let content = node["content"] {
            kind.content = listContent(content, kind: name)
            if let views = node["views"] {
                report(RuleDescription.invalidValue.finding("cell kind '\(name)' has both 'content' and 'views': a content configuration makes the content view's views; remove one", at: views.mark))
            }
            if let config = kind.content {
                kind.views = ListContentViews.views(for: config, besideAccessory: kind.shownAccessory != .none)
            }
        }
        return kind
    }

    /// One of `UITableViewCell.AccessoryType`; a custom view is `accessoryView: WxH`.
    mutating func accessory(_ node: Node) -> Located<CellAccessory>? {
        guard let text = string(node, what: "cell accessory") else { return nil }
        let names = CellAccessory.types.map(\.rawValue)
        guard let value = CellAccessory(rawValue: text), CellAccessory.types.contains(value) else {
            let hint = text == CellAccessory.custom.rawValue ? "; a custom accessory view is 'accessoryView: WxH'"
                : DidYouMean.best(text, in: names).map { "; did you mean '\($0)'?" } ?? " (one of: \(names.joined(separator: ", ")))"
            report(RuleDescription.invalidValue.finding("unknown cell accessory '\(text)'\(hint)", at: node.mark))
            return nil
        }
        return Located(value, at: node.mark)
    }
}
