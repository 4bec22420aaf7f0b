extension RuleDescription {
    /// What the decoder reports while it reads the schema: the rules no `SpecRule` owns (each
    /// described in its own file beside this one).
    public static let decoding: [RuleDescription] = [
        .unsupportedVersion, .unknownKey, .missingKey, .wrongType, .invalidValue, .invalidID, .unknownViewType, .unknownFont, .unknownDevice, .sizeExpression
    ]
}
