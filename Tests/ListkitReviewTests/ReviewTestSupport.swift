import Foundation
import ListkitLint
@testable import ListkitReview

/// The fixtures next to these tests, and reviews built from them in-process.
enum ReviewFixtures {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: directory.appendingPathComponent(name)))
    }

    static func input(_ path: String, old: String?, new: String?) throws -> ReviewInput {
        ReviewInput(path: path, old: try old.map(bytes), new: try new.map(bytes),
                    configuration: LintConfiguration.defaults(baseDirectory: directory.path))
    }

    static func input(_ path: String, oldText: String?, newText: String?) -> ReviewInput {
        ReviewInput(path: path, old: oldText.map { Array($0.utf8) }, new: newText.map { Array($0.utf8) },
                    configuration: LintConfiguration.defaults(baseDirectory: "/"))
    }

    /// The two reference pairs: a spec (an insert, a move, a constraint edit) and a storyboard
    /// (a moved button, a new label).
    static func referenceReview() throws -> Review {
        ReviewBuilder().review([
            try input("menu.yaml", old: "menu-v1.yaml", new: "menu-v2.yaml"),
            try input("login.storyboard", old: "login-v1.storyboard", new: "login-v2.storyboard"),
        ])
    }

    /// A one-label spec; `text` and `lines` make it truncate or not.
    static func labelSpec(screen: String = "Note", id: String = "note", text: String, lines: Int = 0) -> String {
        """
        listkit: 1
        screen: \(screen)
        device: iphone-se
        views:
          - id: \(id)
            type: label
            text: \(text)
            lines: \(lines)
            layout: [ top == safeArea.top + 8, leading == safeArea.leading + 16, width == 120 ]

        """
    }
}
