import Testing
@testable import ListkitSolver

/// The shared cost block: levels added past the reservation, reordered, and widened past the
/// stride keep every cost, and costs past the stride read 0.
@Suite struct ObjectiveLevelsTests {
    @Test func costsSurviveGrowthReorderingAndWidening() {
        let levels = ObjectiveLevels(levels: 1, symbols: 4)
        var model: [[Double]] = []   // by slot (creation order)
        var order: [Int] = []        // level index -> slot
        for (slot, priority) in [750.0, 250.0, 100.0, 500.0].enumerated() {
            var i = 0
            while i < levels.count && levels[i].priority > priority { i += 1 }
            levels.append(priority: priority)
            var j = levels.count - 1
            while j > i { levels.swapAt(j, j - 1); j -= 1 }
            order.insert(slot, at: i)
            model.append(Array(repeating: 0, count: 200))
            for s in 0 ..< 4 {
                let delta = Double(slot * 10 + s + 1)
                levels.addCost(delta, at: s, level: i, symbolCapacity: 4)
                model[slot][s] += delta
            }
        }
        #expect((0 ..< levels.count).map { levels[$0].priority } == [750, 500, 250, 100])
        // Widen twice, from different levels, then check every level's every cost.
        levels.addCost(2.5, at: 9, level: 3, symbolCapacity: 8)
        model[order[3]][9] += 2.5
        levels.addCost(-1, at: 150, level: 0, symbolCapacity: 8)
        model[order[0]][150] += -1
        #expect(levels.stride >= 151)
        for l in 0 ..< levels.count {
            for s in 0 ..< 200 { #expect(levels[l].cost(s) == model[order[l]][s]) }
            #expect(levels[l].cost(levels.stride + 5) == 0)
        }
        // A cost that cancels is stored as 0, and removing returns what was there.
        levels.addCost(-model[order[1]][2], at: 2, level: 1, symbolCapacity: 8)
        #expect(levels[1].cost(2) == 0)
        #expect(levels[2].removeCost(at: 3) == model[order[2]][3])
        #expect(levels[2].cost(3) == 0)
    }
}
