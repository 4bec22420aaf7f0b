/// The tags a spec may carry: the YAML 1.2 core schema's, on the kind of node they name. Any
/// other (`!custom`, `!!python/object`) would be read as plain text and silently mean nothing,
/// so it is a located `unknownTag` error.
enum YAMLTags {
    static let prefix = "tag:yaml.org,2002:"
    /// The non-specific tag `!`: "a string, or a collection, as written".
    static let nonSpecific = "!"

    /// Throws unless `tag` fits a scalar.
    static func checkScalar(_ tag: String, at mark: Mark) throws(YAMLError) {
        if tag == nonSpecific || tag == prefix + "str" || CoreSchema.StandardTag(rawValue: tag) != nil { return }
        throw error(tag, on: "a scalar", at: mark)
    }

    /// Throws unless `tag` fits a mapping (`!!map`) or a sequence (`!!seq`).
    static func checkCollection(_ tag: String, isMapping: Bool, at mark: Mark) throws(YAMLError) {
        if tag == nonSpecific || tag == prefix + (isMapping ? "map" : "seq") { return }
        throw error(tag, on: isMapping ? "a mapping" : "a list", at: mark)
    }

    private static func error(_ tag: String, on kind: String, at mark: Mark) -> YAMLError {
        let shown = tag.hasPrefix(prefix) ? "!!" + tag.dropFirst(prefix.count) : tag
        let known = isCore(tag) ? "does not apply to \(kind)" : "is not a core schema tag (!!str, !!int, !!float, !!bool, !!null, !!map, !!seq)"
        return YAMLError(.unknownTag, "tag '\(TreeBuilder.abbreviated(shown))' \(known)", at: mark)
    }

    private static func isCore(_ tag: String) -> Bool {
        ["str", "int", "float", "bool", "null", "map", "seq"].contains { tag == prefix + $0 }
    }
}
