import ListkitLint

/// One changed file: its two versions' bytes (nil: the file is not in that version) and the
/// configuration that applies to it (`.listkit.yml`: devices, rule severities).
public struct ReviewInput: Sendable {
    /// How the page names it: the path in the repository, or the file given.
    public var path: String
    public var old: [UInt8]?
    public var new: [UInt8]?
    public var configuration: LintConfiguration

    public init(path: String, old: [UInt8]?, new: [UInt8]?, configuration: LintConfiguration) {
        self.path = path
        self.old = old
        self.new = new
        self.configuration = configuration
    }
}
