import ListkitSpec
import ListkitYAML

/// A `.listkit.yml`: which files a directory walk lints, the devices and directions to check,
/// and each rule's severity (or `off`) and options. See docs/configuration.md.
public struct LintConfiguration: Sendable {
    /// How a rule is configured.
    public struct RuleSetting: Sendable, Equatable {
        /// nil: the rule is off.
        public var severity: Diagnostic.Severity?
        /// `truncated-text: { intended: true }` reports labels that truncate by design too, and
        /// Interface Builder sample texts (`ViewSpec.textIsSample`) cut for their length.
        public var reportsIntended = false
    }

    /// The file it was read from (nil: the defaults).
    public var path: String?
    /// The folder include and exclude globs are relative to.
    public var baseDirectory: String
    public var include: [Glob] = []
    public var exclude: [Glob] = []
    /// Devices every spec is laid out on instead of its own `device` list (nil: the spec's).
    public var devices: [Device]?
    public var rtl = false
    /// Dynamic Type sizes to check text at (`--text-size` overrides them).
    public var textSizes: [String] = []
    /// Font files and folders (`fonts:`, relative to the configuration's folder): SF Pro's files
    /// for the system font, an app's fonts outside its repository (`BundledFonts`).
    public var fonts: [String] = []
    /// The iOS release specs and documents that name none are laid out for (`os: ios18`;
    /// `--os` overrides it; nil: the newest iOS of the device, `UIKitRelease.default`).
    public var os: UIKitRelease?
    public var rules: [RuleID: RuleSetting] = [:]
    /// Findings accepted by file, rule and element, each for a reason (`Ignore`).
    public var ignores: [Ignore] = []

    public static let fileNames = [".listkit.yml", ".listkit.yaml"]
    public static let keys = ["include", "exclude", "devices", "rtl", "textSizes", "fonts", "os", "rules", "ignore"]
    public static let ruleKeys = ["severity", "intended"]
    /// Dynamic Type sizes, by `ContentSizeCategory`'s names (`--text-size`'s).
    public static let textSizeNames = ContentSizeCategory.allCases.map(\.rawValue)

    public static func defaults(baseDirectory: String) -> LintConfiguration {
        LintConfiguration(path: nil, baseDirectory: baseDirectory)
    }

    /// The severity a finding of this rule gets (nil: off), given the rule's own.
    public func severity(of rule: RuleID, default severity: Diagnostic.Severity) -> Diagnostic.Severity? {
        guard let setting = rules[rule] else { return severity }
        return setting.severity
    }

    /// The ignore that covers a finding in the file at `path` (absolute, or relative to the
    /// working directory), or nil.
    public func ignore(covering d: Diagnostic, path: String, element: () -> String?) -> Ignore? {
        guard !ignores.isEmpty else { return nil }
        let relative = ConfigurationFinder.relative(path, to: baseDirectory) ?? path
        let named = ignores.contains { !$0.elements.isEmpty } ? element() : nil
        return ignores.first { $0.covers(relative: relative, rule: d.rule, element: named) }
    }

    public var reportsIntendedTruncation: Bool { rules[.truncatedText]?.reportsIntended ?? false }

    /// Whether a file found by walking a directory is linted: under an include glob (when there
    /// are any) and under no exclude glob. `relative` is the file's path from `baseDirectory`;
    /// `root` the walked directory's: a glob that covers the directory the user named does not
    /// filter inside it (naming an excluded folder lints it).
    public func selects(relative: String, root: String?) -> Bool {
        func coversRoot(_ glob: Glob) -> Bool { root.map(glob.matchesItselfOrAFolder(of:)) ?? false }
        if !include.isEmpty, !include.contains(where: { $0.matchesItselfOrAFolder(of: relative) || coversRoot($0) }) { return false }
        return !exclude.contains { $0.matchesItselfOrAFolder(of: relative) && !coversRoot($0) }
    }
}

/// Reads a `.listkit.yml`, reporting every problem (with a did-you-mean) as a `config` finding.
public struct ConfigurationDecoder {
    public var diagnostics: [Diagnostic] = []
    public let path: String

    public init(path: String) { self.path = path }

    public mutating func decode(_ bytes: [UInt8], baseDirectory: String) -> LintConfiguration {
        var config = LintConfiguration(path: path, baseDirectory: baseDirectory)
        let root: Node
        do {
            root = try YAMLLoader().load(bytes)
        } catch {
            if error.kind == .empty { return config }
            report(error.message, at: error.mark)
            return config
        }
        if case .scalar(let s) = root.content, s.value == .null { return config }
        guard let pairs = root.mapping else {
            report("a configuration is a mapping of \(LintConfiguration.keys.joined(separator: ", ")), not \(root.kindDescription)", at: root.mark)
            return config
        }
        for pair in pairs {
            let key = pair.key.scalar?.string ?? ""
            switch key {
            case "include": config.include = globs(pair.value, key: key)
            case "exclude": config.exclude = globs(pair.value, key: key)
            case "devices": config.devices = devices(pair.value)
            case "rtl": config.rtl = bool(pair.value, key: key) ?? false
            case "textSizes": config.textSizes = names(pair.value, key: key, allowed: LintConfiguration.textSizeNames, what: "text size")
            case "fonts": config.fonts = fontPaths(pair.value, baseDirectory: baseDirectory)
            case "os": config.os = os(pair.value)
            case "rules": config.rules = rules(pair.value)
            case "ignore": config.ignores = ignores(pair.value)
            default: unknown(key, at: pair.key.mark, among: LintConfiguration.keys, in: "the configuration")
            }
        }
        return config
    }

    public mutating func report(_ message: String, at mark: Mark) {
        diagnostics.append(RuleDescription.config.finding(message, at: mark, path: path))
    }

    public mutating func unknown(_ key: String, at mark: Mark, among keys: [String], in place: String) {
        let hint = DidYouMean.best(key, in: keys).map { "; did you mean '\($0)'?" } ?? " (known: \(keys.joined(separator: ", ")))"
        report("unknown key '\(key)' in \(place)\(hint)", at: mark)
    }

    /// A list of strings, or one string.
    public mutating func strings(_ node: Node, key: String) -> [(String, Mark)] {
        let items = node.sequence ?? [node]
        var result: [(String, Mark)] = []
        for item in items {
            guard let scalar = item.scalar, scalar.value != .null, item.sequence == nil else {
                report("'\(key)' takes strings, not \(item.kindDescription)", at: item.mark)
                continue
            }
            result.append((scalar.string, item.mark))
        }
        return result
    }

    public mutating func globs(_ node: Node, key: String) -> [Glob] {
        strings(node, key: key).compactMap { text, mark in
            if text.hasPrefix("/") {
                report("'\(key)' globs are relative to the configuration's folder; '\(text)' is absolute", at: mark)
                return nil
            }
            return Glob(text)
        }
    }

    /// `fonts:` paths, absolute (relative ones are the configuration folder's); one that is not
    /// there is reported, and left out.
    public mutating func fontPaths(_ node: Node, baseDirectory: String) -> [String] {
        strings(node, key: "fonts").compactMap { text, mark in
            let path = text.hasPrefix("/") ? text : baseDirectory + "/" + text
            guard case .success = FileKind.of(Array(path.utf8), following: true) else {
                report("'fonts' names '\(text)', which is not there (a font file or a folder of them, relative to the configuration's folder)", at: mark)
                return nil
            }
            return path
        }
    }

    public mutating func names(_ node: Node, key: String, allowed: [String], what: String) -> [String] {
        strings(node, key: key).compactMap { text, mark in
            if allowed.contains(text) { return text }
            let hint = DidYouMean.best(text, in: allowed).map { "; did you mean '\($0)'?" } ?? " (one of: \(allowed.joined(separator: ", ")))"
            report("unknown \(what) '\(text)'\(hint)", at: mark)
            return nil
        }
    }

    public mutating func devices(_ node: Node) -> [Device]? {
        let names = self.names(node, key: "devices", allowed: Device.presets.map(\.name), what: "device")
        let devices = names.compactMap(Device.preset(named:))
        return devices.isEmpty ? nil : devices
    }

    /// `os: ios18` or `ios26`, with a did-you-mean.
    public mutating func os(_ node: Node) -> UIKitRelease? {
        let allowed = UIKitRelease.allCases.map(\.rawValue)
        guard let text = node.scalar?.string, node.scalar?.value != .null else {
            report("'os' takes an iOS release (\(allowed.joined(separator: ", "))), not \(node.kindDescription)", at: node.mark)
            return nil
        }
        if let release = UIKitRelease(rawValue: text) { return release }
        let hint = DidYouMean.best(text, in: allowed).map { "; did you mean '\($0)'?" } ?? " (one of: \(allowed.joined(separator: ", ")))"
        report("unknown iOS release '\(text)'\(hint)", at: node.mark)
        return nil
    }

    public mutating func bool(_ node: Node, key: String) -> Bool? {
        if case .scalar(let s) = node.content, case .bool(let b) = s.value { return b }
        report("'\(key)' must be true or false, not \(node.kindDescription)", at: node.mark)
        return nil
    }

    /// `rule-id: off | error | warning | info`, or `rule-id: { severity: …, option: … }`.
    public mutating func rules(_ node: Node) -> [RuleID: LintConfiguration.RuleSetting] {
        guard let pairs = node.mapping else {
            report("'rules' is a mapping of rule ids to off, error, warning or info, not \(node.kindDescription)", at: node.mark)
            return [:]
        }
        var result: [RuleID: LintConfiguration.RuleSetting] = [:]
        let known = RuleRegistry.ids
        for pair in pairs {
            let name = pair.key.scalar?.string ?? ""
            let id = RuleID(name)
            guard let description = RuleRegistry.description(of: id) else {
                let hint = DidYouMean.best(name, in: known.map(\.rawValue)).map { "; did you mean '\($0)'?" } ?? " (listkit rules lists them)"
                report("unknown rule '\(name)'\(hint)", at: pair.key.mark)
                continue
            }
            if let setting = ruleSetting(pair.value, rule: id, default: description.severity) { result[id] = setting }
        }
        return result
    }

    public mutating func ruleSetting(_ node: Node, rule: RuleID, default severity: Diagnostic.Severity) -> LintConfiguration.RuleSetting? {
        if node.scalar != nil { return level(node, rule: rule).map { LintConfiguration.RuleSetting(severity: $0) } }
        guard let pairs = node.mapping else {
            report("rule '\(rule)' takes off, error, warning or info, or a mapping with 'severity' and its options", at: node.mark)
            return nil
        }
        let allowed = ["severity"] + (RuleRegistry.description(of: rule)?.options ?? [])
        var setting = LintConfiguration.RuleSetting(severity: severity)
        for pair in pairs {
            let key = pair.key.scalar?.string ?? ""
            switch key {
            case "severity" where allowed.contains(key):
                if let level = level(pair.value, rule: rule) { setting.severity = level }
            case "intended" where allowed.contains(key):
                setting.reportsIntended = bool(pair.value, key: "intended") ?? false
            default:
                if allowed.count == 1 {
                    report("unknown key '\(key)' in rule '\(rule)': it has no options, only 'severity'", at: pair.key.mark)
                } else {
                    unknown(key, at: pair.key.mark, among: allowed, in: "rule '\(rule)'")
                }
            }
        }
        return setting
    }

    /// `off`, or a severity. YAML 1.2 reads `off` as a string, so no quoting is needed.
    public mutating func level(_ node: Node, rule: RuleID) -> Diagnostic.Severity?? {
        let levels = ["off", "error", "warning", "info"]
        guard let text = node.scalar?.string, levels.contains(text) else {
            let text = node.scalar?.string ?? node.kindDescription
            let guess = DidYouMean.best(text, in: levels) ?? levels.first { !text.isEmpty && $0.hasPrefix(text) }
            let hint = guess.map { "; did you mean '\($0)'?" } ?? " (off, error, warning or info)"
            report("unknown severity '\(text)' for rule '\(rule)'\(hint)", at: node.mark)
            return nil
        }
        return .some(text == "off" ? nil : Diagnostic.Severity(rawValue: text))
    }
}
