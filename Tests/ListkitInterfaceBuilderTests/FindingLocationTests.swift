import ListkitInterfaceBuilder
import ListkitLayout
import ListkitSpec
import Testing

/// A conflict, an ambiguity and a misplaced view, each reported at the XML line and column of
/// the element (the constraint Auto Layout breaks, the view), through the rules lint runs.
@Suite struct FindingLocationTests {
    static func lint(_ name: String) throws -> [String] {
        IBLinter.check(IBSpecLoader.load(try IBFixtures.bytes(name), path: name), rules: Linter.lintRules())
            .map { "\($0.mark) \($0.severity.rawValue) [\($0.rule)]" }
    }

    @Test func conflictAtTheBrokenConstraint() throws {
        // conflict.storyboard line 15: <constraint firstAttribute="width" constant="300"> against
        // leading and trailing 20 inside a 390-point safe area (lines 22 and 23).
        #expect(try Self.lint("conflict.storyboard") == ["15:37 error [unsatisfiable-constraints]"])
        let message = IBLinter.check(IBSpecLoader.load(try IBFixtures.bytes("conflict.storyboard"), path: "c"), rules: Linter.lintRules())[0].message
        #expect(message.contains("'leading == safeArea.leading + 20' (22:29)"))
        #expect(message.contains("'trailing == safeArea.trailing - 20' (23:29)"))
    }

    @Test func ambiguityAtTheView() throws {
        // ambiguous.storyboard line 11: a view with top, leading and width, no height.
        #expect(try Self.lint("ambiguous.storyboard") == ["11:29 error [ambiguous-layout]"])
    }

    @Test func misplacedViewAtTheView() throws {
        // misplaced.storyboard line 12: saved 28 points lower than its top constraint puts it; its
        // text-sized neighbour is where IB saved it.
        #expect(try Self.lint("misplaced.storyboard") == ["12:29 warning [misplaced-view]"])
    }

    /// With the saved frame corrected, nothing is reported: the rule fires on the difference.
    @Test func correctedFrameIsClean() throws {
        let text = String(decoding: try IBFixtures.bytes("misplaced.storyboard"), as: UTF8.self)
            .replacingOccurrences(of: #"y="91" width="200" height="44""#, with: #"y="63" width="200" height="44""#)
        #expect(IBLinter.check(IBSpecLoader.load(Array(text.utf8), path: "m"), rules: Linter.lintRules()).isEmpty)
    }
}
