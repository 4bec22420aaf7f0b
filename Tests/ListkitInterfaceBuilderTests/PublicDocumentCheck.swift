import Foundation
import ListkitInterfaceBuilder
import ListkitLayout
import ListkitSpec
import Testing

/// A check against public Interface Builder files, run by hand (outside `make test`; their licences
/// vary, so none is committed): `LISTKIT_IB_CHECK_DIR=/path/to/files swift test --filter
/// PublicDocumentCheck`. For every screen listkit can express, each visible, determined view's
/// solved frame is compared with the frame IB saved; the summary says how many match within 0.5 pt,
/// and why screens were not compared.
@Suite struct PublicDocumentCheck {
    static let directory = ProcessInfo.processInfo.environment["LISTKIT_IB_CHECK_DIR"]

    @Test(.enabled(if: directory != nil)) func savedFramesOfPublicDocuments() throws {
        let folder = URL(fileURLWithPath: Self.directory!)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter(IBSpecLoader.isDocumentName).sorted()
        var tally = Tally()
        for name in names {
            let bytes = Array(try Data(contentsOf: folder.appendingPathComponent(name)))
            guard case .success(let document) = IBDocument.read(bytes) else { tally.unreadable += 1; continue }
            tally.documents += 1
            for screen in document.screens() { tally.check(screen, file: name) }
        }
        print(tally.summary)
    }

    struct Tally {
        var unreadable = 0, documents = 0, screens = 0, compared = 0, conflicted = 0, views = 0, within = 0, reported = 0
        var skipReasons: [String: Int] = [:]
        var misses: [String] = []

        mutating func check(_ screen: IBScreen, file: String) {
            screens += 1
            guard !screen.affectsLayout, let device = screen.spec.designDevice else {
                for note in screen.notes where note.affectsLayout { skipReasons[Self.reason(note.message), default: 0] += 1 }
                return
            }
            let outcome = LayoutEngine(spec: screen.spec).layout(on: device)
            if outcome.findings.contains(where: { $0.kind == .unsatisfiableConstraints }) { conflicted += 1; return }
            compared += 1
            let ambiguous = Set(outcome.findings.filter { $0.kind == .ambiguousLayout }.map(\.mark))
            let solved = outcome.result.framesByID
            var warnings: [Diagnostic] = []
            MisplacedViewRule().check(LintContext(spec: screen.spec), into: &warnings)
            reported += warnings.count
            var pending = screen.spec.views
            while let view = pending.popLast() {
                pending += view.children
                guard let saved = view.savedFrame, !view.hidden, !ambiguous.contains(view.mark), let frame = solved[view.id.value] else { continue }
                views += 1
                let worst = max(abs(saved.x - frame.x), abs(saved.y - frame.y), abs(saved.width - frame.width), abs(saved.height - frame.height))
                if worst <= 0.5 { within += 1 } else {
                    misses.append("\(file):\(view.mark) \(view.type.value.rawValue) '\(view.id.value)' off by \(String(format: "%.2f", worst))")
                }
            }
        }

        static func reason(_ message: String) -> String {
            if let range = message.range(of: "attribute '") { return "attribute " + message[range.upperBound...].prefix { $0 != "'" } }
            if message.hasPrefix("'") { return String(message.prefix { $0 != ":" }) }
            return String(message.prefix(60))
        }

        var summary: String {
            var out = "IB check: \(documents) documents (\(unreadable) unreadable), \(screens) screens; \(compared) compared, \(conflicted) with conflicts, \(screens - compared - conflicted) skipped\n"
            out += "views compared: \(views); within 0.5 pt: \(within); misplaced-view warnings (text tolerance): \(reported)\n"
            out += "why screens were skipped (notes that change frames):\n"
            for (reason, count) in skipReasons.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }) { out += "  \(count)× \(reason)\n" }
            out += "misses:\n" + misses.map { "  \($0)\n" }.joined()
            return out
        }
    }
}

