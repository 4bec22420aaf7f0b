/// A path pattern as `.gitignore` and `.listkit.yml` write them: `/`-separated segments where
/// `*` matches within a segment, `?` one character, `[a-z]`/`[!a]` a class (POSIX `fnmatch`),
/// and a `**` segment any number of segments, none included.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    public let pattern: String
    private let segments: [String]

    public init(_ pattern: String) {
        self.pattern = pattern
        var trimmed = pattern
        while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
        self.segments = trimmed.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }

    public var description: String { pattern }

    public static func hasWildcards(_ text: String) -> Bool {
        text.contains { $0 == "*" || $0 == "?" || $0 == "[" }
    }

    /// Whether a relative `/`-separated path matches the whole pattern.
    /// - Complexity: O(p·s) segment comparisons for p pattern and s path segments.
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        return Self.match(segments[...], parts[...])
    }

    /// Whether the path, or a folder it is inside, matches (a pattern naming a folder covers
    /// everything in it, as in `.gitignore` and SwiftLint's `excluded`).
    public func matchesItselfOrAFolder(of path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        for end in stride(from: parts.count, through: 1, by: -1) where Self.match(segments[...], parts[..<end]) {
            return true
        }
        return false
    }

    private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        // Iterative over single segments; recursion only at `**`, whose depth is bounded by the
        // number of `**` segments in the pattern.
        var pattern = pattern, path = path
        while let head = pattern.first {
            if head == "**" {
                let rest = pattern.dropFirst()
                if rest.isEmpty { return true }
                var candidate = path
                while true {
                    if match(rest, candidate) { return true }
                    guard !candidate.isEmpty else { return false }
                    candidate = candidate.dropFirst()
                }
            }
            guard let name = path.first, segmentMatches(head, name) else { return false }
            pattern = pattern.dropFirst()
            path = path.dropFirst()
        }
        return path.isEmpty
    }

    public static func segmentMatches(_ pattern: String, _ name: String) -> Bool {
        if !hasWildcards(pattern) && !pattern.contains("\\") { return pattern == name }
        return fnmatch(pattern, name, 0) == 0
    }
}
