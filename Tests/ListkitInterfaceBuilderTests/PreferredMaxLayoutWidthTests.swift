import Foundation
import ListkitInterfaceBuilder
import ListkitLayout
import ListkitSpec
import Testing

/// A multi-line label's explicit `preferredMaxLayoutWidth` (Interface Builder's "Explicit"
/// preferred width; preferred-max-layout-width.storyboard, written by hand): UIKit wraps its text
/// at that width to size it, whatever width the label is laid out at (Apple's documentation of
/// `UILabel.preferredMaxLayoutWidth`). "Ab Ab Ab" in 17 points is about 70 points on one line and
/// "Ab Ab" about 45, so at 60 it takes two lines (a 17-point line is 20.29 → 20⅓ on the @3x grid,
/// two 40.58 → 40⅔), at the label's own room (353) one.
@Suite struct PreferredMaxLayoutWidthTests {
    static func spec() throws -> Spec {
        let screens = try IBFixtures.document("preferred-max-layout-width.storyboard").screens()
        return try #require(IBDocument.select(screens, scene: "PreferredWidths")).spec
    }

    @Test func anExplicitWidthWrapsTheText() throws {
        let frames = IBFixtures.frames(try Self.spec())
        let explicit = try #require(frames["explicit"])
        #expect(explicit.x == 20 && explicit.y == 100)
        #expect(abs(explicit.height - 122.0 / 3) < 1e-5, "\(explicit.height)")
        #expect(explicit.width > 40 && explicit.width <= 60)
    }

    /// IB's "Automatic" wraps at the laid-out width, and a one-line label ignores the attribute.
    @Test func automaticAndOneLineLabelsKeepOneLine() throws {
        let frames = IBFixtures.frames(try Self.spec())
        for (id, y) in [("automatic", 200.0), ("single", 300.0)] {
            let frame = try #require(frames[id])
            #expect(frame.x == 20 && frame.y == y && frame.width > 60 && frame.width < 80)
            #expect(abs(frame.height - 61.0 / 3) < 1e-5, "\(id): \(frame.height)")
        }
    }

    /// The attribute is a length like every other, range-checked when the document is read: the
    /// scene is rejected at the attribute, not laid out with a negative wrap width.
    @Test func aNegativeWidthIsAnError() throws {
        let text = String(decoding: try IBFixtures.bytes("preferred-max-layout-width.storyboard"), as: UTF8.self)
            .replacingOccurrences(of: #"preferredMaxLayoutWidth="60" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-pw-001""#,
                                  with: #"preferredMaxLayoutWidth="-5" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-pw-001""#)
        let document = try IBDocument.read(Array(text.utf8)).get()
        #expect(document.screens().isEmpty)
        let error = try #require(document.rejected.first?.error)
        #expect(error.message.contains("preferredMaxLayoutWidth"), "\(error.message)")
    }
}
