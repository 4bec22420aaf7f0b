import ListkitSpec
import ListkitYAML
import Testing

/// `font:` values (weights, quoted sizes, user fonts), Dynamic Type's table and device scales.
struct FontDecodingTests {
    func decode(_ yaml: String) throws -> (Spec, [Diagnostic]) {
        var decoder = SpecDecoder()
        let spec = decoder.decode(try YAMLLoader().load(yaml))
        return (spec, decoder.diagnostics)
    }

    func font(_ value: String) throws -> (Font?, [Diagnostic]) {
        let (spec, diagnostics) = try decode("""
        listkit: 1
        screen: S
        views:
          - { id: l, type: label, text: Hi, font: \(value) }
        """)
        return (spec.views.first?.font?.value, diagnostics)
    }

    @Test func weightsSizesAndStyles() throws {
        #expect(try font("semibold 15").0 == Font(systemSize: 15, weight: .semibold))
        #expect(try font("medium 13").0 == Font(systemSize: 13, weight: .medium))
        #expect(try font("bold 15").0 == Font(systemSize: 15, weight: .bold))
        #expect(try font("ultraLight 30").0 == Font(systemSize: 30, weight: .ultraLight))
        #expect(try font("light").0 == Font(systemSize: 17, weight: .light))
        #expect(try font("heavy").0 == Font(systemSize: 17, weight: .heavy))
        #expect(try font("15").0 == Font(systemSize: 15))
        #expect(try font("\"15\"").0 == Font(systemSize: 15))
        #expect(try font("'12.5'").0 == Font(systemSize: 12.5))
        #expect(try font("headline").0?.weight == .semibold)
        #expect(try font("headline").0?.pointSize == 17)
        #expect(try font("body").0?.weight == .regular)
    }

    @Test func userFontsByName() throws {
        let (font, diagnostics) = try font("{ name: Avenir-Medium, size: 15 }")
        #expect(diagnostics.isEmpty)
        #expect(font == Font(named: "Avenir-Medium", size: 15))
        #expect(font?.family == "Avenir-Medium")
        let (_, missing) = try self.font("{ name: Avenir-Medium }")
        #expect(missing.map(\.message).contains { $0.contains("'size'") })
    }

    @Test func badFontsAreReportedWithAHint() throws {
        let (_, diagnostics) = try font("semibld 15")
        #expect(diagnostics.map(\.rule) == [.unknownFont])
        #expect(diagnostics.first?.message.contains("did you mean 'semibold'?") == true)
        let (_, size) = try font("bold 0")
        #expect(size.map(\.message) == ["a font size must be a finite number above 0 and at most 1000, not 0"])
    }

    @Test func dynamicTypeSizesFromApplesTable() {
        #expect(ContentSizeCategory.large.pointSize(of: .body) == 17)
        #expect(ContentSizeCategory.xSmall.pointSize(of: .body) == 14)
        #expect(ContentSizeCategory.xxxLarge.pointSize(of: .headline) == 23)
        #expect(ContentSizeCategory.accessibility5.pointSize(of: .body) == 53)
        #expect(ContentSizeCategory.accessibility1.pointSize(of: .largeTitle) == 44)
        #expect(ContentSizeCategory.medium.pointSize(of: .footnote) == 12)
        // At Large every style is its default size.
        for style in Font.TextStyle.allCases {
            #expect(ContentSizeCategory.large.pointSize(of: style) == Font(style: style).pointSize)
        }
        #expect(Font(style: .title1).pointSize(at: .accessibility2) == 43)
        #expect(Font(systemSize: 15).pointSize(at: .accessibility2) == 15)
    }

    @Test func deviceScales() throws {
        #expect(Device.preset(named: "iphone-se")?.scale == 2)
        #expect(Device.preset(named: "iphone-15")?.scale == 3)
        #expect(Device.preset(named: "ipad-11")?.scale == 2)
        let (spec, diagnostics) = try decode("""
        listkit: 1
        screen: S
        device: [{ name: a, width: 300, height: 500 }, { name: b, width: 300, height: 500, scale: 2 }, { name: c, width: 1, height: 1, scale: 4 }]
        views: []
        """)
        #expect(spec.devices.map(\.value.scale) == [3, 2, 3])
        #expect(diagnostics.map(\.message) == ["a device's 'scale' must be 2 or 3 (@2x or @3x), not 4"])
    }
}
