/// Foundation's `NSString` path operations that listkit uses, without loading Foundation
/// (docs/performance.md, "Start-up"). Same results: runs of `/` count as one, a trailing `/` is
/// ignored, compared by `Character` as `NSString`'s Swift implementation compares them.
public enum PathText {
    /// The folder part: `a/b/c` → `a/b`, `/a` → `/`, `a` → ``, `/` → `/`.
    public static func deletingLastComponent(_ path: String) -> String {
        let fixed = fixingSlashes(path)
        if fixed == ["/"] || fixed.isEmpty { return String(fixed) }
        guard let slash = fixed.lastIndex(of: "/") else { return "" }
        return slash == 0 ? "/" : String(fixed[..<slash])
    }

    /// The folder a file's relative paths start from: `deletingLastComponent`, or `.` for a
    /// bare file name.
    public static func folder(of path: String) -> String {
        let folder = deletingLastComponent(path)
        return folder.isEmpty ? "." : folder
    }

    /// The last component: `a/b/c` → `c`, `/` → `/`.
    public static func lastComponent(_ path: String) -> String {
        let fixed = fixingSlashes(path)
        if String(fixed).utf16.count <= 1 { return String(fixed) }
        guard let slash = fixed.lastIndex(of: "/") else { return String(fixed) }
        return String(fixed[(slash + 1)...])
    }

    /// `/` alone stays; otherwise each run of `/` becomes one, and one trailing `/` goes.
    private static func fixingSlashes(_ path: String) -> [Character] {
        if path == "/" { return ["/"] }
        var characters: [Character] = []
        for character in path where !(character == "/" && characters.last == "/") {
            characters.append(character)
        }
        if characters.last == "/" { characters.removeLast() }
        return characters
    }
}
