import Foundation

/// Writes to standard error (messages, summaries); standard output carries results only.
func printError(_ message: String, terminator: String = "\n") {
    FileHandle.standardError.write(Data((message + terminator).utf8))
}

/// Writes a whole result to standard output in one go (large outputs are built as one string).
func printOutput(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
}
