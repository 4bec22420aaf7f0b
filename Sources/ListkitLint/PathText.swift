/// Foundation's `NSString` path operations that listkit uses, without loading Foundation
/// (docs/performance.md, "Start-up"). Same results: runs of `/` count as one, a trailing `/` is
/// ignored, compared by `Character` as `NSString`'s Swift implementation compares them.
public enum PathText {
    /// The folder part: `a/b/c` → `a/b`, `/a` → `/`, `a` → ``, `/` → `/`.
    public static func deletingLastComponent(_ path: String) -> String {
        if let fixed = asciiFixingSlashes(path) {
            if fixed == [UInt8(ascii: "/")] || fixed.isEmpty { return String(decoding: fixed, as: UTF8.self) }
            guard let slash = fixed.lastIndex(of: UInt8(ascii: "/")) else { return "" }
            return slash == 0 ? "/" : String(decoding: fixed[..<slash], as: UTF8.self)
        }
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
        if let fixed = asciiFixingSlashes(path) {
            if fixed.count <= 1 { return String(decoding: fixed, as: UTF8.self) }
            guard let slash = fixed.lastIndex(of: UInt8(ascii: "/")) else { return String(decoding: fixed, as: UTF8.self) }
            return String(decoding: fixed[(slash + 1)...], as: UTF8.self)
        }
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

    /// `fixingSlashes` of an ASCII path, as its bytes: there each byte is a Character (the one
    /// Character of two, `\r\n`, is no `/` and stays two bytes), so the same text comes out,
    /// without splitting the String into Characters and joining them again. nil for other paths.
    private static func asciiFixingSlashes(_ path: String) -> [UInt8]? {
        let slash = UInt8(ascii: "/")
        return path.utf8.withContiguousStorageIfAvailable { bytes -> [UInt8]? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            if bytes.count == 1 && bytes[0] == slash { return [slash] }
            var fixed: [UInt8] = []
            fixed.reserveCapacity(bytes.count)
            for byte in bytes where !(byte == slash && fixed.last == slash) { fixed.append(byte) }
            if fixed.last == slash { fixed.removeLast() }
            return fixed
        } ?? nil
    }
}
