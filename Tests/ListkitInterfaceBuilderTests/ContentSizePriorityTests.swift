import ListkitInterfaceBuilder
import ListkitLayout
import ListkitSpec
import Testing

/// Content hugging and compression resistance declared at 1000 are not required: a required
/// constraint that contradicts them wins with no conflict reported (rdar://15106765, and the
/// frames Interface Builder saves; `ContentSizePriority`). They still outrank a constraint at
/// 999. The fixture's frames are worked out by hand in its header comment.
@Suite struct ContentSizePriorityTests {
    static let file = "required-content-priorities.storyboard"

    @Test func requiredConstraintsWinOverContentPrioritiesOf1000WithoutAConflict() throws {
        let diagnostics = IBLinter.check(IBSpecLoader.load(try IBFixtures.bytes(Self.file), path: Self.file), rules: Linter.lintRules())
        let reported = diagnostics.filter { $0.rule != .ibUnsupported }
        #expect(reported.isEmpty, "\(reported.map { "\($0.mark) \($0.rule): \($0.message)" })")
        let screen = try #require(try IBFixtures.screens(IBFixtures.bytes(Self.file)).first)
        let frames = IBFixtures.frames(screen.spec)
        #expect(IBFixtures.near(frames["squeezed"], Rect(x: 20, y: 100, width: 16, height: 16)), "\(String(describing: frames["squeezed"]))")
        #expect(IBFixtures.near(frames["stretched"], Rect(x: 20, y: 200, width: 350, height: 30)), "\(String(describing: frames["stretched"]))")
    }

    @Test func contentPrioritiesOf1000StillOutrankConstraintsAt999() throws {
        let screen = try #require(try IBFixtures.screens(IBFixtures.bytes(Self.file)).first)
        let frames = IBFixtures.frames(screen.spec)
        #expect(IBFixtures.near(frames["hugging"], Rect(x: 20, y: 300, width: 40, height: 40)), "\(String(describing: frames["hugging"]))")
        #expect(IBFixtures.near(frames["resisting"], Rect(x: 20, y: 400, width: 40, height: 40)), "\(String(describing: frames["resisting"]))")
    }
}
