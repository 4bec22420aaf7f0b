import ListkitInterfaceBuilder
import ListkitLayout
import ListkitSpec
import ListkitYAML

/// Lint's layout findings per screen, for #29's second measure: of the screens of documents
/// Xcode saved without warnings of its own, how many lint without a finding IB would not show.
/// A finding belongs to the screen whose elements hold its mark (a view, a constraint, the
/// screen's own element).
struct ScreenFindings {
    /// The rules the measure counts: what Xcode shows no warning for in a document it saved
    /// without ambiguous or misplaced marks.
    static let rules: Set<String> = [RuleID.misplacedView, .ambiguousLayout, .unsatisfiableConstraints, .truncatedText].map(\.rawValue).reduce(into: Set<String>()) { $0.insert($1) }

    /// Each screen's index by the marks of the elements under its container (and the
    /// container's own element and the spec's screen mark).
    let screenByMark: [Mark: Int]
    let count: Int

    init(screens: [IBScreen], signals: DocumentSignals) {
        var byMark: [Mark: Int] = [:]
        for (index, screen) in screens.enumerated() {
            byMark[screen.spec.screen.mark] = byMark[screen.spec.screen.mark] ?? index
            for top in screen.spec.views {
                guard let container = signals.elements[top.mark] else { continue }
                for element in [container] + container.descendants() where byMark[element.mark] == nil { byMark[element.mark] = index }
            }
        }
        screenByMark = byMark
        count = screens.count
    }

    /// The counted rules reported in each screen, and how many counted findings are at no
    /// screen's element.
    func attribute(_ findings: [Diagnostic]) -> (screens: [Set<String>], unattributed: Int) {
        var screens = Array(repeating: Set<String>(), count: count)
        var unattributed = 0
        for finding in findings where Self.rules.contains(finding.rule.rawValue) {
            if let index = screenByMark[finding.mark] { screens[index].insert(finding.rule.rawValue) } else { unattributed += 1 }
        }
        return (screens, unattributed)
    }
}
