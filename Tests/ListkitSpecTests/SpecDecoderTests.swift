import ListkitSpec
import ListkitYAML
import Testing

struct SpecDecoderTests {
    func decode(_ yaml: String) throws -> (Spec, [Diagnostic]) {
        var decoder = SpecDecoder()
        let spec = decoder.decode(try YAMLLoader().load(yaml))
        return (spec, decoder.diagnostics)
    }

    @Test func fullSpecDecodes() throws {
        let (spec, diagnostics) = try decode("""
        listkit: 1
        screen: Venue
        device: [iphone-se, { name: tall, width: 320, height: 900, safeArea: { top: 10 } }]
        views:
          - id: stack
            type: stack
            axis: vertical
            alignment: center
            distribution: fillEqually
            spacing: 9
            hugging: { horizontal: 251, vertical: high }
            layout: [ center == parent ]
            arranged:
              - { id: title, type: label, text: Hi, font: headline, lines: 0 }
          - id: list
            type: table
            style: insetGrouped
            layout: [ edges == safeArea ]
            sections:
              - id: reviews
                header: Reviews
                footer: { kind: More, height: 30 }
                cells:
                  - { id: r1, kind: Review, author: Ann, stars: 5 }
        cellKinds:
          Review:
            height: width * 0.25
            views: [ { id: author, type: label, text: "{author}" } ]
          More: { height: automatic }
        """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(spec.screen.value == "Venue")
        #expect(spec.devices.map(\.value.name) == ["iphone-se", "tall"])
        #expect(spec.devices[1].value.safeArea.top == 10)
        let stack = spec.views[0]
        #expect(stack.stack == StackSpec(axis: .vertical, alignment: .center, distribution: .fillEqually, spacing: 9))
        #expect(stack.hugging?.vertical?.value == 750)
        #expect(stack.arranged[0].font?.value == Font(style: .headline))
        #expect(stack.arranged[0].lines?.value == 0)
        let list = try #require(spec.views[1].list)
        #expect(list.style == .insetGrouped)
        #expect(list.sections[0].header?.title == "Reviews")
        #expect(list.sections[0].footer?.kind?.value == "More")
        #expect(list.sections[0].cells[0].fields.map(\.name) == ["author", "stars"])
        #expect(list.sections[0].cells[0].field("stars") == "5")
        guard case .expression(let e) = spec.cellKinds[0].height.value else { Issue.record("height"); return }
        #expect(e.evaluate(["width": 400]) == 100)
    }

    @Test func quotedConstraintMarksSkipTheQuote() throws {
        let (spec, _) = try decode("listkit: 1\nscreen: S\nviews:\n  - { id: a, type: view, layout: [ \"top == parent.top\", top == parent.top ] }\n")
        #expect(spec.views[0].layout.map(\.textMark) == [Mark(line: 4, column: 37), Mark(line: 4, column: 57)])
    }

    @Test func brokenViewsAreReportedButLeftOut() throws {
        let (spec, diagnostics) = try decode("listkit: 1\nscreen: S\nviews:\n  - { id: a, type: nope, subviews: [ { id: b, type: label, lines: x } ] }\n  - { id: c, type: view }\n")
        #expect(spec.views.map(\.id.value) == ["c"])
        #expect(diagnostics.map(\.rule) == [.unknownViewType, .wrongType])
    }
}

/// `os:` names the iOS release a spec is laid out for, one of `UIKitRelease`'s raw values.
struct ReleaseDecodingTests {
    func decode(_ os: String) throws -> (Spec, [Diagnostic]) {
        var decoder = SpecDecoder()
        let spec = decoder.decode(try YAMLLoader().load("listkit: 1\nscreen: S\nos: \(os)\nviews: []\n"))
        return (spec, decoder.diagnostics)
    }

    @Test func eachReleaseIsRead() throws {
        for release in UIKitRelease.allCases {
            let (spec, diagnostics) = try decode(release.rawValue)
            #expect(spec.os?.value == release)
            #expect(spec.os?.mark == Mark(line: 3, column: 5))
            #expect(diagnostics.isEmpty)
        }
        var decoder = SpecDecoder()
        #expect(decoder.decode(try YAMLLoader().load("listkit: 1\nscreen: S\nviews: []\n")).os == nil)
    }

    @Test func anUnknownReleaseIsAnErrorWithADidYouMean() throws {
        let (spec, diagnostics) = try decode("ios27")
        #expect(spec.os == nil)
        #expect(diagnostics.map(\.message) == ["unknown iOS release 'ios27'; did you mean 'ios26'?"])
        #expect(diagnostics.first?.rule == .invalidValue)
        #expect(diagnostics.first?.mark == Mark(line: 3, column: 5))
        let (_, far) = try decode("android")
        #expect(far.map(\.message) == ["unknown iOS release 'android' (one of: ios18, ios26, ios13, ios12, ios10)"])
    }
}
