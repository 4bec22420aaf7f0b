import ListkitRandom
import ListkitSpec
import ListkitTestSupport
import Testing
@testable import ListkitInterfaceBuilder

/// `IBNumberAttributes.firstError` reads an element's attributes in one pass and keeps the
/// error that comes first in the order of the checks. The oracle: each checked name looked up
/// in that order, the first error thrown (the checks as they were written before the pass).
@Suite struct FirstNumberErrorTests {
    static func reference(_ element: XMLElementNode) -> XMLReadError? {
        do throws(XMLReadError) {
            for (attribute, range) in IBNumberAttributes.common { _ = try element.number(attribute, in: range) }
            for (attribute, range) in IBNumberAttributes.placeholders where element[attribute] != IBNumberAttributes.noIntrinsicMetric {
                _ = try element.number(attribute, in: range)
            }
            for (attribute, range) in IBNumberAttributes.ownRanges(of: element) { _ = try element.number(attribute, in: range) }
            _ = try element.wholeNumber("numberOfLines", in: NumberRange.lines)
            try IBNumberAttributes.checkMultiplier(element)
            try IBNumberAttributes.checkToolsVersion(element)
        } catch {
            return error
        }
        return nil
    }

    static let elements = ["rect", "image", "edgeInsets", "directionalEdgeInsets", "fontDescription", "font", "inset", "label",
                           "size", "constraint", "document", "view"]
    static let names = (IBNumberAttributes.common + IBNumberAttributes.placeholders).map(\.attribute)
        + ["x", "y", "width", "height", "top", "left", "bottom", "right", "leading", "trailing", "pointSize", "size", "minX", "minY",
           "maxX", "maxY", "minimumScaleFactor", "minimumFontSize", "numberOfLines", "multiplier", "toolsVersion", "id", "text"]
    static let values = ["0", "1", "16.5", "-20", "1000", "1001", "2.5", "infinite", "nan", "1e400", "-200000", "x", "", "3:4", "1:0",
                         "22505", "32700.99.1234", "9.x"]

    @Test(arguments: randomRounds(400, seed: 0xF125))
    func theFirstErrorIsTheOneTheChecksInOrderFind(round: RandomRound) throws {
        var rng = SplitMix64(seed: round.seed &+ UInt64(round.round))
        let name = rng.pick(Self.elements)
        var attributes = Array(Self.names.shuffled(using: &rng).prefix(1 + rng.below(6)))
        if name == "size" && rng.chance(70) { attributes.removeAll { $0 == "key" }; attributes.append("key") }
        if name.hasSuffix("dgeInsets") && rng.chance(50) { attributes.removeAll { $0 == "key" }; attributes.append("key") }
        let written = attributes.map { attribute -> String in
            let value = attribute != "key" ? rng.pick(Self.values)
                : rng.pick(["intrinsicContentSize", "layoutMargins", "directionalLayoutMargins", "contentEdgeInsets"])
            return "\(attribute)=\"\(value)\""
        }
        let element = try XMLTreeReader.read(Array("<\(name) \(written.joined(separator: " "))/>".utf8)).get()
        let (got, expected) = (IBNumberAttributes.firstError(element), Self.reference(element))
        #expect(got?.message == expected?.message && got?.mark == expected?.mark, "\(round): <\(name) \(written.joined(separator: " "))/>")
    }
}
