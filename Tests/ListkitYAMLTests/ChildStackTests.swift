import Testing
@testable import ListkitYAML

/// The loader keeps a flat mapping's entries on a `ChildStack` emptied after every mapping:
/// `elements` must be the pushed elements in order, and `removeAll` must drop them (releasing
/// what they hold) and leave the stack usable, also past its first capacity.
struct ChildStackTests {
    final class Box {
        let value: Int
        init(_ value: Int) { self.value = value }
    }

    @Test func elementsAreThePushesInOrderAndRemoveAllReleasesThem() {
        var stack = ChildStack<Box>(capacity: 2)
        weak var first: Box?
        do {
            let box = Box(0)
            first = box
            stack.push(box)
        }
        for i in 1..<5 { stack.push(Box(i)) }
        #expect(stack.elements.map(\.value) == [0, 1, 2, 3, 4])
        stack.removeAll()
        #expect(stack.count == 0 && stack.elements.isEmpty)
        #expect(first == nil)
        for i in 10..<13 { stack.push(Box(i)) }
        #expect(stack.elements.map(\.value) == [10, 11, 12])
        #expect(stack.popArray(from: 1).map(\.value) == [11, 12])
        #expect(stack.elements.map(\.value) == [10])
    }
}
