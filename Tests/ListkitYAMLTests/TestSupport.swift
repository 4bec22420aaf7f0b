import Foundation
import Testing
import ListkitRandom
@testable import ListkitYAML

/// The bytes of a file in the test bundle's Fixtures folder.
func fixture(_ name: String) throws -> [UInt8] {
    let folder = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
    return Array(try Data(contentsOf: folder.appendingPathComponent(name)))
}

/// The error loading `bytes` throws, or nil when it loads.
func loadError(_ bytes: [UInt8], limits: YAMLLoader.Limits = .init()) -> YAMLError? {
    do {
        _ = try YAMLLoader(limits: limits).load(bytes)
        return nil
    } catch {
        return error
    }
}

func loadError(_ text: String, limits: YAMLLoader.Limits = .init()) -> YAMLError? {
    loadError(Array(text.utf8), limits: limits)
}
