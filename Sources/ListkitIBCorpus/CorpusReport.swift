import ListkitSpec

/// The figures of a corpus run, as text: documents, screens, the share of all visible views
/// within half a point of their saved frames, lint's findings per 100 views, the misses by cause
/// and by repository. Deterministic: the same results give the same text.
public struct CorpusReport: Sendable {
    public var results: [DocumentResult]

    public init(_ results: [DocumentResult]) { self.results = results.sorted { $0.path < $1.path } }

    /// The iOS documents: read, or refused (whose views all count as misses).
    var read: [DocumentResult] {
        results.filter { if case .otherPlatform = $0.kind { return false } else { return true } }
    }
    var views: [ViewOutcome] { read.flatMap(\.views) }
    var misses: [ViewOutcome] { views.filter { $0.cause != nil } }

    /// Views within half a point, and all visible views with saved frames.
    public var within: (count: Int, of: Int) { (views.count - misses.count, views.count) }

    public var text: String {
        var out = documentsLine() + "\n"
        let screens = read.reduce(0) { $0 + $1.screens }
        let (hits, total) = within
        out += "screens: \(screens); visible views with saved frames: \(total)\n"
        out += "within 0.5 pt of IB's saved frame: \(hits) of \(total) (\(Self.percent(hits, total)))\n"
        let findings = read.reduce(into: [String: Int]()) { sum, result in result.findings.forEach { sum[$0.key, default: 0] += $0.value } }
        out += "misplaced-view warnings: \(findings["misplaced-view"] ?? 0) (\(Self.per100(findings["misplaced-view"] ?? 0, total)) per 100 views)\n"
        out += "lint findings by rule (per 100 views):\n"
        for (rule, count) in findings.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
            out += "  \(rule): \(count) (\(Self.per100(count, total)))\n"
        }
        out += screensText()
        out += "misses by cause (\(misses.count)):\n" + causesText()
        out += "by repository (within / views, documents):\n" + repositoriesText()
        out += "by toolsVersion, thousands (within / views):\n" + erasText()
        return out
    }

    /// #29's second measure: the screens of the documents Xcode saved without warnings (no
    /// view marked ambiguous or misplaced) that lint without `misplaced-view`,
    /// `ambiguous-layout`, `unsatisfiable-constraints` or `truncated-text`.
    public var cleanScreens: (count: Int, of: Int) {
        let screens = read.filter { $0.kind == .read && !$0.hasDesignerMarks }.flatMap(\.screenFindings)
        return (screens.filter(\.isEmpty).count, screens.count)
    }

    func screensText() -> String {
        let unmarked = read.filter { $0.kind == .read && !$0.hasDesignerMarks }
        let (clean, total) = cleanScreens
        var out = "documents Xcode saved without warnings (no ambiguous=\"YES\" or misplaced=\"YES\"): \(unmarked.count) of \(read.filter { $0.kind == .read }.count) read\n"
        out += "  their screens without misplaced-view, ambiguous-layout, unsatisfiable-constraints or truncated-text: \(clean) of \(total) (\(Self.percent(clean, total)))\n"
        var byRule: [String: Int] = [:]
        for findings in unmarked.flatMap(\.screenFindings) { for rule in findings { byRule[rule, default: 0] += 1 } }
        for (rule, count) in byRule.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
            out += "    screens with \(rule): \(count)\n"
        }
        let unattributed = unmarked.reduce(0) { $0 + $1.unattributedFindings }
        if unattributed > 0 { out += "    findings of those rules at no screen's element: \(unattributed)\n" }
        return out
    }

    func documentsLine() -> String {
        var others: [String: Int] = [:], refused: [String: Int] = [:]
        for result in results {
            switch result.kind {
            case .read: break
            case .otherPlatform(let platform): others[platform, default: 0] += 1
            case .refused(let why): refused[MissContext.noteKind(why), default: 0] += 1
            }
        }
        let repositories = Set(read.map(\.repository)).count
        let iOS = read.count - refused.values.reduce(0, +)
        var line = "documents: \(results.count); iOS read: \(iOS), from \(repositories) repositories"
        line += "; iOS refused: \(refused.values.reduce(0, +))" + Self.breakdown(refused)
        line += "; other platforms: \(others.values.reduce(0, +))" + Self.breakdown(others)
        return line
    }

    func causesText() -> String {
        var byCause: [MissCause: Int] = [:]
        for miss in misses { byCause[miss.cause!, default: 0] += 1 }
        var out = ""
        for group in MissCause.Group.allCases {
            let inGroup = byCause.filter { $0.key.group == group }
            guard !inGroup.isEmpty else { continue }
            let count = inGroup.values.reduce(0, +)
            out += "  \(count) \(group.rawValue) (\(Self.percent(count, misses.count)))\n"
            for (cause, n) in inGroup.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }) {
                out += "    \(n) \(cause.detail)\n"
            }
        }
        return out
    }

    func repositoriesText() -> String {
        let byRepository = Dictionary(grouping: read, by: \.repository)
        return byRepository.keys.sorted().map { name in
            let views = byRepository[name]!.flatMap(\.views)
            let hits = views.filter { $0.cause == nil }.count
            return "  \(name): \(hits) / \(views.count), \(byRepository[name]!.count)\n"
        }.joined()
    }

    func erasText() -> String {
        let byEra = Dictionary(grouping: read) { $0.toolsVersion.map { $0 / 1000 } ?? -1 }
        return byEra.keys.sorted().map { era in
            let views = byEra[era]!.flatMap(\.views)
            let hits = views.filter { $0.cause == nil }.count
            return "  \(era < 0 ? "none" : String(era)): \(hits) / \(views.count)\n"
        }.joined()
    }

    /// Every miss, one line each: `path:line:col: element 'id' off by N: cause`.
    public var missesText: String {
        read.flatMap { result in
            result.views.compactMap { view -> String? in
                guard let cause = view.cause else { return nil }
                let off = view.offBy.map { " off by " + Self.number($0) } ?? ""
                let frames = view.saved.flatMap { saved in view.solved.map { " (saved \(Self.frame(saved)), listkit \(Self.frame($0)))" } } ?? ""
                return "\(result.path):\(view.mark.line):\(view.mark.column): \(view.element) '\(view.id)'\(off): \(cause)\(frames)\n"
            }
        }.joined()
    }

    /// The text width samples of the iOS documents listkit read, one tab-separated line each
    /// (`scripts/sf_width_fit.py` reads them), with the `toolsVersion` of the document.
    public var textSamplesText: String {
        var out = "path\tid\ttoolsVersion\tpointSize\tweight\tstyle\tscale\tsavedWidth\tmeasuredWidth\ttracking\tcharacters\twidthFollows\theightFollows\tsavedHeight\tmeasuredHeight\tlines\ttext\n"
        for result in read where result.kind == .read {
            for s in result.textSamples {
                let fields: [String] = [s.path, s.id, result.toolsVersion.map(String.init) ?? "", "\(s.pointSize)", s.weight.rawValue,
                                        s.style ?? "", "\(s.scale)", "\(s.savedWidth)", "\(s.measuredWidth)", "\(s.tracking)", "\(s.characters)",
                                        s.widthFollows ? "1" : "0", s.heightFollows ? "1" : "0", "\(s.savedHeight)", "\(s.measuredHeight)", "\(s.lines)",
                                        s.text.replacing("\t", with: " ")]
                out += fields.joined(separator: "\t") + "\n"
            }
        }
        return out
    }

    /// Every finding of #29's second measure in the documents Xcode saved without warnings, one
    /// line each: `path:line:col: rule: message (in screen)`.
    public var countedFindingsText: String {
        read.filter { $0.kind == .read && !$0.hasDesignerMarks }.flatMap { result in
            result.countedFindings.map { screen, finding in
                "\(result.path):\(finding.mark.line):\(finding.mark.column): \(finding.rule.rawValue): \(finding.message) (in \(screen ?? "no screen"))\n"
            }
        }.joined()
    }

    static func frame(_ rect: Rect) -> String {
        [rect.x, rect.y, rect.width, rect.height].map { value in
            let hundredths = Int(finite: (value * 100).rounded()) ?? 0
            let whole = "\(hundredths < 0 ? "-" : "")\(abs(hundredths) / 100)"
            let fraction = abs(hundredths) % 100
            let digits = String(String(fraction + 100).dropFirst())
            return fraction == 0 ? whole : whole + "." + (digits.hasSuffix("0") ? String(digits.dropLast()) : digits)
        }.joined(separator: " ")
    }

    static func breakdown(_ counts: [String: Int]) -> String {
        counts.isEmpty ? "" : " (" + counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.key) \($0.value)" }.joined(separator: ", ") + ")"
    }

    static func percent(_ part: Int, _ whole: Int) -> String {
        whole == 0 ? "–" : number(Double(part) * 100 / Double(whole)) + " %"
    }

    static func per100(_ part: Int, _ whole: Int) -> String {
        whole == 0 ? "–" : number(Double(part) * 100 / Double(whole))
    }

    /// One decimal, without locale: 12.3.
    static func number(_ value: Double) -> String {
        let tenths = Int(finite: (value * 10).rounded()) ?? 0
        return "\(tenths / 10).\(abs(tenths % 10))"
    }
}
