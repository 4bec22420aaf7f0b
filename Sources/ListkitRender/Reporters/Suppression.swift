import ListkitSpec

/// Why a finding is not reported: SARIF's `suppression` (its `kind` and `justification`).
public struct Suppression: Sendable, Hashable {
    public enum Kind: String, Sendable, Hashable {
        /// A `# listkit:disable…` comment in the file.
        case inSource
        /// Outside the file: an ignore in `.listkit.yml` or a baseline entry.
        case external
    }

    public var kind: Kind
    public var justification: String

    public init(_ kind: Kind, justification: String) {
        self.kind = kind
        self.justification = justification
    }
}

/// A finding that was found but not reported, and why.
public struct SuppressedFinding: Sendable, Hashable {
    public var diagnostic: Diagnostic
    public var suppression: Suppression

    public init(_ diagnostic: Diagnostic, _ suppression: Suppression) {
        self.diagnostic = diagnostic
        self.suppression = suppression
    }
}
