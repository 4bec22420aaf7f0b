import Foundation
import ListkitDiff
import ListkitRandom
import ListkitRender
import ListkitTestSupport
import Testing

/// The generated Swift compiles: every Swift golden and 300 random outputs (both stagings,
/// tables and collections, every option) are type-checked with `swiftc -typecheck` against
/// `Fixtures/changesets/UIKitSignatures.swift.txt`, compiled as a module named UIKit. All
/// outputs go into one file (each wrapped in an enum of its own), so swiftc runs twice.
@Suite struct ChangesetSwiftTypeCheckTests {
    typealias Section = DiffSection<FieldList, FieldList>

    static let swiftc = ProcessInfo.processInfo.environment["SWIFTC"] ?? "/opt/swift/usr/bin/swiftc"

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: swiftc)))
    func generatedSwiftTypeChecks() throws {
        var outputs = ChangesetRenderTests.swiftGoldens.map(\.1)
        var rng = SplitMix64(seed: 15)
        for round in 0..<300 {
            let staging: Staging = round % 2 == 0 ? .safe : .compact
            let (old, new) = Self.randomPair(&rng)
            let list = NamedChangeset(name: "list \(round)", changeset: Changeset(from: old, to: new, staging: staging),
                                      target: rng.chance(50) ? .tableView : .collectionView, old: old)
            let reloads: ReloadStyle = staging == .safe ? rng.pick(ReloadStyle.allCases) : rng.pick([.reload, .reconfigure])
            let options = SwiftCodeOptions(animation: rng.pick(BatchUpdateAnimation.allCases), reloads: reloads,
                                           headers: rng.pick(HeaderStyle.allCases))
            let renderer = ChangesetRenderer(lists: [list])
            outputs.append(round % 3 == 0 ? renderer.snapshot(options: options) : renderer.swift(options: options))
        }
        // Without the old list the states are the caller's: setData takes the stage alone.
        let (old, new) = Self.randomPair(&rng)
        let stateless = NamedChangeset(name: "stateless", changeset: Changeset(from: old, to: new), target: .collectionView)
        outputs.append(ChangesetRenderer(lists: [stateless]).swift(options: SwiftCodeOptions(headers: .configure)))
        for (k, output) in outputs.enumerated() {
            #expect(output.hasPrefix("import UIKit\n") || !output.contains("func "), "output \(k) lacks its import")
        }
        let (status, errors) = try Self.typeCheck(outputs)
        #expect(status == 0, "\(errors.prefix(4000))")
    }

    /// The check can fail: a wrong argument label, a missing animation and an unknown row
    /// animation are all rejected by the stub.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: swiftc)))
    func wrongCodeDoesNotTypeCheck() throws {
        for wrong in ["tableView.reloadRows(at: [], animation: .fade)", "tableView.deleteRows(at: [])",
                      "tableView.insertRows(at: [], with: .sparkle)", "collectionView.reconfigureRows(at: [])"] {
            let code = "import UIKit\nfunc f(_ tableView: UITableView, _ collectionView: UICollectionView) {\n    \(wrong)\n}\n"
            #expect(try Self.typeCheck([code]).status != 0, "\(wrong) type-checked")
        }
    }

    /// Compiles the stub as module UIKit, then type-checks the outputs, each wrapped in an
    /// enum of its own, as one file. Returns swiftc's status and messages.
    private static func typeCheck(_ outputs: [String]) throws -> (status: Int32, errors: String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("listkit-typecheck-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let stub = directory.appendingPathComponent("UIKit.swift"), code = directory.appendingPathComponent("Generated.swift")
        try FileManager.default.copyItem(at: goldenURL("changesets/UIKitSignatures.swift.txt"), to: stub)
        var file = "import UIKit\n"
        for (k, output) in outputs.enumerated() {
            file += "enum Output\(k) {\n" + output.replacingOccurrences(of: "import UIKit\n", with: "") + "}\n"
        }
        try file.write(to: code, atomically: true, encoding: .utf8)
        let module = try run([swiftc, "-emit-module", "-parse-as-library", "-module-name", "UIKit", stub.path,
                              "-emit-module-path", directory.appendingPathComponent("UIKit.swiftmodule").path])
        guard module.status == 0 else { return module }
        return try run([swiftc, "-typecheck", "-I", directory.path, code.path])
    }

    private static func run(_ arguments: [String]) throws -> (status: Int32, errors: String) {
        let r = try ChildProcess.run(arguments[0], Array(arguments.dropFirst()), mergeErrors: true, timeout: 300)
        let output = String(decoding: r.stdout, as: UTF8.self)
        return (r.timedOut ? -1 : r.status, "\(arguments[1]): \(output)")
    }

    /// A random old/new pair: sections deleted, inserted, moved and retitled (header or
    /// footer); items deleted, inserted, moved within and across sections and changed.
    static func randomPair(_ rng: inout SplitMix64) -> ([Section], [Section]) {
        var next = 0
        func fresh(_ prefix: String) -> String { next += 1; return "\(prefix)\(next)" }
        let old = (0..<rng.below(4) + 1).map { _ in
            Section(id: fresh("s"), content: FieldList([("header", "H")]),
                    items: (0..<rng.below(6)).map { _ in DiffItem(id: fresh("i\""), content: FieldList([("v", "0")])) })
        }
        var new = old.filter { _ in !rng.chance(20) }.map { section -> Section in
            var section = section
            if rng.chance(25) { section.content = FieldList([(rng.chance(50) ? "header" : "footer", "H2")]) }
            section.items = section.items.filter { _ in !rng.chance(20) }.map { item in
                rng.chance(25) ? DiffItem(id: item.id, content: FieldList([("v", "1")])) : item
            }
            return section
        }
        if rng.chance(40) { new.insert(Section(id: fresh("s"), content: [:], items: []), at: rng.below(new.count + 1)) }
        let items = new.flatMap(\.items).shuffled(using: &rng)
        var k = 0
        for t in new.indices {
            let count = new[t].items.count
            new[t].items = Array(items[k..<k + count])
            k += count
            if rng.chance(30) { new[t].items.insert(DiffItem(id: fresh("n"), content: [:]), at: rng.below(new[t].items.count + 1)) }
        }
        if new.count > 1 && rng.chance(40) { new.swapAt(0, new.count - 1) }
        return (old, new)
    }
}
