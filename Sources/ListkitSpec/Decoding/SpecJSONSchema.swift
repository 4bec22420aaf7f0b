/// The spec format as a JSON Schema (draft 2020-12), for editors: yaml-language-server gives
/// completion, hover and validation with `# yaml-language-server: $schema=…`.
///
/// Generated from the decoder's own tables — the keys of every mapping (`Schema`), view types,
/// fonts, devices, stack, list and line-break enums — so a key the decoder learns appears here
/// by itself; only each key's value shape is written below, and `valueSchemaGaps` (checked by a
/// test) lists any key that has none. The schema checks shape, not meaning: references,
/// constraints and layout remain lint's (`listkit lint`).
public enum SpecJSONSchema {
    /// The metrics the descriptions quote: the default release's.
    static let metrics = UIKitRelease.default.metrics

    public static let id = "https://listkit.dev/schemas/spec-1.json"

    public static var document: JSONValue {
        .object([
            ("$schema", "https://json-schema.org/draft/2020-12/schema"),
            ("$id", .string(id)),
            ("title", "listkit spec, format 1"),
            ("description", "One screen: its views and constraints, devices, lists and cell kinds. See docs/spec-format.md."),
            ("type", "object"),
            ("required", ["listkit", "screen", "views"]),
            ("properties", properties(Schema.topLevel)),
            ("additionalProperties", .bool(false)),
            ("$defs", .object(definitions)),
        ])
    }

    /// Keys of the decoder's tables that have no value schema here (a test keeps it empty).
    public static var valueSchemaGaps: [String] {
        let keys = Schema.topLevel + Schema.navigationBar + Schema.barItems + Schema.customDevice + Schema.userFont + Schema.insets + Schema.axisPriorities
            + Schema.cellKind + Schema.section + Schema.supplementary + Schema.flow + Schema.itemSize
            + Schema.commonViewKeys + Schema.allTypeKeys + Schema.compositional + Schema.sectionLayout + Schema.layoutGroup
            + Schema.layoutItem + Schema.boundaryItem + Schema.directionalInsets
        return keys.filter { valueSchema($0) == nil && !contextual.contains($0) }
    }

    /// Keys whose shape depends on the mapping they are in (handled where that mapping is built).
    static let contextual: Set<String> = ["height", "width", "name", "title", "kind", "size", "top", "left", "bottom", "right", "horizontal", "vertical", "insets", "spacing", "id", "itemSize", "items", "leading", "trailing"]

    // MARK: - Definitions

    static var definitions: [(String, JSONValue)] {
        [
            ("view", view),
            ("device", .object([("anyOf", [enumOf(Device.presets.map(\.name), "A device preset."), ref("customDevice")])])),
            ("customDevice", closedObject(Schema.customDevice, required: ["width", "height"], values: [
                "name": string("Shown in findings."), "width": positive("Width in points."), "height": positive("Height in points."),
                "safeArea": ref("insets"), "scale": .object([("enum", [.number(2), .number(3)]), ("description", "Pixels per point (@2x, @3x).")]),
                "idiom": enumOf(Device.Idiom.allCases.map(\.rawValue), "phone or pad (bars are taller on iPad); default: pad from a short side of \(formatNumber(metrics.idiom.padShortSideFrom)) points."),
            ])),
            ("navigationBar", .object([("anyOf", [scalarString("The title."), closedObject(Schema.navigationBar, values: [
                "title": scalarString("The title."), "largeTitle": .object([("type", "boolean"), ("description", .string("prefersLargeTitles: \(formatNumber(metrics.bars.largeTitle)) points taller where the height is regular."))]),
                "prompt": scalarString("navigationItem.prompt: a line above the title, \(formatNumber(metrics.bars.prompt)) points."),
                "search": .object([("type", ["boolean", "string"]), ("description", .string("navigationItem.searchController: true, or the placeholder; a \(formatNumber(metrics.bars.searchBar))-point search bar below the title."))]),
                "hidden": .object([("type", "boolean"), ("description", "true: the navigation controller hides its bar (isNavigationBarHidden): no bar is laid out, and automatic content insets adjust as inside a navigation controller.")]),
            ])])])),
            ("barItems", closedObject(Schema.barItems, values: ["items": .object([("type", "array"), ("items", scalarString("An item's title."))])])),
            ("insets", .object([("anyOf", [number("All four sides."), closedObject(Schema.insets, values: Dictionary(uniqueKeysWithValues: Schema.insets.map { ($0, number("Points.")) }))])])),
            // Ranges are lint's (priority-range), as the decoder reads any number.
            ("priority", .object([("anyOf", [number("1…1000."),
                                             enumOf(ConstraintParser.namedPriorities.keys.sorted(), "A named priority.")])])),
            ("axisPriorities", .object([("anyOf", [ref("priority"), closedObject(Schema.axisPriorities, values: ["horizontal": ref("priority"), "vertical": ref("priority")])])])),
            ("constraints", .object([("anyOf", [scalarString("One constraint, e.g. 'top == parent.top + 8'."),
                                                .object([("type", "array"), ("items", scalarString("A constraint, e.g. 'top == parent.top + 8'."))])])])),
            // listkit reads WxH as text; a YAML 1.2 core schema reader (an editor) reads a width
            // of 0 (`0x44`) as a hexadecimal integer, so the schema takes that as well.
            ("size", .object([("anyOf", [
                .object([("type", "string"), ("pattern", "^[0-9]+(\\.[0-9]+)?x[0-9]+(\\.[0-9]+)?$")]),
                .object([("type", "integer"), ("minimum", .number(0))]),
            ]), ("description", "WxH in points, e.g. 90x90, read as text: 0x44 is 0 by 44 (an editor may read it as the integer 68).")])),
            ("sizeExpression", .object([("type", ["number", "string"]), ("description", "A number, 'automatic', or an expression such as '(contentWidth - 16) / 3'.")])),
            ("font", .object([("anyOf", [
                enumOf(Font.TextStyle.allCases.map(\.rawValue), "A Dynamic Type text style."),
                .object([("type", "number"), ("exclusiveMinimum", .number(0)), ("maximum", .number(1000))]),
                .object([("type", "string"), ("description", "A size ('15'), a weight ('semibold') or both ('semibold 15').")]),
                closedObject(Schema.userFont, required: ["name", "size"], values: ["name": string("A PostScript name of a font given to the CLI."), "size": positive("Points.")]),
            ])])),
            ("section", closedObject(Schema.section, required: ["id"], values: [
                "id": scalarString("Unique within the list."), "header": ref("supplementary"), "footer": ref("supplementary"),
                "cells": .object([("type", "array"), ("items", ref("cell"))]),
            ])),
            ("supplementary", .object([("anyOf", [scalarString("A title."), closedObject(Schema.supplementary, values: [
                "title": scalarString("The title."), "kind": scalarString("A cell kind."), "height": .object([("type", "number"), ("minimum", .number(0))]),
            ]), .object([("type", "object"), ("required", ["kind"]),
                         ("properties", .object([("kind", scalarString("A cell kind.")), ("height", .object([("type", "number"), ("minimum", .number(0))]))])),
                         ("additionalProperties", .object([("type", ["string", "number", "boolean", "null"]), ("description", "A field of the kind's {field}s (title included).")]))])])])),
            ("cell", .object([("type", "object"), ("required", ["id", "kind"]),
                              ("properties", .object([("id", scalarString("Unique within the whole list.")), ("kind", scalarString("A declared cell kind."))])),
                              ("additionalProperties", .object([("type", ["string", "number", "boolean", "null"]), ("description", "A field bound into the kind's {field} texts.")]))])),
            ("cellKind", closedObject(Schema.cellKind, values: [
                "height": .object([("anyOf", [.object([("const", "automatic")]), ref("sizeExpression")])]),
                "views": .object([("type", "array"), ("items", ref("view"))]),
                "accessory": enumOf(CellAccessory.types.map(\.rawValue), "A table cell's standard accessory; it narrows the content view."),
                "accessoryView": ref("size"),
                "content": ref("listContent"),
            ])),
            ("listContent", closedObject(Schema.listContent, required: ["configuration", "text"], values: [
                "configuration": enumOf(ListContentSpec.Configuration.allCases.map(\.rawValue), "UIListContentConfiguration's cell(), subtitleCell() or valueCell()."),
                "text": scalarString("The text; {field} takes a cell's field."),
                "secondaryText": scalarString("The secondary text (subtitleCell: below the text; valueCell: at the trailing edge)."),
                "image": bindable(ref("size")),
            ])),
            ("flow", closedObject(Schema.flow, values: [
                "itemSize": closedObject(Schema.itemSize, values: ["width": ref("sizeExpression"), "height": ref("sizeExpression")]),
                "spacing": nonNegative(), "lineSpacing": nonNegative(), "insets": ref("insets"), "headerHeight": nonNegative(), "footerHeight": nonNegative(),
            ])),
        ] + compositionalDefinitions
    }

    /// UICollectionViewCompositionalLayout's parts (`compositional:`).
    static var compositionalDefinitions: [(String, JSONValue)] {
        let dimension = ref("dimension")
        return [
            ("compositional", closedObject(Schema.compositional, required: ["section"], values: [
                "section": ref("sectionLayout"),
                "sections": .object([("type", "object"), ("additionalProperties", ref("sectionLayout")), ("description", "Layouts of particular sections, by section id.")]),
            ])),
            ("sectionLayout", closedObject(Schema.sectionLayout, required: ["group"], values: [
                "header": ref("boundaryItem"), "footer": ref("boundaryItem"),
            ])),
            ("layoutGroup", closedObject(Schema.layoutGroup, required: ["width", "height", "items"], values: [
                "width": dimension, "height": dimension,
                "items": .object([("type", "array"), ("minItems", .number(1)), ("items", .object([("anyOf", [
                    ref("layoutItem"), closedObject(["group"], required: ["group"], values: ["group": ref("layoutGroup")]),
                ])]))]),
            ])),
            ("layoutItem", closedObject(Schema.layoutItem, required: ["width", "height"], values: ["width": dimension, "height": dimension])),
            ("boundaryItem", closedObject(Schema.boundaryItem, required: ["height"], values: ["width": dimension, "height": dimension])),
            ("dimension", .object([("anyOf", [
                .object([("type", "number"), ("minimum", .number(0)), ("description", "Points (absolute).")]),
                .object([("type", "string"), ("pattern", "^ *(fractionalWidth|fractionalHeight|absolute|estimated) *\\( *[0-9]+(\\.[0-9]+)? *\\) *$"),
                         ("description", "fractionalWidth(f), fractionalHeight(f), absolute(points) or estimated(points).")]),
            ])])),
            ("directionalInsets", .object([("anyOf", [number("All four sides."), closedObject(Schema.directionalInsets, values: Dictionary(uniqueKeysWithValues: Schema.directionalInsets.map { ($0, nonNegative()) }))])])),
        ]
    }

    /// A view: the keys every view has, then per type the keys only that type has
    /// (`if type is X then these properties`); anything else is left unevaluated and rejected.
    static var view: JSONValue {
        let common = Schema.commonViewKeys.map { ($0, valueSchema($0) ?? .object([])) }
        let perType: [JSONValue] = ViewType.allCases.map { type in
            .object([
                ("if", .object([("properties", .object([("type", .object([("const", .string(type.rawValue))]))]))])),
                ("then", .object([("properties", .object(Schema.typeKeys(type).map { ($0, valueSchema($0) ?? .object([])) }))])),
            ])
        }
        return .object([
            ("type", "object"),
            ("required", ["id", "type"]),
            ("properties", .object(common)),
            ("allOf", .array(perType)),
            ("unevaluatedProperties", .bool(false)),
        ])
    }

    /// `numberOfPages`'s description, with the width rule's values from ControlMetrics.
    static var pageControlDescription: String {
        let m = ControlMetrics.current
        return "A page control's pages: its intrinsic width is \(Int(m.pageControlPitch)) per page + \(Int(m.pageControlOnePageWidth - m.pageControlPitch))."
    }

    /// The value shape of a key, wherever it appears with one meaning.
    static func valueSchema(_ key: String) -> JSONValue? {
        switch key {
        case "listkit": return .object([("const", .number(1)), ("description", "The format version.")])
        case "screen": return scalarString("The screen's name.")
        case "device": return .object([("anyOf", [ref("device"), .object([("type", "array"), ("items", ref("device"))])])])
        case "os": return enumOf(UIKitRelease.allCases.map(\.rawValue),
                                 "The iOS release whose UIKit metrics the screen is laid out with (default: .listkit.yml's os, else the newest iOS of the device, \(UIKitRelease.default.rawValue)).")
        case "views", "subviews", "arranged": return .object([("type", "array"), ("items", ref("view"))])
        case "cellKinds": return .object([("type", "object"), ("additionalProperties", ref("cellKind"))])
        case "id": return scalarString("An identifier: letters, digits and _.")
        case "type": return enumOf(ViewType.allCases.map(\.rawValue), "The view's type.")
        case "layout": return ref("constraints")
        case "sections": return .object([("type", "array"), ("items", ref("section"))])
        case "hidden", "isOn": return bindable(.object([("type", "boolean")]))
        case "isScrollEnabled": return .object([("type", "boolean")])
        case "segments":
            return .object([("type", "array"), ("items", .object([("type", "string")])), ("maxItems", .number(1000)),
                            ("description", "A segmented control's segment titles: its intrinsic width follows from them.")])
        case "apportionsSegmentWidthsByContent":
            return .object([("type", "boolean"), ("description", "UISegmentedControl's apportionsSegmentWidthsByContent (default false): each segment as wide as its own title, not the widest.")])
        case "numberOfPages": return .object([("type", "integer"), ("minimum", .number(1)), ("maximum", .number(1000)), ("description", .string(pageControlDescription))])
        case "preservesSuperviewLayoutMargins":
            return .object([("type", "boolean"), ("description", "UIView's preservesSuperviewLayoutMargins (default false): margins grow where the view is closer to its superview's edge than the superview's margin.")])
        case "insetsLayoutMarginsFromSafeArea":
            return .object([("type", "boolean"), ("description", "UIView's insetsLayoutMarginsFromSafeArea (default true): the part of the view outside the safe area is added to its margins.")])
        case "layoutMargins", "contentEdgeInsets": return ref("insets")
        case "directionalLayoutMargins": return ref("directionalInsets")
        case "hugging", "compressionResistance": return ref("axisPriorities")
        case "intrinsicSize", "image": return bindable(ref("size"))
        case "text", "title", "placeholder": return scalarString("Text; {field} takes a cell's field.")
        case "font": return ref("font")
        case "lines": return bindable(.object([("type", "integer"), ("minimum", .number(0)), ("maximum", .number(10_000)), ("description", "1 (default), N, or 0 for unlimited.")]))
        case "minimumScaleFactor":
            return .object([("type", "number"), ("minimum", .number(0)), ("maximum", .number(1)),
                            ("description", "UILabel's minimumScaleFactor with adjustsFontSizeToFitWidth: the label shrinks its text to fit its width down to this fraction of its font's size before it cuts it.")])
        case "lineHeightMultiple":
            return .object([("type", "number"), ("minimum", .number(0)), ("maximum", .number(100)),
                            ("description", "NSParagraphStyle's lineHeightMultiple: each line of the label is the font's line height times this (0: the font's).")])
        case "lineSpacing":
            return .object([("type", "number"), ("minimum", .number(0)), ("maximum", .number(10_000)),
                            ("description", "NSParagraphStyle's lineSpacing: points between one line of the label and the next.")])
        case "lineBreakMode": return enumOf(LineBreakMode.allCases.map(\.rawValue), "As NSLineBreakMode; a truncating or clipping mode says truncation is meant.")
        case "axis": return enumOf(StackSpec.Axis.allCases.map(\.rawValue), "The stack's axis.")
        case "alignment": return enumOf(StackSpec.Alignment.allCases.map(\.rawValue), "The stack's alignment.")
        case "distribution": return enumOf(StackSpec.Distribution.allCases.map(\.rawValue), "The stack's distribution.")
        case "spacing": return number("Points between arranged views.")
        case "layoutMarginsRelativeArrangement":
            return .object([("type", "boolean"), ("description", "UIStackView's isLayoutMarginsRelativeArrangement (default false): the arranged views sit inside the stack's layout margins.")])
        case "style": return enumOf(ListSpec.Style.allCases.map(\.rawValue) + ControlStyle.allCases.map(\.rawValue),
                                    "A table's style (plain, grouped, insetGrouped), an activity indicator's (medium, large), a date picker's (wheels, compact, inline), a button's without a configuration (system, custom) or a text field's without a border (borderless).")
        case "flow": return ref("flow")
        case "compositional": return ref("compositional")
        case "section": return ref("sectionLayout")
        case "group": return ref("layoutGroup")
        case "interGroupSpacing": return nonNegative()
        case "contentInsets": return ref("directionalInsets")
        case "orthogonalScrolling": return enumOf(OrthogonalScrolling.allCases.map(\.rawValue), "UICollectionLayoutSectionOrthogonalScrollingBehavior.")
        case "count", "repeatCount": return .object([("type", "integer"), ("minimum", .number(1)), ("maximum", .number(1000))])
        case "interItemSpacing": return .object([("anyOf", [nonNegative(), .object([("type", "string"), ("pattern", "^ *(fixed|flexible) *\\( *[0-9]+(\\.[0-9]+)? *\\) *$")])])])
        case "pinned": return .object([("type", "boolean"), ("description", "pinToVisibleBounds.")])
        case "safeArea": return ref("insets")
        case "navigationBar": return ref("navigationBar")
        case "tabBar", "toolbar": return ref("barItems")
        case "largeTitle": return .object([("type", "boolean")])
        case "prompt": return scalarString("navigationItem.prompt.")
        case "search": return .object([("type", ["boolean", "string"])])
        case "items": return .object([("type", "array"), ("items", scalarString("An item's title."))])
        case "contentInsetAdjustmentBehavior": return enumOf(ListSpec.ContentInsetAdjustment.allCases.map(\.rawValue), "How the safe area adjusts the content insets of a list or scroll view (UIScrollView), and so what of it reaches a scroll view's content.")
        case "accessory": return enumOf(CellAccessory.types.map(\.rawValue), "A table cell's standard accessory.")
        case "accessoryView": return ref("size")
        case "content": return ref("listContent")
        case "separatorStyle": return enumOf(ListSpec.SeparatorStyle.allCases.map(\.rawValue), "Lines between rows.")
        case "sectionHeaderTopPadding":
            return .object([("anyOf", [.object([("type", "number"), ("minimum", .number(0)), ("maximum", .number(10_000))]), enumOf(["automatic"], "UIKit's default: \(formatNumber(metrics.tables.plainHeaderTopPadding)) above each header of a plain table, none in grouped ones.")]),
                            ("description", "Points above each section header (UITableView.sectionHeaderTopPadding).")])
        case "scale": return .object([("enum", [.number(2), .number(3)])])
        case "idiom": return enumOf(Device.Idiom.allCases.map(\.rawValue), "phone or pad.")
        case "header", "footer": return ref("supplementary")
        case "cells": return .object([("type", "array"), ("items", ref("cell"))])
        case "lineSpacing", "headerHeight", "footerHeight": return nonNegative()
        default: return nil
        }
    }

    // MARK: - Building blocks

    /// A scalar property's own value, or a cell's `{field}`: a string with braces, or the
    /// one-key flow mapping YAML makes of `{field}` unquoted.
    static func bindable(_ value: JSONValue) -> JSONValue {
        .object([("anyOf", [value,
                            .object([("type", "string"), ("pattern", "\\{[^{}]+\\}"), ("description", "A cell's {field}.")]),
                            .object([("type", "object"), ("minProperties", .number(1)), ("maxProperties", .number(1)),
                                     ("additionalProperties", .object([("type", "null")]))])])])
    }

    static func properties(_ keys: [String]) -> JSONValue {
        .object(keys.map { ($0, valueSchema($0) ?? .object([])) })
    }

    static func closedObject(_ keys: [String], required: [String] = [], values: [String: JSONValue]) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("type", "object")]
        if !required.isEmpty { pairs.append(("required", .array(required.map(JSONValue.string)))) }
        pairs.append(("properties", .object(keys.map { ($0, values[$0] ?? valueSchema($0) ?? .object([])) })))
        pairs.append(("additionalProperties", .bool(false)))
        return .object(pairs)
    }

    static func ref(_ name: String) -> JSONValue { .object([("$ref", .string("#/$defs/\(name)"))]) }
    static func enumOf(_ values: [String], _ description: String) -> JSONValue {
        .object([("enum", .array(values.map(JSONValue.string))), ("description", .string(description))])
    }
    static func string(_ description: String) -> JSONValue { .object([("type", "string"), ("description", .string(description))]) }
    /// Any scalar but null: the decoder reads numbers as names too (`id: 42`).
    static func scalarString(_ description: String) -> JSONValue {
        .object([("type", ["string", "number", "boolean"]), ("description", .string(description))])
    }
    static func number(_ description: String) -> JSONValue { .object([("type", "number"), ("description", .string(description))]) }
    static func positive(_ description: String) -> JSONValue {
        .object([("type", "number"), ("exclusiveMinimum", .number(0)), ("description", .string(description))])
    }
    static func nonNegative() -> JSONValue { .object([("type", "number"), ("minimum", .number(0))]) }
}
