import Foundation
import ListkitLayout
import ListkitSpec
import ListkitSpecDiff
import ListkitYAML
import Testing

struct SpecComparisonTests {
    func spec(_ views: String, kinds: String = "") throws -> Spec {
        var decoder = SpecDecoder()
        let spec = decoder.decode(try YAMLLoader().load("listkit: 1\nscreen: S\nviews:\n\(views)\(kinds)"))
        #expect(decoder.diagnostics.isEmpty, "\(decoder.diagnostics)")
        return spec
    }

    @Test func viewsAddedRemovedRetypedAndReparented() throws {
        let old = try spec("""
          - { id: title, type: label, text: A }
          - { id: box, type: view, subviews: [ { id: icon, type: image, image: 10x10 } ] }
          - { id: gone, type: view }

        """)
        let new = try spec("""
          - { id: title, type: button, title: A }
          - { id: box, type: view }
          - { id: icon, type: image, image: 10x10 }
          - { id: fresh, type: switch }

        """)
        let changes = SpecComparison(old: old, new: new).views
        #expect(changes.map(\.key.id) == ["gone", "title", "icon", "fresh"])
        guard case .retyped(_, let from, let to, _) = changes[1] else { Issue.record("retyped"); return }
        #expect((from, to) == (.label, .button))
        guard case .reparented(_, let oldParent, let newParent, _) = changes[2] else { Issue.record("reparented"); return }
        #expect(oldParent == "box" && newParent == nil)
    }

    @Test func constraintsMatchByWhatTheyRelate() throws {
        let old = try spec("""
          - id: a
            type: view
            layout: [ top == parent.top + 8, "leading == parent", width == 100 @750, height == 44 ]

        """)
        let new = try spec("""
          - id: a
            type: view
            layout: [ top == parent.top + 12, leading == parent.leading, width == 100 @high, bottom == parent.bottom ]

        """)
        let changes = SpecComparison(old: old, new: new).constraints
        #expect(changes.count == 3)
        #expect(changes[0] == .removed(ViewKey(owner: .screen, id: "a"), text: "height == 44", at: Mark(line: 6, column: 78)))
        guard case .edited(_, let from, let to, let fields, _) = changes[1] else { Issue.record("edited"); return }
        #expect(from == "top == parent.top + 8" && to == "top == parent.top + 12")
        #expect(fields == [.init(name: "constant", old: "8", new: "12")])
        guard case .added(_, let text, _) = changes[2] else { Issue.record("added"); return }
        #expect(text == "bottom == parent.bottom")
    }

    @Test func cellKindViewsAreTheirOwnHierarchy() throws {
        let kinds = "cellKinds:\n  K:\n    views: [ { id: title, type: label, text: x, layout: [ top == parent.top ] } ]\n"
        let old = try spec("  - { id: title, type: label, text: y }\n", kinds: kinds)
        let new = try spec("  - { id: title, type: label, text: y }\n", kinds: kinds.replacingOccurrences(of: "parent.top ]", with: "parent.top + 4 ]"))
        let comparison = SpecComparison(old: old, new: new)
        #expect(comparison.views.isEmpty)
        #expect(comparison.constraints.map(\.key.description) == ["K.title"])
    }
}

struct FrameComparisonTests {
    func spec(_ yaml: String) throws -> Spec {
        var decoder = SpecDecoder()
        return decoder.decode(try YAMLLoader().load(yaml))
    }

    @Test func framesThatMoveOrResizeAreReportedPerDevice() throws {
        let base = """
        listkit: 1
        screen: S
        device: [iphone-se, iphone-15]
        views:
          - { id: box, type: view, layout: [ top == safeArea.top + TOP, leading == parent.leading + 10, size == 100x50 ], subviews: [ { id: dot, type: view, layout: [ center == parent, size == 10x10 ] } ] }
          - { id: still, type: view, layout: [ bottom == parent.bottom, leading == parent.leading, size == 20x20 ] }

        """
        let old = try spec(base.replacingOccurrences(of: "TOP", with: "0"))
        let new = try spec(base.replacingOccurrences(of: "TOP", with: "8"))
        let frames = SpecComparison(old: old, new: new).frames
        #expect(frames.map(\.device) == ["iphone-se", "iphone-se", "iphone-15", "iphone-15"])
        #expect(frames.map(\.view) == ["box", "box/dot", "box", "box/dot"])
        #expect(frames[0].old == Rect(x: 10, y: 20, width: 100, height: 50))
        #expect(frames[0].new == Rect(x: 10, y: 28, width: 100, height: 50))
        #expect(frames.allSatisfy { $0.moved && !$0.resized })
    }
}
