import Foundation
import ListkitTestSupport
import Testing
@testable import ListkitReview

/// The page and the markdown summary: goldens of the reference pairs, the same bytes on every
/// run, and hostile names that stay text.
@Suite struct ReviewPageTests {
    @Test func referencePageAndSummaryMatchTheirGoldens() throws {
        let review = try ReviewFixtures.referenceReview()
        try expectGolden(ReviewPage().render(review), matches: ReviewFixtures.directory.appendingPathComponent("reference.review.html"))
        try expectGolden(ReviewMarkdown(page: "review.html").render(review),
                         matches: ReviewFixtures.directory.appendingPathComponent("reference.review.md"))
    }

    @Test func samePairsSameBytes() throws {
        let first = ReviewPage().render(try ReviewFixtures.referenceReview())
        let second = ReviewPage().render(try ReviewFixtures.referenceReview())
        #expect(first == second)
    }

    @Test func everyControlHasItsParts() throws {
        let page = ReviewPage().render(try ReviewFixtures.referenceReview())
        #expect(page.components(separatedBy: "class=\"overlay-toggle\"").count - 1 == 2)
        #expect(page.components(separatedBy: "class=\"stepper\"").count - 1 == 1)
        #expect(page.contains("<ol class=\"step\" data-step=\"1\" data-title=\"stage 1 of 1: 1 insert, 1 move\" hidden>"))
        #expect(page.contains("@media (prefers-color-scheme: dark)"))
        // Nothing is fetched: no external URL anywhere but the SVG namespace.
        #expect(!page.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "").contains("://"))
    }

    /// Names, ids and texts that try to close a tag, open a script or break an attribute
    /// reach the page as text: the page's only script is its own.
    @Test func hostileNamesStayText() throws {
        let hostile = "\"><script>document.title='pwned'</script><img src=x onerror=alert(1)>"
        let quoted = "'" + hostile.replacingOccurrences(of: "'", with: "''") + "'"
        let spec = """
        listkit: 1
        screen: \(quoted)
        device: { name: "</svg><script>x</script>\\u0001", width: 320, height: 568 }
        views:
          - id: note
            type: label
            text: \(quoted)
            layout: [ top == safeArea.top, leading == safeArea.leading ]
          - id: list
            type: table
            layout: [ top == note.bottom, horizontal == parent, bottom == safeArea.bottom ]
            sections:
              - id: \(quoted)
                cells: [ { id: \(quoted), kind: K, title: "<i>t</i>" } ]
        cellKinds:
          K: { height: 44 }

        """
        let changed = spec.replacingOccurrences(of: "top == safeArea.top,", with: "top == safeArea.top + 20,")
            .replacingOccurrences(of: "cells: [ {", with: "cells: [ { id: \"<b>new</b>\", kind: K }, {")
        let review = ReviewBuilder().review([ReviewFixtures.input("<b>x</b>.yaml", oldText: spec, newText: changed)])
        #expect(review.files[0].failures == [])
        #expect(review.screens.first?.status == .changed)
        #expect(review.screens.first?.lists.first?.stages.count == 2)
        let page = ReviewPage().render(review)
        #expect(page.components(separatedBy: "<script").count - 1 == 1)
        #expect(!page.contains("<img") && !page.contains("<i>") && !page.contains("<b>"))
        #expect(page.contains("&lt;script&gt;document.title=&apos;pwned&apos;&lt;/script&gt;"))
        #expect(!page.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        let markdown = ReviewMarkdown(page: "r.html").render(review)
        #expect(!markdown.contains("<") && markdown.contains("&lt;b&gt;x&lt;/b&gt;.yaml"))
    }

    @Test func markdownCellsCannotBreakTheTable() {
        #expect(ReviewMarkdown.cell("a|b`c`\n[x](y) <z> \u{202E}") == "a\\|b\\`c\\` \\[x\\](y) &lt;z&gt;  ")
    }
}
