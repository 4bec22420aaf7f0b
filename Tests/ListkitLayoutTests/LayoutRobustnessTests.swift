import Testing
import ListkitLayout
import ListkitSpec
import ListkitRandom

/// Seeded random specs — contradictory, cyclic and half-specified constraints, deep nesting,
/// hidden views, every stack setting — lay out without trapping, and the same spec gives the
/// same frames and findings twice.
@Suite struct LayoutRobustnessTests {

    static func randomSpec(seed: UInt64) -> String {
        var rng = SplitMix64(state: seed)
        let attributes = ["top", "bottom", "leading", "trailing", "left", "right", "centerX", "centerY", "width", "height"]
        let relations = ["==", ">=", "<="]
        var ids: [String] = []
        var lines: [String] = []
        func view(_ depth: Int, indent: String) {
            let id = "v\(ids.count)"
            ids.append(id)
            let type = rng.pick(["view", "label", "button", "stack", "image", "switch", "textField", "searchBar"])
            lines.append("\(indent)- id: \(id)")
            lines.append("\(indent)  type: \(type)")
            if type == "label" { lines.append("\(indent)  text: \(String(repeating: "word ", count: rng.below(30)))end"); lines.append("\(indent)  lines: \(rng.below(3))") }
            if type == "button" { lines.append("\(indent)  title: Go") }
            if type == "image" { lines.append("\(indent)  image: \(rng.below(200))x\(rng.below(200))") }
            if rng.below(6) == 0 { lines.append("\(indent)  hidden: true") }
            var constraints: [String] = []
            for _ in 0..<rng.below(5) {
                let first = rng.pick(attributes)
                let target = rng.pick(["parent", "safeArea"] + ids)
                let second = rng.below(4) == 0 ? "" : ".\(rng.pick(attributes))"
                let rhs = rng.below(3) == 0 ? "\(rng.below(500))" : "\(target)\(second) * \(rng.pick(["1", "2", "0.5"])) + \(rng.below(100))"
                constraints.append("\"\(first) \(rng.pick(relations)) \(rhs) @\(rng.pick(["1000", "750", "250", "999", "1"]))\"")
            }
            lines.append("\(indent)  layout: [ \(constraints.joined(separator: ", ")) ]")
            if type == "stack" {
                lines.append("\(indent)  axis: \(rng.pick(["horizontal", "vertical"]))")
                lines.append("\(indent)  distribution: \(rng.pick(["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]))")
                lines.append("\(indent)  alignment: \(rng.pick(["fill", "leading", "center", "trailing", "firstBaseline"]))")
                lines.append("\(indent)  spacing: \(rng.below(20))")
            }
            if depth < 12, ids.count < 60, rng.below(3) > 0 {
                lines.append("\(indent)  \(type == "stack" ? "arranged" : "subviews"):")
                for _ in 0..<(1 + rng.below(3)) where ids.count < 60 { view(depth + 1, indent: indent + "    ") }
            }
        }
        lines.append("listkit: 1\nscreen: Random\ndevice: [iphone-se, iphone-15-landscape]\nviews:")
        for _ in 0..<3 { view(0, indent: "  ") }
        return lines.joined(separator: "\n") + "\n"
    }

    func summary(_ outcome: LayoutOutcome) -> [String] {
        var result: [String] = []
        var pending = outcome.result.views
        while let v = pending.popLast() {
            result.append("\(v.id) \(v.frame)")
            pending += v.children
        }
        return result + outcome.findings.map { "\($0.mark) \($0.message)" }
    }

    @Test(arguments: Array(UInt64(1)...UInt64(6)))
    func randomSpecsLayOutDeterministically(seed: UInt64) throws {
        let text = Self.randomSpec(seed: seed)
        let spec = try #require(SpecLoader().load(Array(text.utf8), path: "random.yaml").spec)
        for rtl in [false, true] {
            let engine = LayoutEngine(spec: spec, options: LayoutOptions(rtl: rtl, full: true))
            for device in spec.effectiveDevices {
                let first = engine.layout(on: device), second = engine.layout(on: device)
                #expect(summary(first) == summary(second))
                #expect(first.result.views.count == 3)
            }
        }
    }
}
