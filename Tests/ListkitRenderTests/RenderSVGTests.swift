import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import ListkitLayout
import ListkitSpec
@testable import ListkitRender

@Suite struct RenderSVGTests {
    @Test func smallScreenPrintsExactly() {
        let result = LayoutResult(device: Device(name: "d", width: 100, height: 80, safeArea: Insets(top: 10)), views: [
            ViewFrame(id: "t", type: .label, frame: Rect(x: 5, y: 10, width: 90, height: 20), text: "A<b>&"),
            ViewFrame(id: "i", type: .image, frame: Rect(x: 5, y: 40, width: 30, height: 30)),
            ViewFrame(id: "h", type: .button, frame: Rect(x: 50, y: 40, width: 40, height: 30), text: "gone", isHidden: true),
        ])
        let svg = SVGRenderer().render([result], screen: "Tiny")
        let body = svg.components(separatedBy: "</style>\n")[1]
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"375.6\" height=\"180\" viewBox=\"0 0 375.6 180\""))
        #expect(body == """
        <g transform="translate(36 64)">
        <text class="caption" x="-12" y="-22">Tiny on d (100x80 pt, safe area top 10)</text>
        <rect class="bezel" x="-12" y="-12" width="124" height="104" rx="24"/>
        <rect class="screen" x="0" y="0" width="100" height="80"/>
        <clipPath id="clip-1"><rect x="0" y="0" width="100" height="80"/></clipPath>
        <g clip-path="url(#clip-1)">
        <rect class="label" x="5" y="10" width="90" height="20"><title>t (label)</title></rect>
        <svg x="5" y="10" width="90" height="20"><text x="0" y="15.6" font-size="16">A&lt;b&gt;&amp;</text></svg>
        <rect class="image" x="5" y="40" width="30" height="30"><title>i (image)</title></rect>
        <path class="cross" d="M5 40L35 70M35 40L5 70"/>
        <rect class="safe-area" x="0" y="10" width="100" height="70"/>
        </g>
        </g>
        </svg>

        """)
    }

    /// A navigation bar's prompt in its top 30 points, the title centred in the 44-point row
    /// below, the search field (36 points, 8 below the row) with its placeholder at the bottom.
    @Test func aNavigationBarDrawsItsPromptTitleAndSearchField() {
        let bar = BarFrame(kind: .navigationBar, frame: Rect(x: 0, y: 44, width: 375, height: 126), title: "Inbox",
                           prompt: "Pick one", searchPlaceholder: "Search mail")
        let result = LayoutResult(device: Device(name: "d", width: 375, height: 812, safeArea: Insets(top: 44)), views: [], bars: [bar])
        let svg = SVGRenderer().render([result], screen: "Inbox")
        #expect(svg.contains("<svg x=\"0\" y=\"44\" width=\"375\" height=\"30\">"), "the prompt's strip")
        #expect(svg.contains("<svg x=\"0\" y=\"74\" width=\"375\" height=\"44\"><text class=\"bar-title\""), "the title row")
        #expect(svg.contains("<rect class=\"field\" x=\"16\" y=\"126\" width=\"343\" height=\"36\" rx=\"10\"/>"))
        #expect(svg.contains(">Search mail</text>") && svg.contains(">Pick one</text>"))
    }

    @Test func cellsAreClippedToTheirListAndRtlAnchorsTextAtTheEnd() {
        let svg = SVGRenderer(rtl: true).render([RenderSamples.inbox], screen: "Inbox")
        #expect(svg.contains("<clipPath id=\"clip-2\"><rect x=\"0\" y=\"50\" width=\"200\" height=\"200\"/></clipPath>\n<g clip-path=\"url(#clip-2)\">\n<rect class=\"supplementary\" x=\"0\" y=\"50\""))
        #expect(svg.contains("<text x=\"120\" y=\"15.6\" font-size=\"16\" text-anchor=\"end\">Hello</text>"))
        #expect(!svg.contains("Off screen"))
        #expect(SVGRenderer(full: true).render([RenderSamples.inbox], screen: "Inbox").contains(">Off screen</text>"))
    }

    @Test func everyDeviceAndHostileTextStayWellFormedXML() throws {
        var result = RenderSamples.inbox
        result.views[0].text = "<script>&amp;\"'\u{01}\u{FFFF}"
        result.views.append(ViewFrame(id: "bad", type: .view, frame: Rect(x: .nan, y: 0, width: 1, height: 1)))
        var wide = result
        wide.device = Device(name: "wide & <odd>", width: 300, height: 200)
        let svg = SVGRenderer(full: true).render([result, wide], screen: "S&P")
        let delegate = ElementCounter()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = delegate
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(delegate.counts["g"] ?? 0 >= 6)
        #expect(!svg.contains("nan"))
        #expect(svg.contains("wide &amp; &lt;odd&gt;"))
    }
}

extension RenderSVGTests {
    /// The review page's pictures: a hostile id, text and label stay text in well-formed XML,
    /// and clip ids carry the picture's prefix (two pictures on one page never share one).
    @Test func devicePictureEscapesIdsTextAndLabel() throws {
        var result = RenderSamples.inbox
        result.views[0].id = "\"><script>alert(1)</script>"
        result.views[0].text = "</svg><script>x</script>&\u{01}"
        let svg = SVGDevicePicture.markup(result, idPrefix: "p1", scale: 0.5, label: "<b onmouseover='x'>",
                                          overlay: "<g class=\"overlay\"/>\n")
        let delegate = ElementCounter()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = delegate
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(delegate.counts["script"] == nil && delegate.counts["b"] == nil)
        #expect(svg.contains("data-view=\"&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;\""))
        #expect(svg.contains("id=\"p1-1\"") && !svg.contains("id=\"clip-"))
    }
}

private final class ElementCounter: NSObject, XMLParserDelegate {
    var counts: [String: Int] = [:]
    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        counts[name, default: 0] += 1
    }
}
