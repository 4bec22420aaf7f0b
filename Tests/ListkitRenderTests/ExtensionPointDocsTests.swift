import Foundation
import ListkitRender
import ListkitSpec
import ListkitTestSupport
import Testing

/// The docs keep up with the enums a new view type or output format extends: every case is
/// named where readers look for it (see docs/development.md). The compiler finds the code that
/// must decide about a new case; this finds the prose.
@Suite struct ExtensionPointDocsTests {
    static let repository = packageRoot

    static func doc(_ path: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8)
    }

    /// The lines of `text` from the first one containing `start` to the first blank line after it.
    static func paragraph(_ text: String, from start: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.firstIndex(where: { $0.contains(start) }) else { return "" }
        let end = lines[first...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty }) ?? lines.endIndex
        return lines[first..<end].joined(separator: "\n")
    }

    /// What the docs leave out for each view type, as `where: type`.
    static func viewTypeGaps(specFormat: String, layout: String, layoutOutput: String) -> [String] {
        let listed = paragraph(specFormat, from: "View types:")
        let intrinsicTypes = paragraph(layout, from: "| type | intrinsic size |").split(separator: "\n").dropFirst(2)
            .flatMap { $0.split(separator: "|").first?.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } ?? [] }
        let jsonType = paragraph(layoutOutput, from: "| `type` | string |")
        var gaps: [String] = []
        for type in ViewType.allCases.map(\.rawValue) {
            if !listed.contains("`\(type)`") { gaps.append("docs/spec-format.md, View types: \(type)") }
            if !intrinsicTypes.contains(type) { gaps.append("docs/layout.md, Intrinsic content size: \(type)") }
            if !jsonType.contains("`\(type)`") { gaps.append("docs/layout-output.md, View `type`: \(type)") }
        }
        return gaps
    }

    /// What docs/layout-output.md leaves out for each layout format.
    static func layoutFormatGaps(layoutOutput: String) -> [String] {
        let option = paragraph(layoutOutput, from: "| `--format` |")
        var gaps: [String] = []
        for format in LayoutFormat.allCases.map(\.rawValue) {
            if !layoutOutput.contains("\n## `\(format)`\n") { gaps.append("docs/layout-output.md, a `## \(format)` section") }
            if !option.contains("`\(format)`") { gaps.append("docs/layout-output.md, Options, --format: \(format)") }
        }
        return gaps
    }

    @Test func everyViewTypeIsDocumented() throws {
        #expect(Self.viewTypeGaps(specFormat: try Self.doc("docs/spec-format.md"), layout: try Self.doc("docs/layout.md"),
                                  layoutOutput: try Self.doc("docs/layout-output.md")) == [])
    }

    @Test func everyLayoutFormatIsDocumented() throws {
        #expect(Self.layoutFormatGaps(layoutOutput: try Self.doc("docs/layout-output.md")) == [])
    }

    /// A type or format left out of the docs is named (compared with the gaps the docs have now,
    /// none unless the tests above fail).
    @Test func aForgottenEntryIsCaught() throws {
        let specFormat = try Self.doc("docs/spec-format.md"), layout = try Self.doc("docs/layout.md")
        let layoutOutput = try Self.doc("docs/layout-output.md")
        let types = Self.viewTypeGaps(specFormat: specFormat, layout: layout, layoutOutput: layoutOutput)
        let formats = Self.layoutFormatGaps(layoutOutput: layoutOutput)
        #expect(Self.viewTypeGaps(specFormat: specFormat, layout: layout.replacingOccurrences(of: "| switch | 51 × 31", with: "| 51 × 31"),
                                  layoutOutput: layoutOutput).filter { !types.contains($0) } == ["docs/layout.md, Intrinsic content size: switch"])
        #expect(Self.viewTypeGaps(specFormat: specFormat.replacingOccurrences(of: "`searchBar`,", with: ""), layout: layout,
                                  layoutOutput: layoutOutput).filter { !types.contains($0) } == ["docs/spec-format.md, View types: searchBar"])
        #expect(Self.layoutFormatGaps(layoutOutput: layoutOutput.replacingOccurrences(of: "## `svg`", with: "## SVG"))
                .filter { !formats.contains($0) } == ["docs/layout-output.md, a `## svg` section"])
    }
}
