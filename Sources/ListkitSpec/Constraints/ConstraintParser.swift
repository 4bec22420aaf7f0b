/// Parses constraint strings:
///
///     constraint := anchor relation rhs [ "@" priority ]
///     anchor     := [ view "." ] [ guide "." ] attribute | marginAttribute
///                 | view [ "." guide ] | guide                  (rhs only: attribute left out)
///     rhs        := number | size | [ number "*" ] anchor [ ("*" | "/") number ] [ ("+" | "-") number ]
///     priority   := number | "required" | "high" | "low"
///
/// A bare attribute name on the right (`width == height * 2`) is the view's own attribute;
/// `self.height` says the same explicitly.
public enum ConstraintParser {
    public struct ParseError: Error, Sendable, Equatable {
        public var message: String
        /// Column offset (0-based, in characters) inside the string.
        public var offset: Int

        public init(message: String, offset: Int) {
            self.message = message
            self.offset = offset
        }
    }

    public static let namedPriorities: [String: Double] = ["required": Constraint.requiredPriority, "high": 750, "low": 250]

    /// - Complexity: O(n) in the length of the string.
    public static func parse(_ text: String) -> Result<Constraint, ParseError> {
        let tokens = Lexer.tokens(text)
        if let error = outOfRange(tokens) { return .failure(error) }
        var parser = Parser(tokens: tokens)
        do throws(ParseError) {
            return .success(try parser.constraint())
        } catch {
            return .failure(error)
        }
    }
}

extension ConstraintParser {
    /// The first number outside `NumberRange.length` (constants, multipliers, sizes and
    /// priorities alike; a sign is a token of its own): every number in the format is bounded,
    /// so no solution is infinite.
    static func outOfRange(_ tokens: [Token]) -> ParseError? {
        for token in tokens {
            let values: [Double]
            switch token.kind {
            case .number(let n): values = [n]
            case .size(let w, let h): values = [w, h]
            default: continue
            }
            for value in values where !NumberRange.length.contains(value) {
                return ParseError(message: "numbers in a constraint must be between 0 and 10000, not \(formatNumber(value))", offset: token.offset)
            }
        }
        return nil
    }
}

extension ConstraintParser {
    /// The view and guide that the names before an attribute stand for (`first`, then
    /// `second`): nothing (the view itself), a view, a guide (the superview's), or a view and
    /// its guide; nil for an unknown guide.
    static func owner(_ first: String?, _ second: String?) -> (ViewRef, LayoutGuide?)? {
        guard let first else { return (.this, nil) }
        guard let second else {
            // `safeArea` alone is the screen's safe area, not the superview's guide of that name.
            return first == "safeArea" ? (.safeArea, nil) : LayoutGuide(rawValue: first).map { (.parent, $0) } ?? (viewRef(first), nil)
        }
        return LayoutGuide(rawValue: second).map { (viewRef(first), $0) }
    }

    static func viewRef(_ name: String) -> ViewRef {
        switch name {
        case "self": return .this
        case "parent", "superview": return .parent
        case "safeArea": return .safeArea
        default: return .named(name)
        }
    }
}

private struct Parser {
    typealias ParseError = ConstraintParser.ParseError
    let tokens: [Token]
    var index = 0

    init(tokens: [Token]) { self.tokens = tokens }

    var current: Token { tokens[index] }
    mutating func advance() { if index < tokens.count - 1 { index += 1 } }

    func fail(_ message: String, at token: Token? = nil) -> ParseError {
        ParseError(message: message, offset: (token ?? current).offset)
    }

    mutating func constraint() throws(ParseError) -> Constraint {
        if current.kind == .end { throw fail("empty constraint: expected an attribute such as 'top'") }
        let first = try anchor(side: .left)
        let relation = try relationToken()
        let rhs = try rightHandSide()
        var priority = Constraint.requiredPriority
        var priorityOffset: Int?
        if current.kind == .symbol("@") {
            advance()
            priorityOffset = current.offset
            priority = try priorityValue()
        }
        if current.kind != .end {
            throw fail("unexpected \(current.kind.display) after the constraint")
        }
        return Constraint(first: first, relation: relation, rhs: rhs, priority: priority, priorityOffset: priorityOffset)
    }

    enum Side { case left, right }

    /// `[view.][guide.]attribute`; a margin attribute (`leadingMargin`, the margins guide's
    /// leading); a guide without a view is the superview's (`margins.top`), as `safeArea` is the
    /// screen's; on the right also `view[.guide]` alone (the left side's attribute).
    mutating func anchor(side: Side) throws(ParseError) -> Anchor {
        let start = current
        guard case .identifier(let name) = start.kind else {
            throw fail(side == .left ? "expected an attribute such as 'top', found \(start.kind.display)"
                                     : "expected a number or an anchor such as 'parent.top', found \(start.kind.display)")
        }
        var parts = [(name: name, token: start)]
        advance()
        while current.kind == .symbol("."), parts.count < 3 {
            advance()
            guard case .identifier(let part) = current.kind else {
                throw fail("expected an attribute after '\(parts.map(\.name).joined(separator: "."))', found \(current.kind.display)")
            }
            parts.append((part, current))
            advance()
        }
        let last = parts[parts.count - 1]
        let length = last.token.offset + last.token.length - start.offset
        let prefix = parts.dropLast().map(\.name)
        let guideToken = parts.count > 1 ? parts[1].token : start
        if let attribute = AttributeName(last.name) {
            let (view, guide) = try owner(prefix, at: guideToken)
            return Anchor(view: view, guide: guide, attribute: attribute, offset: start.offset, length: length)
        }
        if let attribute = LayoutGuide.marginAttributes[last.name] {
            let (view, guide) = try owner(prefix, at: guideToken)
            if let guide { throw fail("'\(last.name)' is an anchor of the margins already; write '\(guide.rawValue).\(attribute.rawValue)' or '\(last.name)' alone", at: last.token) }
            return Anchor(view: view, guide: .margins, attribute: .single(attribute), offset: start.offset, length: length)
        }
        if side == .right, LayoutGuide(rawValue: last.name) != nil || parts.count == 1 {
            let (view, guide) = try owner(parts.map(\.name), at: guideToken)
            return Anchor(view: view, guide: guide, attribute: nil, offset: start.offset, length: length)
        }
        let candidates = AttributeName.allNames + (parts.count < 3 ? LayoutGuide.allCases.map(\.rawValue) : [])
        throw fail("unknown attribute '\(last.name)'\(suggestion(last.name, candidates))", at: last.token)
    }

    /// The view and guide named before an attribute: nothing (the view itself), a view, a
    /// guide (the superview's), or a view and its guide (`token`: where a guide's name is).
    func owner(_ names: [String], at token: Token) throws(ParseError) -> (ViewRef, LayoutGuide?) {
        let guide = names.count > 1 ? names[1] : nil
        // Nil only for a second name that is no guide.
        guard let owner = ConstraintParser.owner(names.first, guide) else {
            let name = guide ?? ""
            throw fail("unknown layout guide '\(name)'\(suggestion(name, LayoutGuide.allCases.map(\.rawValue)))", at: token)
        }
        return owner
    }

    mutating func relationToken() throws(ParseError) -> Relation {
        switch current.kind {
        case .relation(let r):
            advance()
            return Relation(rawValue: r)!
        case .invalid("="):
            throw fail("'=' is not a relation; did you mean '=='?")
        default:
            throw fail("expected a relation (==, >= or <=), found \(current.kind.display)")
        }
    }

    mutating func rightHandSide() throws(ParseError) -> Constraint.RightHandSide {
        switch current.kind {
        case .size(let w, let h):
            guard w.isFinite, h.isFinite else { throw fail("invalid size") }
            advance()
            return .size(Size(width: w, height: h))
        case .number(let n):
            advance()
            if current.kind == .symbol("*") {   // 0.5 * parent.width
                advance()
                let anchor = try anchor(side: .right)
                let constant = try optionalConstant()
                return .anchor(anchor, multiplier: n, constant: constant)
            }
            return .constant(n)
        case .symbol("-"):
            advance()
            guard case .number(let n) = current.kind else { throw fail("expected a number after '-'") }
            advance()
            return .constant(-n)
        default:
            let anchor = try anchor(side: .right)
            var multiplier = 1.0
            if current.kind == .symbol("*") || current.kind == .symbol("/") {
                let divide = current.kind == .symbol("/")
                advance()
                guard case .number(let n) = current.kind else { throw fail("expected a number multiplier") }
                if divide && n == 0 { throw fail("division by zero") }
                multiplier = divide ? 1 / n : n
                advance()
            }
            return .anchor(anchor, multiplier: multiplier, constant: try optionalConstant())
        }
    }

    mutating func optionalConstant() throws(ParseError) -> Double {
        guard current.kind == .symbol("+") || current.kind == .symbol("-") else { return 0 }
        let negative = current.kind == .symbol("-")
        advance()
        guard case .number(let n) = current.kind else { throw fail("expected a number after '\(negative ? "-" : "+")'") }
        advance()
        return negative ? -n : n
    }

    mutating func priorityValue() throws(ParseError) -> Double {
        switch current.kind {
        case .number(let n):
            advance()
            return n
        case .identifier(let name):
            guard let value = ConstraintParser.namedPriorities[name] else {
                throw fail("unknown priority '\(name)'\(suggestion(name, ["required", "high", "low"])): use 1…1000, required, high or low")
            }
            advance()
            return value
        default:
            throw fail("expected a priority (1…1000, required, high or low) after '@'")
        }
    }

    func suggestion(_ word: String, _ candidates: [String]) -> String {
        guard let best = DidYouMean.best(word, in: candidates) else { return "" }
        return "; did you mean '\(best)'?"
    }
}
