import Testing
import ListkitDiff

/// Applying every stage to old yields new, and UIKit's rules accept every stage, for
/// 3,500 random pairs in each staging; in safe staging no stage with a reload holds
/// anything else.
@Suite struct RoundTripTests {
    @Test(arguments: Staging.allCases)
    func randomPairsRoundTripAndObeyUIKitRules(_ staging: Staging) throws {
        var stageCounts = [Int](repeating: 0, count: 7)
        var sectionMovesWithItemMoves = 0
        for seed in UInt64(1)...2000 {
            let pair = RandomListPair(seed: seed)
            let changeset = try checkRoundTrip(pair.old, pair.new, staging, seed: seed)
            let (items, sections) = expectedMinimumMoves(pair.old, pair.new)
            #expect(changeset.itemMoveCount == items, "seed \(seed)")
            #expect(changeset.sectionMoveCount == sections, "seed \(seed)")
            stageCounts[min(changeset.stages.count, 6)] += 1
            if changeset.sectionMoveCount > 0 && changeset.itemMoveCount > 0 { sectionMovesWithItemMoves += 1 }
        }
        // The generator reaches the interplay cases, not just single-stage diffs.
        switch staging {
        case .compact: #expect(stageCounts[1] > 100 && stageCounts[2] > 100 && stageCounts[3] > 10, "\(stageCounts)")
        case .safe: #expect(stageCounts[3] > 100 && stageCounts[4] > 100 && stageCounts[5] > 100 && stageCounts[6] > 100, "\(stageCounts)")
        }
        #expect(sectionMovesWithItemMoves > 100)
    }

    @Test(arguments: Staging.allCases)
    func randomPairsWithDuplicateIDsRoundTrip(_ staging: Staging) throws {
        for seed in UInt64(10_001)...11_000 {
            let pair = RandomListPair(seed: seed, duplicates: true)
            try checkRoundTrip(pair.old, pair.new, staging, seed: seed)
        }
    }

    @Test(arguments: Staging.allCases)
    func unrelatedRandomListsRoundTrip(_ staging: Staging) throws {
        // old and new drawn independently: almost everything is deleted, inserted or moved.
        for seed in UInt64(20_001)...20_500 {
            let old = RandomListPair(seed: seed, maxItems: 60, duplicates: true).old
            let new = RandomListPair(seed: seed &* 7919, maxItems: 60, duplicates: true).old
            try checkRoundTrip(old, new, staging, seed: seed)
        }
    }

    @Test(arguments: Staging.allCases)
    func diffIsDeterministic(_ staging: Staging) {
        for seed in UInt64(30_001)...30_050 {
            let pair = RandomListPair(seed: seed, duplicates: true)
            #expect(TestChangeset(from: pair.old, to: pair.new, staging: staging)
                    == TestChangeset(from: pair.old, to: pair.new, staging: staging), "seed \(seed)")
        }
    }

    @discardableResult
    private func checkRoundTrip(_ old: [TestSection], _ new: [TestSection], _ staging: Staging, seed: UInt64,
                                sourceLocation: SourceLocation = #_sourceLocation) throws -> TestChangeset {
        let changeset = TestChangeset(from: old, to: new, staging: staging)
        let applied = try apply(changeset, to: old)
        #expect(applied == new, "seed \(seed)", sourceLocation: sourceLocation)
        let violations = BatchUpdateRules.violations(in: changeset, old: old, new: new)
        #expect(violations.isEmpty, "seed \(seed): \(violations)", sourceLocation: sourceLocation)
        #expect(!changeset.stages.contains { $0.isEmpty }, "seed \(seed): empty stage", sourceLocation: sourceLocation)
        #expect(changeset.isEmpty == (old == new), "seed \(seed)", sourceLocation: sourceLocation)
        if staging == .safe {
            for (k, stage) in changeset.stages.enumerated() where !stage.itemUpdates.isEmpty || !stage.sectionUpdates.isEmpty {
                let reloads = stage.itemUpdates.count + stage.sectionUpdates.count
                #expect(stage.changeCount == reloads, "seed \(seed): stage \(k + 1) mixes reloads with structure",
                        sourceLocation: sourceLocation)
            }
        }
        return changeset
    }
}
