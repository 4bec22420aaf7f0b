/// Parses constraint strings:
///
///     constraint := anchor relation rhs [ "@" priority ]
///     anchor     := [ view "." ] attribute | view            (rhs only: attribute left out)
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

    public static let namedPriorities: [String: Double] = ["required": 1000, "high": 750, "low": 250]

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
        var priority = 1000.0
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

    /// `view.attribute`, `attribute`, or on the right also `view` alone.
    mutating func anchor(side: Side) throws(ParseError) -> Anchor {
        let start = current
        guard case .identifier(let name) = start.kind else {
            throw fail(side == .left ? "expected an attribute such as 'top', found \(start.kind.display)"
                                     : "expected a number or an anchor such as 'parent.top', found \(start.kind.display)")
        }
        advance()
        if current.kind == .symbol(".") {
            advance()
            let attributeToken = current
            guard case .identifier(let attributeName) = attributeToken.kind else {
                throw fail("expected an attribute after '\(name).', found \(attributeToken.kind.display)")
            }
            guard let attribute = AttributeName(attributeName) else {
                throw fail("unknown attribute '\(attributeName)'\(suggestion(attributeName, AttributeName.allNames))", at: attributeToken)
            }
            advance()
            return Anchor(view: viewRef(name), attribute: attribute, offset: start.offset,
                          length: attributeToken.offset + attributeToken.length - start.offset)
        }
        if let attribute = AttributeName(name) {
            return Anchor(view: .this, attribute: attribute, offset: start.offset, length: start.length)
        }
        if side == .left {
            throw fail("unknown attribute '\(name)'\(suggestion(name, AttributeName.allNames))", at: start)
        }
        return Anchor(view: viewRef(name), attribute: nil, offset: start.offset, length: start.length)
    }

    func viewRef(_ name: String) -> ViewRef {
        switch name {
        case "self": return .this
        case "parent", "superview": return .parent
        case "safeArea": return .safeArea
        default: return .named(name)
        }
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
