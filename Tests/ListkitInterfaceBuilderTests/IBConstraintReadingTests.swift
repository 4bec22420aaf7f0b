import ListkitSpec
import Testing
@testable import ListkitInterfaceBuilder

/// `IBConstraint` reads a `<constraint>`'s attributes in one pass, telling names by their length:
/// each attribute lands in its own field, and other attributes of the same lengths (`userLabel`
/// and `firstItem` are both 9 long) in none.
@Suite struct IBConstraintReadingTests {
    static func constraint(_ attributes: String, holder: String = "holder") throws -> IBConstraint? {
        IBConstraint(try XMLTreeReader.read(Array("<constraint \(attributes)/>".utf8)).get(), holder: holder)
    }

    @Test func everyAttributeInItsField() throws {
        let c = try #require(try Self.constraint(#"userLabel="u" id="c1" contentMode="m" firstItem="a" firstAttribute="top" "#
            + #"relation="greaterThanOrEqual" secondItem="b" secondAttribute="bottom" multiplier="16:9" constant="8" "#
            + #"priority="750" identifier="gap" placeholder="YES" symbolic="YES" verticalHuggingPriority="1" constraintID="x""#))
        #expect(c.id == "c1")
        #expect(c.first == "a")
        #expect(c.firstAttribute == "top")
        #expect(c.relation == .greaterOrEqual)
        #expect(c.second == "b")
        #expect(c.secondAttribute == "bottom")
        #expect(c.multiplier == 16.0 / 9.0)
        #expect(c.constant == 8)
        #expect(c.priority == 750)
        #expect(c.identifier == "gap")
        #expect(c.isPlaceholder)
        #expect(c.isStandardSpacing)
    }

    @Test func omittedAttributesTakeUIKitsDefaults() throws {
        let c = try #require(try Self.constraint(#"firstAttribute="height" constant="44""#, holder: "h"))
        #expect(c.id == "")
        #expect(c.first == "h")
        #expect(c.second == nil && c.secondAttribute == nil)
        #expect(c.relation == .equal)
        #expect(c.multiplier == 1)
        #expect(c.constant == 44)
        #expect(c.priority == 1000)
        #expect(c.identifier == nil)
        #expect(!c.isPlaceholder && !c.isStandardSpacing)
        let lessOrEqual = try #require(try Self.constraint(#"firstAttribute="width" relation="lessThanOrEqual" secondAttribute="height""#, holder: "h"))
        #expect(lessOrEqual.relation == .lessOrEqual)
        // A second attribute without a second item is the holder's.
        #expect(lessOrEqual.second == "h")
        #expect(lessOrEqual.secondAttribute == "height")
    }

    @Test func noFirstAttributeIsNoConstraint() throws {
        #expect(try Self.constraint(#"id="c2" firstItem="a" constant="8""#) == nil)
        // A name one letter off is not the attribute.
        #expect(try Self.constraint(#"firstAttributes="top""#) == nil)
    }
}
