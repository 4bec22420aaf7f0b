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
        guard let attribute = element["firstAttribute"] else { return nil }
        self.element = element
        self.id = element["id"] ?? ""
        self.first = element["firstItem"] ?? holder
        self.firstAttribute = attribute
        switch element["relation"] {
        case "greaterThanOrEqual": relation = .greaterOrEqual
        case "lessThanOrEqual": relation = .lessOrEqual
        default: relation = .equal
        }
        self.second = element["secondItem"]
        self.secondAttribute = element["secondAttribute"]
        if second == nil, secondAttribute != nil { second = holder }
        self.multiplier = Self.multiplier(element["multiplier"])
        self.constant = element["constant"].flatMap(Double.init) ?? 0
        self.priority = element["priority"].flatMap(Double.init) ?? Constraint.requiredPriority
        self.identifier = element["identifier"]
        self.isPlaceholder = element["placeholder"] == "YES"
        self.isStandardSpacing = element["symbolic"] == "YES"
    }

    /// IB writes multipliers as a number ("0.5") or a ratio ("16:9", "1/3"). The document was
    /// checked when read (`IBNumberAttributes.checkMultiplier`).
    static func multiplier(_ text: String?) -> Double {
        guard let text else { return 1 }
        let parts = multiplierParts(text)
        if parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0 { return a / b }
        return Double(text) ?? 1
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
        return best?["constant"].flatMap(Double.init) ?? constant
    }
}
