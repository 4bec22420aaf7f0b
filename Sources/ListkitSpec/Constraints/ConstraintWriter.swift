import ListkitYAML

/// A constraint written by a reader of another format (an Interface Builder `<constraint>`):
/// its text, written part by part (`first relation rhs [@priority]`), and the `Constraint`
/// that `ConstraintParser` reads from that text, made from the parts as they are written
/// instead of parsed back from the text.
///
/// Where the writer cannot vouch that a part reads back as written — a name that is not a plain
/// ASCII identifier, a number the lexer would read otherwise (`1e-05`, `nan`) or that is out
/// of range, a negative multiplier or priority, an anchor whose last name is no attribute — it
/// leaves the whole text to the parser, so the result is the parser's in every case. Debug
/// builds check every made constraint against a parse of its text (`ConstraintSpec`).
public struct ConstraintWriter: Sendable {
    /// The text as written so far, as UTF-8 (a String is made once, of the whole).
    private var bytes: [UInt8] = []
    private var first: Anchor?
    private let relation: Relation
    private var rhs: Constraint.RightHandSide?
    private var priority = Constraint.requiredPriority
    private var priorityOffset: Int?
    /// Whether every part written reads back as written.
    private var exact = true

    /// Starts the constraint: its first anchor (`owner`: the view and guide before the
    /// attribute, dot-joined, nil for none: `top`, `self.safeArea.top`) and relation.
    public init(first owner: String?, _ attribute: String, relation: Relation) {
        self.relation = relation
        bytes.reserveCapacity(48)
        first = anchor(owner, attribute)
        write(" ")
        write(relation.rawValue)
        write(" ")
    }

    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// A constant right-hand side (a negative one written with its sign: `-5`).
    public mutating func constant(_ value: Double) {
        let written = formatNumber(value)
        if written.utf8.first == UInt8(ascii: "-") {
            write("-")
            if let n = number(String(written.dropFirst())) { rhs = .constant(-n) }
        } else if let n = number(written) {
            rhs = .constant(n)
        }
    }

    /// An anchor right-hand side: `[owner.]attribute [* multiplier] [+ constant | - -constant]`
    /// (`owner` as for the first anchor).
    public mutating func anchor(_ owner: String?, _ attribute: String, multiplier: Double, constant: Double) {
        // The multiplier and constant are written even where the anchor is left to the parser:
        // the text is the constraint's whole, whoever reads it.
        let anchor = anchor(owner, attribute)
        var m = 1.0
        if multiplier != 1 {
            write(" * ")
            let written = formatNumber(multiplier)
            if written.utf8.first == UInt8(ascii: "-") { exact = false }
            m = number(written) ?? m
        }
        var c = 0.0
        if constant != 0 {
            write(constant < 0 ? " - " : " + ")
            let n = number(formatNumber(constant < 0 ? -constant : constant)) ?? 0
            c = constant < 0 ? -n : n
        }
        if let anchor { rhs = .anchor(anchor, multiplier: m, constant: c) }
    }

    /// A right-hand side naming a view alone (`parent`): the first anchor's attribute of it.
    public mutating func view(_ name: String) {
        let start = bytes.count
        write(name)
        guard Self.isIdentifier(name), AttributeName(name) == nil, LayoutGuide.marginAttributes[name] == nil,
              let (view, guide) = ConstraintParser.owner(name, nil) else {
            exact = false
            return
        }
        rhs = .anchor(Anchor(view: view, guide: guide, attribute: nil, offset: start, length: name.utf8.count), multiplier: 1, constant: 0)
    }

    /// ` @priority`.
    public mutating func priority(_ value: Double) {
        write(" @")
        let written = formatNumber(value)
        if written.utf8.first == UInt8(ascii: "-") { exact = false }
        priorityOffset = bytes.count
        priority = number(written) ?? priority
    }

    /// The constraint as a spec's, located at `mark`.
    public func spec(at mark: Mark) -> ConstraintSpec {
        let text = self.text
        guard exact, let first, let rhs else { return ConstraintSpec(generated: text, at: mark) }
        let constraint = Constraint(first: first, relation: relation, rhs: rhs, priority: priority, priorityOffset: priorityOffset)
        return ConstraintSpec(generated: text, parsed: constraint, at: mark)
    }

    /// Writes an anchor and gives the anchor the parser reads from it: the attribute (or a
    /// margin attribute, of a view named without a guide) after the view and guide
    /// (`ConstraintParser.owner`), one name or two.
    private mutating func anchor(_ owner: String?, _ attribute: String) -> Anchor? {
        let start = bytes.count
        if let owner {
            write(owner)
            write(".")
        }
        write(attribute)
        let length = bytes.count - start
        var names: (String, String?)?
        if let owner {
            names = Self.names(owner)
            if names == nil { exact = false }
        }
        guard exact, Self.isIdentifier(attribute), let (view, guide) = ConstraintParser.owner(names?.0, names?.1) else {
            exact = false
            return nil
        }
        if let attribute = AttributeName(attribute) {
            return Anchor(view: view, guide: guide, attribute: attribute, offset: start, length: length)
        }
        if let attribute = LayoutGuide.marginAttributes[attribute], guide == nil {
            return Anchor(view: view, guide: .margins, attribute: .single(attribute), offset: start, length: length)
        }
        exact = false
        return nil
    }

    /// An owner's one or two identifiers (`card`, `card.safeArea`); nil for any other text.
    private static func names(_ owner: String) -> (String, String?)? {
        guard let dot = owner.utf8.firstIndex(of: UInt8(ascii: ".")) else { return isIdentifier(owner) ? (owner, nil) : nil }
        let view = String(owner[..<dot]), guide = String(owner[owner.utf8.index(after: dot)...])
        return isIdentifier(view) && isIdentifier(guide) ? (view, guide) : nil
    }

    /// Writes a number of the lexer's form (digits with at most one dot) and gives the value it
    /// reads, nil (and not exact) for any other text or a value out of `NumberRange.length`.
    private mutating func number(_ written: String) -> Double? {
        write(written)
        var dots = 0
        let plain = !written.isEmpty && written.utf8.allSatisfy { byte in
            if byte == UInt8(ascii: ".") { dots += 1; return true }
            return byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        }
        guard plain, dots <= 1, written.utf8.first != UInt8(ascii: "."), let value = Double(written), value.isFinite,
              NumberRange.length.contains(value) else {
            exact = false
            return nil
        }
        return value
    }

    private mutating func write(_ part: String) {
        bytes.append(contentsOf: part.utf8)
    }

    /// `[A-Za-z_][A-Za-z0-9_]*`: one identifier token of the lexer, whatever the name.
    static func isIdentifier(_ name: String) -> Bool {
        guard let head = name.utf8.first, isLetter(head) || head == UInt8(ascii: "_") else { return false }
        return name.utf8.allSatisfy { isLetter($0) || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: "_") }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    }
}
