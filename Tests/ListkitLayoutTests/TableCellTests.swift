import ListkitLayout
import ListkitSpec
import ListkitYAML
import Testing

/// Table cells' accessories, safe-area insets and separators, checked by hand against the
/// measurements docs/layout.md ("Table cells") cites.
struct TableCellTests {
    static func table(style: String = "plain", accessory: String? = nil, separators: String? = nil, device: String = "iphone-15",
                      cells: Int = 2) -> String {
        """
        listkit: 1
        screen: Settings
        device: \(device)
        views:
          - id: list
            type: table
            style: \(style)
            layout: [ edges == safeArea ]\(separators.map { "\n    separatorStyle: \($0)" } ?? "")
            sections:
              - id: main
                cells: [ \((0..<cells).map { "{ id: c\($0), kind: Row, title: Wi-Fi }" }.joined(separator: ", ")) ]
        cellKinds:
          Row:
            height: 44\(accessory.map { "\n    accessory: \($0)" } ?? "")
            views:
              - { id: title, type: label, text: "{title}", layout: [ "leading == parent.leading + 16", "trailing == parent.trailing", centerY == parent ] }
        """
    }

    static func cells(_ yaml: String, on name: String? = nil, rtl: Bool = false) throws -> [CellLayout] {
        let spec = try loadSpec(yaml)
        let engine = LayoutEngine(spec: spec, options: LayoutOptions(rtl: rtl))
        let result = engine.layout(on: name.map(device) ?? spec.effectiveDevices[0]).result
        return try #require(result.views.first?.list?.sections.first?.cells)
    }

    /// openradar 18290376: a 320-point cell with a disclosure indicator has a 286-point content
    /// view; the kind's views are solved in it.
    @Test func aDisclosureIndicatorTakes34Points() throws {
        let cell = try #require(Self.cells(Self.table(accessory: "disclosureIndicator"), on: "iphone-se").first)
        #expect(cell.frame.width == 375)
        #expect(cell.contentFrame == rect(0, 0, 341, 44))
        #expect(cell.accessory == AccessoryLayout(kind: .disclosureIndicator, frame: rect(341, 0, 34, 44)))
        let labelWidth = try #require(cell.views.first?.frame.width)
        #expect(labelWidth == 325, "the label ends at the content view's trailing edge")
    }

    /// WordPress-iOS #11385: a checkmark takes 39 points (Xcode's view debugger). Right to left,
    /// the accessory is on the left and the content view after it.
    @Test func aCheckmarkTakes39PointsOnTheTrailingSide() throws {
        let cell = try #require(Self.cells(Self.table(accessory: "checkmark"), rtl: true).first)
        #expect(cell.accessory?.frame == rect(0, 0, 39, 44))
        #expect(cell.contentFrame == rect(39, 0, 393 - 39, 44))
    }

    /// UITableView+FDTemplateLayoutCell's `systemAccessoryWidths` (measured, iOS 8–9): a detail
    /// button takes 48 points and a detail disclosure button 68, so a 375-point cell's content
    /// view is 327 and 307 wide.
    @Test func theDetailButtonsTake48And68Points() throws {
        let detail = try #require(Self.cells(Self.table(accessory: "detailButton"), on: "iphone-se").first)
        #expect(detail.contentFrame == rect(0, 0, 327, 44))
        #expect(detail.accessory == AccessoryLayout(kind: .detailButton, frame: rect(327, 0, 48, 44)))
        let both = try #require(Self.cells(Self.table(accessory: "detailDisclosureButton"), on: "iphone-se").first)
        #expect(both.contentFrame == rect(0, 0, 307, 44))
        #expect(both.accessory?.frame == rect(307, 0, 68, 44))
        #expect(both.views.first?.frame.width == Double(307 - 16), "the label ends at the narrowed content view's edge")
    }

    /// A custom accessory view takes its width + 16 (the same library: "contentViewWidth -= 16 +
    /// CGRectGetWidth(cell.accessoryView.frame)"); the view keeps its size, centred vertically
    /// and 16 points from the cell's trailing edge (its leading edge right to left).
    @Test func aCustomAccessoryViewTakesItsWidthAnd16Points() throws {
        let yaml = Self.table().replacingOccurrences(of: "height: 44", with: "height: 44\n    accessoryView: 51x31")
        let cell = try #require(Self.cells(yaml, on: "iphone-se").first)
        #expect(cell.contentFrame == rect(0, 0, 375 - 67, 44))
        #expect(cell.accessory?.kind == .custom)
        #expect(cell.accessory?.frame == rect(308, 0, 67, 44))
        #expect(cell.accessory?.view == rect(308, 6.5, 51, 31))
        let mirrored = try #require(Self.cells(yaml, on: "iphone-se", rtl: true).first)
        #expect(mirrored.contentFrame == rect(67, 0, 308, 44))
        #expect(mirrored.accessory?.view == rect(16, 6.5, 51, 31))
    }

    /// UIKit ignores `accessoryType` when `accessoryView` is set, so a kind giving both is an
    /// error rather than a silent choice; `custom` is not an accessory type.
    @Test func accessoryTypeAndViewTogetherAreAnError() throws {
        let yaml = Self.table(accessory: "checkmark").replacingOccurrences(of: "height: 44", with: "height: 44\n    accessoryView: 51x31")
        var decoder = SpecDecoder()
        _ = decoder.decode(try ListkitYAML.YAMLLoader().load(yaml))
        #expect(decoder.diagnostics.map(\.message).contains { $0.contains("both 'accessory' and 'accessoryView'") })
        var custom = SpecDecoder()
        _ = custom.decode(try ListkitYAML.YAMLLoader().load(Self.table(accessory: "custom")))
        #expect(custom.diagnostics.map(\.message) == ["unknown cell accessory 'custom'; a custom accessory view is 'accessoryView: WxH'"])
    }

    /// In landscape the content view stays inside the safe area (insetsContentViewsToSafeArea):
    /// a full-width plain table on an iPhone 15 keeps 59 points each side out of its cells'
    /// content; an inset-grouped cell is inset by the layout margin (20 at this width) from the safe area.
    @Test func contentViewsStayInsideTheSafeArea() throws {
        let fullWidth = Self.table().replacingOccurrences(of: "edges == safeArea", with: "edges == parent")
        let plain = try #require(Self.cells(fullWidth, on: "iphone-15-landscape").first)
        #expect(plain.frame.x == 0 && plain.frame.width == 852)
        #expect(plain.contentFrame == rect(59, 0, 852 - 118, 44))
        let grouped = try #require(Self.cells(fullWidth.replacingOccurrences(of: "style: plain", with: "style: insetGrouped"),
                                              on: "iphone-15-landscape").first)
        #expect(grouped.frame == rect(59 + 20, 18, 852 - 118 - 40, 44), "below the 18-point untitled header, with the 20-point margin of an 852-point table")
        #expect(grouped.contentFrame == nil)
    }

    /// Separators are one pixel along a row's bottom from the 16-point layout margin (the
    /// separator inset comes from the cell's margins since iOS 11); a grouped section's last
    /// row has none, a plain one's has; `separatorStyle: none` removes them.
    @Test func separatorsSitAtTheLayoutMarginOnePixelThick() throws {
        let plain = try Self.cells(Self.table())
        #expect(plain.map(\.separator) == [rect(16, 44 - 1.0 / 3, 377, 1.0 / 3), rect(16, 44 - 1.0 / 3, 377, 1.0 / 3)])
        let grouped = try Self.cells(Self.table(style: "grouped"), on: "iphone-se")
        #expect(grouped.map(\.separator) == [rect(16, 43.5, 359, 0.5), nil])
        #expect(try Self.cells(Self.table(separators: "none")).allSatisfy { $0.separator == nil })
    }
}
