import Foundation
import Testing
import ListkitDiff
import ListkitRender
import ListkitTestSupport

/// Changeset renderers against golden files in Fixtures/changesets/ (`LISTKIT_UPDATE_GOLDEN=1`
/// rewrites them from the current output; see `expectGolden`).
@Suite struct ChangesetRenderTests {
    typealias Section = DiffSection<FieldList, FieldList>
    typealias Item = DiffItem<FieldList>

    private static func item(_ id: String, _ fields: KeyValuePairs<String, String>) -> Item {
        Item(id: id, content: FieldList(fields.map { ($0.key, $0.value) }))
    }

    /// Every kind of change: section insert, delete, move and update; item insert, delete,
    /// move (within and across sections, out of a deleted into an inserted section) and
    /// update, a moved item that changed; a duplicate id; an unchanged list. Settings is a
    /// collection view.
    static func named(_ staging: Staging) -> [NamedChangeset<FieldList, FieldList>] {
        let oldReviews = [
            Section(id: "top", content: ["title": "Top"], items: [
                item("r1", ["title": "Great", "rating": "5"]), item("r2", ["title": "Fine", "rating": "3"]),
                item("r3", ["title": "Meh", "rating": "2"]), item("r4", ["title": "Bad", "rating": "1"]),
            ]),
            Section(id: "recent", content: ["title": "Recent"], items: [item("r5", ["title": "New"]), item("r6", ["title": "Newer"])]),
            Section(id: "archived", content: ["title": "Archived"], items: [item("r7", ["title": "Old \"quoted\""])]),
        ]
        let newReviews = [
            Section(id: "pinned", content: ["title": "Pinned"], items: [item("p1", ["title": "Pinned"]), item("r7", ["title": "Old \"quoted\""])]),
            Section(id: "recent", content: ["title": "Recent"], items: [item("r6", ["title": "Newer"]), item("r5", ["title": "New"])]),
            Section(id: "top", content: ["title": "Top reviews"], items: [
                item("r2", ["title": "Fine", "rating": "3"]), item("r3", ["title": "Meh", "rating": "4"]),
                item("r1", ["title": "Great!", "rating": "5", "badge": "editor"]), item("r8", ["title": "Fresh"]),
            ]),
        ]
        let oldSettings = [Section(id: "general", content: [:], items: [item("s1", ["label": "Sound"]), item("s2", ["label": "Vibrate"]), item("s1", ["label": "Sound"])])]
        let newSettings = [Section(id: "general", content: [:], items: [item("s1", ["label": "Sound"]), item("s2", ["label": "Vibration"]), item("s3", ["label": "Tone"])])]
        let about = [Section(id: "about", content: [:], items: [item("a1", ["label": "Version"])])]
        return [
            NamedChangeset(name: "reviews", changeset: Changeset(from: oldReviews, to: newReviews, staging: staging), old: oldReviews),
            NamedChangeset(name: "settings", changeset: Changeset(from: oldSettings, to: newSettings, staging: staging),
                           target: .collectionView, old: oldSettings),
            NamedChangeset(name: "about", changeset: Changeset(from: about, to: about, staging: staging), old: about),
        ]
    }

    static let lists = named(.safe)
    private let renderer = ChangesetRenderer(lists: ChangesetRenderTests.lists)
    private let compact = ChangesetRenderer(lists: ChangesetRenderTests.named(.compact))

    @Test func text() throws {
        try expectGolden(renderer.text(), "all.txt")
        try expectGolden(compact.text(), "all-compact.txt")
    }

    @Test func json() throws {
        let json = renderer.json()
        try expectGolden(json, "all.json")
        #expect(try JSONSerialization.jsonObject(with: Data(json.utf8)) is [String: Any])
        let states = renderer.json(states: true)
        try expectGolden(states, "all-states.json")
        #expect(try JSONSerialization.jsonObject(with: Data(states.utf8)) is [String: Any])
    }

    /// Every Swift golden: (file, output). `generatedSwiftTypeChecks` compiles them all.
    static var swiftGoldens: [(String, String)] {
        let safe = ChangesetRenderer(lists: lists), compact = ChangesetRenderer(lists: named(.compact))
        return [
            ("swift-automatic.swift.txt", safe.swift()),
            ("swift-none-reconfigure.swift.txt", safe.swift(options: SwiftCodeOptions(animation: .none, reloads: .reconfigure))),
            ("swift-fade-delete-insert-configure.swift.txt",
             safe.swift(options: SwiftCodeOptions(animation: .fade, reloads: .deleteInsert, headers: .configure))),
            ("swift-compact.swift.txt", compact.swift(options: SwiftCodeOptions(headers: .configure))),
            ("snapshot.swift.txt", safe.snapshot()),
            ("snapshot-reconfigure.swift.txt", safe.snapshot(options: SwiftCodeOptions(reloads: .reconfigure, headers: .configure))),
        ]
    }

    @Test func swiftGoldens() throws {
        for (name, output) in Self.swiftGoldens { try expectGolden(output, name) }
    }

    /// `--animation none` means none for tables too: `.none` alone still animates.
    @Test func noAnimationWrapsEveryBatch() {
        let swift = renderer.swift(options: SwiftCodeOptions(animation: .none))
        #expect(swift.components(separatedBy: "UIView.performWithoutAnimation {").count - 1
                == swift.components(separatedBy: ".performBatchUpdates({").count - 1)
    }

    @Test func withoutFieldDetailUpdatesStillNameTheirPaths() {
        let plain = ChangesetRenderer(lists: Self.lists).text()
        let bare = ChangesetRenderer(lists: Self.lists, sectionFieldChanges: { _, _ in [] }, itemFieldChanges: { _, _ in [] }).text()
        #expect(plain.contains("update item [0,0] \"r1\": title \"Great\" → \"Great!\", badge (none) → \"editor\""))
        #expect(bare.contains("update item [0,0] \"r1\"\n"))
    }

    @Test func emptyInputRendersEmptyDocuments() throws {
        let none = ChangesetRenderer<FieldList, FieldList>(lists: [])
        #expect(try JSONSerialization.jsonObject(with: Data(none.json().utf8)) is [String: Any])
        #expect(none.swift(options: SwiftCodeOptions(animation: .none)) == "\n")
    }

    @Test func listNamesBecomeDistinctFunctionNames() {
        let one = [Section(id: "s", content: [:], items: [])], two = [Section(id: "t", content: [:], items: [])]
        let lists = ["review-list", "review_list", "9 lives"].map {
            NamedChangeset(name: $0, changeset: Changeset(from: one, to: two), old: one)
        }
        let swift = ChangesetRenderer(lists: lists).swift()
        #expect(swift.contains("func updateReviewList(") && swift.contains("func updateReviewList2(") && swift.contains("func update9Lives("))
    }

    private func expectGolden(_ output: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try ListkitTestSupport.expectGolden(output, matches: goldenURL("changesets/\(name)"), sourceLocation: sourceLocation)
    }
}
