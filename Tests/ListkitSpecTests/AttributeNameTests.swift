import ListkitSpec
import Testing

/// `AttributeName(_:)` finds a name among the attributes of its length: each attribute and
/// compound attribute by its own name, and nothing for any other name, however close.
@Suite struct AttributeNameTests {
    @Test func everyAttributeByItsName() {
        let expected: [(String, AttributeName)] = [
            ("top", .single(.top)), ("bottom", .single(.bottom)), ("leading", .single(.leading)),
            ("trailing", .single(.trailing)), ("left", .single(.left)), ("right", .single(.right)),
            ("centerX", .single(.centerX)), ("centerY", .single(.centerY)), ("width", .single(.width)),
            ("height", .single(.height)), ("firstBaseline", .single(.firstBaseline)), ("lastBaseline", .single(.lastBaseline)),
            ("edges", .compound(.edges)), ("horizontal", .compound(.horizontal)), ("vertical", .compound(.vertical)),
            ("center", .compound(.center)), ("size", .compound(.size)),
        ]
        for (name, attribute) in expected { #expect(AttributeName(name) == attribute, "\(name)") }
        // Every case is among them.
        #expect(expected.count == Attribute.allCases.count + CompoundAttribute.allCases.count)
    }

    @Test func otherNamesAreNone() {
        // Other cases and lengths, margin attributes (a guide's, not a view's), views and
        // guides, a letter off, a prefix, the empty name, non-ASCII, a long name.
        for name in ["Top", "centerx", "centerZ", "topMargin", "leadingMargin", "centerXWithinMargins", "safeArea",
                     "parent", "view", "label_1", "heigh", "widths", "baseline", "", "tóp", "tоp", String(repeating: "top", count: 40)] {
            #expect(AttributeName(name) == nil, "\(name)")
        }
    }
}
