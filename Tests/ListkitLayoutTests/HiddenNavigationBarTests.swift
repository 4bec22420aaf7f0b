import ListkitLayout
import ListkitSpec
import ListkitYAML
import Testing

/// `navigationBar: { hidden: true }`: a screen inside a navigation controller whose bar is
/// hidden (`isNavigationBarHidden`). No bar is laid out, but `automatic` content insets adjust
/// top and bottom "inside a navigation controller" (UIScrollView.h) whether its bar shows or not.
struct HiddenNavigationBarTests {
    /// Two 44-point items in a collection on an iPhone 15 (59 and 34 outside the safe area) do
    /// not scroll: outside a navigation controller `automatic` leaves them at the top (no
    /// inset); inside one with its bar hidden the status bar's 59 and the home indicator's 34
    /// are taken, and no bar adds its 44.
    @Test func aHiddenBarLaysOutNoBarButAdjustsAsInsideANavigationController() throws {
        let hidden = try ScreenChromeTests.layout(ScreenChromeTests.table("navigationBar: { hidden: true }", type: "collection"))
        #expect(hidden.views[0].list?.contentInset == Insets(top: 59, bottom: 34))
        #expect(hidden.bars.isEmpty)
        #expect(hidden.safeArea.top == 59)
        let outside = try ScreenChromeTests.layout(ScreenChromeTests.table(type: "collection"))
        #expect(outside.views[0].list?.contentInset == Insets())
        let shown = try ScreenChromeTests.layout(ScreenChromeTests.table("navigationBar: { title: Inbox, hidden: false }", type: "collection"))
        #expect(shown.views[0].list?.contentInset == Insets(top: 103, bottom: 34), "hidden: false is a shown bar")
    }

    static func decode(_ chrome: String) throws -> (ScreenChrome, [String]) {
        let root = try ListkitYAML.YAMLLoader().load(ScreenChromeTests.table(chrome))
        var decoder = SpecDecoder()
        let spec = decoder.decode(root)
        return (spec.chrome, decoder.diagnostics.map(\.message))
    }

    /// A hidden bar's title or other keys would show nowhere: each is an `invalid-value`; a
    /// `hidden` that is not a boolean is a `wrong-type`.
    @Test func aHiddenBarsOtherKeysAndABadValueAreReported() throws {
        let (chrome, messages) = try Self.decode("navigationBar: { hidden: true, title: Inbox, largeTitle: true }")
        #expect(chrome.navigationBar == nil && chrome.isInNavigationController)
        #expect(messages.filter { $0.contains("is not shown: 'hidden: true' lays out no navigation bar") }.count == 2, "\(messages)")
        let (bad, badMessages) = try Self.decode("navigationBar: { hidden: 3 }")
        #expect(badMessages.contains { $0.contains("navigationBar.hidden must be true or false") }, "\(badMessages)")
        #expect(!bad.inNavigationControllerWithoutBar)
    }
}
