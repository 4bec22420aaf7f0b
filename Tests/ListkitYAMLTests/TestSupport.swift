import Foundation
import Testing
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

/// A test's own deterministic generator (SplitMix64).
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
