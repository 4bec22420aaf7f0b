/// Files a command writes besides its standard output (a report, a review page).
enum OutputFiles {
    /// Writes `text` to `path`, or fails as `path: error: cannot write: …` (exit status 2).
    static func write(_ text: String, to path: String) throws {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw CLIFailure.io(path: path, reason: "cannot write: \(WriteErrorText.describe(error))").report()
        }
    }
}
