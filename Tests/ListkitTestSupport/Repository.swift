import Foundation

/// The package's root folder, from this file's path (tests run from the package), for tests
/// that read the repository's docs, examples or sources.
public let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
