// bench-layout: YAML → spec → layout, release build, medians of 5.
//
//   table-10k  a table of 10,000 cells of three self-sizing kinds (wrapping messages, contacts
//              with an image, two-line banners), texts from a seeded generator: load the YAML,
//              decode the spec, lay out on iphone-15 (on-screen cells get views; every cell is
//              sized) — and, as peers in the same run, the YAML load alone and `full` layout.
//   collection-10k  the same 10,000 cells in a compositional collection: two self-sizing
//              (estimated) items a group, a header per section — YAML to frames.
//   screen-50  a 50-view screen of nested stacks: layout alone, and the whole pipeline.
//   shaping    the text measurer alone on 20,000 distinct label texts of the table's kind:
//              cold (HarfBuzz shaping + line breaking, a fresh cache) and warm (cached), per
//              label — what each label of a layout costs.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ListkitLayout
import ListkitRandom
import ListkitSpec
import ListkitYAML

func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

func cpuNow() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

/// CPU time of the last `median` call's runs, median: beside wall time on a shared machine.
nonisolated(unsafe) var lastCPU = 0.0

func median(_ runs: Int = 5, _ body: () -> Void) -> Double {
    var times: [Double] = [], cpu: [Double] = []
    for _ in 0..<runs {
        let start = now(), startCPU = cpuNow()
        body()
        times.append(now() - start)
        cpu.append(cpuNow() - startCPU)
    }
    lastCPU = cpu.sorted()[runs / 2]
    return times.sorted()[runs / 2]
}

let words = ["coffee", "table", "morning", "list", "screen", "layout", "quiet", "street", "bakery", "friendly",
             "weekend", "pastry", "window", "light", "a", "the", "and", "of", "with", "great", "small", "busy"]

func sentence(_ rng: inout SplitMix64, words count: Int) -> String {
    (0..<count).map { _ in words[rng.below(words.count)] }.joined(separator: " ")
}

let tableList = """
  - id: feed
    type: table
    layout: [ edges == safeArea ]

"""

/// The table's cells as a compositional collection: two estimated items a group.
let compositionalList = """
  - id: feed
    type: collection
    layout: [ edges == safeArea ]
    compositional:
      section:
        contentInsets: { leading: 16, trailing: 16 }
        interGroupSpacing: 8
        header: { height: absolute(38) }
        group: { width: fractionalWidth(1), height: estimated(100), count: 2, interItemSpacing: 8, items: [ { width: fractionalWidth(1), height: estimated(100) } ] }

"""

func tableSpec(cells: Int, list: String = tableList) -> String {
    var rng = SplitMix64(state: 42)
    var yaml = """
    listkit: 1
    screen: Feed
    device: iphone-15
    views:

    """ + list + """
            sections:

        """
    let perSection = 1000
    for section in 0..<max(1, cells / perSection) {
        yaml += "      - id: s\(section)\n        header: Section \(section)\n        cells:\n"
        for i in 0..<min(perSection, cells) {
            let id = section * perSection + i
            switch rng.below(3) {
            case 0:
                yaml += "          - { id: c\(id), kind: message, author: \"\(sentence(&rng, words: 2))\", body: \"\(sentence(&rng, words: 4 + rng.below(30)))\" }\n"
            case 1:
                yaml += "          - { id: c\(id), kind: contact, name: \"\(sentence(&rng, words: 2))\", detail: \"\(sentence(&rng, words: 3))\" }\n"
            default:
                yaml += "          - { id: c\(id), kind: banner, title: \"\(sentence(&rng, words: 3 + rng.below(8)))\", subtitle: \"\(sentence(&rng, words: 2))\" }\n"
            }
        }
    }
    yaml += """
    cellKinds:
      message:
        views:
          - { id: author, type: label, text: "{author}", font: headline, layout: [ "top == parent.top + 10", "horizontal == parent + 16" ] }
          - { id: body, type: label, text: "{body}", lines: 0, layout: [ "top == author.bottom + 4", "horizontal == parent + 16", "bottom == parent.bottom - 10" ] }
      contact:
        views:
          - { id: avatar, type: image, image: 40x40, layout: [ "leading == parent.leading + 16", "top == parent.top + 8", "bottom <= parent.bottom - 8" ] }
          - id: texts
            type: stack
            axis: vertical
            spacing: 2
            layout: [ "leading == avatar.trailing + 12", "trailing == parent.trailing - 16", "top == parent.top + 8", "bottom == parent.bottom - 8" ]
            arranged:
              - { id: name, type: label, text: "{name}", font: headline }
              - { id: detail, type: label, text: "{detail}", font: footnote }
      banner:
        views:
          - { id: title, type: label, text: "{title}", font: title3, lines: 2, layout: [ "top == parent.top + 12", "horizontal == parent + 16" ] }
          - { id: subtitle, type: label, text: "{subtitle}", font: subheadline, layout: [ "top == title.bottom + 4", "horizontal == parent + 16", "bottom == parent.bottom - 12" ] }

    """
    return yaml
}

func screenSpec() -> String {
    var yaml = """
    listkit: 1
    screen: Settings
    device: iphone-15
    views:
      - id: rows
        type: stack
        axis: vertical
        spacing: 8
        layout: [ "top == safeArea.top + 8", "horizontal == safeArea + 16" ]
        arranged:

    """
    // 1 + 7 rows × 7 views = 50 views.
    for row in 0..<7 {
        yaml += """
              - id: row\(row)
                type: stack
                spacing: 12
                alignment: center
                arranged:
                  - { id: icon\(row), type: image, image: 29x29 }
                  - id: texts\(row)
                    type: stack
                    axis: vertical
                    arranged:
                      - { id: title\(row), type: label, text: Setting number \(row) }
                      - { id: detail\(row), type: label, text: What it does, font: footnote }
                  - { id: value\(row), type: label, text: On, font: callout, hugging: 300 }
                  - { id: toggle\(row), type: switch }

        """
    }
    return yaml
}

func load(_ text: String) -> Spec {
    guard let root = try? YAMLLoader().load(text) else { fatalError("bench spec does not load") }
    var decoder = SpecDecoder()
    return decoder.decode(root)
}

func ms(_ seconds: Double) -> String {
    let v = (seconds * 1e4).rounded() / 10
    return "\(v) ms"
}

let device = Device.preset(named: "iphone-15") ?? Device.defaultPreset
let tableYAML = tableSpec(cells: 10_000)
let tableBytes = Array(tableYAML.utf8)
var sink = 0.0

let yamlOnly = median { sink += Double((try? YAMLLoader().load(tableBytes))?.mapping?.count ?? 0) }
var solves = 0
let pipeline = median {
    guard let root = try? YAMLLoader().load(tableBytes) else { return }
    var decoder = SpecDecoder()
    let spec = decoder.decode(root)
    let outcome = LayoutEngine(spec: spec).layout(on: device)
    solves = outcome.cellSystemsSolved
    sink += outcome.result.views.first?.list?.contentSize.height ?? 0
}
let pipelineCPU = lastCPU
let collectionBytes = Array(tableSpec(cells: 10_000, list: compositionalList).utf8)
var collectionSolves = 0
let collectionPipeline = median {
    guard let root = try? YAMLLoader().load(collectionBytes) else { return }
    var decoder = SpecDecoder()
    let outcome = LayoutEngine(spec: decoder.decode(root)).layout(on: device)
    collectionSolves = outcome.cellSystemsSolved
    sink += outcome.result.views.first?.list?.contentSize.height ?? 0
}
let collectionCPU = lastCPU
let tableSpecValue = load(tableYAML)
let layoutOnly = median { sink += LayoutEngine(spec: tableSpecValue).layout(on: device).result.views.first?.list?.contentSize.height ?? 0 }
let layoutFull = median { sink += LayoutEngine(spec: tableSpecValue, options: LayoutOptions(full: true)).layout(on: device).result.views.first?.list?.contentSize.height ?? 0 }
let layoutNoFindings = median { sink += LayoutEngine(spec: tableSpecValue, options: LayoutOptions(findings: false)).layout(on: device).result.views.first?.list?.contentSize.height ?? 0 }

let screenYAML = screenSpec()
let screenValue = load(screenYAML)
let screenLayout = median { sink += LayoutEngine(spec: screenValue).layout(on: device).result.views.first?.frame.height ?? 0 }
let screenPipeline = median {
    let spec = load(screenYAML)
    sink += LayoutEngine(spec: spec).layout(on: device).result.views.first?.frame.height ?? 0
}
let screenOutcome = LayoutEngine(spec: screenValue).layout(on: device)
var viewCount = 0
var pending = screenOutcome.result.views
while let v = pending.popLast() { viewCount += 1; pending += v.children }

// Shaping: distinct texts, measured once each with a fresh measurer (cold), then again (warm).
var textRng = SplitMix64(state: 7)
let labelTexts = (0..<20_000).map { _ in sentence(&textRng, words: 2 + textRng.below(20)) }
let labelFonts = [Font.body, Font(style: .headline), Font(style: .footnote)]
func measureAll(_ measurer: TextMeasurer) -> Double {
    var total = 0.0
    for (i, text) in labelTexts.enumerated() {
        total += measurer.measure(text, in: labelFonts[i % 3], wrapWidth: 329, maxLines: 0).height
    }
    return total
}
let shapingCold = median { sink += measureAll(TextMeasurer(scale: device.scale)) }
let warmMeasurer = TextMeasurer(scale: device.scale)
sink += measureAll(warmMeasurer)
let shapingWarm = median { sink += measureAll(warmMeasurer) }
let meanLength = Double(labelTexts.reduce(0) { $0 + $1.utf8.count }) / Double(labelTexts.count)
func perLabel(_ seconds: Double) -> String {
    let v = (seconds / Double(labelTexts.count) * 1e7).rounded() / 10
    return "\(v) µs"
}

print("bench-layout (release, median of 5, \(device.name))")
print("| what | median | target |")
print("| --- | --- | --- |")
print("| table-10k: YAML load alone (\(tableBytes.count / 1024) KiB), peer | \(ms(yamlOnly)) | |")
print("| table-10k: YAML → spec → layout | \(ms(pipeline)) (CPU \(ms(pipelineCPU))) | < 500 ms |")
print("| table-10k: layout alone | \(ms(layoutOnly)) | |")
print("| table-10k: layout alone, no findings | \(ms(layoutNoFindings)) | |")
print("| table-10k: layout alone, full (every cell's views) | \(ms(layoutFull)) | |")
print("| table-10k: cell systems solved (of 10,000 cells) | \(solves) | |")
print("| collection-10k (compositional): YAML → spec → layout | \(ms(collectionPipeline)) (CPU \(ms(collectionCPU))) | |")
print("| collection-10k: cell systems solved (of 10,000 cells) | \(collectionSolves) | |")
print("| screen-\(viewCount): layout alone | \(ms(screenLayout)) | < 10 ms |")
print("| screen-\(viewCount): YAML → spec → layout | \(ms(screenPipeline)) | |")
print("| shaping: a label measured cold (shaped + wrapped at 329 pt; \(labelTexts.count) texts, mean \(Int(meanLength)) bytes) | \(perLabel(shapingCold)) | |")
print("| shaping: a label measured warm (cached shape, wrapped) | \(perLabel(shapingWarm)) | |")
print("findings on the 50-view screen: \(screenOutcome.findings.count)")
if sink.isNaN { print(sink) }
