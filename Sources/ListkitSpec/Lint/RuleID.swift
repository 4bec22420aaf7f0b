/// Every rule's stable id: what `[rule]` prints, what JSON carries, what docs list.
/// Ids never change meaning; a retired rule keeps its id unused. Each id is declared in the file
/// that describes its rule (`RuleDescription`), beside the code that reports it.
public struct RuleID: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }
    public static func < (a: RuleID, b: RuleID) -> Bool { a.rawValue < b.rawValue }
}
