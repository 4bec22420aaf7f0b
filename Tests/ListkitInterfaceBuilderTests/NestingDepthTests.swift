import ListkitInterfaceBuilder
import ListkitYAML
import Testing

/// A document nested thousands deep (the IB byte fuzzer made one by duplicating a `<subviews>`
/// span, and `listkit lint` overflowed its stack walking the views) is refused when read, at the
/// first element past the limit; a document at the limit reads (issue #34).
@Suite struct NestingDepthTests {
    /// A .xib whose root view nests `levels` views, each in its `<subviews>`, one per line.
    static func nested(_ levels: Int) -> [UInt8] {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">"#,
            "<objects>",
            #"<view id="root"><rect key="frame" x="0" y="0" width="390" height="844"/>"#,
        ]
        for i in 0..<levels { lines.append(#"<subviews><view id="v\#(i)"><rect key="frame" x="0" y="0" width="10" height="10"/>"#) }
        lines += Array(repeating: "</view></subviews>", count: levels) + ["</view>", "</objects>", "</document>"]
        return Array(lines.joined(separator: "\n").utf8)
    }

    @Test(arguments: [1_000, 100_000])
    func deepDocumentsAreRefusedAtTheFirstElementPastTheLimit(levels: Int) throws {
        guard case .failure(let error) = IBDocument.read(Self.nested(levels)) else {
            Issue.record("a document \(levels) views deep was read")
            return
        }
        // document, objects and the root view are three levels; each view adds two. The 129th
        // element opens on line 4 + 63 = 67: its <subviews> (column 1) is the 128th, its <view> the 129th.
        #expect(error.message == "<view> nests deeper than 128 elements (Interface Builder's documents nest about 25)")
        #expect(error.mark == Mark(line: 67, column: 11))
    }

    @Test func aDocumentAtTheLimitReads() throws {
        // 62 views: 3 + 2 × 62 = 127 levels.
        let document = try IBDocument.read(Self.nested(62)).get()
        #expect(document.screens().count == 1)
    }
}
