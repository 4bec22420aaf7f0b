/// Where the documentation `make install` (and the release archive) put beside the executable:
/// `PREFIX/share/doc/listkit/` for `PREFIX/bin/listkit`. SARIF's rule help links and `listkit
/// rules` point there when it exists; otherwise nowhere, rather than at a web page that may not
/// match the installed version.
public enum InstalledDocs {
    /// The installed docs folder, or nil (a build run from .build, docs not installed).
    public static let folder: String? = {
        guard let executable = executablePath() else { return nil }
        let bin = PathText.folder(of: executable)
        let docs = PathText.folder(of: bin) + "/share/doc/listkit"
        var info = stat()
        return stat(docs + "/rules.md", &info) == 0 ? docs : nil
    }()

    /// The installed docs/rules.md's section for a rule, as a `file://` URI; nil when not installed.
    public static func rulesPage(_ id: String) -> String? {
        folder.map { "file://\($0)/rules.md#\(id)" }
    }

    /// The running executable's path, links resolved.
    static func executablePath() -> String? {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard n > 0 else { return nil }
        return String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
        return CommandLine.arguments.first.flatMap { $0.hasPrefix("/") ? $0 : nil }
        #endif
    }
}
