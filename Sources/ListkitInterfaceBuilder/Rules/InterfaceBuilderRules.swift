import ListkitSpec

extension RuleDescription {
    /// What the Interface Builder reader reports while it reads a .xib or .storyboard: XML that
    /// cannot be read, and what listkit cannot express (each described in its own file here).
    public static let interfaceBuilder: [RuleDescription] = [.ibSyntax, .ibUnsupported]
}
