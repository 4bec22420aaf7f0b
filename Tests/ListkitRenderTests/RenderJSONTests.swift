import Foundation
import Testing
import ListkitLayout
import ListkitSpec
@testable import ListkitRender

@Suite struct RenderJSONTests {
    @Test func smallLayoutPrintsExactlyWithStableKeyOrder() {
        let result = LayoutResult(device: Device(name: "d", width: 100, height: 50.5), views: [
            ViewFrame(id: "box", type: .view, frame: Rect(x: 0, y: 0, width: 100, height: 50.5), children: [
                ViewFrame(id: "label", type: .label, frame: Rect(x: 1.004, y: -0.001, width: 2.5, height: 3), text: "Hi \"you\"\n"),
            ]),
        ])
        #expect(LayoutJSONRenderer(rtl: true).render([result], screen: "S") == """
        {
          "format": "listkit-layout",
          "version": 1,
          "screen": "S",
          "rtl": true,
          "full": false,
          "layouts": [
            {
              "device": {"name": "d", "width": 100, "height": 50.5},
              "safeArea": {"top": 0, "left": 0, "bottom": 0, "right": 0},
              "views": [
                {
                  "id": "box",
                  "type": "view",
                  "frame": {"x": 0, "y": 0, "width": 100, "height": 50.5},
                  "hidden": false,
                  "children": [
                    {
                      "id": "label",
                      "type": "label",
                      "frame": {"x": 1, "y": 0, "width": 2.5, "height": 3},
                      "text": "Hi \\"you\\"\\n",
                      "hidden": false,
                      "children": []
                    }
                  ]
                }
              ]
            }
          ]
        }

        """)
    }

    @Test func outputParsesAndRoundTripsFramesAndVisibleCells() throws {
        let text = LayoutJSONRenderer().render([RenderSamples.inbox], screen: "Inbox")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(root["screen"] as? String == "Inbox")
        #expect(root["full"] as? Bool == false)
        let layout = try #require((root["layouts"] as? [[String: Any]])?.first)
        let device = try #require(layout["device"] as? [String: Any])
        #expect(device["name"] as? String == "tiny" && device["height"] as? Double == 300)
        #expect((layout["safeArea"] as? [String: Double])?["bottom"] == 10)
        let views = try #require(layout["views"] as? [[String: Any]])
        #expect(views.map { $0["id"] as? String } == ["title", "feed", "compose"])
        #expect(views[0]["text"] as? String == "Inbox")
        #expect(views[1]["text"] == nil)
        let list = try #require(views[1]["list"] as? [String: Any])
        #expect((list["contentSize"] as? [String: Double])?["height"] == 280)
        let section = try #require((list["sections"] as? [[String: Any]])?.first)
        let cells = try #require(section["cells"] as? [[String: Any]])
        #expect(cells.map { $0["id"] as? String } == ["m1", "m2", "m3"])
        #expect(section["footer"] == nil)
        #expect((section["header"] as? [String: Any])?["title"] as? String == "Today")
        #expect(cells[1]["frame"] as? [String: Double] == ["x": 0, "y": 80, "width": 200, "height": 60])
        let subject = try #require((cells[2]["views"] as? [[String: Any]])?.first)
        #expect(subject["text"] as? String == "Re: \"plans\"")
        let badge = try #require((views[2]["children"] as? [[String: Any]])?.first)
        #expect(badge["hidden"] as? Bool == true)
        #expect((badge["frame"] as? [String: Double])?["width"] == 10.33)
    }

    @Test func fullListsEveryCellAndControlsAreEscaped() throws {
        var result = RenderSamples.inbox
        result.views[0].text = "tab\there \u{01}"
        let text = LayoutJSONRenderer(full: true).render([result, result], screen: "Inbox")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let layouts = try #require(root["layouts"] as? [[String: Any]])
        #expect(layouts.count == 2)
        let views = try #require(layouts[1]["views"] as? [[String: Any]])
        #expect(views[0]["text"] as? String == "tab\there \u{01}")
        let section = try #require(((views[1]["list"] as? [String: Any])?["sections"] as? [[String: Any]])?.first)
        #expect((section["cells"] as? [Any])?.count == 4)
        #expect((section["footer"] as? [String: Any])?["title"] as? String == "End")
    }

    /// A stream that takes bytes, as standard output does: what it is given, and how.
    struct ByteSink: ByteOutputStream {
        var bytes: [UInt8] = []
        var byteWrites = 0
        mutating func write(_ string: String) { bytes += Array(string.utf8) }
        mutating func write(utf8 piece: UnsafeRawBufferPointer) {
            bytes += Array(piece)
            byteWrites += 1
        }
    }

    /// Through a `ByteOutputStream` the cells go in as bytes (no String made of them), and the
    /// document is the one `render` returns, byte for byte (cells with and without views,
    /// escapes, headers and footers, two devices).
    @Test func aByteStreamGetsTheSameDocument() {
        var result = RenderSamples.inbox
        result.views[0].text = "tab\there \u{01} and é"
        for full in [false, true] {
            let renderer = LayoutJSONRenderer(full: full)
            var sink = ByteSink()
            renderer.write(LayoutReport([result, result], screen: "Inbox"), into: &sink)
            #expect(String(decoding: sink.bytes, as: UTF8.self) == renderer.render([result, result], screen: "Inbox"), "full \(full)")
            #expect(sink.byteWrites > 0, "full \(full)")
        }
    }
}
