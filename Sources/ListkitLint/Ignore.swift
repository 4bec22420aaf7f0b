import ListkitSpec
import ListkitYAML

/// One entry of `.listkit.yml`'s `ignore`: findings accepted for a stated reason, by file
/// (globs relative to the configuration's folder), rule and element (an Interface Builder
/// object id, or a spec's view path, which covers the views inside it). What an entry leaves
/// out applies to every file, rule or element. Ignored findings are not reported, but SARIF
/// lists them as suppressed with the reason, and the summary counts them.
///
/// This is how an Interface Builder document's findings are accepted one element at a time:
/// Xcode drops XML comments when it saves, so a suppression comment would not last.
public struct Ignore: Sendable {
    public var paths: [Glob]
    public var rules: [RuleID]
    public var elements: [String]
    public var reason: String
    /// Where the entry is in its configuration.
    public var mark: Mark

    public static let keys = ["paths", "rules", "elements", "reason"]

    /// - Parameters:
    ///   - relative: the file's path from the configuration's folder.
    ///   - element: what the finding is about (`FileElements`), nil when nothing names it.
    public func covers(relative: String, rule: RuleID, element: String?) -> Bool {
        guard rules.isEmpty || rules.contains(rule) else { return false }
        guard paths.isEmpty || paths.contains(where: { $0.matchesItselfOrAFolder(of: relative) }) else { return false }
        guard !elements.isEmpty else { return true }
        guard let element else { return false }
        return elements.contains { element == $0 || element.hasPrefix($0 + "/") }
    }

    /// SARIF's justification: the reason as written.
    public var justification: String { "ignored in .listkit.yml: \(reason)" }
}

extension ConfigurationDecoder {
    /// `ignore: [{ paths: …, rules: …, elements: …, reason: … }]`: a reason is required, and at
    /// least one of the others (an entry that ignores everything is a mistake).
    mutating func ignores(_ node: Node) -> [Ignore] {
        guard let items = node.sequence else {
            report("'ignore' is a list of mappings with 'paths', 'rules', 'elements' and a 'reason', not \(node.kindDescription)", at: node.mark)
            return []
        }
        return items.compactMap { ignore($0) }
    }

    private mutating func ignore(_ node: Node) -> Ignore? {
        guard let pairs = node.mapping else {
            report("an 'ignore' entry is a mapping with 'paths', 'rules', 'elements' and a 'reason', not \(node.kindDescription)", at: node.mark)
            return nil
        }
        var entry = Ignore(paths: [], rules: [], elements: [], reason: "", mark: node.mark)
        // A scope given but wrong (an unknown rule) is reported as that, not as no scope.
        var scoped = false
        for pair in pairs {
            let key = pair.key.scalar?.string ?? ""
            scoped = scoped || ["paths", "rules", "elements"].contains(key)
            switch key {
            case "paths": entry.paths = globs(pair.value, key: key)
            case "rules": entry.rules = ruleIDs(pair.value)
            case "elements": entry.elements = strings(pair.value, key: key).map(\.0)
            case "reason": entry.reason = strings(pair.value, key: key).map(\.0).joined(separator: " ")
            default: unknown(key, at: pair.key.mark, among: Ignore.keys, in: "an 'ignore' entry")
            }
        }
        if entry.reason.allSatisfy(\.isWhitespace) {
            report("an 'ignore' entry needs a 'reason': say why these findings are accepted", at: node.mark)
            return nil
        }
        if entry.paths.isEmpty && entry.rules.isEmpty && entry.elements.isEmpty {
            if scoped { return nil }
            report("an 'ignore' entry needs 'paths', 'rules' or 'elements': without them it ignores every finding", at: node.mark)
            return nil
        }
        return entry
    }

    private mutating func ruleIDs(_ node: Node) -> [RuleID] {
        let known = RuleRegistry.ids
        return strings(node, key: "rules").compactMap { name, mark in
            let id = RuleID(name)
            if known.contains(id) { return id }
            let hint = DidYouMean.best(name, in: known.map(\.rawValue)).map { "; did you mean '\($0)'?" } ?? " (listkit rules lists them)"
            report("unknown rule '\(name)'\(hint)", at: mark)
            return nil
        }
    }
}
