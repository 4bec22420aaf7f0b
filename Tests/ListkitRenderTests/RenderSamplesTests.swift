import Testing
import ListkitLayout
import ListkitSpec
@testable import ListkitRender

/// Hand-made layouts the renderer tests share, and tests of the flattening they all rely on.
enum RenderSamples {
    static let device = Device(name: "tiny", width: 200, height: 300, safeArea: Insets(top: 20, bottom: 10))

    /// A title, a table of messages (four cells, only three on screen), a compose button and a
    /// hidden badge.
    static var inbox: LayoutResult {
        func message(_ id: String, y: Double, subject: String) -> CellLayout {
            CellLayout(id: id, kind: "message", frame: Rect(x: 0, y: y, width: 200, height: 60), views: [
                ViewFrame(id: "subject", type: .label, frame: Rect(x: 10, y: 8, width: 120, height: 20), text: subject),
                ViewFrame(id: "avatar", type: .image, frame: Rect(x: 150, y: 10, width: 40, height: 40)),
            ])
        }
        let list = ListLayout(contentSize: Size(width: 200, height: 280), sections: [
            SectionLayout(
                id: "main",
                header: CellLayout(id: "header", kind: nil, frame: Rect(x: 0, y: 0, width: 200, height: 20), title: "Today"),
                footer: CellLayout(id: "footer", kind: nil, frame: Rect(x: 0, y: 260, width: 200, height: 20), title: "End"),
                cells: [
                    message("m1", y: 20, subject: "Hello"),
                    message("m2", y: 80, subject: "Lunch?"),
                    message("m3", y: 140, subject: "Re: \"plans\""),
                    message("m4", y: 200, subject: "Off screen"),
                ]),
        ])
        return LayoutResult(device: device, views: [
            ViewFrame(id: "title", type: .label, frame: Rect(x: 10, y: 20, width: 180, height: 20), text: "Inbox"),
            ViewFrame(id: "feed", type: .table, frame: Rect(x: 0, y: 50, width: 200, height: 200), list: list),
            ViewFrame(id: "compose", type: .button, frame: Rect(x: 10, y: 260, width: 180, height: 30), text: "Compose",
                      children: [ViewFrame(id: "badge", type: .view, frame: Rect(x: 180, y: 255, width: 10.333, height: 10), isHidden: true)]),
        ])
    }
}

@Suite struct RenderFlatteningTests {
    @Test func numbersAreRoundedToHundredthsWithoutNegativeZero() {
        let cases: [(Double, String)] = [
            (0, "0"), (-0.0, "0"), (-0.001, "0"), (12, "12"), (12.5, "12.5"), (1.0 / 3, "0.33"),
            (-4.25, "-4.25"), (0.05, "0.05"), (0.999, "1"), (-2.004, "-2"), (393, "393"), (1e20, "1e+20"),
            (.nan, "nan"), (-.infinity, "-inf"),
        ]
        for (value, text) in cases { #expect(LayoutNumberFormat.string(value) == text, "\(value)") }
    }

    /// The layout JSON's quoted texts are `JSONWriter.quoted`'s bytes, whether copied or escaped.
    @Test func quotedTextsAreTheWritersBytes() {
        let texts = ["", "plain", "café crème brûlée", "東京 서울 привет", "😀🎉", "a \"quote\"", "back\\slash", "tab\there", "line\nbreak",
                     "\u{7F}del", "\u{85}next line", "\u{A0}no-break", "\u{61C}mark", "\u{200E}ltr", "\u{2028}separator", "\u{202E}override",
                     "\u{2066}isolate", "ellipsis…", "\u{2014}dash", "Ø\u{300}combining", "\u{1B}[31mred"]
        for text in texts {
            var bytes: [UInt8] = []
            LayoutJSONValue.appendQuoted(text, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == JSONWriter.quoted(text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    /// The JSON writer's digits are `string`'s bytes, for every magnitude and rounding.
    @Test func appendedNumbersAreTheStringsBytes() {
        var values: [Double] = [0, -0.0, 0.004, -0.005, 0.05, 0.1, 0.99, 1, 9.995, 10, 99.99, 100.5, 1234.567, 1e12, 9.999e12, 1e13, -1e13, 1e20]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<2_000 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            var scale = 1.0
            for _ in 0..<Int(state % 15) { scale *= 10 }
            let magnitude = Double(state >> 11) / Double(1 << 53) * scale
            values.append(state & 1 == 0 ? magnitude : -magnitude)
        }
        for value in values {
            var bytes: [UInt8] = []
            LayoutNumberFormat.append(value, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == LayoutNumberFormat.string(value), "\(value)")
            var buffer = TextBuffer()
            LayoutNumberFormat.append(value, to: &buffer)
            #expect(buffer.string == LayoutNumberFormat.string(value), "\(value) into a TextBuffer")
        }
    }

    @Test func cellsArePlacedInScreenPointsAndOnlyVisibleOnesKept() {
        let elements = LayoutFlattener().elements(of: RenderSamples.inbox)
        #expect(elements.map(\.id) == [
            "title", "feed", "feed/main/header", "feed/main/m1", "subject", "avatar", "feed/main/m2", "subject", "avatar",
            "feed/main/m3", "subject", "avatar", "compose", "badge",
        ])
        let m2 = elements[6]
        #expect(m2.frame == Rect(x: 0, y: 130, width: 200, height: 60))
        #expect(m2.depth == 1 && m2.role == .cell(kind: "message"))
        #expect(elements[7].frame == Rect(x: 10, y: 138, width: 120, height: 20))
        #expect(elements[7].depth == 2)
        #expect(elements[7].clip == Rect(x: 0, y: 50, width: 200, height: 200))
        #expect(elements[0].clip == nil)
        #expect(elements.last?.isHidden == true)
    }

    @Test func fullKeepsEveryCell() {
        let ids = LayoutFlattener(full: true).elements(of: RenderSamples.inbox).map(\.id)
        #expect(ids.contains("feed/main/m4") && ids.contains("feed/main/footer"))
        #expect(ids.count == 18)
    }

    @Test func deepTreesDoNotUseTheCallStack() {
        var view = ViewFrame(id: "leaf", type: .view, frame: Rect(x: 0, y: 0, width: 1, height: 1))
        for i in 0..<2_000 { view = ViewFrame(id: "v\(i)", type: .view, frame: view.frame, children: [view]) }
        let elements = LayoutFlattener().elements(of: LayoutResult(device: RenderSamples.device, views: [view]))
        #expect(elements.count == 2_001)
        #expect(elements.last?.depth == 2_000)
    }
}
