import ListkitYAML

/// A cell kind's view property whose value each cell supplies through its fields, as a text's
/// `{field}` does: `hidden: "{isRead}"`, `lines: "{lines}"`, `image: "{avatar}"`.
public struct PropertyBinding: Sendable {
    /// The scalar properties a cell can bind.
    public enum Property: String, CaseIterable, Sendable {
        case hidden, isOn, lines, image, intrinsicSize

        /// What a bound value must look like, for messages.
        public var expected: String {
            switch self {
            case .hidden, .isOn: return "true or false"
            case .lines: return "a whole number from 0 to 10000"
            case .image, .intrinsicSize: return "a size such as 40x40"
            }
        }
    }

    /// A bound value, read from the cell's field text.
    public enum Value: Sendable, Hashable {
        case bool(Bool)
        case lines(Int)
        case size(Size)
    }

    public var property: Property
    /// The value as written, with its `{field}` placeholders.
    public var template: Located<String>

    public init(property: Property, template: Located<String>) {
        self.property = property
        self.template = template
    }

    /// The value a bound text gives the property; nil when it is not one (`hidden: maybe`).
    public func value(from text: String) -> Value? {
        switch property {
        case .hidden, .isOn:
            switch text { case "true": return .bool(true); case "false": return .bool(false); default: return nil }
        case .lines:
            guard let n = Int(text), (0...10_000).contains(n) else { return nil }
            return .lines(n)
        case .image, .intrinsicSize:
            let parts = text.split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2, let w = Double(parts[0]), let h = Double(parts[1]), w.isFinite, h.isFinite,
                  (0...10_000).contains(w), (0...10_000).contains(h) else { return nil }
            return .size(Size(width: w, height: h))
        }
    }

    /// `view` with the bound value set; a value of another kind leaves it as it is.
    public func apply(_ value: Value, to view: inout ViewSpec) {
        switch (property, value) {
        case (.hidden, .bool(let b)): view.hidden = b
        case (.isOn, .bool(let b)): view.isOn = b
        case (.lines, .lines(let n)): view.lines = Located(n, at: template.mark)
        case (.image, .size(let s)), (.intrinsicSize, .size(let s)): view.intrinsicSize = Located(s, at: template.mark)
        default: break
        }
    }
}
