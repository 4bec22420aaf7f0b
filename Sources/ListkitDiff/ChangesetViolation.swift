/// What is wrong with one stage of a changeset: `apply` throws the first stage it cannot replay
/// (an index that does not exist, an element removed or placed twice), and `BatchUpdateRules`
/// lists every rule of `performBatchUpdates` a stage breaks.
public struct ChangesetViolation: Error, Equatable, Sendable, CustomStringConvertible {
    /// The stage, counted from 1.
    public var stage: Int
    public var message: String

    public init(stage: Int, message: String) {
        self.stage = stage
        self.message = message
    }

    public var description: String { "stage \(stage): \(message)" }
}
