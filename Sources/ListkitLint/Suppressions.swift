import ListkitRender
import ListkitSpec
import ListkitYAML

/// Inline suppressions: YAML comments that switch rules off for some lines.
///
///     # listkit:disable-next-line truncated-text, zero-size
///     - { id: title, type: label, text: "A long name" }   # listkit:disable-line zero-size
///     # listkit:disable view-off-screen
///     …
///     # listkit:enable view-off-screen
///
/// `all` stands for every rule. A `disable` without its `enable` lasts to the end of the file.
/// Unknown directives and rule ids are `invalid-suppression` errors (with a did-you-mean);
/// with `--strict`, a suppression that suppresses nothing is an `unused-suppression` warning.
public struct Suppressions {
    public enum Directive: String, CaseIterable {
        case disableNextLine = "disable-next-line", disableLine = "disable-line", disable, enable
    }

    /// One comment's rules over a range of lines.
    public struct Entry {
        public var directive: Directive
        public var rules: [RuleID]
        /// Where the comment is (for unused and invalid reports).
        public var mark: Mark
        public var lines: ClosedRange<Int>
        public var used = false

        public func covers(_ d: Diagnostic) -> Bool {
            (lines.contains(d.mark.line) || d.related.contains { $0.isTrigger && lines.contains($0.mark.line) })
                && rules.contains { $0 == Suppressions.all || $0 == d.rule }
        }
    }

    /// Not a rule: the word for every rule.
    public static let all = RuleID(rawValue: "all")
    public static let prefix = "listkit:"

    public private(set) var entries: [Entry] = []
    /// The findings `filter` removed.
    public private(set) var suppressed: [SuppressedFinding] = []
    /// Malformed comments, as `invalid-suppression` findings.
    public private(set) var problems: [Diagnostic] = []

    /// Reads every `# listkit:` comment of a source.
    /// - Complexity: O(n) in the source's length.
    public init(source: SourceText, path: String, knownRules: [RuleID]) {
        var open: [RuleID: (mark: Mark, index: Int)] = [:]
        // A comment needs the prefix on its line: only those lines are decoded and parsed.
        for lineNumber in source.lineNumbers(containing: Array(Self.prefix.utf8)) {
            guard let line = source.line(lineNumber), let comment = Self.comment(in: line) else { continue }
            let mark = Mark(line: lineNumber, column: comment.column)
            guard let (directive, rules) = parse(comment.text, at: mark, path: path, knownRules: knownRules) else { continue }
            switch directive {
            case .disableNextLine:
                entries.append(Entry(directive: directive, rules: rules, mark: mark, lines: (lineNumber + 1)...(lineNumber + 1)))
            case .disableLine:
                entries.append(Entry(directive: directive, rules: rules, mark: mark, lines: lineNumber...lineNumber))
            case .disable:
                for rule in rules where open[rule] == nil {
                    open[rule] = (mark, entries.count)
                    entries.append(Entry(directive: directive, rules: [rule], mark: mark, lines: lineNumber...Int.max))
                }
            case .enable:
                for rule in rules {
                    guard let (_, index) = open.removeValue(forKey: rule) else {
                        problems.append(RuleDescription.invalidSuppression.finding("'listkit:enable \(rule)' has no 'listkit:disable \(rule)' before it", at: mark, path: path))
                        continue
                    }
                    entries[index].lines = entries[index].lines.lowerBound...lineNumber
                }
            }
        }
    }

    /// Removes the findings a suppression covers, marking those suppressions used; what they
    /// removed is in `suppressed`, with the comment that did.
    public mutating func filter(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        guard !entries.isEmpty else { return diagnostics }
        return diagnostics.filter { d in
            var by: Entry?
            for i in entries.indices where entries[i].covers(d) {
                entries[i].used = true
                by = by ?? entries[i]
            }
            guard let by else { return true }
            let rules = by.rules.map(\.rawValue).joined(separator: ", ")
            suppressed.append(SuppressedFinding(d, Suppression(.inSource, justification: "listkit:\(by.directive.rawValue) \(rules) at line \(by.mark.line)")))
            return false
        }
    }

    /// Suppressions that covered no finding.
    public func unused(path: String) -> [Diagnostic] {
        entries.filter { !$0.used }.map { entry in
            let rules = entry.rules.map(\.rawValue).joined(separator: ", ")
            return RuleDescription.unusedSuppression.finding("'listkit:\(entry.directive.rawValue) \(rules)' suppresses nothing; remove it",
                                                             at: entry.mark, path: path)
        }
    }

    /// The text after `#` of a `# listkit:…` comment on a line, and the column of its `#`.
    /// A `#` starts a comment at the line's start or after a space or tab, outside quotes.
    public static func comment(in line: String) -> (text: Substring, column: Int)? {
        guard line.contains(prefix) else { return nil }
        var quote: Character?
        var previous: Character = " "
        var column = 0
        for (index, char) in zip(line.indices, line) {
            column += 1
            defer { previous = char }
            if let q = quote {
                if char == q { quote = nil }
                continue
            }
            if (char == "\"" || char == "'") && " \t[{,:-".contains(previous) { quote = char; continue }
            guard char == "#", previous == " " || previous == "\t" || column == 1 else { continue }
            let body = line[line.index(after: index)...].drop { $0 == " " || $0 == "\t" }
            return body.hasPrefix(prefix) ? (body.dropFirst(prefix.count), column) : nil
        }
        return nil
    }

    private mutating func parse(_ text: Substring, at mark: Mark, path: String, knownRules: [RuleID]) -> (Directive, [RuleID])? {
        let name = text.prefix { !$0.isWhitespace }
        guard let directive = Directive(rawValue: String(name)) else {
            let names = Directive.allCases.map(\.rawValue)
            let hint = DidYouMean.best(String(name), in: names).map { "; did you mean '\($0)'?" } ?? " (one of: \(names.joined(separator: ", ")))"
            problems.append(RuleDescription.invalidSuppression.finding("unknown suppression 'listkit:\(name)'\(hint)", at: mark, path: path))
            return nil
        }
        let list = text.dropFirst(name.count).split { $0 == "," || $0 == " " || $0 == "\t" }.map(String.init)
        if list.isEmpty {
            problems.append(RuleDescription.invalidSuppression.finding("'listkit:\(name)' names no rule; write the rule ids (or 'all') after it", at: mark, path: path))
            return nil
        }
        var rules: [RuleID] = []
        for rule in list {
            let id = RuleID(rule)
            if id == Self.all || knownRules.contains(id) { rules.append(id); continue }
            let hint = DidYouMean.best(rule, in: knownRules.map(\.rawValue)).map { "; did you mean '\($0)'?" } ?? " (listkit rules lists them)"
            problems.append(RuleDescription.invalidSuppression.finding("unknown rule '\(rule)' in 'listkit:\(name)'\(hint)", at: mark, path: path))
        }
        return rules.isEmpty ? nil : (directive, rules)
    }
}
