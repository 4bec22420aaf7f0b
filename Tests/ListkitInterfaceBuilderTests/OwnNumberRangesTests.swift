import Testing
@testable import ListkitInterfaceBuilder

/// `IBNumberAttributes.ownRanges` tells element kinds by their name's length before comparing
/// names: every kind keeps its list, and names of a kind's length that are no kind have none.
@Suite struct OwnNumberRangesTests {
    static func own(_ xml: String) throws -> [String] {
        IBNumberAttributes.ownRanges(of: try XMLTreeReader.read(Array(xml.utf8)).get()).map(\.attribute)
    }

    static func lowestBound(_ xml: String) throws -> Double? {
        IBNumberAttributes.ownRanges(of: try XMLTreeReader.read(Array(xml.utf8)).get()).map(\.range.lowerBound).min()
    }

    @Test func eachKindHasItsList() throws {
        #expect(try Self.own("<rect/>") == ["x", "y", "width", "height"])
        #expect(try Self.own(#"<frame key="frameInset"/>"#) == ["minX", "minY", "maxX", "maxY", "width", "height"])
        #expect(try Self.own("<image/>") == ["width", "height"])
        let sides = ["top", "left", "bottom", "right", "leading", "trailing"]
        #expect(try Self.own("<edgeInsets/>") == sides)
        #expect(try Self.own(#"<directionalEdgeInsets key="directionalLayoutMargins"/>"#) == sides)
        // Layout margins are never negative; other insets may be.
        #expect(try Self.lowestBound(#"<edgeInsets key="layoutMargins"/>"#) == 0)
        #expect(try Self.lowestBound(#"<edgeInsets key="contentEdgeInsets"/>"#)! < 0)
        #expect(try Self.lowestBound(#"<directionalEdgeInsets key="directionalLayoutMargins"/>"#) == 0)
        #expect(try Self.own("<fontDescription/>") == ["pointSize"])
        #expect(try Self.own("<font/>") == ["size"])
        #expect(try Self.own("<inset/>") == ["minX", "minY", "maxX", "maxY"])
        #expect(try Self.own("<label/>") == ["minimumScaleFactor", "minimumFontSize", "preferredMaxLayoutWidth"])
        #expect(try Self.own(#"<size key="intrinsicContentSize"/>"#) == ["width", "height"])
    }

    @Test func otherElementsHaveNone() throws {
        // A kind's name with another key, and names of each kind's length.
        for xml in [#"<frame key="frame"/>"#, "<frame/>", #"<size key="size"/>"#, "<line/>", "<view/>", "<color/>", "<frames/>",
                    "<edgeInsetz/>", "<fontDescriptors/>", "<directionalEdgeInsetz/>", "<constraints/>", "<imageView/>"] {
            #expect(try Self.own(xml) == [], "\(xml)")
        }
    }
}
