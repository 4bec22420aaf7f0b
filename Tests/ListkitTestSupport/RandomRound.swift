/// One round of a seeded random test. Pass it as the comment of every expectation in the round
/// (`#expect(ok, "\(round)")`) so a failure names the seed and round that reproduce it.
public struct RandomRound: CustomStringConvertible, Sendable {
    public let seed: UInt64
    public let round: Int

    public init(seed: UInt64, round: Int) {
        self.seed = seed
        self.round = round
    }

    public var description: String { "seed \(seed) round \(round)" }
}

/// `count` rounds of the generator seeded with `seed`, numbered from 0.
public func randomRounds(_ count: Int, seed: UInt64) -> [RandomRound] {
    (0..<count).map { RandomRound(seed: seed, round: $0) }
}
