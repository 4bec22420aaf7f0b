import Foundation
import ListkitLayout
import ListkitSpec
import ListkitTestSupport
import Testing
@testable import ListkitReview

/// What a review finds in the two reference pairs, and in pairs made for one behaviour each:
/// outlines, words, stages, findings, screens added and removed, versions that do not load.
@Suite struct ReviewModelTests {
    static func outline(_ screen: ScreenReview, _ id: String, device: Int = 0) -> Outline? {
        screen.devices[device].outlines.first { screen.viewIDs[$0.view] == id }
    }

    @Test func specPairOutlinesTheInsertTheMoveAndTheMovedHeading() throws {
        let menu = try ReviewFixtures.referenceReview().files[0].screens[0]
        #expect(menu.status == .changed)
        #expect(menu.devices.map(\.device.name) == ["iphone-15"])
        let tempura = try #require(Self.outline(menu, "dishes/mains/tempura"))
        #expect(tempura.kind == .added && tempura.old == nil && tempura.new != nil)
        let curry = try #require(Self.outline(menu, "dishes/mains/curry"))
        #expect(curry.kind == .moved && curry.old != nil && curry.new != nil)
        #expect(curry.new!.y < curry.old!.y)
        // Cells that only shifted are not outlined; the heading and the table moved.
        #expect(Self.outline(menu, "dishes/mains/udon") == nil)
        #expect(Self.outline(menu, "heading")?.kind == .moved)
        let heading = try #require(menu.notes.first { $0.name == "heading" })
        #expect(heading.kind == .moved)
        #expect(heading.lines == [
            "constraint top == safeArea.top + 8 → top == safeArea.top + 24 (constant 8 → 24)",
            "on iphone-15: moved from (16, 67) to (16, 83)",
        ])
    }

    @Test func specPairStepsThroughTheChangesetsStages() throws {
        let menu = try ReviewFixtures.referenceReview().files[0].screens[0]
        let list = try #require(menu.lists.first)
        #expect(list.id == "dishes" && list.oldCount == 4 && list.newCount == 5)
        #expect(list.stages.map(\.title) == ["before", "stage 1 of 1: 1 insert, 1 move"])
        #expect(list.stages[0].rows.contains(.cell(id: "curry", path: "[0,3]", mark: .moving)))
        #expect(list.stages[1].rows.contains(.cell(id: "tempura", path: "[0,2]", mark: .inserted)))
        #expect(list.stages[1].rows.contains(.cell(id: "curry", path: "[0,0]", mark: .moved)))
    }

    @Test func storyboardPairOutlinesTheMovedButtonAndTheNewLabel() throws {
        let login = try ReviewFixtures.referenceReview().files[1].screens[0]
        #expect(login.name == "SignIn (vco-lg-001)" && login.status == .changed)
        let button = try #require(Self.outline(login, "button_btn_lg_001"))
        #expect(button.kind == .moved)
        #expect(abs(button.old!.y - 119.33) < 0.01 && abs(button.new!.y - 159.33) < 0.01)
        let label = try #require(Self.outline(login, "label_lab_lg_002"))
        #expect(label.kind == .added && label.old == nil)
        #expect(login.notes.map(\.name) == ["label_lab_lg_002", "button_btn_lg_001"])
        #expect(login.notes[0].lines.first == "added: a label")
    }

    /// Properties compared as the spec format writes them: a text edited in place is a
    /// `changed` view; a label turned button says which keys came and went.
    @Test func propertiesInWords() throws {
        let edited = ReviewBuilder().review([ReviewFixtures.input("note.yaml", oldText: ReviewFixtures.labelSpec(text: "Hi", lines: 1),
                                                                  newText: ReviewFixtures.labelSpec(text: "Ho", lines: 1))])
        let screen = edited.screens[0]
        #expect(screen.notes.map(\.lines) == [["text: \"Hi\" → \"Ho\""]])
        #expect(screen.notes.first?.kind == .changed && Self.outline(screen, "note")?.kind == .changed)
        let versions = packageRoot.appendingPathComponent("specs/versions")
        let review = ReviewBuilder().review([ReviewInput(
            path: "reviews.yaml", old: Array(try Data(contentsOf: versions.appendingPathComponent("reviews-v1.yaml"))),
            new: Array(try Data(contentsOf: versions.appendingPathComponent("reviews-v2.yaml"))),
            configuration: .defaults(baseDirectory: versions.path))])
        let title = try #require(review.screens[0].notes.first { $0.name == "title" })
        #expect(title.lines.contains("title: \"Kaminarimon\" (was not set)"))
        #expect(title.lines.contains("text: \"Kaminarimon\" (no longer set)"))
        #expect(title.lines.contains("font: title2 (no longer set)"))
    }

    @Test func findingsAreNewFixedOrUnchangedByRuleMessageAndView() throws {
        let fits = ReviewFixtures.labelSpec(text: "Hi", lines: 1)
        let cut = ReviewFixtures.labelSpec(text: "A sentence far too long for one line of 120 points", lines: 1)
        let worse = ReviewBuilder().review([ReviewFixtures.input("note.yaml", oldText: fits, newText: cut)])
        let finding = try #require(worse.screens[0].findings.first)
        #expect(finding.status == .new && finding.rule == "truncated-text" && finding.severity == .error)
        #expect(finding.view.map { worse.screens[0].viewIDs[$0] } == "note")
        #expect(worse.counts.newErrors == 1)
        let better = ReviewBuilder().review([ReviewFixtures.input("note.yaml", oldText: cut, newText: fits)])
        #expect(better.screens[0].findings.map(\.status) == [.fixed])
        #expect(better.counts.newErrors == 0 && better.counts.fixedFindings == 1)
        let same = ReviewBuilder().review([ReviewFixtures.input("note.yaml", oldText: cut, newText: cut + "# edited\n")])
        #expect(same.screens[0].findings.map(\.status) == [.unchanged])
        #expect(same.screens[0].status == .unchanged)
    }

    @Test func screensAddedRemovedAndVersionsThatDoNotLoad() throws {
        let spec = ReviewFixtures.labelSpec(text: "Hi")
        let added = ReviewBuilder().review([ReviewFixtures.input("a.yaml", oldText: nil, newText: spec)])
        #expect(added.screens.map(\.status) == [.added])
        #expect(added.screens[0].devices[0].old == nil && added.screens[0].devices[0].outlines.isEmpty)
        let removed = ReviewBuilder().review([ReviewFixtures.input("a.yaml", oldText: spec, newText: nil)])
        #expect(removed.screens.map(\.status) == [.removed])
        let broken = ReviewBuilder().review([ReviewFixtures.input("a.yaml", oldText: spec, newText: "listkit: 1\nscreen: [\n")])
        #expect(broken.files[0].failures.count == 1)
        #expect(broken.files[0].failures[0].hasPrefix("new: a.yaml:"))
        #expect(broken.counts.failures == 1 && broken.screens.map(\.status) == [.removed])
        let renamed = ReviewBuilder().review([ReviewFixtures.input("a.yaml", oldText: spec, newText: ReviewFixtures.labelSpec(screen: "Other", text: "Hi"))])
        #expect(renamed.screens.map(\.name) == ["Other", "Note"])
        #expect(renamed.screens.map(\.status) == [.added, .removed])
    }

    /// 10,000 cells, one inserted in the middle: each step shows the insert with its context
    /// and counts the rest, never every cell.
    @Test func largeListsShowTheChangedRegionWithContext() throws {
        func spec(inserting: Bool) -> String {
            var cells = (0..<10_000).map { "          - { id: c\($0), kind: K, title: \"Cell \($0)\" }" }
            if inserting { cells.insert("          - { id: new, kind: K, title: New }", at: 5_000) }
            return """
            listkit: 1
            screen: Big
            views:
              - id: list
                type: table
                layout: [ top == safeArea.top, horizontal == parent, bottom == safeArea.bottom ]
                sections:
                  - id: s
                    cells:
            \(cells.joined(separator: "\n"))
            cellKinds:
              K: { height: 44 }

            """
        }
        let review = ReviewBuilder().review([ReviewFixtures.input("big.yaml", oldText: spec(inserting: false), newText: spec(inserting: true))])
        let list = try #require(review.screens.first?.lists.first)
        let after = try #require(list.stages.last)
        #expect(after.rows.count == 1 + 2 * ListStages.context + 1 + 2)
        #expect(after.rows.contains(.cell(id: "new", path: "[0,5000]", mark: .inserted)))
        let gaps = after.rows.reduce(0) { if case .gap(let n) = $1 { $0 + n } else { $0 } }
        #expect(gaps == 10_001 - 1 - 2 * ListStages.context)
        #expect(list.stages[0].rows == [.section(id: "s", count: 10_000, mark: .plain), .gap(10_000)])
    }
}
