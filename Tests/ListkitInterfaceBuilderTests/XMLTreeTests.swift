import ListkitRandom
import ListkitTestSupport
import Testing
@testable import ListkitInterfaceBuilder

/// The element tree is kept flat (`XMLTree`: elements in document order, each subtree a range):
/// children, descendants and containment read from it must be the nesting the document wrote.
/// The oracle is the tree the test generates and writes out as XML.
@Suite struct XMLTreeTests {
    /// A generated element: its name, one attribute, its text and its children.
    struct Element {
        var name: String
        var value: String
        var text: String
        var children: [Element]

        var xml: String {
            let inner = text + children.map(\.xml).joined()
            return inner.isEmpty ? "<\(name) v=\"\(value)\"/>" : "<\(name) v=\"\(value)\">\(inner)</\(name)>"
        }

        /// Itself and its descendants, in document order.
        var all: [Element] { [self] + children.flatMap(\.all) }
    }

    static func element(_ rng: inout SplitMix64, depth: Int, counter: inout Int) -> Element {
        counter += 1
        let name = rng.pick(["view", "subviews", "constraint", "rect", "label"])
        let children = depth < 5 ? (0..<rng.below(4)).map { _ in element(&rng, depth: depth + 1, counter: &counter) } : []
        return Element(name: name, value: "e\(counter)", text: rng.chance(20) ? "t\(counter)" : "", children: children)
    }

    /// Every element of the read tree against the generated one, recursively.
    static func expectSame(_ node: XMLElementNode, _ element: Element, _ round: RandomRound) {
        #expect(node.name == element.name && node["v"] == element.value && node.text == element.text, "\(round)")
        #expect(node.descendants().map { $0["v"] } == element.all.dropFirst().map(\.value), "\(round)")
        #expect(node.subtree().map { $0["v"] } == element.all.map(\.value), "\(round)")
        let children = Array(node.children)
        #expect(children.count == element.children.count, "\(round)")
        for (child, expected) in zip(children, element.children) {
            #expect(node.contains(child) && !child.contains(node), "\(round)")
            expectSame(child, expected, round)
        }
    }

    @Test(arguments: randomRounds(200, seed: 0x7EE))
    func childrenAndDescendantsAreTheNestingWritten(round: RandomRound) throws {
        var rng = SplitMix64(seed: round.seed &+ UInt64(round.round))
        var counter = 0
        let generated = Self.element(&rng, depth: 0, counter: &counter)
        let root = try XMLTreeReader.read(Array(generated.xml.utf8)).get()
        Self.expectSame(root, generated, round)
        for (node, expected) in zip(root.subtree(), generated.all) {
            #expect(node.child(expected.children.first?.name ?? "none")?["v"] == expected.children.first?.value, "\(round)")
        }
    }

    /// Elements are equal when they are the same element of the same read: another read of the
    /// same bytes has other elements.
    @Test func elementsAreTheirReadsOwn() throws {
        let bytes = Array(#"<a><b/><b/></a>"#.utf8)
        let (first, second) = (try XMLTreeReader.read(bytes).get(), try XMLTreeReader.read(bytes).get())
        let children = Array(first.children)
        #expect(first == first.subtree().first && children[0] != children[1])
        #expect(first != second && Set(Array(first.subtree()) + Array(second.subtree())).count == 6)
        #expect(!first.contains(Array(second.children)[0]))
    }

    /// An element's text is all its character data, joined, whatever comes between: the parser
    /// hands it over in pieces (around child elements, an entity apart), kept as bytes until read.
    @Test func textIsTheCharacterDataBetweenChildrenJoined() throws {
        let root = try XMLTreeReader.read(Array("<a> x<b>y</b>z&amp;é<c/>\n w</a>".utf8)).get()
        #expect(root.text == " xz&é\n w")
        #expect(root.children.map(\.text) == ["y", ""])
        #expect(try XMLTreeReader.read(Array("<a><b/></a>".utf8)).get().text == "")
    }
}
