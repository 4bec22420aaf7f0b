import ListkitYAML

/// Reads a spec from a YAML node tree, collecting every schema problem instead of stopping at
/// the first: what cannot be read is left out of the model and reported.
public struct SpecDecoder {
    public private(set) var diagnostics: [Diagnostic] = []
    /// Sections' `cells` the loader handed to a `CellReader`, by the list's mark.
    var readCells: [Mark: CellReader.Batch] = [:]

    public init() {}

    /// Decodes a whole spec. Always returns a model, possibly partial; see `diagnostics`.
    public mutating func decode(_ root: Node) -> Spec {
        let start = Mark(line: 1, column: 1)
        var spec = Spec(screen: Located("", at: root.mark))
        guard let pairs = mapping(root, what: "the spec") else { return spec }
        checkKeys(pairs, allowed: Schema.topLevel, in: "the spec")

        if let version = require("listkit", in: root, what: "the spec", at: start) {
            if version.scalar?.value != .int(1) {
                report(RuleDescription.unsupportedVersion.finding("unsupported format version '\(version.scalar?.string ?? version.kindDescription)': this listkit reads 'listkit: 1'", at: version.mark))
            }
        }
        if let screen = require("screen", in: root, what: "the spec", at: start), let name = string(screen, what: "'screen'") {
            spec.screen = Located(name, at: screen.mark)
        }
        if let device = root["device"] { spec.devices = devices(device) }
        if let os = root["os"], let release = choice(os, UIKitRelease.self, what: "iOS release") {
            spec.os = Located(release, at: os.mark)
        }
        spec.chrome = chrome(root)
        if let views = require("views", in: root, what: "the spec", at: start) {
            spec.views = viewList(views, what: "'views'")
        }
        if let kinds = root["cellKinds"], let kindPairs = mapping(kinds, what: "'cellKinds'") {
            spec.cellKinds = kindPairs.compactMap { cellKind($0) }
        }
        return spec
    }

    // MARK: - Reporting and typed reads shared by the decoding extensions

    mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    mutating func mapping(_ node: Node, what: String) -> [Node.Pair]? {
        if let pairs = node.mapping { return pairs }
        report(RuleDescription.wrongType.finding("\(what) must be a mapping, not \(node.kindDescription)", at: node.mark))
        return nil
    }

    mutating func sequence(_ node: Node, what: String) -> [Node]? {
        if let items = node.sequence { return items }
        report(RuleDescription.wrongType.finding("\(what) must be a list, not \(node.kindDescription)", at: node.mark))
        return nil
    }

    /// Any scalar's text (numbers included), for names and ids.
    mutating func string(_ node: Node, what: String) -> String? {
        guard let scalar = node.scalar, scalar.value != .null else {
            report(RuleDescription.wrongType.finding("\(what) must be a string, not \(node.kindDescription)", at: node.mark))
            return nil
        }
        return scalar.string
    }

    /// `string(node, what:)` with the node's mark.
    mutating func located(_ node: Node, what: String) -> Located<String>? {
        string(node, what: what).map { Located($0, at: node.mark) }
    }

    /// Any finite number (a rule checks its range, as for priorities); see also `number(_:what:in:)`.
    mutating func number(_ node: Node, what: String) -> Double? {
        number(node, what: what, in: NumberRange.finite)
    }

    mutating func bool(_ node: Node, what: String) -> Bool? {
        if case .bool(let b)? = node.scalar?.value { return b }
        let hint = ["yes", "no", "on", "off"].contains(node.scalar?.string.lowercased() ?? "") ? " (write true or false: YAML 1.2 reads '\(node.scalar!.string)' as a string)" : ""
        report(RuleDescription.wrongType.finding("\(what) must be true or false, not \(node.kindDescription)\(hint)", at: node.mark))
        return nil
    }

    /// A value from a closed set, with a did-you-mean.
    mutating func choice<T: RawRepresentable & CaseIterable>(_ node: Node, _ type: T.Type, what: String, rule: RuleDescription = .invalidValue) -> T? where T.RawValue == String {
        guard let text = string(node, what: what) else { return nil }
        if let value = T(rawValue: text) { return value }
        let names = T.allCases.map(\.rawValue)
        let hint = DidYouMean.best(text, in: names).map { "; did you mean '\($0)'?" } ?? " (one of: \(names.joined(separator: ", ")))"
        report(rule.finding("unknown \(what) '\(text)'\(hint)", at: node.mark))
        return nil
    }

    /// A required key's value, or a `missing-key` error at the mapping.
    mutating func require(_ key: String, in node: Node, what: String, at mark: Mark? = nil) -> Node? {
        require(node[key], key, in: node, what: what, at: mark)
    }

    /// `value`, already looked up as `node[key]`, or a `missing-key` error at the mapping.
    mutating func require(_ value: Node?, _ key: String, in node: Node, what: String, at mark: Mark? = nil) -> Node? {
        if let value { return value }
        report(RuleDescription.missingKey.finding("\(what) is missing required key '\(key)'", at: mark ?? node.mark))
        return nil
    }

    /// Reports keys outside `allowed`, suggesting the nearest allowed key, or else the nearest
    /// of `elsewhere` (keys valid in other contexts) with `hint` saying where it belongs.
    mutating func checkKeys(_ pairs: [Node.Pair], allowed: [String], in what: String, elsewhere: [String] = [], hint: (String) -> String? = { _ in nil }) {
        for pair in pairs {
            guard let key = pair.key.scalar?.string else {
                report(RuleDescription.wrongType.finding("keys in \(what) must be strings, not \(pair.key.kindDescription)", at: pair.key.mark))
                continue
            }
            guard !allowed.contains(key) else { continue }
            var message = "unknown key '\(key)' in \(what)"
            if let extra = hint(key) {
                message += " (\(extra))"
            } else if let best = DidYouMean.best(key, in: allowed) {
                message += "; did you mean '\(best)'?"
            } else if let best = DidYouMean.best(key, in: elsewhere), let extra = hint(best) {
                message += "; did you mean '\(best)'? (\(extra))"
            }
            report(RuleDescription.unknownKey.finding(message, at: pair.key.mark))
        }
    }

    // MARK: - Devices

    mutating func devices(_ node: Node) -> [Located<Device>] {
        if let items = node.sequence { return items.compactMap { device($0) } }
        return device(node).map { [$0] } ?? []
    }

    mutating func device(_ node: Node) -> Located<Device>? {
        if node.mapping != nil { return customDevice(node) }
        guard let name = string(node, what: "'device'") else { return nil }
        if let preset = Device.preset(named: name) { return Located(preset, at: node.mark) }
        let names = Device.presets.map(\.name)
        let hint = DidYouMean.best(name, in: names).map { "; did you mean '\($0)'?" }
            ?? " (presets: \(Device.familyNames.joined(separator: ", ")), their models and '-landscape' variants; or {width, height, safeArea, scale})"
        report(RuleDescription.unknownDevice.finding("unknown device '\(name)'\(hint)", at: node.mark))
        return nil
    }

    mutating func customDevice(_ node: Node) -> Located<Device>? {
        let pairs = node.mapping ?? []
        checkKeys(pairs, allowed: Schema.customDevice, in: "a custom device")
        let name = node["name"].flatMap { string($0, what: "a device's 'name'") } ?? "custom"
        // Each part is checked even when another is wrong: every finding is reported.
        let w = require("width", in: node, what: "a custom device").flatMap { number($0, what: "a device's 'width'", in: NumberRange.deviceSide) }
        let h = require("height", in: node, what: "a custom device").flatMap { number($0, what: "a device's 'height'", in: NumberRange.deviceSide) }
        let insetsNode = node["safeArea"]
        let safeArea = insetsNode.map { insets($0, what: "'safeArea'") } ?? Insets()
        let scale = node["scale"].map { deviceScale($0) } ?? Device.defaultScale
        let idiom = node["idiom"].flatMap { choice($0, Device.Idiom.self, what: "device idiom") }
        guard let w, let h else { return nil }
        if let insetsNode { checkFits(safeArea, in: insetsNode, width: w, height: h, what: "'safeArea'") }
        return Located(Device(name: name, width: w, height: h, safeArea: safeArea, scale: scale, idiom: idiom), at: node.mark)
    }

    /// `scale: 2` or `3` (@2x, @3x); anything else is reported and the default used.
    mutating func deviceScale(_ node: Node) -> Int {
        guard let n = number(node, what: "a device's 'scale'") else { return Device.defaultScale }
        guard let scale = Device.scales.first(where: { Double($0) == n }) else {
            report(RuleDescription.invalidValue.finding("a device's 'scale' must be 2 or 3 (@2x or @3x), not \(formatNumber(n))", at: node.mark))
            return Device.defaultScale
        }
        return scale
    }

    /// A number for all four sides, or {top, left, bottom, right}; each in `NumberRange.length`.
    mutating func insets(_ node: Node, what: String, in range: ClosedRange<Double> = NumberRange.length) -> Insets {
        let s = fourSides(node, keys: Schema.insets, what: what, in: range)
        return Insets(top: s[0], left: s[1], bottom: s[2], right: s[3])
    }

    /// One number for all four sides, or a mapping of the four `keys` (each 0 when left out),
    /// in the keys' order; each in `range`.
    mutating func fourSides(_ node: Node, keys: [String], what: String, in range: ClosedRange<Double> = NumberRange.length) -> [Double] {
        if node.scalar != nil {
            return Array(repeating: number(node, what: what, in: range) ?? 0, count: keys.count)
        }
        guard let pairs = mapping(node, what: what) else { return Array(repeating: 0, count: keys.count) }
        checkKeys(pairs, allowed: keys, in: what)
        return keys.map { key in node[key].flatMap { number($0, what: "\(what).\(key)", in: range) } ?? 0 }
    }
}
