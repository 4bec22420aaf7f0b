/// A located failure to load YAML. Loading stops at the first one: after a syntax error
/// libyaml cannot resynchronise, so there is nothing reliable left to report.
public struct YAMLError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: String, Sendable, CaseIterable {
        case reader            // bytes that are not valid UTF-8/UTF-16, NUL and other control characters
        case scanner           // tokens: bad indentation, unterminated quotes, tabs, …
        case parser            // structure: a key where a value belongs, …
        case duplicateKey      // the same key twice in one mapping
        case undefinedAlias    // *name with no &name before it
        case aliasBudget       // alias expansion beyond the budget ("billion laughs")
        case tooDeep           // nesting beyond the depth cap
        case empty             // no document at all
        case multipleDocuments // more than one document where one is expected
        case tooLarge          // a file beyond the size cap
        case unknownTag        // a tag outside the core schema, or on the wrong kind of node

        /// The stable rule id that lint prints for this kind of error.
        public var rule: String {
            switch self {
            case .reader, .scanner, .parser: return "yaml-syntax"
            case .duplicateKey: return "yaml-duplicate-key"
            case .undefinedAlias: return "yaml-undefined-alias"
            case .aliasBudget: return "yaml-alias-budget"
            case .tooDeep: return "yaml-too-deep"
            case .empty: return "yaml-empty"
            case .multipleDocuments: return "yaml-multiple-documents"
            case .tooLarge: return "yaml-too-large"
            case .unknownTag: return "yaml-unknown-tag"
            }
        }
    }

    public var kind: Kind
    public var message: String
    public var mark: Mark

    public init(_ kind: Kind, _ message: String, at mark: Mark) {
        self.kind = kind
        self.message = message
        self.mark = mark
    }

    /// The stable rule id that lint prints for this error.
    public var rule: String { kind.rule }

    public var description: String { "\(mark): error: \(message) [\(rule)]" }
}
