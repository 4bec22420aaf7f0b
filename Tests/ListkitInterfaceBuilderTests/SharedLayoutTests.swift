import Foundation
@testable import ListkitInterfaceBuilder
@testable import ListkitLayout
import ListkitSpec
import Testing

/// `misplaced-view` hands the layout it solves on a screen's design device to the layout checks
/// (`LintHandoff`, `SharedLayoutKey`), which would otherwise solve the same layout again.
struct SharedLayoutTests {
    static func documents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: IBFixtures.directory.path)
            .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
    }

    /// On every screen of every test document: misplaced-view hands its layout over, the layout
    /// checks take it, and they report what they report when they solve the layout themselves.
    @Test func theLayoutChecksFindWithTheHandedLayoutWhatTheyFindAlone() throws {
        var shared = 0
        for name in try Self.documents() {
            let loaded = IBSpecLoader.load(try IBFixtures.bytes(name), path: name)
            for screen in loaded.screens where !screen.affectsLayout {
                let spec = screen.spec
                guard let device = spec.designDevice, spec.cellKinds.isEmpty else { continue }
                let handoff = LintHandoff()
                var designed: [Diagnostic] = []
                MisplacedViewRule().check(LintContext(spec: spec, handoff: handoff), into: &designed)
                let key = SharedLayoutKey(spec: spec, device: device, options: LayoutOptions(full: true), fonts: .standard)
                #expect(handoff.holds(key), "\(name), \(screen.name): misplaced-view handed no layout over")
                var taken: [Diagnostic] = []
                var alone: [Diagnostic] = []
                LayoutRule().check(LintContext(spec: spec, handoff: handoff), into: &taken)
                LayoutRule().check(LintContext(spec: spec), into: &alone)
                #expect(!handoff.holds(key), "\(name), \(screen.name): the layout checks did not take the layout")
                #expect(taken == alone, "\(name), \(screen.name)")
                shared += 1
            }
        }
        #expect(shared > 20)
    }

    /// A layout with other options, or on another device, is not the one handed over.
    @Test func aLayoutWithOtherOptionsIsNotTaken() throws {
        let loaded = IBSpecLoader.load(try IBFixtures.bytes(try Self.documents()[0]), path: "first")
        let spec = try #require(loaded.screens.first { !$0.affectsLayout }?.spec)
        let device = try #require(spec.designDevice)
        let handoff = LintHandoff()
        var findings: [Diagnostic] = []
        MisplacedViewRule().check(LintContext(spec: spec, handoff: handoff), into: &findings)
        LayoutRule(rtl: true).check(LintContext(spec: spec, handoff: handoff), into: &findings)
        LayoutRule(textSizes: [.accessibility3]).check(LintContext(spec: spec, handoff: handoff), into: &findings)
        var other = Device.defaultPreset
        if other == device { other = try #require(Device.preset(named: "iphone-se")) }
        var onOther = LayoutRule()
        onOther.devices = [other]
        onOther.check(LintContext(spec: spec, handoff: handoff), into: &findings)
        #expect(handoff.holds(SharedLayoutKey(spec: spec, device: device, options: LayoutOptions(full: true), fonts: .standard)))
    }

    /// The margin attributes are found by their bytes as `contains("Margin")` finds them.
    @Test func marginAttributesAreNamedAsBefore() {
        let names = ["leadingMargin", "trailingMargin", "leftMargin", "rightMargin", "topMargin", "bottomMargin",
                     "centerXWithinMargins", "centerYWithinMargins", "leading", "top", "width", "firstBaseline", "baseline",
                     "", "M", "Margi", "MMargin", "MaMargin", "margin", "xMarginx", "Margi n", "ÉMargin", "Marg\u{301}in",
                     "leadingMargin\u{301}", "a\r\nMargin"]
        for name in names {
            #expect(IBConstraint.namesAMargin(name) == name.contains("Margin"), "\(name)")
        }
        for type in ["com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", "com.apple.InterfaceBuilder3.CocoaTouch.XIB", "Storyboar", "Storyboard\u{301}"] {
            #expect(type.containsASCII("Storyboard") == type.contains("Storyboard"), "\(type)")
        }
    }
}
