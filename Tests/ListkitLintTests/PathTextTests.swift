import Foundation
@testable import ListkitLint
import ListkitRandom
import ListkitTestSupport
import Testing

/// `PathText` replaced `NSString`'s path operations so the executable does not load Foundation;
/// `NSString` (Foundation, linked by the tests) is the oracle, on edge cases and random paths
/// (ASCII: after a run of `/`, `NSString` indexes the text it shortened with the old indices and
/// traps on the next non-ASCII character, or on a combining mark after a `/`).
@Suite struct PathTextTests {
    static func expectSame(_ path: String) {
        #expect(PathText.lastComponent(path) == (path as NSString).lastPathComponent, "\(path.debugDescription)")
        // NSString traps on a one-character relative path ("a", "a//"): its start-of-last-component
        // precondition wants two characters. That crashed `listkit lint a` (SIGILL) before.
        guard !trapsInNSString(path) else {
            #expect(PathText.deletingLastComponent(path) == "", "\(path.debugDescription)")
            return
        }
        #expect(PathText.deletingLastComponent(path) == (path as NSString).deletingLastPathComponent, "\(path.debugDescription)")
    }

    /// Whether the path, its runs of `/` made one and a trailing `/` dropped, is one character
    /// other than `/`.
    static func trapsInNSString(_ path: String) -> Bool {
        var collapsed = ""
        for character in path where !(character == "/" && collapsed.last == "/") { collapsed.append(character) }
        if collapsed.count > 1 && collapsed.last == "/" { collapsed.removeLast() }
        return collapsed.utf16.count == 1 && collapsed != "/"
    }

    /// Apple's documented examples (NSString `deletingLastPathComponent`, `lastPathComponent`).
    @Test func documentedExamples() {
        for (path, folder) in [("/tmp/scratch.tiff", "/tmp"), ("/tmp/lock/", "/tmp"), ("/tmp/", "/"), ("/tmp", "/"), ("/", "/"), ("scratch.tiff", "")] {
            #expect(PathText.deletingLastComponent(path) == folder, "\(path)")
        }
        for (path, last) in [("/tmp/scratch.tiff", "scratch.tiff"), ("/tmp/scratch", "scratch"), ("/tmp/", "tmp"), ("scratch///", "scratch"), ("/", "/")] {
            #expect(PathText.lastComponent(path) == last, "\(path)")
        }
    }

    @Test(arguments: ["", "/", "//", "///", "a", "/a", "a/", "/a/", "a/b", "/a/b", "a//b", "a/b/", "a/b//", "//a//b//",
                      "./a", "../a/b", ".", "..", "/.", "é/ü", "a /b ", "spec.yaml"])
    func edgeCases(_ path: String) { Self.expectSame(path) }

    @Test(arguments: randomRounds(200, seed: 0x9A7E))
    func randomPaths(round: RandomRound) {
        var rng = SplitMix64(seed: round.seed &+ UInt64(round.round))
        let pieces = ["/", "/", "a", "bc", ".", "..", " ", "x.yaml"]
        Self.expectSame((0..<rng.below(8)).map { _ in rng.pick(pieces) }.joined())
    }

    /// `ConfigurationFinder.absolute` reads an ASCII path by its bytes; the oracle is the path
    /// split into Characters (`.` dropped, `..` taking the component before it off), as every
    /// path is read.
    @Test(arguments: randomRounds(200, seed: 0xAB5))
    func absolutePaths(round: RandomRound) {
        var rng = SplitMix64(seed: round.seed &+ UInt64(round.round))
        let pieces = ["/", "/", "//", "a", "bc", ".", "..", " ", "x.yaml", "é", "\r\n"]
        let path = (0..<rng.below(10)).map { _ in rng.pick(pieces) }.joined()
        let joined = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/") where part != "." && !part.isEmpty {
            if part == ".." { if !parts.isEmpty { parts.removeLast() } } else { parts.append(part) }
        }
        #expect(ConfigurationFinder.absolute(path) == "/" + parts.joined(separator: "/"), "\(round): \(path.debugDescription)")
    }
}
