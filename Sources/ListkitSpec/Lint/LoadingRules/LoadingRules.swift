import ListkitYAML

extension YAMLError.Kind {
    /// The rule a load error of this kind is reported under (each described in its own file
    /// beside this one).
    public var ruleDescription: RuleDescription {
        switch self {
        case .reader, .scanner, .parser: return .yamlSyntax
        case .duplicateKey: return .yamlDuplicateKey
        case .undefinedAlias: return .yamlUndefinedAlias
        case .aliasBudget: return .yamlAliasBudget
        case .tooDeep: return .yamlTooDeep
        case .empty: return .yamlEmpty
        case .multipleDocuments: return .yamlMultipleDocuments
        case .tooLarge: return .yamlTooLarge
        case .unknownTag: return .yamlUnknownTag
        }
    }
}

extension RuleDescription {
    /// What the YAML loader reports, one rule per kind of load error, each once.
    public static var loading: [RuleDescription] {
        var seen = Set<RuleID>()
        return YAMLError.Kind.allCases.map(\.ruleDescription).filter { seen.insert($0.id).inserted }
    }
}
