import Foundation
import ListkitSpec
import ListkitTestSupport
import Testing

/// The view-type catalogue is the one home of what listkit knows about a view type: every
/// description is consistent, and no code outside it decides by switching over `ViewType`.
@Suite struct ViewTypeCatalogueTests {
    @Test func everyDescriptionIsComplete() {
        #expect(ViewTypeCatalogue.problems() == [])
        for type in ViewType.allCases { #expect(type.entry.type == type) }
    }

    /// A description that says half of what it must: it shows a title it has no key for, sizes
    /// itself by text it does not show, checks truncation and baselines of text it has not, has
    /// styles its sizing does not know, and comes from no IB element.
    @Test func aHalfDescribedTypeIsReported() {
        let half = ViewTypeDescription(
            type: .slider, keys: [], styles: [.medium], sizing: .field(padding: 7, height: 34), hugging: .init(250),
            text: .title, truncation: .lines, baselines: .text, interfaceBuilder: IBMapping(elements: []), drawing: .label)
        #expect(half.problems() == [
            "shows its 'title' but does not accept the key",
            "checks its lines for truncation but is not sized as a label",
            "its styles [\"medium\"] are not its sizing's []",
            "has styles but does not accept 'style'",
            "is read from no Interface Builder element",
        ])
        let silent = ViewTypeDescription(
            type: .slider, keys: [], sizing: .label, hugging: .init(0), text: .none, truncation: .title,
            baselines: .text, interfaceBuilder: IBMapping(elements: ["slider"]), drawing: .button)
        #expect(silent.problems() == [
            "is sized by its text but shows none (text role)",
            "checks its title for truncation but is not sized by inset text",
            "checks its text for truncation but shows none",
            "hugging 0.0, 0.0 is outside 1…1000",
            "is drawn with its text but shows none",
        ])
        let fixed = ViewTypeDescription(
            type: .slider, keys: [], sizing: .fixed(.init(width: nil, height: 31)), hugging: .init(250), text: .none,
            truncation: .none, baselines: .text, interfaceBuilder: IBMapping(elements: ["slider"]), drawing: .track(knob: true))
        #expect(fixed.problems() == ["has text baselines but its sizing places no text"])
    }

    @Test func interfaceBuilderElementsMapToTheirTypes() {
        let map = ViewTypeCatalogue.typesByIBElement
        #expect(map["activityIndicatorView"] == .activityIndicator)
        #expect(map["imageView"] == .image)
        #expect(map["tableViewCellContentView"] == .view)
        #expect(map["switch"] == .switch)
        #expect(map["mapView"] == .view && map["containerView"] == .view)
        #expect(map["toolbar"] == nil)
        #expect(map.count == ViewType.allCases.reduce(0) { $0 + $1.entry.interfaceBuilder.elements.count })
    }

    /// Each type's description is a file of its own in ViewTypes/.
    @Test func everyTypeHasItsOwnFile() throws {
        let folder = packageRoot.appendingPathComponent("Sources/ListkitSpec/ViewTypes")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix("Type.swift") }
        for type in ViewType.allCases {
            let holders = try files.filter {
                try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8).contains("type: .\(type == .switch ? "`switch`" : type.rawValue),")
            }
            #expect(holders.count == 1, "\(type.rawValue) is described in \(holders)")
        }
    }

    @Test func noSwitchOverViewTypeOutsideTheCatalogue() throws {
        let sources = packageRoot.appendingPathComponent("Sources")
        let catalogue = sources.appendingPathComponent("ListkitSpec/ViewTypes").path
        var found: [String] = []
        let files = try #require(FileManager.default.enumerator(atPath: sources.path))
        for case let relative as String in files where relative.hasSuffix(".swift") {
            let path = sources.appendingPathComponent(relative).path
            guard !path.hasPrefix(catalogue + "/") else { continue }
            let text = try String(contentsOfFile: path, encoding: .utf8)
            found += ViewTypeSwitchScanner.switches(in: text).map { "Sources/\(relative):\($0)" }
        }
        #expect(found == [], "decide through the view-type catalogue (Sources/ListkitSpec/ViewTypes) instead")
    }

    /// The scanner finds what it must: a switch on a view's type, one whose cases are view
    /// types with a `default:`, one nested in another's case; and not a switch over a catalogue
    /// role that shares some case names.
    @Test func theScannerFindsViewTypeSwitches() {
        #expect(ViewTypeSwitchScanner.switches(in: """
            func a(_ view: ViewSpec) -> Int {
                switch view.type.value {
                case .label: return 1
                default: return 0
                }
            }
            """) == [2])
        #expect(ViewTypeSwitchScanner.switches(in: """
            switch kind {
            case .slider, .stepper: return 1
            default: return 0
            }
            """) == [1])
        #expect(ViewTypeSwitchScanner.switches(in: """
            switch element.role {
            case .view(let t):
                switch t { case .textField, .searchBar: return 1
                default: return 2 }
            case .cell: return 0
            }
            """) == [3])
        #expect(ViewTypeSwitchScanner.switches(in: """
            switch type.entry.drawing {
            case .label, .button: return 1
            case .box, .list: return 0
            }
            """) == [])
    }
}

/// Finds switches that decide by view type: on a subject named like a view's type
/// (`view.type.value`, `type`, `viewType`, `….type.value`), or whose cases all name `ViewType` cases (at least
/// two of them). Returns their line numbers.
enum ViewTypeSwitchScanner {
    static let typeNames = Set(ViewType.allCases.map(\.rawValue))

    static func switches(in text: String) -> [Int] {
        let lines = text.components(separatedBy: "\n")
        var found: [Int] = []
        for (index, line) in lines.enumerated() {
            guard let range = line.range(of: #"\bswitch\s+([^{]+)\{"#, options: .regularExpression) else { continue }
            let subject = line[range].dropFirst("switch".count).dropLast().trimmingCharacters(in: .whitespaces)
            let namedLikeType = subject.range(of: #"^(type|viewType)$|\.type\.value$|ViewType$"#, options: .regularExpression) != nil
            let names = caseNames(lines, from: index, startColumn: line.distance(from: line.startIndex, to: range.upperBound))
            let allTypes = names.count >= 2 && names.allSatisfy(typeNames.contains)
            if namedLikeType || allTypes { found.append(index + 1) }
        }
        return found
    }

    /// The enum case names in the top-level `case` patterns of the switch whose `{` ends at
    /// `startColumn` on line `start`.
    static func caseNames(_ lines: [String], from start: Int, startColumn: Int) -> [String] {
        var depth = 1
        var names: [String] = []
        for (offset, line) in lines[start...].enumerated() {
            let body = offset == 0 ? String(line.dropFirst(startColumn)) : line
            var segment = ""
            for character in body {
                if character == "{" { depth += 1 }
                if character == "}" { depth -= 1; if depth == 0 { break } }
                if depth == 1 { segment.append(character) }
            }
            for pattern in segment.components(separatedBy: "case ").dropFirst() {
                let head = pattern.prefix { $0 != ":" }
                names += head.matches(of: /(?:^|[\s,(])\.`?(\w+)/).map { String($0.output.1) }
            }
            if depth == 0 { break }
        }
        return names
    }
}
