import ListkitSpec
import ListkitYAML

/// An Interface Builder `<constraint>` as Auto Layout holds it:
/// `first.attribute relation second.attribute × multiplier + constant @priority`.
struct IBConstraint {
    var id: String
    var first: String
    var firstAttribute: String
    var relation: Relation
    var second: String?
    var secondAttribute: String?
    var multiplier: Double
    var constant: Double
    var priority: Double
    var identifier: String?
    /// Removed at build time (`placeholder="YES"`), as IB's "Remove at build time" does.
    var isPlaceholder: Bool
    /// IB's "Use Standard Value" (`symbolic="YES"`): the constant is the standard spacing there.
    var isStandardSpacing: Bool
    var element: XMLElementNode

    /// - Parameter holder: the element id of the view whose `<constraints>` hold it: the first
    ///   item when the element does not name one.
    init?(_ element: XMLElementNode, holder: String) {
        // One pass over the element's attributes (each name once, `XMLElementNode.attributeList`),
        // each name told by its length and then compared, rather than a search among them for
        // each of the twelve read: a screen reads every constraint of its views.
        var firstAttribute: String?, id: String?, firstItem: String?, relation: String?, secondItem: String?,
            secondAttribute: String?, multiplier: String?, constant: String?, priority: String?, identifier: String?,
            placeholder: String?, symbolic: String?
        for attribute in element.attributeList {
            let (name, value) = (attribute.name, attribute.value)
            switch name.utf8.count {
            case 2: if name == "id" { id = value }
            case 8:
                if name == "relation" { relation = value } else if name == "constant" { constant = value }
                else if name == "priority" { priority = value } else if name == "symbolic" { symbolic = value }
            case 9: if name == "firstItem" { firstItem = value }
            case 10:
                if name == "secondItem" { secondItem = value } else if name == "multiplier" { multiplier = value }
                else if name == "identifier" { identifier = value }
            case 11: if name == "placeholder" { placeholder = value }
            case 14: if name == "firstAttribute" { firstAttribute = value }
            case 15: if name == "secondAttribute" { secondAttribute = value }
            default: break
            }
        }
        guard let firstAttribute else { return nil }
        self.element = element
        self.id = id ?? ""
        self.first = firstItem ?? holder
        self.firstAttribute = firstAttribute
        switch relation {
        case "greaterThanOrEqual": self.relation = .greaterOrEqual
        case "lessThanOrEqual": self.relation = .lessOrEqual
        default: self.relation = .equal
        }
        self.second = secondItem
        self.secondAttribute = secondAttribute
        if second == nil, secondAttribute != nil { second = holder }
        self.multiplier = Self.multiplier(multiplier)
        self.constant = constant.flatMap(PlainDecimal.double) ?? 0
        self.priority = priority.flatMap(PlainDecimal.double) ?? Constraint.requiredPriority
        self.identifier = identifier
        self.isPlaceholder = placeholder == "YES"
        self.isStandardSpacing = symbolic == "YES"
    }

    /// IB writes multipliers as a number ("0.5") or a ratio ("16:9", "1/3"). The document was
    /// checked when read (`IBNumberAttributes.checkMultiplier`).
    static func multiplier(_ text: String?) -> Double {
        guard let text else { return 1 }
        let parts = multiplierParts(text)
        if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0 { return a / b }
        return PlainDecimal.double(text) ?? 1
    }

    /// A multiplier's number, or a ratio's two parts (empty parts kept, so "1:" is two parts).
    static func multiplierParts(_ text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == ":" || $0 == "/" })
    }

    /// IB's attribute names that listkit's constraint language has.
    static let attributes: [String: Attribute] = [
        "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing, "left": .left, "right": .right,
        "centerX": .centerX, "centerY": .centerY, "width": .width, "height": .height,
        // IB's `baseline` is the last baseline (NSLayoutAttributeBaseline).
        "firstBaseline": .firstBaseline, "baseline": .lastBaseline, "lastBaseline": .lastBaseline,
    ]

    /// listkit's name for an IB attribute: its own, or, for the margin attributes
    /// (`leadingMargin`, `centerXWithinMargins`, …), the same name, which listkit reads as the
    /// view's margins guide's anchor.
    static func name(of attribute: String) -> String? {
        if LayoutGuide.marginAttributes[attribute] != nil { return attribute }
        return attributes[attribute]?.rawValue
    }

    /// Whether an attribute names one of the view's margins (`leadingMargin`,
    /// `centerXWithinMargins`, …): "Margin" in its name.
    static func namesAMargin(_ attribute: String) -> Bool {
        attribute.containsASCII("Margin")
    }

    /// The constant for a size-class variation that matches (`<variation key=… constant=…>`),
    /// the most specific one first.
    func constant(for classes: SizeClasses) -> Double {
        let matching = element.children("variation").filter { $0["constant"] != nil && classes.matches(variation: $0["key"] ?? "") }
        let best = matching.max { SizeClasses.specificity($0["key"] ?? "") < SizeClasses.specificity($1["key"] ?? "") }
        return best?["constant"].flatMap(PlainDecimal.double) ?? constant
    }
}
