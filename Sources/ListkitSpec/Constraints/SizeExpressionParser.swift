/// Parses size expressions (`width * 0.5 + 20`, `(contentWidth - 16) / 3`) with the usual
/// precedence. Names are checked by the caller against what its context binds.
public enum SizeExpressionParser {
    /// - Returns: the expression, or a message and the column offset where parsing failed.
    public static func parse(_ text: String) -> Result<SizeExpression, ConstraintParser.ParseError> {
        var parser = ExpressionParser(tokens: Lexer.tokens(text))
        do throws(ConstraintParser.ParseError) {
            let expression = try parser.sum()
            guard parser.current.kind == .end else {
                throw ConstraintParser.ParseError(message: "unexpected \(parser.current.kind.display)", offset: parser.current.offset)
            }
            return .success(expression)
        } catch {
            return .failure(error)
        }
    }
}

private struct ExpressionParser {
    typealias ParseError = ConstraintParser.ParseError
    let tokens: [Token]
    var index = 0
    var depth = 0
    init(tokens: [Token]) { self.tokens = tokens }

    var current: Token { tokens[index] }
    mutating func advance() { if index < tokens.count - 1 { index += 1 } }

    mutating func sum() throws(ParseError) -> SizeExpression {
        var left = try product()
        while case .symbol(let c) = current.kind, c == "+" || c == "-" {
            advance()
            left = .binary(c == "+" ? .add : .subtract, left, try product())
        }
        return left
    }

    mutating func product() throws(ParseError) -> SizeExpression {
        var left = try unary()
        while case .symbol(let c) = current.kind, c == "*" || c == "/" {
            advance()
            left = .binary(c == "*" ? .multiply : .divide, left, try unary())
        }
        return left
    }

    mutating func unary() throws(ParseError) -> SizeExpression {
        if current.kind == .symbol("-") {
            advance()
            return .negate(try unary())
        }
        return try primary()
    }

    mutating func primary() throws(ParseError) -> SizeExpression {
        let token = current
        switch token.kind {
        case .number(let n):
            advance()
            return .number(n)
        case .identifier(let name):
            advance()
            return .name(name)
        case .symbol("("):
            depth += 1
            // Bounded: a pathological string cannot exhaust the stack.
            guard depth <= 64 else { throw ParseError(message: "expression nested too deeply", offset: token.offset) }
            advance()
            let inner = try sum()
            guard current.kind == .symbol(")") else {
                throw ParseError(message: "expected ')', found \(current.kind.display)", offset: current.offset)
            }
            advance()
            depth -= 1
            return inner
        default:
            throw ParseError(message: "expected a number or a name, found \(token.kind.display)", offset: token.offset)
        }
    }
}
