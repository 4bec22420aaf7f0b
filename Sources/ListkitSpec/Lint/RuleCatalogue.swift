import ListkitYAML

/// The catalogue of ids the spec linter can print, derived from what reports them: the YAML
/// loader's error kinds, the decoder's schema ids and `Linter.specRules`' own `ids`. A new rule
/// is registered once, in `Linter.specRules`; `RuleCatalogueTests` fails when a declared id is
/// reported by nothing, lacks a golden fixture or is missing from the docs.
extension RuleID {
    /// What the YAML loader reports, one id per kind of load error (`YAMLError.rule`).
    public static var loading: [RuleID] {
        unique(YAMLError.Kind.allCases.map { RuleID($0.rule) })
    }

    /// What the decoder reports while it reads the schema (SpecDecoder, ViewDecoding,
    /// ListDecoding, CellReader): the ids no `SpecRule` owns.
    public static let decoding: [RuleID] = [
        .unsupportedVersion, .unknownKey, .missingKey, .wrongType, .invalidValue, .invalidID,
        .unknownViewType, .unknownFont, .unknownDevice, .sizeExpression,
    ]

    /// What the Interface Builder reader reports while it reads a .xib or .storyboard
    /// (ListkitInterfaceBuilder): XML that cannot be read, and what listkit cannot express.
    public static let interfaceBuilder: [RuleID] = [.ibSyntax, .ibUnsupported]

    /// Every id that linting with `rules` can print: loading, decoding, Interface Builder
    /// reading, then the rules' ids, each once, in that order.
    public static func reportable(by rules: [any SpecRule]) -> [RuleID] {
        unique(loading + decoding + interfaceBuilder + rules.flatMap(\.ids))
    }

    /// Every id the spec's own rules can print (`Linter.specRules`; layout checks add theirs).
    public static var spec: [RuleID] { reportable(by: Linter.specRules) }

    static func unique(_ ids: [RuleID]) -> [RuleID] {
        var seen = Set<RuleID>()
        return ids.filter { seen.insert($0).inserted }
    }
}
