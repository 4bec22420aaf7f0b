import ListkitDiff
import ListkitRandom

typealias TestSection = DiffSection<String, Int>
typealias TestItem = DiffItem<Int>
typealias TestChangeset = Changeset<String, Int>

/// Builds lists from a compact notation: "A:a1 a2|B:|C:c1" — sections separated by "|",
/// items by spaces; every content is 0 unless written "id=content".
func lists(_ notation: String) -> [TestSection] {
    guard !notation.isEmpty else { return [] }
    return notation.split(separator: "|", omittingEmptySubsequences: false).map { part in
        let halves = part.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let (sectionID, sectionContent) = idAndContent(String(halves[0]))
        let items = halves.count > 1 ? halves[1].split(separator: " ").map { token -> TestItem in
            let (id, content) = idAndContent(String(token))
            return TestItem(id: id, content: content)
        } : []
        return TestSection(id: sectionID, content: String(sectionContent), items: items)
    }
}

private func idAndContent(_ token: String) -> (String, Int) {
    let parts = token.split(separator: "=")
    return (String(parts[0]), parts.count > 1 ? Int(parts[1]) ?? 0 : 0)
}

/// Random old/new pairs: sections deleted, inserted, moved and retitled; items deleted,
/// inserted, updated, shuffled within and across sections; empty sections; and, when
/// `duplicates` is set, ids drawn from a small pool so they repeat.
struct RandomListPair {
    var old: [TestSection]
    var new: [TestSection]

    init(seed: UInt64, maxItems: Int = 200, duplicates: Bool = false) {
        var rng = SplitMix64(seed: seed)
        var nextID = 0
        func freshID(_ prefix: String) -> String {
            if duplicates && Int.random(in: 0..<3, using: &rng) == 0 { return "\(prefix)\(Int.random(in: 0..<4, using: &rng))" }
            nextID += 1
            return "\(prefix)\(nextID)"
        }
        let total = Int.random(in: 0...maxItems, using: &rng)
        let sectionCount = total == 0 ? Int.random(in: 0...2, using: &rng) : Int.random(in: 1...max(1, min(8, total)), using: &rng)
        var old: [TestSection] = (0..<sectionCount).map { _ in TestSection(id: freshID("S"), content: "h0", items: []) }
        for _ in 0..<total where !old.isEmpty {
            old[Int.random(in: 0..<old.count, using: &rng)].items.append(TestItem(id: freshID("i"), content: 0))
        }
        self.old = old

        // Sections: delete, retitle, insert, then shuffle some.
        var new = old.filter { _ in Int.random(in: 0..<6, using: &rng) != 0 }
        for k in new.indices {
            new[k].items = []
            if Int.random(in: 0..<5, using: &rng) == 0 { new[k].content = "h1" }
        }
        for _ in 0..<Int.random(in: 0...2, using: &rng) {
            new.insert(TestSection(id: freshID("S"), content: "h0", items: []), at: Int.random(in: 0...new.count, using: &rng))
        }
        if new.count > 1 {
            for _ in 0..<Int.random(in: 0...2, using: &rng) {
                let section = new.remove(at: Int.random(in: 0..<new.count, using: &rng))
                new.insert(section, at: Int.random(in: 0...new.count, using: &rng))
            }
        }
        guard !new.isEmpty else { self.new = new; return }
        let newIndexOfOld = Dictionary(new.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { a, _ in a })

        // Items: survivors mostly stay in their section (in order), some move anywhere.
        let moveChance = Int.random(in: 0...4, using: &rng)
        for section in old {
            for item in section.items where Int.random(in: 0..<8, using: &rng) != 0 {
                var item = item
                if Int.random(in: 0..<5, using: &rng) == 0 { item.content = Int.random(in: 1...3, using: &rng) }
                let home = newIndexOfOld[section.id]
                if let home, Int.random(in: 0..<10, using: &rng) >= moveChance {
                    new[home].items.append(item)
                } else {
                    let target = Int.random(in: 0..<new.count, using: &rng)
                    new[target].items.insert(item, at: Int.random(in: 0...new[target].items.count, using: &rng))
                }
            }
        }
        for _ in 0..<Int.random(in: 0...max(0, total / 5), using: &rng) {
            let target = Int.random(in: 0..<new.count, using: &rng)
            new[target].items.insert(TestItem(id: freshID("i"), content: 0), at: Int.random(in: 0...new[target].items.count, using: &rng))
        }
        self.new = new
    }
}

/// The minimum number of item moves, computed independently of the engine: every
/// survivor whose section id changes must move; within a section, the survivors that may
/// stay are a longest increasing subsequence (O(k²) dynamic programming here).
/// Ids must be unique on each side.
func expectedMinimumMoves(_ old: [TestSection], _ new: [TestSection]) -> (items: Int, sections: Int) {
    var oldPlace: [DiffID: (section: String, index: Int)] = [:]
    for section in old { for (k, item) in section.items.enumerated() { oldPlace[item.id] = (section.id, k) } }
    var moves = 0
    for section in new {
        var sameSection: [Int] = []
        for item in section.items {
            guard let place = oldPlace[item.id] else { continue }
            if place.section == section.id { sameSection.append(place.index) } else { moves += 1 }
        }
        moves += sameSection.count - longestIncreasingLength(sameSection)
    }
    let oldSectionIndex = Dictionary(old.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { a, _ in a })
    let survivingSections = new.compactMap { oldSectionIndex[$0.id] }
    return (moves, survivingSections.count - longestIncreasingLength(survivingSections))
}

func longestIncreasingLength(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for k in values.indices {
        for l in 0..<k where values[l] < values[k] { best[k] = max(best[k], best[l] + 1) }
    }
    return best.max() ?? 0
}
